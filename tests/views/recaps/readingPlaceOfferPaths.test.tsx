import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { readingPlaceOfferMachine, selectReadingPlaceOffer } from '../../../src/machines/readingPlaceOffer';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { recordToasts } from '../../machines/support/appActors';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';

/**
 * The reading place offer's generated paths, walked through a member's recap dialog: marking the recap watched,
 * the followed series' answer, the offer taken or left, and the answer to the move.
 */
const model = readingPlaceOfferMachine.provide({ actors: { loadFollowing: pendingActor(), moveReadingPlace: pendingActor() } });
type Snapshot = SnapshotFrom<typeof model>;

// Recap 1 of the fixtures covers chapters 1-120; its series is followed with the reading place at 80.
const watchedRecap = { type: 'recap.watched', slug: 'series-1', seriesName: 'Series 1', lastChapter: 120 };

function paths(): ModelPath[] {
  return modelPaths(
    {
      name: 'readingPlaceOffer',
      machine: model,
      simplePaths: 0,
      samplesOnly: true,
      events: [
        watchedRecap,
        doneEvent('loadFollowing', { followed: true, progress: 80 }),
        doneEvent('loadFollowing', { followed: false, progress: null }),
        errorEvent('loadFollowing', new Error('HTTP error! status: 500')),
        { type: 'offer.accept' },
        { type: 'offer.dismiss' },
        doneEvent('moveReadingPlace', { slug: 'series-1', chapter: 120 }),
        errorEvent('moveReadingPlace', new Error('HTTP error! status: 500')),
      ],
    },
    { toasts: recordToasts().ref },
  );
}

function expectSeen(snapshot: Snapshot) {
  const dialog = screen.getByRole('dialog');
  const offer = selectReadingPlaceOffer(snapshot);
  expect(within(dialog).queryByText(/Move your reading place in Series 1 from chapter 80 to 120\?/) !== null).toBe(offer !== null);
  expect(within(dialog).queryByRole('button', { name: 'Keep my place' }) !== null).toBe(offer !== null);
  if (offer) expect(within(dialog).getByRole('button', { name: 'Move reading place' })).toHaveAttribute('aria-disabled', String(offer.busy));
}

describe('reading place offer paths through a member\'s recap dialog', () => {
  for (const path of paths()) {
    const name = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ');
    it(name, async () => {
      const user = userEvent.setup();
      const followingAnswers: ((response: Response) => void)[] = [];
      const moveAnswers: ((response: Response) => void)[] = [];
      const moves: unknown[] = [];
      const shown = recap(1, { series_slug: 'series-1' });
      const { handler } = recapsHandler(() => pageOf([shown]));
      renderRoute('/', {
        user: demoUser,
        handlers: [
          handler,
          // A card opened before the dialog's code is in names the recap in the address, which the dialog loads.
          http.get(`${API}/recaps/1`, () => HttpResponse.json(shown)),
          http.post(`${API}/recaps/1/watched`, () => HttpResponse.json({ watched: true })),
          http.delete(`${API}/recaps/1/watched`, () => HttpResponse.json({ watched: false })),
          http.get(`${API}/series/following`, () => new Promise<Response>((answer) => followingAnswers.push(answer))),
          http.put(`${API}/series/series-1/progress`, async ({ request }) => {
            moves.push(await request.json());
            return new Promise<Response>((answer) => moveAnswers.push(answer));
          }),
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Open Recap title 1' }, { timeout: 10000 }));
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('button', { name: 'Mark watched' });
      const recorded = recordToasts();
      const expected = createActor(model, { input: { toasts: recorded.ref } }).start();
      for (const step of path.steps.slice(1)) {
        switch (step.event.type) {
          case 'recap.watched': {
            // Marked watched once more: taken back first when an earlier step marked it.
            const asked = followingAnswers.length;
            const pressed = within(dialog).queryByRole('button', { name: 'Watched' });
            if (pressed) {
              await user.click(pressed);
              await within(dialog).findByRole('button', { name: 'Mark watched' });
            }
            await user.click(within(dialog).getByRole('button', { name: 'Mark watched' }));
            await waitFor(() => expect(followingAnswers.length).toBe(asked + 1));
            break;
          }
          case 'xstate.done.actor.loadFollowing': {
            const followed = (step.event.output as { followed: boolean }).followed;
            const data = followed ? [{ slug: 'series-1', name: 'Series 1', progress: 80 }] : [{ slug: 'another', name: 'Another', progress: 3 }];
            (followingAnswers.at(-1) as (response: Response) => void)(HttpResponse.json({ data }));
            break;
          }
          case 'xstate.error.actor.loadFollowing':
            (followingAnswers.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom' }, { status: 500 }));
            break;
          case 'offer.accept': {
            const sent = moveAnswers.length;
            await user.click(within(dialog).getByRole('button', { name: 'Move reading place' }));
            await waitFor(() => expect(moveAnswers.length).toBe(sent + 1));
            expect(moves.at(-1)).toEqual({ chapter: 120 });
            break;
          }
          case 'offer.dismiss':
            await user.click(within(dialog).getByRole('button', { name: 'Keep my place' }));
            break;
          case 'xstate.done.actor.moveReadingPlace':
            (moveAnswers.at(-1) as (response: Response) => void)(HttpResponse.json({ slug: 'series-1', chapter: 120 }));
            break;
          case 'xstate.error.actor.moveReadingPlace':
            (moveAnswers.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom' }, { status: 500 }));
            break;
          default:
            throw new Error(`No person or server action for ${step.event.type}`);
        }
        expected.send(step.event as never);
        expect(expected.getSnapshot().value).toEqual(step.state.value);
        await waitFor(() => expectSeen(expected.getSnapshot()));
        for (const text of recorded.texts) expect(await screen.findByText(text)).toBeInTheDocument();
      }
      expected.stop();
    });
  }

  it('makes no offer for a recap with no series or no chapters', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const shown = [recap(1, { series_slug: null }), recap(2, { series_slug: 'series-2', chapters_covered: null })];
    const { handler } = recapsHandler(() => pageOf(shown));
    renderRoute('/', {
      user: demoUser,
      handlers: [
        handler,
        ...shown.map((one) => http.get(`${API}/recaps/${one.id}`, () => HttpResponse.json(one))),
        http.post(`${API}/recaps/:id/watched`, () => HttpResponse.json({ watched: true })),
        http.get(`${API}/series/following`, () => {
          asked += 1;
          return HttpResponse.json({ data: [] });
        }),
      ],
    });
    for (const id of [1, 2]) {
      await user.click(await screen.findByRole('button', { name: `Open Recap title ${id}` }, { timeout: 10000 }));
      const dialog = await screen.findByRole('dialog');
      await user.click(await within(dialog).findByRole('button', { name: 'Mark watched' }));
      await within(dialog).findByRole('button', { name: 'Watched' });
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
    expect(asked).toBe(0);
  });
});

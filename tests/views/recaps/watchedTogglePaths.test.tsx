import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { watchedToggleMachine } from '../../../src/machines/watchedToggle';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { recordRecapList, recordToasts } from '../../machines/support/appActors';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { longestPaths } from '../support/viewWalk';
import { pageOf, recap, recapsHandler } from './fixtures';

/**
 * The watched toggle's generated paths, walked through a member's card on the home page: pressing the toggle
 * and the server's answer, from an unwatched and from a watched recap. `recap.loaded` (the mark set elsewhere)
 * is walked by the machine's own test and below, through the dialog.
 */
const model = watchedToggleMachine.provide({ actors: { saveWatched: pendingActor<{ watched: boolean }, { recapId: number; watched: boolean }>() } });
type Snapshot = SnapshotFrom<typeof model>;

function pathsFor(watched: boolean): ModelPath[] {
  return modelPaths(
    {
      name: 'watchedToggle',
      machine: model,
      simplePaths: 0,
      samplesOnly: true,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snapshot).context.watched]),
      events: (snapshot) => [
        { type: 'watched.toggle' },
        doneEvent('saveWatched', { watched: (snapshot as Snapshot).context.watched }),
        errorEvent('saveWatched', new Error('HTTP error! status: 500')),
      ],
    },
    { toasts: recordToasts().ref, list: recordRecapList().ref, recapId: 1, watched },
  );
}

/** What a card shows of a mark: the toggle's words and state, the dimming and the mark in words. */
function expectSeen(snapshot: Snapshot) {
  const card = screen.getByRole('article', { name: 'Series 1' });
  const { watched } = snapshot.context;
  const toggle = within(card).getByRole('button', { name: watched ? 'Watched' : 'Mark watched' });
  expect(toggle).toHaveAttribute('aria-pressed', String(watched));
  expect(toggle).toHaveAttribute('aria-disabled', String(snapshot.matches('saving')));
  expect(within(card).queryByText('✓ Watched') !== null).toBe(watched);
}

for (const watched of [false, true]) {
  describe(`watched toggle paths through a member's card, from ${watched ? 'a watched' : 'an unwatched'} recap`, () => {
    for (const path of longestPaths(pathsFor(watched))) {
      const name = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ');
      it(name, async () => {
        const user = userEvent.setup();
        const answers: ((response: Response) => void)[] = [];
        const requests: string[] = [];
        const { handler } = recapsHandler(() => pageOf([recap(1, { watched })]));
        const waitForAnswer = ({ request }: { request: Request }) => {
          requests.push(request.method);
          return new Promise<Response>((answer) => answers.push(answer));
        };
        renderRoute('/', {
          user: demoUser,
          handlers: [handler, http.post(`${API}/recaps/1/watched`, waitForAnswer), http.delete(`${API}/recaps/1/watched`, waitForAnswer)],
        });
        await screen.findByRole('button', { name: watched ? 'Watched' : 'Mark watched' }, { timeout: 10000 });
        // The expected toasts are the ones the model sends to its own (recorded) toasts actor.
        const recorded = recordToasts();
        const expected = createActor(model, { input: { toasts: recorded.ref, list: recordRecapList().ref, recapId: 1, watched } }).start();
        for (const step of path.steps.slice(1)) {
          const before = expected.getSnapshot();
          switch (step.event.type) {
            case 'watched.toggle': {
              const sent = answers.length;
              await user.click(within(screen.getByRole('article', { name: 'Series 1' })).getByRole('button', { name: before.context.watched ? 'Watched' : 'Mark watched' }));
              if (before.matches('idle')) {
                await waitFor(() => expect(answers.length).toBe(sent + 1));
                expect(requests.at(-1)).toBe(before.context.watched ? 'DELETE' : 'POST');
              } else expect(answers.length).toBe(sent);
              break;
            }
            case 'xstate.done.actor.saveWatched':
              (answers.at(-1) as (response: Response) => void)(HttpResponse.json({ watched: before.context.watched }));
              break;
            case 'xstate.error.actor.saveWatched':
              (answers.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 }));
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
  });
}

/** The member comes back to the tab: the page is in sight again. */
function comeBack() {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function dialogPathsFor(watched: boolean): ModelPath[] {
  return modelPaths(
    {
      name: 'watchedToggle',
      machine: model,
      simplePaths: 0,
      samplesOnly: true,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snapshot).context.watched]),
      events: (snapshot) => [
        { type: 'watched.toggle' },
        { type: 'video.opened' },
        { type: 'page.returned' },
        { type: 'offer.dismiss' },
        doneEvent('saveWatched', { watched: (snapshot as Snapshot).context.watched }),
        errorEvent('saveWatched', new Error('HTTP error! status: 500')),
      ],
    },
    { toasts: recordToasts().ref, list: recordRecapList().ref, recapId: 1, watched },
  );
}

/** What the dialog shows of the mark and of the offer made when the member is back from the video. */
function expectSeenInDialog(snapshot: Snapshot) {
  const dialog = screen.getByRole('dialog');
  const { watched } = snapshot.context;
  const toggle = within(dialog).getByRole('button', { name: watched ? 'Watched' : 'Mark watched' });
  expect(toggle).toHaveAttribute('aria-pressed', String(watched));
  expect(toggle).toHaveAttribute('aria-disabled', String(snapshot.matches('saving')));
  const offering = snapshot.matches({ idle: 'offering' });
  expect(within(dialog).queryByText('Did you watch it?') !== null).toBe(offering);
  expect(within(dialog).queryByRole('button', { name: 'Not now' }) !== null).toBe(offering);
}

for (const watched of [false, true]) {
  describe(`watched toggle paths through a member's recap dialog, from ${watched ? 'a watched' : 'an unwatched'} recap`, () => {
    for (const path of longestPaths(dialogPathsFor(watched).filter((candidate) => candidate.steps.some((step) => /video|page|offer/.test(step.event.type))))) {
      const name = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ');
      it(name, async () => {
        const user = userEvent.setup();
        const answers: ((response: Response) => void)[] = [];
        const { handler } = recapsHandler(() => pageOf([recap(1, { watched })]));
        const waitForAnswer = () => new Promise<Response>((answer) => answers.push(answer));
        renderRoute('/', {
          user: demoUser,
          handlers: [handler, http.post(`${API}/recaps/1/watched`, waitForAnswer), http.delete(`${API}/recaps/1/watched`, waitForAnswer)],
        });
        await user.click(await screen.findByRole('button', { name: 'Open Recap title 1' }, { timeout: 10000 }));
        const dialog = await screen.findByRole('dialog');
        await within(dialog).findByRole('button', { name: watched ? 'Watched' : 'Mark watched' });
        const recorded = recordToasts();
        const expected = createActor(model, { input: { toasts: recorded.ref, list: recordRecapList().ref, recapId: 1, watched } }).start();
        for (const step of path.steps.slice(1)) {
          const before = expected.getSnapshot();
          switch (step.event.type) {
            case 'watched.toggle': {
              const sent = answers.length;
              // Back from the video, the offer's button is the press; else the toggle's.
              const press = before.matches({ idle: 'offering' })
                ? within(dialog).getByRole('button', { name: 'Yes, mark it watched' })
                : within(dialog).getByRole('button', { name: before.context.watched ? 'Watched' : 'Mark watched' });
              await user.click(press);
              if (before.matches('idle')) await waitFor(() => expect(answers.length).toBe(sent + 1));
              break;
            }
            case 'video.opened':
              // The new tab itself is the browser's; the click on the link is what the page hears.
              fireEvent.click(within(dialog).getByRole('link', { name: 'Watch on YouTube' }), { button: 0, ctrlKey: false });
              break;
            case 'page.returned':
              comeBack();
              break;
            case 'offer.dismiss':
              await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
              break;
            case 'xstate.done.actor.saveWatched':
              (answers.at(-1) as (response: Response) => void)(HttpResponse.json({ watched: before.context.watched }));
              break;
            case 'xstate.error.actor.saveWatched':
              (answers.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 }));
              break;
            default:
              throw new Error(`No person or server action for ${step.event.type}`);
          }
          expected.send(step.event as never);
          expect(expected.getSnapshot().value).toEqual(step.state.value);
          await waitFor(() => expectSeenInDialog(expected.getSnapshot()));
          for (const text of recorded.texts) expect(await screen.findByText(text)).toBeInTheDocument();
        }
        expected.stop();
      });
    }
  });
}

describe('watched marks in the views', () => {
  it('a visitor sees no toggle and no mark, a watched recap or not, and w sends nothing', async () => {
    const user = userEvent.setup();
    const marked: string[] = [];
    const { handler } = recapsHandler(() => pageOf([recap(1, { watched: true })]));
    const answer = ({ request }: { request: Request }) => {
      marked.push(request.url);
      return HttpResponse.json({ watched: true });
    };
    renderRoute('/', { handlers: [handler, http.post(`${API}/recaps/:id/watched`, answer)] });
    const card = await screen.findByRole('article', { name: 'Series 1' }, { timeout: 10000 });
    expect(within(card).queryByRole('button', { name: /watched/i })).toBeNull();
    expect(within(card).queryByText('✓ Watched')).toBeNull();
    // Focus moves the card's state (the focused card is the one w marks): inside act, as a person's move would be.
    act(() => within(card).getByRole('button', { name: 'Open Recap title 1' }).focus());
    await user.keyboard('w');
    expect(marked).toEqual([]);
  });

  it('the dialog\'s toggle marks the recap, and its card follows (recap.loaded)', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)]));
    renderRoute('/', { user: demoUser, handlers: [handler, http.post(`${API}/recaps/1/watched`, () => HttpResponse.json({ watched: true }))] });
    await user.click(await screen.findByRole('button', { name: 'Open Recap title 1' }, { timeout: 10000 }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Mark watched' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Watched' })).toHaveAttribute('aria-pressed', 'true'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const card = screen.getByRole('article', { name: 'Series 1' });
    expect(within(card).getByRole('button', { name: 'Watched' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('✓ Watched')).toBeInTheDocument();
    // The other card is untouched.
    expect(within(screen.getByRole('article', { name: 'Series 2' })).getByRole('button', { name: 'Mark watched' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('w marks the focused card, then the open dialog\'s recap', async () => {
    const user = userEvent.setup();
    const marked: string[] = [];
    const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)]));
    const answer = ({ request }: { request: Request }) => {
      marked.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.json({ watched: request.method === 'POST' });
    };
    renderRoute('/', {
      user: demoUser,
      handlers: [handler, http.post(`${API}/recaps/:id/watched`, answer), http.delete(`${API}/recaps/:id/watched`, answer)],
    });
    const second = await screen.findByRole('article', { name: 'Series 2' }, { timeout: 10000 });
    await within(second).findByRole('button', { name: 'Mark watched' });
    act(() => within(second).getByRole('button', { name: 'Open Recap title 2' }).focus());
    await user.keyboard('w');
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Watched' })).toHaveAttribute('aria-pressed', 'true'));
    expect(marked).toEqual(['POST /api/recaps/2/watched']);

    await user.click(screen.getByRole('button', { name: 'Open Recap title 1' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('button', { name: 'Mark watched' });
    await user.keyboard('w');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Watched' })).toHaveAttribute('aria-pressed', 'true'));
    expect(marked).toEqual(['POST /api/recaps/2/watched', 'POST /api/recaps/1/watched']);
  });
});

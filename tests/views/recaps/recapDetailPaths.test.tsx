import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { RateResponse } from '../../../src/api/types';
import { recapDetailMachine } from '../../../src/machines/recapDetail';
import { doneEvent, errorEvent, modelPaths, type ModelPath } from '../../machines/support/modelWalk';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';
import { loadingSession, recordEvents, recordToasts } from '../../machines/support/appActors';

/**
 * The recap detail machine's generated paths, walked through the home page for a visitor and for a member:
 * opening a card, closing the dialog, pressing a star, and the server's answer to the rating.
 */
const model = recapDetailMachine.provide({ actors: { rateRecap: fromPromise(() => new Promise<RateResponse>(() => {})) } });
type Snapshot = SnapshotFrom<typeof model>;

const openable = recap(1);
const hidden = recap(2, { status: 'private' });
const rated: RateResponse = { avg_rating: 4, rating_count: 1, user_rating: 4 };

// Walked elsewhere: the session (its own paths), and the address naming a recap (tests/e2e/recapAddress.e2e.ts,
// with the real history).
const ELSEWHERE = ['session.changed', 'address.change', 'fetchRecap', 'request.retry'];

function pathsFor(isAuthenticated: boolean): ModelPath[] {
  return modelPaths(
    {
      name: 'recapDetail',
      machine: model,
      simplePaths: 0,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snapshot).context.isAuthenticated]),
      events: [
        { type: 'dialog.open', recap: openable },
        { type: 'dialog.open', recap: hidden },
        { type: 'recap.rate', rating: 4 },
        doneEvent('rateRecap', rated),
        errorEvent('rateRecap', new Error('HTTP error! status: 500')),
      ],
    },
    { isAuthenticated },
  ).filter((path) => path.steps.every((step) => !ELSEWHERE.some((type) => step.event.type.includes(type))));
}

function expectSeen(snapshot: Snapshot) {
  if (snapshot.matches('closed')) {
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('heading', { name: 'Series 1' })).toBeInTheDocument();
  expect(within(dialog).queryByText('Please login to vote') !== null).toBe(!snapshot.context.isAuthenticated);
  const lit = snapshot.context.pendingRating ?? snapshot.context.recap?.user_rating ?? null;
  if (!snapshot.context.isAuthenticated) {
    expect(within(dialog).getByRole('img', { name: `Your rating: ${lit ?? 0} out of 5` })).toBeInTheDocument();
    return;
  }
  const star = within(dialog).getByRole('button', { name: 'Rate 4 out of 5' });
  expect(star.getAttribute('aria-disabled') === 'true').toBe(snapshot.matches({ open: 'rating' }));
  expect(star).toHaveAttribute('aria-pressed', String(lit === 4));
}

for (const isAuthenticated of [false, true]) {
  describe(`recap detail paths through the home page, ${isAuthenticated ? 'member' : 'visitor'}`, () => {
    for (const path of pathsFor(isAuthenticated)) {
      const name = path.steps.map((step) => `${step.event.type.replace('xstate.', '')}${step.event.recap ? `(${step.event.recap.status})` : ''}`).join(' > ');
      it(name, async () => {
        const user = userEvent.setup();
        const answers: ((response: Response) => void)[] = [];
        const { handler } = recapsHandler(() => pageOf([openable, hidden]));
        renderRoute('/', {
          user: isAuthenticated ? demoUser : null,
          handlers: [handler, http.post(`${API}/recaps/1/rate`, () => new Promise<Response>((answer) => answers.push(answer)))],
        });
        await screen.findByText('Recap title 1', {}, { timeout: 10000 });
        if (isAuthenticated) await screen.findByText(/Welcome/);
        // The expected toasts are the ones the model sends to its own (recorded) toasts actor.
        const recorded = recordToasts();
        const expected = createActor(model, { input: { session: loadingSession(), toasts: recorded.ref, list: recordEvents().ref, isAuthenticated } }).start();
        const toasts = recorded.texts;
        for (const step of path.steps.slice(1)) {
          const event = step.event as never as Parameters<typeof expected.send>[0];
          switch (step.event.type) {
            case 'dialog.open':
              // A private or error card is no button: a click on its picture and text does nothing.
              await user.click(step.event.recap.id === 1 ? screen.getByRole('button', { name: 'Open Recap title 1' }) : screen.getByText('Recap title 2'));
              break;
            case 'dialog.close':
              await user.click(screen.getByRole('button', { name: 'Close' }));
              break;
            case 'recap.rate': {
              const before = answers.length;
              const dialog = within(screen.getByRole('dialog'));
              await user.click(isAuthenticated ? dialog.getByRole('button', { name: 'Rate 4 out of 5' }) : dialog.getByRole('img', { name: /^Your rating/ }).children[3]);
              if (isAuthenticated && expected.getSnapshot().matches({ open: 'idle' })) await waitFor(() => expect(answers.length).toBe(before + 1));
              break;
            }
            case 'xstate.done.actor.rateRecap':
              (answers.at(-1) as (response: Response) => void)(HttpResponse.json(rated));
              break;
            case 'xstate.error.actor.rateRecap':
              (answers.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 }));
              break;
            default:
              throw new Error(`No person or server action for ${step.event.type}`);
          }
          expected.send(event);
          expect(expected.getSnapshot().value).toEqual(step.state.value);
          await waitFor(() => expectSeen(expected.getSnapshot()));
          for (const text of toasts) expect(await screen.findByText(text)).toBeInTheDocument();
        }
        expected.stop();
      });
    }
  });
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { spoilerShieldMachine } from '../../../src/machines/spoilerShield';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { recordToasts } from '../../machines/support/appActors';
import { API, demoUser, renderRoute } from '../support/renderRoute';

/**
 * The spoiler shield machine's generated paths, walked through the member's panel on the watchlist page: the
 * setting's answer, Try Again, the toggle and the answer to it.
 */
const model = spoilerShieldMachine.provide({ actors: { loadShield: pendingActor(), saveShield: pendingActor() } });
type Snapshot = SnapshotFrom<typeof model>;

function paths(): ModelPath[] {
  return modelPaths(
    {
      name: 'spoilerShield',
      machine: model,
      simplePaths: 0,
      samplesOnly: true,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snapshot).context.on]),
      events: (snapshot) => [
        { type: 'shield.toggle' },
        { type: 'request.retry' },
        doneEvent('loadShield', { spoiler_shield: true }),
        doneEvent('loadShield', { spoiler_shield: false }),
        errorEvent('loadShield', new Error('HTTP error! status: 500')),
        doneEvent('saveShield', { spoiler_shield: !(snapshot as Snapshot).context.on }),
        errorEvent('saveShield', new Error('HTTP error! status: 500')),
      ],
    },
    { toasts: recordToasts().ref },
  );
}

function expectSeen(snapshot: Snapshot) {
  const section = screen.getByRole('region', { name: 'Spoiler shield' });
  expect(within(section).queryByText('Loading...') !== null).toBe(snapshot.matches('loading'));
  expect(within(section).queryByRole('button', { name: 'Try Again' }) !== null).toBe(snapshot.matches('failed'));
  const toggle = within(section).queryByRole('button', { name: 'Spoiler shield' });
  expect(toggle !== null).toBe(snapshot.matches('ready') || snapshot.matches('saving'));
  if (toggle) {
    expect(toggle).toHaveAttribute('aria-pressed', String(snapshot.context.on));
    expect(toggle).toHaveAttribute('aria-disabled', String(snapshot.matches('saving')));
  }
}

describe('spoiler shield paths through the member\'s panel', () => {
  for (const path of paths()) {
    const name = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ');
    it(name, async () => {
      const user = userEvent.setup();
      const loads: ((response: Response) => void)[] = [];
      const saves: ((response: Response) => void)[] = [];
      const sent: unknown[] = [];
      renderRoute('/watchlist', {
        user: demoUser,
        handlers: [
          http.get(`${API}/account/spoiler-shield`, () => new Promise<Response>((answer) => loads.push(answer))),
          http.put(`${API}/account/spoiler-shield`, async ({ request }) => {
            sent.push(await request.json());
            return new Promise<Response>((answer) => saves.push(answer));
          }),
        ],
      });
      await screen.findByRole('region', { name: 'Spoiler shield' }, { timeout: 10000 });
      await waitFor(() => expect(loads.length).toBe(1));
      const recorded = recordToasts();
      const expected = createActor(model, { input: { toasts: recorded.ref } }).start();
      for (const step of path.steps.slice(1)) {
        const before = expected.getSnapshot();
        const section = screen.getByRole('region', { name: 'Spoiler shield' });
        switch (step.event.type) {
          case 'shield.toggle': {
            const count = saves.length;
            await user.click(within(section).getByRole('button', { name: 'Spoiler shield' }));
            if (before.matches('ready')) {
              await waitFor(() => expect(saves.length).toBe(count + 1));
              expect(sent.at(-1)).toEqual({ spoiler_shield: !before.context.on });
            }
            break;
          }
          case 'request.retry': {
            const count = loads.length;
            await user.click(within(section).getByRole('button', { name: 'Try Again' }));
            await waitFor(() => expect(loads.length).toBe(count + 1));
            break;
          }
          case 'xstate.done.actor.loadShield':
            (loads.at(-1) as (response: Response) => void)(HttpResponse.json(step.event.output));
            break;
          case 'xstate.error.actor.loadShield':
            (loads.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 }));
            break;
          case 'xstate.done.actor.saveShield':
            (saves.at(-1) as (response: Response) => void)(HttpResponse.json({ spoiler_shield: !before.context.on }));
            break;
          case 'xstate.error.actor.saveShield':
            (saves.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 }));
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

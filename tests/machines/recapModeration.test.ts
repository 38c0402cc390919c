import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';

vi.mock('../../src/api/recaps', () => ({ updateRecap: vi.fn(), fetchRecaps: vi.fn() }));

import { recapModerationMachine, type RecapModerationEvent } from '../../src/machines/recapModeration';

describe('recapModeration machine', () => {
  const pending = recapModerationMachine.provide({
    actors: { markRecap: fromPromise(() => new Promise(() => {})) },
  });
  type Snapshot = SnapshotFrom<typeof pending>;
  const events = [
    { type: 'MARK', recapId: 5, status: 'private' },
    { type: 'xstate.done.actor.markRecap', output: {} },
    { type: 'xstate.error.actor.markRecap', error: new Error('HTTP error! status: 500') },
  ] as unknown as RecapModerationEvent[];

  it('reaches every state and takes every transition on a live actor', () => {
    const transitions = new Set<string>();
    const paths = getShortestPaths(pending, {
      events: (snapshot: Snapshot) => events.filter((event) => snapshot.can(event)),
      serializeState: (snapshot: Snapshot) => JSON.stringify(snapshot.value),
    } as never);
    for (const path of paths) {
      const steps = path.steps.map((step) => step.event as RecapModerationEvent);
      for (const next of [...events, null]) {
        const actor = createActor(pending).start();
        for (const event of next ? [...steps, next] : steps) {
          if (!actor.getSnapshot().can(event)) continue;
          const before = actor.getSnapshot().value;
          actor.send(event);
          transitions.add(`${before} ${event.type} ${actor.getSnapshot().value}`);
        }
        actor.stop();
      }
    }
    expect([...transitions].sort()).toEqual([
      'idle MARK marking',
      'marking xstate.done.actor.markRecap idle',
      'marking xstate.error.actor.markRecap idle',
    ]);
  });

  it('tells the outcome with the spec texts and reports the new status', async () => {
    const calls: unknown[] = [];
    let fail = false;
    const machine = recapModerationMachine.provide({
      actors: {
        markRecap: fromPromise(async ({ input }) => {
          calls.push(input);
          if (fail) throw new Error('HTTP error! status: 500');
          return {};
        }),
      },
    });
    const texts: string[] = [];
    const marked: unknown[] = [];
    const actor = createActor(machine);
    actor.on('toast', (toast) => texts.push(toast.text));
    actor.on('marked', (event) => marked.push({ recapId: event.recapId, status: event.status }));
    actor.start();
    actor.send({ type: 'MARK', recapId: 9, status: 'error' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    fail = true;
    actor.send({ type: 'MARK', recapId: 9, status: 'private' });
    await vi.waitFor(() => expect(texts).toHaveLength(2));
    expect(calls).toEqual([{ recapId: 9, status: 'error' }, { recapId: 9, status: 'private' }]);
    expect(texts).toEqual(['Recap marked as error.', 'Failed to update status.']);
    expect(marked).toEqual([{ recapId: 9, status: 'error' }]);
  });
});

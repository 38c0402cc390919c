import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { recordEvents, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

vi.mock('../../src/api/recaps', () => ({ updateRecap: vi.fn(), fetchRecaps: vi.fn() }));

import { recapModerationMachine, storedStatusOf } from '../../src/machines/recapModeration';

describe('recapModeration machine', () => {
  const pending = recapModerationMachine.provide({
    actors: { markRecap: fromPromise(() => new Promise(() => {})) },
  });
  type Snapshot = SnapshotFrom<typeof pending>;

  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel({
      name: 'recapModeration',
      machine: pending,
      input: { toasts: recordToasts().ref, list: recordEvents().ref },
      events: [
        { type: 'recap.mark', recapId: 5, status: 'private' },
        { type: 'recap.mark', recapId: 6, status: 'error' },
        { type: 'recap.mark', recapId: 7, status: 'public' },
        doneEvent('markRecap', {}),
        errorEvent('markRecap', new Error('HTTP error! status: 500')),
      ],
      check: (snapshot) => {
        if (snapshot.matches('marking')) expect(['private', 'error', 'public']).toContain((snapshot as Snapshot).context.status);
      },
    });
    expectFullCoverage(report);
    expect(getShortestPaths(pending, { input: { toasts: recordToasts().ref, list: recordEvents().ref }, events: [{ type: 'recap.mark', recapId: 5, status: 'private' }] } as never).length).toBe(2);
  });

  it('tells the outcome with the spec texts and tells the list the new status', async () => {
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
    const toasts = recordToasts();
    const list = recordEvents();
    const actor = createActor(machine, { input: { toasts: toasts.ref, list: list.ref } });
    const texts = toasts.texts;
    actor.start();
    actor.send({ type: 'recap.mark', recapId: 9, status: 'error' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    fail = true;
    actor.send({ type: 'recap.mark', recapId: 9, status: 'private' });
    await vi.waitFor(() => expect(texts).toHaveLength(2));
    expect(calls).toEqual([{ recapId: 9, status: 'error' }, { recapId: 9, status: 'private' }]);
    expect(texts).toEqual(['Recap marked as error.', 'Failed to update status.']);
    expect(list.received).toEqual([{ type: 'item.patch', id: 9, changes: { status: 'error' } }]);
  });

  it('undoes private and error: public clears the stored status and tells the list (issue 18, item 2)', async () => {
    const calls: unknown[] = [];
    const machine = recapModerationMachine.provide({
      actors: { markRecap: fromPromise(async ({ input }) => void calls.push(input)) },
    });
    const toasts = recordToasts();
    const list = recordEvents();
    const actor = createActor(machine, { input: { toasts: toasts.ref, list: list.ref } }).start();
    actor.send({ type: 'recap.mark', recapId: 4, status: 'public' });
    await vi.waitFor(() => expect(toasts.texts).toEqual(['Recap marked as public.']));
    expect(list.received).toEqual([{ type: 'item.patch', id: 4, changes: { status: null } }]);
    expect(storedStatusOf('public')).toBeNull();
    expect(storedStatusOf('private')).toBe('private');
  });
});

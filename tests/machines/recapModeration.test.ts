import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { recordEvents, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildRecap } from '../support/factories';
import { recapModerationMachine, selectMarking, storedStatusOf } from '../../src/machines/recapModeration';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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
          return buildRecap(9, { status: 'error' });
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

  it('undoes private and error: public sends no status and tells the list the one the server gave back (issue 18, item 2)', async () => {
    const calls: unknown[] = [];
    const machine = recapModerationMachine.provide({
      actors: {
        markRecap: fromPromise(async ({ input }) => {
          calls.push(input);
          return buildRecap(4, { status: 'Ongoing' });
        }),
      },
    });
    const toasts = recordToasts();
    const list = recordEvents();
    const actor = createActor(machine, { input: { toasts: toasts.ref, list: list.ref } }).start();
    actor.send({ type: 'recap.mark', recapId: 4, status: 'public' });
    await vi.waitFor(() => expect(toasts.texts).toEqual(['Recap marked as public.']));
    expect(list.received).toEqual([{ type: 'item.patch', id: 4, changes: { status: 'Ongoing' } }]);
    expect(storedStatusOf('public')).toBeNull();
    expect(storedStatusOf('private')).toBe('private');
  });
});

describe('recapModeration machine, against a server', () => {
  function liveModeration() {
    const toasts = recordToasts();
    const list = recordEvents();
    const actor = createActor(recapModerationMachine, { input: { toasts: toasts.ref, list: list.ref } }).start();
    return { actor, texts: toasts.texts, shown: toasts.shown, patched: list.received };
  }

  it('stores each status with PUT, tells the list and says so; the card is busy only while it is sent', async () => {
    const { actor, shown, patched } = liveModeration();
    expect(selectMarking(actor.getSnapshot())).toBe(false);
    server.answerWith({ status: 200, body: buildRecap(9, { status: 'private' }) });
    actor.send({ type: 'recap.mark', recapId: 9, status: 'private' });
    expect(selectMarking(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/recaps/9', body: { status: 'private' } });
    expect(shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'Recap marked as private.' }]);
    expect(patched).toEqual([{ type: 'item.patch', id: 9, changes: { status: 'private' } }]);
    expect(selectMarking(actor.getSnapshot())).toBe(false);

    server.answerWith({ status: 200, body: buildRecap(9, { status: 'Completed' }) });
    actor.send({ type: 'recap.mark', recapId: 9, status: 'public' });
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    // Public is the status-only form without a status, not the word; the server gives back the status the recap had.
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/recaps/9', body: { status: null } });
    expect(shown[1]).toEqual({ type: 'toast.show', kind: 'success', text: 'Recap marked as public.' });
    expect(patched[1]).toEqual({ type: 'item.patch', id: 9, changes: { status: 'Completed' } });
  });

  it('a refused change says so and leaves the card as it was', async () => {
    const { actor, shown, patched } = liveModeration();
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'recap.mark', recapId: 3, status: 'error' });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/recaps/3', body: { status: 'error' } });
    expect(shown).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to update status.' }]);
    expect(patched).toEqual([]);
    expect(selectMarking(actor.getSnapshot())).toBe(false);
  });
});

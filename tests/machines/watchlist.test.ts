import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';

vi.mock('../../src/api/watchlist', () => ({ fetchWatchlist: vi.fn(), addToWatchlist: vi.fn(), removeFromWatchlist: vi.fn() }));

import { watchlistMachine, type WatchlistEvent, type ToastEmitted } from '../../src/machines/watchlist';

/** A fake server: the stored ids, and whether the next change fails. */
function fakeServer(initial: number[], failChanges = false) {
  const stored = [...initial];
  const machine = watchlistMachine.provide({
    actors: {
      loadWatchlist: fromPromise(async () => [...stored]),
      changeWatchlist: fromPromise<void, { recapId: number; add: boolean }>(async ({ input }) => {
        if (failChanges) throw new Error('HTTP error! status: 500');
        if (input.add) stored.push(input.recapId);
        else stored.splice(stored.indexOf(input.recapId), 1);
      }),
    },
  });
  return { machine, stored };
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('watchlist machine, model-based', () => {
  // Requests never settle on their own here; the traversal answers them with the done/error events the actors would send.
  const machine = watchlistMachine.provide({
    actors: {
      loadWatchlist: fromPromise<number[]>(() => new Promise(() => {})),
      changeWatchlist: fromPromise<void, { recapId: number; add: boolean }>(() => new Promise(() => {})),
    },
  });
  type Snapshot = SnapshotFrom<typeof machine>;
  const events = [
    { type: 'AUTH.CHANGED', isAuthenticated: true },
    { type: 'AUTH.CHANGED', isAuthenticated: false },
    { type: 'TOGGLE', recapId: 1, origin: 'add' },
    { type: 'xstate.done.actor.loadWatchlist', output: [1] },
    { type: 'xstate.error.actor.loadWatchlist', error: new Error('offline') },
    { type: 'xstate.done.actor.changeWatchlist', output: undefined },
    { type: 'xstate.error.actor.changeWatchlist', error: new Error('offline') },
  ] as unknown as WatchlistEvent[];
  const serializeState = (snapshot: Snapshot) =>
    JSON.stringify({ value: snapshot.value, ids: snapshot.context.ids });
  const paths = [false, true].flatMap((isAuthenticated) =>
    getShortestPaths(machine, { events: (snapshot: Snapshot) => events.filter((event) => snapshot.can(event)), serializeState, input: { isAuthenticated } } as never).map((path) => ({
      path,
      isAuthenticated,
    })),
  );

  it('reaches every state and takes every transition, replaying each path plus every next event on a live actor', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    const replay = (isAuthenticated: boolean, steps: WatchlistEvent[]) => {
      const actor = createActor(machine, { input: { isAuthenticated } }).start();
      let before = JSON.stringify(actor.getSnapshot().value);
      states.add(before);
      for (const event of steps) {
        if (!actor.getSnapshot().can(event)) continue;
        actor.send(event);
        const after = JSON.stringify(actor.getSnapshot().value);
        transitions.add(`${before} ${event.type} ${after}`);
        states.add(after);
        before = after;
      }
      return actor;
    };
    for (const { path, isAuthenticated } of paths) {
      const steps = path.steps.map((step) => step.event as WatchlistEvent);
      const actor = replay(isAuthenticated, steps);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
      for (const next of events) replay(isAuthenticated, [...steps, next]).stop();
    }
    expect([...states].sort()).toEqual(['"anonymous"', '"loading"', '"ready"', '"updating"']);
    for (const expected of [
      '"anonymous" AUTH.CHANGED "loading"',
      '"anonymous" TOGGLE "anonymous"',
      '"loading" xstate.done.actor.loadWatchlist "ready"',
      '"loading" xstate.error.actor.loadWatchlist "ready"',
      '"loading" AUTH.CHANGED "anonymous"',
      '"ready" TOGGLE "updating"',
      '"ready" AUTH.CHANGED "anonymous"',
      '"ready" AUTH.CHANGED "loading"',
      '"updating" xstate.done.actor.changeWatchlist "ready"',
      '"updating" xstate.error.actor.changeWatchlist "ready"',
      '"updating" AUTH.CHANGED "anonymous"',
    ]) {
      expect(transitions).toContain(expected);
    }
  });
});

describe('watchlist machine, behaviour', () => {
  it('asks anonymous people to log in with the wording of where they pressed', () => {
    const toasts: ToastEmitted[] = [];
    const actor = createActor(watchlistMachine.provide({}), { input: { isAuthenticated: false } });
    actor.on('toast', (toast) => toasts.push(toast));
    actor.start();
    actor.send({ type: 'TOGGLE', recapId: 3, origin: 'add' });
    actor.send({ type: 'TOGGLE', recapId: 3, origin: 'save' });
    expect(toasts.map((t) => t.text)).toEqual([
      'Please log in to add items to your watchlist.',
      'Please log in to save items to your watchlist.',
    ]);
  });

  it('loads the ids, adds and removes with the toasts, and empties on logout', async () => {
    const { machine, stored } = fakeServer([1]);
    const toasts: ToastEmitted[] = [];
    const actor = createActor(machine, { input: { isAuthenticated: true } });
    actor.on('toast', (toast) => toasts.push(toast));
    actor.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.ids).toEqual([1]);
    actor.send({ type: 'TOGGLE', recapId: 2, origin: 'add' });
    expect(actor.getSnapshot().value).toBe('updating');
    await settle();
    actor.send({ type: 'TOGGLE', recapId: 1, origin: 'save' });
    await settle();
    expect(actor.getSnapshot().context.ids).toEqual([2]);
    expect(stored).toEqual([2]);
    expect(toasts).toEqual([
      { type: 'toast', kind: 'success', text: 'Added to watchlist' },
      { type: 'toast', kind: 'success', text: 'Removed from watchlist' },
    ]);
    actor.send({ type: 'AUTH.CHANGED', isAuthenticated: false });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it('keeps the list and says so when the server refuses a change', async () => {
    const { machine } = fakeServer([4], true);
    const toasts: ToastEmitted[] = [];
    const actor = createActor(machine, { input: { isAuthenticated: true } });
    actor.on('toast', (toast) => toasts.push(toast));
    actor.start();
    await settle();
    actor.send({ type: 'TOGGLE', recapId: 4, origin: 'save' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.ids).toEqual([4]);
    expect(toasts).toEqual([{ type: 'toast', kind: 'error', text: 'Failed to update watchlist. Please try again.' }]);
  });
});

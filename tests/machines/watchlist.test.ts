import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/watchlist', () => ({ fetchWatchlist: vi.fn(), addToWatchlist: vi.fn(), removeFromWatchlist: vi.fn() }));

import { watchlistMachine, type ToastEmitted } from '../../src/machines/watchlist';
import { getShortestPaths } from '@xstate/graph';

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
  const machine = watchlistMachine.provide({
    actors: { loadWatchlist: pendingActor<number[]>(), changeWatchlist: pendingActor<void, { recapId: number; add: boolean }>() },
  });

  it('every generated path (logged in and anonymous at start) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'watchlist',
      machine,
      input: { isAuthenticated: true },
      inputs: [{ isAuthenticated: false }],
      events: [
        { type: 'TOGGLE', recapId: 7, origin: 'add' },
        { type: 'TOGGLE', recapId: 7, origin: 'save' },
        { type: 'AUTH.CHANGED', isAuthenticated: true },
        { type: 'AUTH.CHANGED', isAuthenticated: false },
        doneEvent('loadWatchlist', [7, 9]),
        errorEvent('loadWatchlist', new Error('offline')),
        doneEvent('changeWatchlist'),
        errorEvent('changeWatchlist', new Error('offline')),
      ],
      check: (snapshot) => {
        // Whatever the path, an anonymous watchlist holds nothing.
        if (snapshot.matches('anonymous')) expect(snapshot.context.ids).toEqual([]);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
    expect(report.paths).toBeGreaterThan(10);
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

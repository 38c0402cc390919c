import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/watchlist', () => ({ fetchWatchlist: vi.fn(), addToWatchlist: vi.fn(), removeFromWatchlist: vi.fn() }));

import { watchlistMachine } from '../../src/machines/watchlist';
import { loadingSession, recordToasts } from './support/appActors';
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
      input: { session: loadingSession(), toasts: recordToasts().ref, isAuthenticated: true },
      inputs: [{ session: loadingSession(), toasts: recordToasts().ref, isAuthenticated: false }],
      events: [
        { type: 'watchlist.toggle', recapId: 7, origin: 'add' },
        { type: 'watchlist.toggle', recapId: 7, origin: 'save' },
        { type: 'session.changed', isAuthenticated: true },
        { type: 'session.changed', isAuthenticated: false },
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
    const toasts = recordToasts();
    const actor = createActor(watchlistMachine, { input: { session: loadingSession(), toasts: toasts.ref, isAuthenticated: false } });
    actor.start();
    actor.send({ type: 'watchlist.toggle', recapId: 3, origin: 'add' });
    actor.send({ type: 'watchlist.toggle', recapId: 3, origin: 'save' });
    expect(toasts.texts).toEqual([
      'Please log in to add items to your watchlist.',
      'Please log in to save items to your watchlist.',
    ]);
  });

  it('loads the ids, adds and removes with the toasts, and empties on logout', async () => {
    const { machine, stored } = fakeServer([1]);
    const toasts = recordToasts();
    const actor = createActor(machine, { input: { session: loadingSession(), toasts: toasts.ref, isAuthenticated: true } });
    actor.start();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.ids).toEqual([1]);
    actor.send({ type: 'watchlist.toggle', recapId: 2, origin: 'add' });
    expect(actor.getSnapshot().value).toBe('updating');
    await settle();
    actor.send({ type: 'watchlist.toggle', recapId: 1, origin: 'save' });
    await settle();
    expect(actor.getSnapshot().context.ids).toEqual([2]);
    expect(stored).toEqual([2]);
    expect(toasts.shown).toEqual([
      { type: 'toast.show', kind: 'success', text: 'Added to watchlist' },
      { type: 'toast.show', kind: 'success', text: 'Removed from watchlist' },
    ]);
    actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.ids).toEqual([]);
  });

  it('keeps the list and says so when the server refuses a change', async () => {
    const { machine } = fakeServer([4], true);
    const toasts = recordToasts();
    const actor = createActor(machine, { input: { session: loadingSession(), toasts: toasts.ref, isAuthenticated: true } });
    actor.start();
    await settle();
    actor.send({ type: 'watchlist.toggle', recapId: 4, origin: 'save' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.ids).toEqual([4]);
    expect(toasts.shown).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to update watchlist. Please try again.' }]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

import {
  isInWatchlist,
  selectPendingRecap,
  selectWatchlistIds,
  selectWatchlistSettled,
  watchlistMachine,
} from '../../src/machines/watchlist';
import { loadingSession, recordToasts } from './support/appActors';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());
import { getShortestPaths } from '@xstate/graph';
import { waitForState } from './support/waitForState';

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

describe('watchlist machine, against a server', () => {
  function start(isAuthenticated: boolean) {
    const toasts = recordToasts();
    const actor = createActor(watchlistMachine, { input: { session: loadingSession(), toasts: toasts.ref, isAuthenticated } }).start();
    const view = () => {
      const snapshot = actor.getSnapshot();
      return { ids: selectWatchlistIds(snapshot), pending: selectPendingRecap(snapshot), settled: selectWatchlistSettled(snapshot) };
    };
    const settled = () => waitForState(actor, (snapshot) => snapshot.matches('ready'));
    return { actor, view, settled, toasts: toasts.shown };
  }

  it('loads the saved ids of a signed-in person, unsettled until they come', async () => {
    server.answerWith({ status: 200, body: [1, 5] });
    const { view, settled } = start(true);
    expect(view()).toEqual({ ids: [], pending: null, settled: false });
    await settled();
    expect(server.last()).toMatchObject({ method: 'GET', path: '/watchlist' });
    expect(view()).toEqual({ ids: [1, 5], pending: null, settled: true });
  });

  it('adds with POST /watchlist and removes with DELETE, the recap pending meanwhile, each told with a success toast', async () => {
    server.answerWith({ status: 200, body: [1] });
    const { actor, view, settled, toasts } = start(true);
    await settled();

    server.answerWith({ status: 201, body: { message: 'Added to watchlist', recapId: 2 } });
    actor.send({ type: 'watchlist.toggle', recapId: 2, origin: 'add' });
    expect(view()).toEqual({ ids: [1], pending: 2, settled: true });
    await settled();
    expect(server.last()).toMatchObject({ method: 'POST', path: '/watchlist', body: { recapId: 2 } });
    expect(view()).toEqual({ ids: [1, 2], pending: null, settled: true });

    server.answerWith({ status: 200, body: { message: 'Removed from watchlist', recapId: 1 } });
    actor.send({ type: 'watchlist.toggle', recapId: 1, origin: 'save' });
    expect(view().pending).toBe(1);
    await settled();
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/watchlist/1' });
    expect(view()).toEqual({ ids: [2], pending: null, settled: true });
    expect(toasts).toEqual([
      { type: 'toast.show', kind: 'success', text: 'Added to watchlist' },
      { type: 'toast.show', kind: 'success', text: 'Removed from watchlist' },
    ]);
  });

  it('keeps the list when a change fails and says so', async () => {
    server.answerWith({ status: 200, body: [4] });
    const { actor, view, settled, toasts } = start(true);
    await settled();
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'watchlist.toggle', recapId: 4, origin: 'save' });
    await settled();
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/watchlist/4' });
    expect(view()).toEqual({ ids: [4], pending: null, settled: true });
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to update watchlist. Please try again.' }]);
  });

  it('a list that fails to load is taken as empty, even after another person\'s list', async () => {
    server.answerWith({ status: 200, body: [3] });
    const { actor, view, settled } = start(true);
    await settled();
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(view().settled).toBe(false);
    await settled();
    expect(view()).toEqual({ ids: [], pending: null, settled: true });
  });

  it('a visitor is asked to log in, in the words of where they pressed, and nothing is sent', () => {
    const before = server.received.length;
    const { actor, view, toasts } = start(false);
    actor.send({ type: 'watchlist.toggle', recapId: 3, origin: 'add' });
    actor.send({ type: 'watchlist.toggle', recapId: 3, origin: 'save' });
    expect(toasts).toEqual([
      { type: 'toast.show', kind: 'info', text: 'Please log in to add items to your watchlist.' },
      { type: 'toast.show', kind: 'info', text: 'Please log in to save items to your watchlist.' },
    ]);
    expect(view()).toEqual({ ids: [], pending: null, settled: false });
    expect(server.received.length).toBe(before);
  });

  it('follows who is there: signing out forgets the ids, signing in loads them', async () => {
    server.answerWith({ status: 200, body: [8] });
    const { actor, view, settled } = start(false);
    expect(actor.getSnapshot().context.isAuthenticated).toBe(false);
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(actor.getSnapshot().context.isAuthenticated).toBe(true);
    await settled();
    expect(view().ids).toEqual([8]);
    // Signed out while a change is on its way: nothing of it is kept.
    actor.send({ type: 'watchlist.toggle', recapId: 9, origin: 'add' });
    actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(actor.getSnapshot().context.isAuthenticated).toBe(false);
    expect(view()).toEqual({ ids: [], pending: null, settled: false });
  });

  it('tells whether a recap is saved', () => {
    expect(isInWatchlist({ ids: [1, 5] }, 5)).toBe(true);
    expect(isInWatchlist({ ids: [1, 5] }, 2)).toBe(false);
  });
});

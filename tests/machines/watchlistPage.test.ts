import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

import {
  readWatchlistState,
  WATCHLIST_PAGE_ERROR_TEXT,
  selectWatchlistPageView,
  selectWatchlistRecaps,
  watchlistPageMachine,
  youtubeWatchUrl,
  type WatchlistPageEvent,
} from '../../src/machines/watchlistPage';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildPage, buildRecap, buildUser } from '../support/factories';
import type { Recap } from '../../src/api/types';
import { getShortestPaths } from '@xstate/graph';
import { loadedAtOnce, loadingSession } from './support/appActors';
import { appMachine, selectWatchlist } from '../../src/machines/app';
import { sessionMachine, type SessionRef } from '../../src/machines/session';
import { watchlistMachine } from '../../src/machines/watchlist';
import { waitForState } from './support/waitForState';

/**
 * The page with its watcher silenced: these tests send `watchlist.changed` themselves (the composed app test
 * walks the real watcher). The refs are only carried.
 */
const quietPage = watchlistPageMachine.provide({ actors: { watchlistChanges: fromCallback(() => {}) } });
function refs() {
  return { session: loadingSession(), app: createActor(appMachine, { input: { stored: null, systemPrefersLight: false } }) };
}

const recap = (id: number, publishedDay = id): Recap => buildRecap(id, { published_at: `2024-01-${String(publishedDay).padStart(2, '0')}T00:00:00.000Z` });

const changed = (ids: number[], isAuthenticated = true, idsLoading = false): WatchlistPageEvent => ({
  type: 'watchlist.changed',
  isAuthenticated,
  ids,
  idsLoading,
});

describe('watchlistPage machine, model-based', () => {
  const machine = quietPage.provide({ actors: { fetchWatchlistRecaps: pendingActor<Recap[], { ids: number[] }>() } });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path (from every kind of start) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'watchlistPage',
      machine,
      input: { ...refs(), isAuthenticated: true, ids: [1, 2], idsLoading: false },
      inputs: [
        { ...refs(), isAuthenticated: false, ids: [], idsLoading: false },
        { ...refs(), isAuthenticated: true, ids: [], idsLoading: true },
        { ...refs(), isAuthenticated: true, ids: [], idsLoading: false },
      ],
      events: (snapshot: Snapshot): AnyEventObject[] => [
        changed([1, 2]),
        changed([1]),
        changed([]),
        changed([], false),
        changed([], true, true),
        doneEvent('fetchWatchlistRecaps', snapshot.context.ids.map((id) => recap(id))),
        errorEvent('fetchWatchlistRecaps', new Error('offline')),
      ],
      serializeState: (snapshot: Snapshot) =>
        JSON.stringify({
          value: snapshot.value,
          ids: snapshot.context.ids,
          fetched: snapshot.context.fetchedIds,
          shown: snapshot.context.recaps.map((r) => r.id),
        }),
      // Every change of ids can follow every other, so the simple paths are countless; every shortest path, extended by every next event, covers the model.
      simplePaths: 0,
      check: (snapshot) => {
        // Only saved recaps are ever on screen, and none for a logged-out visitor.
        for (const shown of snapshot.context.recaps) expect(snapshot.context.ids).toContain(shown.id);
        if (snapshot.matches('anonymous')) expect(snapshot.context.recaps).toEqual([]);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('watchlistPage machine, behaviour', () => {
  it('an answer for an older list of ids is not shown', async () => {
    const answers: ((recaps: Recap[]) => void)[] = [];
    const machine = quietPage.provide({
      actors: { fetchWatchlistRecaps: fromPromise<Recap[], { ids: number[] }>(() => new Promise((resolve) => answers.push(resolve))) },
    });
    const actor = createActor(machine, { input: { ...refs(), isAuthenticated: true, ids: [1], idsLoading: false } }).start();
    actor.send(changed([1, 7]));
    answers[0]([recap(1)]);
    answers[1]([recap(7)]);
    await waitForState(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.recaps.map((r) => r.id)).toEqual([7]);
  });

  it('a card opens the video on the external site', () => {
    expect(youtubeWatchUrl('abcdefghijk')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(youtubeWatchUrl('a&b c')).toBe('https://www.youtube.com/watch?v=a%26b%20c');
  });
});

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('watchlistPage machine, against a server', () => {
  const onDay = (id: number, day: number | null) =>
    buildRecap(id, { published_at: day === null ? null : `2024-01-${String(day).padStart(2, '0')}T00:00:00.000Z` });

  function start(ids: number[], isAuthenticated = true, idsLoading = false) {
    const actor = createActor(quietPage, { input: { ...refs(), isAuthenticated, ids, idsLoading } }).start();
    const view = () => ({ view: selectWatchlistPageView(actor.getSnapshot()), shown: selectWatchlistRecaps(actor.getSnapshot()).map((shown) => shown.id) });
    const settled = () => waitForState(actor, (snapshot) => !snapshot.matches('loading'));
    return { actor, view, settled };
  }

  it('asks for the saved recaps by id, loading until they come, and shows them newest first, undated last', async () => {
    server.answerWith({ status: 200, body: buildPage([onDay(3, 3), onDay(4, null), onDay(9, 20)]) });
    const { view, settled } = start([3, 4, 9]);
    expect(view()).toEqual({ view: 'loading', shown: [] });
    await settled();
    expect(server.last()).toMatchObject({
      method: 'GET',
      path: '/recaps',
      query: { ids: '3,4,9', page: '1', limit: '3', sortBy: 'published_at', sortOrder: 'desc' },
    });
    expect(view()).toEqual({ view: 'loaded', shown: [9, 3, 4] });
  });

  it('asks at most 100 ids at a time: 100 in one request, 101 in two', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    server.answerWith({ status: 200, body: buildPage([onDay(1, 1)]) });
    const before = server.received.length;
    const hundred = start(ids.slice(0, 100));
    await hundred.settled();
    expect(server.received.slice(before).map((request) => request.query.limit)).toEqual(['100']);

    const next = server.received.length;
    const more = start(ids);
    await more.settled();
    const asked = server.received.slice(next).map((request) => request.query);
    expect(asked.map((query) => [query.ids.split(',').length, query.limit])).toEqual([[100, '100'], [1, '1']]);
    expect(asked[1].ids).toBe('101');
    // Each request's recaps are kept.
    expect(more.view().shown).toEqual([1, 1]);
  });

  it('says the list failed when the server fails, and asks again when the saved ids change', async () => {
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const { actor, view, settled } = start([1]);
    await settled();
    expect(view()).toEqual({ view: 'failed', shown: [] });
    // The sentence the page shows then, the spec's.
    expect(WATCHLIST_PAGE_ERROR_TEXT).toBe('Failed to load watchlist recaps. Please try again later.');
    server.answerWith({ status: 200, body: buildPage([onDay(1, 1), onDay(2, 2)]) });
    actor.send(changed([1, 2]));
    expect(view().view).toBe('loading');
    await settled();
    expect(server.last()).toMatchObject({ query: { ids: '1,2' } });
    expect(view()).toEqual({ view: 'loaded', shown: [2, 1] });
  });

  it('a removal drops the card without a request; anything else asks again or leaves the list', async () => {
    server.answerWith({ status: 200, body: buildPage([onDay(1, 1), onDay(2, 2)]) });
    const { actor, view, settled } = start([1, 2]);
    await settled();
    const before = server.received.length;
    actor.send(changed([1]));
    expect(view()).toEqual({ view: 'loaded', shown: [1] });
    expect(actor.getSnapshot().context.ids).toEqual([1]);
    expect(server.received.length).toBe(before);

    // A saved recap not fetched yet: the list is asked again.
    server.answerWith({ status: 200, body: buildPage([onDay(1, 1), onDay(5, 5)]) });
    actor.send(changed([1, 5]));
    expect(view().view).toBe('loading');
    await settled();
    expect(server.last()).toMatchObject({ query: { ids: '1,5' } });
    expect(view()).toEqual({ view: 'loaded', shown: [5, 1] });

    // The ids arriving again, or the person leaving: the cards go.
    actor.send(changed([1], true, true));
    expect(view()).toEqual({ view: 'loading', shown: [] });
    actor.send(changed([1, 5]));
    await settled();
    actor.send(changed([1], false));
    expect(view()).toEqual({ view: 'anonymous', shown: [] });
    expect(actor.getSnapshot().context.isAuthenticated).toBe(false);
  });

  it('the last removal shows the empty list', async () => {
    server.answerWith({ status: 200, body: buildPage([onDay(1, 1)]) });
    const { actor, view, settled } = start([1]);
    await settled();
    actor.send(changed([]));
    expect(view()).toEqual({ view: 'empty', shown: [] });
  });

  it('a visitor who logs in sees the recaps saved before, and an empty list fills when a recap is saved', async () => {
    server.answerWith({ status: 200, body: buildPage([onDay(4, 4)]) });
    const visitor = start([], false);
    visitor.actor.send(changed([4]));
    expect(visitor.view().view).toBe('loading');
    await visitor.settled();
    expect(visitor.view()).toEqual({ view: 'loaded', shown: [4] });

    const none = start([]);
    none.actor.send(changed([4]));
    expect(none.view().view).toBe('loading');
    await none.settled();
    expect(none.view()).toEqual({ view: 'loaded', shown: [4] });
  });

  it('starts from what it is given: a visitor, ids still arriving, or none saved', () => {
    expect(start([], false).view()).toEqual({ view: 'anonymous', shown: [] });
    const waiting = start([], true, true);
    expect(waiting.view()).toEqual({ view: 'loading', shown: [] });
    expect(waiting.actor.getSnapshot().matches('waitingForIds')).toBe(true);
    expect(start([]).view()).toEqual({ view: 'empty', shown: [] });
  });
});

describe('watchlistPage machine, following the session and the watchlist', () => {
  /**
   * The real root and its global actors with their calls answered by the test; the watchlist starts once a member
   * is there (`watchlist()` is null before).
   */
  function globals() {
    const watchlistModel = watchlistMachine.provide({
      actors: { loadWatchlist: pendingActor<number[]>(), changeWatchlist: pendingActor<void, { recapId: number; add: boolean }>() },
    });
    const sessionModel = sessionMachine.provide({
      actors: { fetchCurrentUser: pendingActor(), logout: pendingActor<void>() },
    });
    const app = createActor(
      appMachine.provide({ actors: { session: sessionModel, loadWatchlist: loadedAtOnce(watchlistModel), loadShelfBadge: pendingActor() } }),
      { input: { stored: null, systemPrefersLight: false } },
    ).start();
    const session = app.system.get('session') as SessionRef;
    return { app, session, watchlist: () => selectWatchlist(app.getSnapshot()) };
  }

  it('reads an unknown list as loading, never as empty', () => {
    const { session, watchlist } = globals();
    expect(watchlist()).toBeNull();
    expect(readWatchlistState(session.getSnapshot(), undefined)).toEqual({ isAuthenticated: false, ids: [], idsLoading: true });
    session.send(doneEvent('fetchCurrentUser', buildUser(2)) as never);
    // A member whose watchlist is not in yet: its ids are still arriving.
    expect(readWatchlistState(session.getSnapshot(), undefined)).toEqual({ isAuthenticated: true, ids: [], idsLoading: true });
    expect(readWatchlistState(session.getSnapshot(), watchlist()!.getSnapshot())).toEqual({ isAuthenticated: true, ids: [], idsLoading: true });
    watchlist()!.send(doneEvent('loadWatchlist', [4]) as never);
    expect(readWatchlistState(session.getSnapshot(), watchlist()!.getSnapshot())).toEqual({ isAuthenticated: true, ids: [4], idsLoading: false });
    session.send({ type: 'session.expired' });
    expect(readWatchlistState(session.getSnapshot(), watchlist()!.getSnapshot())).toEqual({ isAuthenticated: false, ids: [], idsLoading: false });
  });

  it('a member reloading the page sees it loading while the session is still asked, never the log-in prompt', async () => {
    const { app, session, watchlist } = globals();
    const page = createActor(watchlistPageMachine, {
      input: { session, app, ...readWatchlistState(session.getSnapshot(), undefined) },
    }).start();
    expect(selectWatchlistPageView(page.getSnapshot())).toBe('loading');
    session.send(doneEvent('fetchCurrentUser', buildUser(2)) as never);
    expect(selectWatchlistPageView(page.getSnapshot())).toBe('loading');
    server.answerWith({ status: 200, body: buildPage([buildRecap(4)]) });
    // The page follows the watchlist the root started once the member was there.
    watchlist()!.send(doneEvent('loadWatchlist', [4]) as never);
    await waitForState(page, (snapshot) => snapshot.matches('loaded'));
    expect(selectWatchlistRecaps(page.getSnapshot()).map((shown) => shown.id)).toEqual([4]);
    page.stop();
  });

  it('a visitor is told to log in once the session answers that nobody is', () => {
    const { app, session, watchlist } = globals();
    const page = createActor(watchlistPageMachine, {
      input: { session, app, ...readWatchlistState(session.getSnapshot(), undefined) },
    }).start();
    session.send(doneEvent('fetchCurrentUser', null) as never);
    expect(watchlist()).toBeNull();
    expect(selectWatchlistPageView(page.getSnapshot())).toBe('anonymous');
    page.stop();
  });

  it('waits while the ids arrive, then loads the saved recaps, and follows a logout', async () => {
    const { app, session, watchlist: started } = globals();
    session.send(doneEvent('fetchCurrentUser', buildUser(2)) as never);
    const watchlist = started()!;
    const page = createActor(watchlistPageMachine, {
      input: { session, app, ...readWatchlistState(session.getSnapshot(), watchlist.getSnapshot()) },
    }).start();
    expect(page.getSnapshot().matches('waitingForIds')).toBe(true);
    server.answerWith({ status: 200, body: buildPage([buildRecap(4)]) });
    const before = server.received.length;
    watchlist.send(doneEvent('loadWatchlist', [4]) as never);
    expect(selectWatchlistPageView(page.getSnapshot())).toBe('loading');
    // The watchlist busy with another change tells the page nothing new: the request in flight is kept.
    watchlist.send({ type: 'watchlist.toggle', recapId: 5, origin: 'add' });
    await waitForState(page, (snapshot) => snapshot.matches('loaded'));
    expect(server.received.slice(before).map((request) => request.query.ids)).toEqual(['4']);
    expect(selectWatchlistRecaps(page.getSnapshot()).map((shown) => shown.id)).toEqual([4]);
    session.send({ type: 'session.expired' });
    expect(selectWatchlistPageView(page.getSnapshot())).toBe('anonymous');
    expect(selectWatchlistRecaps(page.getSnapshot())).toEqual([]);
    page.stop();
  });
});

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, loadingSession, quietApp, recordToasts } from './support/appActors';

import {
  favouritesListMachine,
  favouritesPagingMachine,
  selectFavouritePendingId,
  selectFavouritesPaging,
  selectIsMember,
  selectWaitingForSession,
  type FavouritesListEvent,
} from '../../src/machines/favouritesList';
import { selectItems, selectPagingError, selectPagingStatus, selectTotal, type PageRequest } from '../../src/machines/paging';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildChannel, buildMany, buildPage, buildUser } from '../support/factories';
import type { Channel, Page } from '../../src/api/types';
import { getShortestPaths } from '@xstate/graph';

function pageOf(from: number, count: number, total: number): Page<Channel> {
  const favourites = buildMany((id) => buildChannel(id, { is_favourited: true }), from, count);
  return buildPage(favourites, total, undefined, from - 1);
}

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('favouritesList machine, model-based', () => {
  // The list's pages are its paging sub-machine's (walked in paging.test.ts); here they never answer.
  const machine = favouritesListMachine.provide({
    actors: {
      paging: favouritesPagingMachine.provide({ actors: { fetchPage: pendingActor<Page<Channel>, PageRequest<Record<string, never>>>() } }),
      changeFavourite: pendingActor<boolean, { channelId: number; add: boolean }>(),
    },
  });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path (anonymous, logged in, and the session still asked at start) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'favouritesList',
      machine,
      input: { ...quietApp(), isAuthenticated: false },
      inputs: [{ ...quietApp(), isAuthenticated: true }, { ...quietApp(), isAuthenticated: null }],
      events: [
        { type: 'session.changed', isAuthenticated: true },
        { type: 'session.changed', isAuthenticated: false },
        { type: 'favourite.toggle', channel: { id: 1, is_favourited: true } },
        { type: 'channel.deactivated', channelId: 1 },
        doneEvent('changeFavourite', false),
        errorEvent('changeFavourite', new Error('offline')),
      ] satisfies (FavouritesListEvent | AnyEventObject)[],
      simplePaths: 0,
      check: (snapshot) => {
        const { favouritePendingId } = (snapshot as Snapshot).context;
        expect(favouritePendingId !== null).toBe(snapshot.matches({ member: 'removing' }));
        // A visitor's list is cleared and asks for nothing.
        const paging = selectFavouritesPaging(snapshot as Snapshot).getSnapshot();
        if (snapshot.matches('anonymous')) expect(paging.value).toBe('idle');
        // Before the session knows, nothing is asked and the view says neither the list nor "log in".
        if (snapshot.matches('waitingForSession')) expect([paging.value, selectIsMember(snapshot as Snapshot)]).toEqual(['idle', false]);
        expect(selectWaitingForSession(snapshot as Snapshot)).toBe(snapshot.matches('waitingForSession'));
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

/** The favourites the list's paging holds, and where it stands. */
function shown(actor: { getSnapshot(): SnapshotFrom<typeof favouritesListMachine> }) {
  return selectFavouritesPaging(actor.getSnapshot()).getSnapshot();
}

describe('favouritesList machine, behaviour', () => {
  const favouritesAsked = () => server.received.filter((request) => request.path === '/channels/favourites');
  beforeEach(() => {
    server.received.length = 0;
  });

  it('waits while the session is asked: no request and no "log in", then a member\'s first page once it knows', async () => {
    server.answerWith({ status: 200, body: pageOf(1, 2, 2) });
    const session = loadingSession();
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), session, isAuthenticated: null } }).start();
    expect([selectWaitingForSession(actor.getSnapshot()), selectIsMember(actor.getSnapshot())]).toEqual([true, false]);
    await settle();
    expect(favouritesAsked()).toHaveLength(0);
    session.send({ type: 'session.loggedIn', user: buildUser(2) });
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(2));
    expect([selectWaitingForSession(actor.getSnapshot()), selectIsMember(actor.getSnapshot())]).toEqual([false, true]);
    expect(favouritesAsked()).toHaveLength(1);
  });

  it('anonymous visitors get no request', async () => {
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    await settle();
    expect(server.received).toHaveLength(0);
  });

  it('loads 20 favourites a page and Load More appends', async () => {
    server.answerWith((request) => ({ status: 200, body: request.query.page === '1' ? pageOf(1, 20, 21) : pageOf(21, 1, 21) }));
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(20));
    expect(server.last()!.query).toEqual({ page: '1', limit: '20' });
    selectFavouritesPaging(actor.getSnapshot()).send({ type: 'list.loadMore' });
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(21));
    expect(server.last()!.query).toEqual({ page: '2', limit: '20' });
    // Every favourite is listed: no third page is asked for.
    selectFavouritesPaging(actor.getSnapshot()).send({ type: 'list.loadMore' });
    await settle();
    expect(favouritesAsked()).toHaveLength(2);
  });

  it('a failure shows the spec text and Try Again asks again', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await vi.waitFor(() => expect(inEnglish(shown(actor).context.error!)).toBe('Failed to fetch favourite channels. Please try again.'));
    server.answerWith({ status: 200, body: pageOf(1, 1, 1) });
    selectFavouritesPaging(actor.getSnapshot()).send({ type: 'request.retry' });
    await vi.waitFor(() => expect(shown(actor).matches('loaded')).toBe(true));
    expect(favouritesAsked()).toHaveLength(2);
  });

  it('a deactivated channel leaves the favourites and the total drops by 1', async () => {
    server.answerWith({ status: 200, body: pageOf(1, 2, 2) });
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(2));
    actor.send({ type: 'channel.deactivated', channelId: 1 });
    expect(shown(actor).context.items.map((c) => c.id)).toEqual([2]);
    expect(shown(actor).context.total).toBe(1);
  });

  it('logging out forgets the list; an answer that arrives after it is not shown', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.answerWith(async () => {
      await held;
      return { status: 200, body: pageOf(1, 2, 2) };
    });
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await vi.waitFor(() => expect(favouritesAsked()).toHaveLength(1));
    actor.send({ type: 'session.changed', isAuthenticated: false });
    release();
    // The answer has reached the client once a request made after it has been answered.
    server.answerWith({ status: 200, body: {} });
    await fetch(`${server.origin}/api/after`);
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(shown(actor).context.items).toEqual([]);
  });
});

describe('favouritesList machine, against a server', () => {
  type ListActor = ReturnType<typeof createActor<typeof favouritesListMachine>>;
  /** What the page shows at a step. */
  function page(actor: ListActor) {
    const snapshot = actor.getSnapshot();
    const paging = selectFavouritesPaging(snapshot).getSnapshot();
    return {
      member: selectIsMember(snapshot),
      removing: selectFavouritePendingId(snapshot),
      status: selectPagingStatus(paging),
      ids: selectItems(paging).map((channel) => channel.id),
      total: selectTotal(paging),
      error: selectPagingError(paging),
    };
  }

  function liveFavourites(isAuthenticated: boolean) {
    const recorder = recordToasts();
    const actor = createActor(favouritesListMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated } }).start();
    return { actor, toasts: recorder.shown };
  }

  it('asks for the first 20 favourites of the logged-in user and lists them', async () => {
    server.answerWith({ status: 200, body: pageOf(1, 3, 3) });
    const { actor } = liveFavourites(true);
    expect(page(actor)).toMatchObject({ member: true, removing: null, status: 'loading' });
    await vi.waitFor(() => expect(page(actor).status).toBe('loaded'));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/channels/favourites', query: { page: '1', limit: '20' } });
    expect(page(actor)).toEqual({ member: true, removing: null, status: 'loaded', ids: [1, 2, 3], total: 3, error: null });
  });

  it('a visitor is asked for nothing until a login, and a logout forgets the list', async () => {
    const before = server.received.length;
    const { actor } = liveFavourites(false);
    expect(page(actor)).toEqual({ member: false, removing: null, status: 'idle', ids: [], total: 0, error: null });
    // A visitor has no favourites to remove.
    actor.send({ type: 'favourite.toggle', channel: buildChannel(1, { is_favourited: true }) });
    await settle();
    expect(server.received).toHaveLength(before);

    server.answerWith({ status: 200, body: pageOf(1, 2, 2) });
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(page(actor)).toMatchObject({ member: true, status: 'loading' });
    await vi.waitFor(() => expect(page(actor).status).toBe('loaded'));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/channels/favourites', query: { page: '1', limit: '20' } });
    expect(page(actor).ids).toEqual([1, 2]);

    actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(page(actor)).toEqual({ member: false, removing: null, status: 'idle', ids: [], total: 0, error: null });
  });

  it('the list failed says the spec\'s sentence', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor } = liveFavourites(true);
    await vi.waitFor(() => expect(page(actor).status).toBe('failed'));
    expect(inEnglish(page(actor).error!)).toBe('Failed to fetch favourite channels. Please try again.');
  });

  it('unfavouriting a card sends DELETE, shows it busy meanwhile, then removes it with the toast', async () => {
    server.answerWith({ status: 200, body: pageOf(1, 3, 3) });
    const { actor, toasts } = liveFavourites(true);
    await vi.waitFor(() => expect(page(actor).status).toBe('loaded'));
    server.answerWith({ status: 200, body: { message: 'removed' } });
    actor.send({ type: 'favourite.toggle', channel: buildChannel(2, { is_favourited: true }) });
    expect(page(actor).removing).toBe(2);
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/channels/2/favourite' });
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'success', text: 'Removed from Favorites' }]);
    expect(page(actor)).toMatchObject({ removing: null, ids: [1, 3], total: 2 });
  });

  it('a refused removal keeps the card and says so', async () => {
    server.answerWith({ status: 200, body: pageOf(1, 3, 3) });
    const { actor, toasts } = liveFavourites(true);
    await vi.waitFor(() => expect(page(actor).status).toBe('loaded'));
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'favourite.toggle', channel: buildChannel(3, { is_favourited: true }) });
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/channels/3/favourite' });
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to update favourite status. Please try again.' }]);
    expect(page(actor)).toMatchObject({ removing: null, ids: [1, 2, 3], total: 3 });
  });

  it('a login or logout during a removal drops it: no card stays busy', async () => {
    server.answerWith({ status: 200, body: pageOf(1, 3, 3) });
    const { actor } = liveFavourites(true);
    await vi.waitFor(() => expect(page(actor).status).toBe('loaded'));
    actor.send({ type: 'favourite.toggle', channel: buildChannel(2, { is_favourited: true }) });
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(page(actor)).toMatchObject({ member: true, removing: null, status: 'loading' });
    await vi.waitFor(() => expect(page(actor).status).toBe('loaded'));
    actor.send({ type: 'favourite.toggle', channel: buildChannel(2, { is_favourited: true }) });
    actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(page(actor)).toMatchObject({ member: false, removing: null });
  });
});

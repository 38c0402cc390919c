import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { loadingSession, quietApp, recordToasts } from './support/appActors';

vi.mock('../../src/api/channels', () => ({
  fetchFavourites: vi.fn(),
  addFavourite: vi.fn(),
  removeFavourite: vi.fn(),
}));

import { fetchFavourites, removeFavourite } from '../../src/api/channels';
import { favouritesListMachine, type FavouritesListEvent } from '../../src/machines/favouritesList';
import type { Channel, Page } from '../../src/api/types';
import { getShortestPaths } from '@xstate/graph';

function channel(id: number): Channel {
  return {
    id, name: `Channel ${id}`, language: 'en', description: null, subscriber_count: 1000, total_videos: 10,
    last_posted: null, total_views: 0, total_likes: 0, youtube_channel_id: null, is_favourited: true, active: true,
    full_scan: true, verified: true, url: null,
  };
}

function pageOf(from: number, count: number, total: number): Page<Channel> {
  return { data: Array.from({ length: count }, (_, i) => channel(from + i)), total, hasMore: from + count - 1 < total };
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('favouritesList machine, model-based', () => {
  const machine = favouritesListMachine.provide({
    actors: {
      fetchFavouritesPage: pendingActor<Page<Channel>, { page: number }>(),
      changeFavourite: pendingActor<boolean, { channelId: number; add: boolean }>(),
    },
  });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path (anonymous and logged in at start) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'favouritesList',
      machine,
      input: { ...quietApp(), isAuthenticated: false },
      inputs: [{ ...quietApp(), isAuthenticated: true }],
      events: (snapshot: Snapshot): AnyEventObject[] => {
        const { channels } = snapshot.context;
        // The server holds 2 favourites, 1 a page.
        const nextPage = snapshot.matches({ member: { list: 'loadingMore' } })
          ? pageOf(channels.length + 1, Math.max(0, 2 - channels.length), 2)
          : pageOf(1, 1, 2);
        return [
          { type: 'session.changed', isAuthenticated: true },
          { type: 'session.changed', isAuthenticated: false },
          { type: 'FAVOURITE.TOGGLE', channelId: channels.at(-1)?.id ?? 1 },
          { type: 'channel.deactivated', channelId: channels.at(-1)?.id ?? 1 },
          doneEvent('fetchFavouritesPage', nextPage),
          errorEvent('fetchFavouritesPage', new Error('offline')),
          doneEvent('changeFavourite', false),
          errorEvent('changeFavourite', new Error('offline')),
        ] satisfies (FavouritesListEvent | AnyEventObject)[];
      },
      // Shown favourites are always ids 1..n (pages append, removals take the last), so the count names them.
      serializeState: (snapshot: Snapshot) =>
        JSON.stringify({ value: snapshot.value, shown: snapshot.context.channels.length, total: snapshot.context.total }),
      // The parallel list and favourite regions make the simple paths countless; every shortest path, extended by every next event, covers the model.
      simplePaths: 0,
      check: (snapshot) => {
        const { channels, total, error } = snapshot.context;
        if (snapshot.matches('anonymous')) expect(channels).toEqual([]);
        expect(channels.length).toBeLessThanOrEqual(total);
        if (snapshot.matches({ member: { list: 'failed' } }))
          expect(error).toBe('Failed to fetch favourite channels. Please try again.');
        else expect(error).toBeNull();
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('favouritesList machine, behaviour', () => {
  beforeEach(() => vi.clearAllMocks());

  it('anonymous visitors get no request', () => {
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(fetchFavourites).not.toHaveBeenCalled();
  });

  it('loads 20 favourites a page and Load More appends', async () => {
    vi.mocked(fetchFavourites).mockResolvedValueOnce(pageOf(1, 20, 21)).mockResolvedValueOnce(pageOf(21, 1, 21));
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await settle();
    expect(fetchFavourites).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
    actor.send({ type: 'LOAD_MORE' });
    await settle();
    expect(fetchFavourites).toHaveBeenLastCalledWith({ page: 2, limit: 20 });
    expect(actor.getSnapshot().context.channels).toHaveLength(21);
    actor.send({ type: 'LOAD_MORE' });
    expect(fetchFavourites).toHaveBeenCalledTimes(2);
  });

  it('unfavouriting a card removes it with the toast; a refusal keeps it', async () => {
    vi.mocked(fetchFavourites).mockResolvedValueOnce(pageOf(1, 3, 3));
    const recorder = recordToasts();
    const toasts = recorder.shown;
    const actor = createActor(favouritesListMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated: true } });
    actor.start();
    await settle();
    vi.mocked(removeFavourite).mockResolvedValueOnce({});
    actor.send({ type: 'FAVOURITE.TOGGLE', channelId: 2 });
    await settle();
    expect(removeFavourite).toHaveBeenCalledWith(2);
    expect(actor.getSnapshot().context.channels.map((c) => c.id)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.total).toBe(2);
    vi.mocked(removeFavourite).mockRejectedValueOnce(new Error('HTTP error! status: 500'));
    actor.send({ type: 'FAVOURITE.TOGGLE', channelId: 3 });
    await settle();
    expect(actor.getSnapshot().context.channels.map((c) => c.id)).toEqual([1, 3]);
    expect(toasts.map((toast) => toast.text)).toEqual([
      'Removed from Favorites',
      'Failed to update favourite status. Please try again.',
    ]);
  });

  it('a failure shows the spec text and Try Again asks again', async () => {
    vi.mocked(fetchFavourites).mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(pageOf(1, 1, 1));
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch favourite channels. Please try again.');
    actor.send({ type: 'RETRY' });
    await settle();
    expect(actor.getSnapshot().matches({ member: { list: 'loaded' } })).toBe(true);
  });

  it('a deactivated channel leaves the favourites and the total drops by 1', async () => {
    vi.mocked(fetchFavourites).mockResolvedValueOnce(pageOf(1, 2, 2));
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await settle();
    actor.send({ type: 'channel.deactivated', channelId: 1 });
    expect(actor.getSnapshot().context.channels.map((c) => c.id)).toEqual([2]);
    expect(actor.getSnapshot().context.total).toBe(1);
  });

  it('logging out forgets the list; an answer that arrives after it is not shown', async () => {
    let answer!: (page: Page<Channel>) => void;
    vi.mocked(fetchFavourites).mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const actor = createActor(favouritesListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    actor.send({ type: 'session.changed', isAuthenticated: false });
    answer(pageOf(1, 2, 2));
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.channels).toEqual([]);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/recaps', () => ({ fetchRecapsByIds: vi.fn() }));

import { fetchRecapsByIds } from '../../src/api/recaps';
import { watchlistPageMachine, youtubeWatchUrl, type WatchlistPageEvent } from '../../src/machines/watchlistPage';
import type { Page, Recap } from '../../src/api/types';
import { getShortestPaths } from '@xstate/graph';
import { loadingSession } from './support/appActors';
import { watchlistMachine } from '../../src/machines/watchlist';

/**
 * The page with its watcher silenced: these tests send `watchlist.changed` themselves (the composed app test
 * walks the real watcher). The refs are only carried.
 */
const quietPage = watchlistPageMachine.provide({ actors: { watchlistChanges: fromCallback(() => {}) } });
function refs() {
  const session = loadingSession();
  return { session, watchlist: createActor(watchlistMachine, { input: { session, toasts: createActor(fromCallback(() => {})).start(), isAuthenticated: false } }) };
}

function recap(id: number, publishedDay = id): Recap {
  return {
    id, video_id: `vid${String(id).padStart(8, '0')}`, title: `Recap ${id}`, series_name: null,
    thumbnail_url: null, preview_url: null, views: 0, like_count: 0, duration: 600,
    published_at: `2024-01-${String(publishedDay).padStart(2, '0')}T00:00:00.000Z`, status: null, channel_id: 1,
    channel_name: 'Channel', language: 'en', avg_rating: 0, rating_count: 0, user_rating: null, rating: 0, genres: [],
    tags: [], chapters_covered: null, series_slug: null,
  };
}

function pageOf(recaps: Recap[]): Page<Recap> {
  return { data: recaps, total: recaps.length, hasMore: false };
}

async function settle() {
  for (let i = 0; i < 8; i += 1) await Promise.resolve();
}

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
  beforeEach(() => vi.clearAllMocks());

  it('fetches the saved recaps by id and shows them newest first', async () => {
    vi.mocked(fetchRecapsByIds).mockResolvedValueOnce(pageOf([recap(3, 3), recap(9, 20)]));
    const actor = createActor(quietPage, { input: { ...refs(), isAuthenticated: true, ids: [3, 9], idsLoading: false } }).start();
    await settle();
    expect(fetchRecapsByIds).toHaveBeenCalledWith([3, 9], 1, 2);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.recaps.map((r) => r.id)).toEqual([9, 3]);
  });

  it('asks in chunks the server accepts when the watchlist is long', async () => {
    const ids = Array.from({ length: 150 }, (_, i) => i + 1);
    vi.mocked(fetchRecapsByIds).mockImplementation(async (chunk) => pageOf(chunk.map((id) => recap(id, 1))));
    const actor = createActor(quietPage, { input: { ...refs(), isAuthenticated: true, ids, idsLoading: false } }).start();
    await settle();
    expect(vi.mocked(fetchRecapsByIds).mock.calls.map(([chunk, page, limit]) => [chunk.length, page, limit])).toEqual([
      [100, 1, 100],
      [50, 1, 50],
    ]);
    expect(actor.getSnapshot().context.recaps).toHaveLength(150);
  });

  it('a removal drops the card without asking the server again; the last removal shows the empty state', async () => {
    vi.mocked(fetchRecapsByIds).mockResolvedValueOnce(pageOf([recap(1), recap(2)]));
    const actor = createActor(quietPage, { input: { ...refs(), isAuthenticated: true, ids: [1, 2], idsLoading: false } }).start();
    await settle();
    actor.send(changed([2]));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.recaps.map((r) => r.id)).toEqual([2]);
    actor.send(changed([]));
    expect(actor.getSnapshot().value).toBe('empty');
    expect(fetchRecapsByIds).toHaveBeenCalledTimes(1);
  });

  it('waits for the ids instead of claiming an empty watchlist, then loads', async () => {
    vi.mocked(fetchRecapsByIds).mockResolvedValueOnce(pageOf([recap(5)]));
    const actor = createActor(quietPage, { input: { ...refs(), isAuthenticated: true, ids: [], idsLoading: true } }).start();
    expect(actor.getSnapshot().value).toBe('waitingForIds');
    actor.send(changed([5]));
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  it('an answer for an older list of ids is not shown', async () => {
    let first!: (page: Page<Recap>) => void;
    vi.mocked(fetchRecapsByIds)
      .mockImplementationOnce(() => new Promise((resolve) => (first = resolve)))
      .mockResolvedValueOnce(pageOf([recap(7)]));
    const actor = createActor(quietPage, { input: { ...refs(), isAuthenticated: true, ids: [1], idsLoading: false } }).start();
    actor.send(changed([1, 7]));
    await settle();
    first(pageOf([recap(1)]));
    await settle();
    expect(actor.getSnapshot().context.recaps.map((r) => r.id)).toEqual([7]);
  });

  it('a failure and a logout each have their own screen', async () => {
    vi.mocked(fetchRecapsByIds).mockRejectedValueOnce(new Error('offline'));
    const actor = createActor(quietPage, { input: { ...refs(), isAuthenticated: true, ids: [1], idsLoading: false } }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send(changed([], false));
    expect(actor.getSnapshot().value).toBe('anonymous');
  });

  it('a card opens the video on the external site', () => {
    expect(youtubeWatchUrl('abcdefghijk')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

vi.mock('../../src/api/recaps', () => ({ fetchRecaps: vi.fn() }));

import { buildRecapQuery, DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';
import { recapListMachine, mergeFilters, recapListErrorText } from '../../src/machines/recapList';
import type { Page, Recap, RecapQuery } from '../../src/api/types';

function recap(id: number): Recap {
  return {
    id, video_id: `vid${String(id).padStart(8, '0')}`, title: `Recap ${id}`, series_name: null,
    thumbnail_url: null, preview_url: null, views: 0, like_count: 0, duration: 600, published_at: null, status: null,
    channel_id: 1, channel_name: 'Channel', language: 'en', avg_rating: 0, rating_count: 0, user_rating: null, rating: 0,
    genres: [], tags: [], chapters_covered: null,
  };
}

function pageOf(from: number, count: number, total: number): Page<Recap> {
  return { data: Array.from({ length: count }, (_, i) => recap(from + i)), total, hasMore: from - 1 + count < total };
}

const silentFetch = recapListMachine.provide({
  actors: { fetchRecapsPage: fromPromise<Page<Recap>, RecapQuery>(() => new Promise(() => {})) },
});

describe('recapList machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof silentFetch>;
  const samples = (snapshot: Snapshot) => {
    const next = snapshot.context.recaps.length + 1;
    return [
      { type: 'FILTERS.CHANGE', filters: { language: 'ko' } },
      { type: 'recap.changed', recapId: 1, changes: { status: 'private' } },
      doneEvent('fetchFirstPage', pageOf(1, 20, 40)),
      doneEvent('fetchFirstPage', pageOf(1, 0, 0)),
      errorEvent('fetchFirstPage', new Error('boom')),
      doneEvent('fetchNextPage', pageOf(next, 20, 40)),
      errorEvent('fetchNextPage', new Error('offline')),
    ];
  };
  const options = {
    name: 'recapList',
    machine: silentFetch,
    input: {},
    events: samples as never,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({ value: snapshot.value, shown: snapshot.context.recaps.length > 0, more: snapshot.context.hasMore }),
    simplePaths: 20,
  };

  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel(options);
    expectFullCoverage(report);
    expect([...report.stateIds].sort()).toEqual([
      'recapList', 'recapList.failed', 'recapList.loaded', 'recapList.loading', 'recapList.loadingMore',
    ]);
  });

  it('on every path: no recap twice, Load More only while the server has more, an error only when failed', () => {
    walkModel({
      ...options,
      check: (snapshot) => {
        const { recaps, hasMore, error } = (snapshot as Snapshot).context;
        expect(new Set(recaps.map((r) => r.id)).size).toBe(recaps.length);
        if (snapshot.matches('loaded')) expect(snapshot.can({ type: 'LOAD_MORE' })).toBe(hasMore);
        if (!snapshot.matches('failed')) expect(error).toBeNull();
      },
    });
  });

  it('the paths are @xstate/graph shortest paths from the first request', () => {
    const paths = getShortestPaths(silentFetch, { events: samples, input: {}, serializeState: options.serializeState } as never);
    expect(paths.some((path) => path.state.matches('failed'))).toBe(true);
  });
});

describe('recapList machine, behaviour', () => {
  function deferredFetch() {
    const calls: { query: RecapQuery; resolve: (page: Page<Recap>) => void; reject: (error: Error) => void }[] = [];
    const machine = recapListMachine.provide({
      actors: {
        fetchRecapsPage: fromPromise<Page<Recap>, RecapQuery>(
          ({ input }) => new Promise((resolve, reject) => calls.push({ query: input, resolve, reject })),
        ),
      },
    });
    return { machine, calls };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('ignores older answers that arrive after a newer one', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'FILTERS.CHANGE', filters: { language: 'ko' } });
    actor.send({ type: 'FILTERS.CHANGE', filters: { language: 'ja' } });
    expect(calls.map((c) => c.query.language)).toEqual(['en', 'ko', 'ja']);
    calls[2].resolve(pageOf(300, 2, 2));
    await settle();
    calls[1].resolve(pageOf(200, 5, 5));
    calls[0].reject(new Error('late failure'));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.recaps.map((r) => r.id)).toEqual([300, 301]);
    expect(snapshot.context.error).toBeNull();
  });

  it('drops a next page that answers after the filters changed', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    calls[0].resolve(pageOf(1, 20, 40));
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    actor.send({ type: 'FILTERS.CHANGE', filters: { search: 'tower' } });
    calls[2].resolve(pageOf(500, 1, 1));
    await settle();
    calls[1].resolve(pageOf(21, 20, 40));
    await settle();
    expect(actor.getSnapshot().context.recaps.map((r) => r.id)).toEqual([500]);
  });

  it('starts with English, newest first; page 1 replaces and later pages append', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    expect(calls[0].query).toEqual({ page: 1, language: 'en', sortBy: 'published_at', sortOrder: 'desc' });
    calls[0].resolve(pageOf(1, 20, 25));
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    expect(calls[1].query.page).toBe(2);
    calls[1].resolve(pageOf(21, 5, 25));
    await settle();
    expect(actor.getSnapshot().context.recaps).toHaveLength(25);
    actor.send({ type: 'LOAD_MORE' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'FILTERS.CHANGE', filters: { search: 'tower' } });
    calls[2].resolve(pageOf(100, 1, 1));
    await settle();
    expect(actor.getSnapshot().context.recaps.map((r) => r.id)).toEqual([100]);
  });

  it('choosing a duration filter sorts ascending, unless the change names the order', () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'FILTERS.CHANGE', filters: { minDuration: 600, maxDuration: 1200 } });
    expect(calls[1].query).toMatchObject({ min_duration: 600, max_duration: 1200, sortOrder: 'asc' });
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: 3600, sortOrder: 'desc' }).sortOrder).toBe('desc');
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: undefined, maxDuration: undefined }).sortOrder).toBe('desc');
  });

  it('a failed later page is retried as that page, keeping what is shown', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    calls[0].resolve(pageOf(1, 20, 40));
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    calls[1].reject(new Error('offline'));
    await settle();
    expect(recapListErrorText(actor.getSnapshot().context.error)).toBe('Error loading recaps: offline');
    actor.send({ type: 'RETRY' });
    expect(calls[2].query.page).toBe(2);
    calls[2].resolve(pageOf(21, 20, 40));
    await settle();
    expect(actor.getSnapshot().context.recaps).toHaveLength(40);
  });

  it('patches one shown recap in place, for a status an administrator just set', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    calls[0].resolve(pageOf(1, 3, 3));
    await settle();
    actor.send({ type: 'recap.changed', recapId: 2, changes: { status: 'error' } });
    expect(actor.getSnapshot().context.recaps.map((r) => r.status)).toEqual([null, 'error', null]);
  });

  it('a channel list leaves the language out; a failure without a message reads Failed to fetch recaps', () => {
    expect(buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId: 7 }, 1)).toEqual({
      page: 1, channelId: 7, sortBy: 'published_at', sortOrder: 'desc',
    });
    expect(recapListErrorText(null)).toBe('Failed to fetch recaps');
  });
});

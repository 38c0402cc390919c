import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';

vi.mock('../../src/api/recaps', () => ({ fetchRecaps: vi.fn() }));

import { recapListMachine, buildRecapQuery, recapListErrorText, DEFAULT_RECAP_FILTERS } from '../../src/machines/recapList';
import type { RecapListEvent } from '../../src/machines/recapList';
import type { Page, Recap, RecapQuery } from '../../src/api/types';

function recap(id: number): Recap {
  return {
    id, video_id: `vid${String(id).padStart(8, '0')}`, title: `Recap ${id}`, description: null, series_name: null,
    thumbnail_url: null, preview_url: null, views: 0, like_count: 0, duration: 600, published_at: null, status: null,
    channel_id: 1, channel_name: 'Channel', language: 'en', avg_rating: 0, rating_count: 0, user_rating: null, rating: 0,
    genres: [], tags: [], chapters_covered: null,
  };
}

function pageOf(from: number, count: number, total: number): Page<Recap> {
  return { data: Array.from({ length: count }, (_, i) => recap(from + i)), total } as Page<Recap>;
}

const silentFetch = recapListMachine.provide({ actors: { fetchRecapsPage: fromCallback<EventObject, { requestId: number; query: RecapQuery }>(() => {}) } });

describe('recapList machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof silentFetch>;
  const nextEventsFor = (snapshot: Snapshot) => {
      const current = snapshot.context.requestId;
      const events: RecapListEvent[] = [
        { type: 'FILTERS.CHANGE', filters: { language: 'ko' } },
        { type: 'LOAD_MORE' },
        { type: 'RETRY' },
        { type: 'FETCH.DONE', requestId: current, result: pageOf(snapshot.context.recaps.length + 1, 20, 40) },
        { type: 'FETCH.FAILED', requestId: current, message: 'boom' },
        { type: 'FETCH.DONE', requestId: current - 1, result: pageOf(900, 1, 1) },
      ];
      return events;
  };
  const paths = getShortestPaths(silentFetch, {
    events: nextEventsFor,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({
        value: snapshot.value,
        shown: snapshot.context.recaps.length > 0,
        more: snapshot.context.recaps.length < snapshot.context.total,
      }),
    limit: 2000,
    input: {},
  } as never);

  it('reaches every state and takes every transition, replaying each shortest path plus every next event on a live actor', () => {
    const states = new Set<string>();
    const transitions = new Set<string>();
    const replay = (events: RecapListEvent[]) => {
      const actor = createActor(silentFetch, { input: {} }).start();
      let before = JSON.stringify(actor.getSnapshot().value);
      states.add(before);
      for (const event of events) {
        const changedBefore = actor.getSnapshot();
        actor.send(event);
        const after = JSON.stringify(actor.getSnapshot().value);
        if (actor.getSnapshot() !== changedBefore) transitions.add(`${before} ${event.type} ${after}`);
        states.add(after);
        before = after;
      }
      return actor;
    };
    for (const path of paths) {
      const steps = path.steps.map((step) => step.event as RecapListEvent);
      const actor = replay(steps);
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      const nextEvents = nextEventsFor(actor.getSnapshot());
      actor.stop();
      for (const next of nextEvents) replay([...steps, next]).stop();
    }
    expect([...states].sort()).toEqual(['"failed"', '"loaded"', '"loading"', '"loadingMore"']);
    for (const expected of [
      '"loading" FETCH.DONE "loaded"',
      '"loading" FETCH.FAILED "failed"',
      '"loading" FILTERS.CHANGE "loading"',
      '"loaded" LOAD_MORE "loadingMore"',
      '"loaded" FILTERS.CHANGE "loading"',
      '"loadingMore" FETCH.DONE "loaded"',
      '"loadingMore" FETCH.FAILED "failed"',
      '"loadingMore" FILTERS.CHANGE "loading"',
      '"failed" RETRY "loading"',
      '"failed" RETRY "loadingMore"',
      '"failed" FILTERS.CHANGE "loading"',
    ]) {
      expect(transitions).toContain(expected);
    }
  });
});

describe('recapList machine, behaviour', () => {
  function deferredFetch() {
    const calls: { query: RecapQuery; resolve: (page: Page<Recap>) => void; reject: (error: Error) => void }[] = [];
    const machine = recapListMachine.provide({
      actors: {
        fetchRecapsPage: fromCallback<EventObject, { requestId: number; query: RecapQuery }>(({ input, sendBack }) => {
          calls.push({
            query: input.query,
            resolve: (result) => sendBack({ type: 'FETCH.DONE', requestId: input.requestId, result }),
            reject: (error) => sendBack({ type: 'FETCH.FAILED', requestId: input.requestId, message: error.message }),
          });
        }),
      },
    });
    return { machine, calls };
  }

  it('ignores an older answer that arrives after a newer one', () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'FILTERS.CHANGE', filters: { language: 'ko' } });
    actor.send({ type: 'FILTERS.CHANGE', filters: { language: 'ja' } });
    expect(calls.map((c) => c.query.language)).toEqual(['en', 'ko', 'ja']);
    calls[2].resolve(pageOf(300, 2, 2));
    calls[1].resolve(pageOf(200, 5, 5));
    calls[0].reject(new Error('late failure'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('loaded');
    expect(snapshot.context.recaps.map((r) => r.id)).toEqual([300, 301]);
    expect(snapshot.context.error).toBeNull();
  });

  it('starts with English, newest first; page 1 replaces and later pages append', () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    expect(calls[0].query).toEqual({ page: 1, language: 'en', sortBy: 'published_at', sortOrder: 'desc' });
    calls[0].resolve(pageOf(1, 20, 25));
    actor.send({ type: 'LOAD_MORE' });
    expect(calls[1].query.page).toBe(2);
    calls[1].resolve(pageOf(21, 5, 25));
    expect(actor.getSnapshot().context.recaps).toHaveLength(25);
    actor.send({ type: 'LOAD_MORE' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'FILTERS.CHANGE', filters: { search: 'tower' } });
    calls[2].resolve(pageOf(100, 1, 1));
    expect(actor.getSnapshot().context.recaps.map((r) => r.id)).toEqual([100]);
  });

  it('choosing a duration filter sorts ascending', () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'FILTERS.CHANGE', filters: { minDuration: 600, maxDuration: 1200 } });
    expect(calls[1].query).toMatchObject({ min_duration: 600, max_duration: 1200, sortOrder: 'asc' });
  });

  it('a failed later page is retried as that page, keeping what is shown', () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
    calls[0].resolve(pageOf(1, 20, 40));
    actor.send({ type: 'LOAD_MORE' });
    calls[1].reject(new Error('offline'));
    expect(recapListErrorText(actor.getSnapshot().context.error)).toBe('Error loading recaps: offline');
    actor.send({ type: 'RETRY' });
    expect(calls[2].query.page).toBe(2);
    calls[2].resolve(pageOf(21, 20, 40));
    expect(actor.getSnapshot().context.recaps).toHaveLength(40);
  });

  it('a channel list leaves the language out', () => {
    expect(buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId: 7 }, 1)).toEqual({
      page: 1, channelId: 7, sortBy: 'published_at', sortOrder: 'desc',
    });
    expect(recapListErrorText(null)).toBe('Failed to fetch recaps');
  });
});

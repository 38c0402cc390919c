import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { MatchType, ThumbnailMatch } from '../../src/api/types';

vi.mock('../../src/api/admin', () => ({ fetchThumbnailMatches: vi.fn(), deleteThumbnailMatch: vi.fn() }));

import { matchTotals, shownMatches, thumbnailMatchesMachine } from '../../src/machines/thumbnailMatches';
import { getShortestPaths } from '@xstate/graph';

function match(id: number, type: MatchType, score: number, created: string): ThumbnailMatch {
  return {
    id,
    match_type: type,
    confidence: 'HIGH',
    similarity_score: score,
    created_at: created,
    video_id_1: `video${id}aaaa`,
    title_1: `First ${id}`,
    series_name_1: null,
    channel_name_1: 'Channel A',
    thumbnail_url_1: null,
    published_at_1: null,
    video_id_2: `video${id}bbbb`,
    title_2: `Second ${id}`,
    series_name_2: null,
    channel_name_2: 'Channel B',
    thumbnail_url_2: null,
    published_at_2: null,
  };
}

const matches = [
  match(1, 'SAME_SERIES', 0.81, '2026-11-01T00:00:00Z'),
  match(2, 'EXACT_DUPLICATE', 0.99, '2026-10-01T00:00:00Z'),
  match(3, 'DIFFERENT', 0.42, '2026-11-20T00:00:00Z'),
  match(4, 'POSSIBLY_RELATED', 0.63, '2026-11-10T00:00:00Z'),
  match(5, 'SAME_SERIES', 0.9, '2026-09-01T00:00:00Z'),
];

describe('thumbnailMatches machine, model-based', () => {
  const machine = thumbnailMatchesMachine.provide({
    actors: { loadMatches: pendingActor<ThumbnailMatch[]>(), removeMatch: pendingActor<unknown, { id: number }>() },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'thumbnailMatches',
      machine,
      input: quietApp(),
      events: [
        doneEvent('loadMatches', matches),
        errorEvent('loadMatches', new ApiError(500, 'HTTP error! status: 500', null)),
        { type: 'SORT', sortBy: 'date' },
        { type: 'SORT', sortBy: 'type' },
        { type: 'FILTER', filter: 'SAME_SERIES' },
        { type: 'FILTER', filter: 'ALL' },
        { type: 'DELETE', id: 5 },
        { type: 'DELETE', id: 77 },
        doneEvent('removeMatch'),
        errorEvent('removeMatch', new ApiError(500, 'HTTP error! status: 500', null)),
      ],
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.matches.length, snapshot.context.sortBy, snapshot.context.filter, snapshot.context.deleteError]),
      simplePaths: 0,
      check: (snapshot) => {
        const shown = shownMatches(snapshot.context);
        if (snapshot.context.filter !== 'ALL') expect(shown.every((item) => item.match_type === snapshot.context.filter)).toBe(true);
        if (snapshot.matches('failed')) expect(snapshot.context.loadError).toBe('Failed to fetch thumbnail matches');
        if (snapshot.context.deleteError) expect(snapshot.context.deleteError.text).toBe('Failed to delete match.');
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('thumbnailMatches machine, behaviour', () => {
  it('sorts by score, by newest or by type, and filters by type', () => {
    const ids = (sortBy: 'similarity' | 'date' | 'type', filter: 'ALL' | MatchType = 'ALL') =>
      shownMatches({ matches, sortBy, filter }).map((item) => item.id);
    expect(ids('similarity')).toEqual([2, 5, 1, 4, 3]);
    expect(ids('date')).toEqual([3, 4, 1, 2, 5]);
    expect(ids('type')).toEqual([2, 5, 1, 4, 3]);
    expect(ids('date', 'SAME_SERIES')).toEqual([1, 5]);
    expect(matchTotals(matches)).toEqual({ EXACT_DUPLICATE: 1, SAME_SERIES: 2, POSSIBLY_RELATED: 1, DIFFERENT: 1 });
  });

  it('deletes a match, and keeps it with Failed to delete match. when the call fails', async () => {
    let fail = false;
    const deleted: number[] = [];
    const machine = thumbnailMatchesMachine.provide({
      actors: {
        loadMatches: fromPromise(async () => matches),
        removeMatch: fromPromise<unknown, { id: number }>(async ({ input }) => {
          if (fail) throw new ApiError(500, 'x', null);
          deleted.push(input.id);
          return {};
        }),
      },
    });
    const actor = createActor(machine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'DELETE', id: 2 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.matches).toHaveLength(4));
    expect(deleted).toEqual([2]);
    fail = true;
    actor.send({ type: 'DELETE', id: 3 });
    await vi.waitFor(() => expect(actor.getSnapshot().context.deleteError).toEqual({ id: 3, text: 'Failed to delete match.' }));
    expect(actor.getSnapshot().context.matches.map((item) => item.id)).toContain(3);
  });

  it('says Failed to fetch thumbnail matches and loads again on retry', async () => {
    let calls = 0;
    const machine = thumbnailMatchesMachine.provide({
      actors: {
        loadMatches: fromPromise(async () => {
          calls += 1;
          if (calls === 1) throw new ApiError(0, 'Failed to fetch', null);
          return matches;
        }),
      },
    });
    const actor = createActor(machine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().context.loadError).toBe('Failed to fetch thumbnail matches'));
    actor.send({ type: 'RETRY' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    expect(actor.getSnapshot().context.loadError).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { appActors, quietApp, recordEvents } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { RateResponse, Recap, SeriesDetail } from '../../src/api/types';
import { RECAP_OPEN_FAILED, selectBarDialog, selectSeries, selectSeriesPageStatus, seriesPageMachine } from '../../src/machines/seriesPage';
import { recapDetailMachine, selectDetailRecap } from '../../src/machines/recapDetail';
import { buildRecap } from '../support/factories';

function buildSeries(overrides: Partial<SeriesDetail> = {}): SeriesDetail {
  return {
    slug: 'tower', name: 'Tower', recap_count: 3, channel_count: 2, languages: ['en', 'ko'], latest_published_at: null, max_chapter: 60,
    thumbnail_url: null, aliases: ['Tower'], channels: [{ id: 1, name: 'One', language: 'en', recap_count: 2, ranged_count: 1 }, { id: 2, name: 'Two', language: 'ko', recap_count: 1, ranged_count: 0 }],
    coverage: [{ recap_id: 10, channel_id: 1, language: 'en', start: 1, end: 30 }], progress: null, is_following: false, ...overrides,
  };
}

const notFound = new ApiError(404, 'Series not found.', null);

describe('seriesPage machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'seriesPage',
      machine: seriesPageMachine.provide({ actors: { fetchSeries: pendingActor(), fetchRecap: pendingActor() } }),
      input: { ...quietApp(), list: recordEvents().ref, slug: 'tower', isAuthenticated: false },
      events: [
        doneEvent('fetchSeries', buildSeries()),
        errorEvent('fetchSeries', notFound),
        errorEvent('fetchSeries', new ApiError(500, 'Down', null)),
        doneEvent('fetchRecap', buildRecap(10)),
        errorEvent('fetchRecap', new Error('offline')),
        { type: 'recap.open', recapId: 10 },
        { type: 'lanes.change', lanes: 'language' },
        { type: 'language.change', language: 'ko' },
        { type: 'session.changed', isAuthenticated: true },
      ],
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesPage machine, behaviour', () => {
  it('loads the series, opens a bar\'s recap in its dialog, and tells when the recap cannot be had', async () => {
    const { session, toasts, recorded } = appActors();
    let fail = false;
    const machine = seriesPageMachine.provide({
      actors: {
        fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => buildSeries()),
        fetchRecap: fromPromise<Recap, { recapId: number }>(async ({ input }) => {
          if (fail) throw new Error('offline');
          return buildRecap(input.recapId);
        }),
      },
    });
    const actor = createActor(machine, { input: { session, toasts, list: recordEvents().ref, slug: 'tower', isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded'));
    expect(selectSeries(actor.getSnapshot())?.name).toBe('Tower');
    actor.send({ type: 'recap.open', recapId: 10 });
    await vi.waitFor(() => expect(selectDetailRecap(selectBarDialog(actor.getSnapshot()).getSnapshot())?.id).toBe(10));
    fail = true;
    actor.send({ type: 'recap.open', recapId: 11 });
    await vi.waitFor(() => expect(recorded.texts).toEqual([RECAP_OPEN_FAILED]));
  });

  it('a rating given in a bar\'s dialog patches that recap\'s card in the page\'s recap list', async () => {
    const { session, toasts } = appActors();
    const list = recordEvents();
    const rated: RateResponse = { avg_rating: 4.25, rating_count: 9, user_rating: 5 };
    const machine = seriesPageMachine.provide({
      actors: {
        fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => buildSeries()),
        fetchRecap: fromPromise<Recap, { recapId: number }>(async ({ input }) => buildRecap(input.recapId)),
        recapDetail: recapDetailMachine.provide({ actors: { rateRecap: fromPromise<RateResponse, { recapId: number; rating: number }>(async () => rated) } }),
      },
    });
    const actor = createActor(machine, { input: { session, toasts, list: list.ref, slug: 'tower', isAuthenticated: true } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded'));
    actor.send({ type: 'recap.open', recapId: 10 });
    const dialog = selectBarDialog(actor.getSnapshot());
    await vi.waitFor(() => expect(selectDetailRecap(dialog.getSnapshot())?.id).toBe(10));
    dialog.send({ type: 'recap.rate', rating: 5 });
    await vi.waitFor(() =>
      expect(list.received).toEqual([{ type: 'item.patch', id: 10, changes: { avg_rating: 4.25, rating: 4.3, rating_count: 9, user_rating: 5 } }]),
    );
  });

  it('an unknown slug is the not-found state', async () => {
    const machine = seriesPageMachine.provide({ actors: { fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => { throw notFound; }) } });
    const actor = createActor(machine, { input: { ...quietApp(), list: recordEvents().ref, slug: 'nope', isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('notFound'));
  });
});

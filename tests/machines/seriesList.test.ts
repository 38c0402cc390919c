import { afterAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildPage } from '../support/factories';
import { buildSeriesQuery } from '../../src/domain/seriesFilters';
import { selectItems, selectPagingError, selectPagingStatus, type PageRequest } from '../../src/machines/paging';
import { selectSeriesLanguageCounts, selectSeriesPaging, seriesListMachine, seriesPagingMachine, type ListedSeries } from '../../src/machines/seriesList';
import type { SeriesFilters } from '../../src/domain/seriesFilters';
import type { Page, SeriesSummary } from '../../src/api/types';
import { waitForState } from './support/waitForState';

// The list's own page calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

function buildSeriesSummary(slug: string): SeriesSummary {
  return { slug, name: slug, recap_count: 3, channel_count: 1, languages: ['en'], latest_published_at: null, max_chapter: null, thumbnail_url: null };
}

describe('seriesList machine, model-based', () => {
  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel({
      name: 'seriesList',
      machine: seriesListMachine.provide({
        actors: { paging: seriesPagingMachine.provide({ actors: { fetchPage: pendingActor() } }), loadLanguageCounts: pendingActor() },
      }),
      input: {},
      events: [
        { type: 'filters.change', filters: { language: 'ko' } },
        doneEvent('loadLanguageCounts', [{ language: 'ko', series: 3 }]),
        errorEvent('loadLanguageCounts', new Error('offline')),
      ],
      check: (snapshot, path, stepIndex) => {
        const counted = path.steps.slice(0, stepIndex + 1).some((step) => step.event.type === 'xstate.done.actor.loadLanguageCounts');
        expect(selectSeriesLanguageCounts(snapshot as never)).toEqual(counted ? [{ language: 'ko', series: 3 }] : null);
      },
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesList machine, behaviour', () => {
  it('starts with the most recapped series and asks page 1 again for every new filter', () => {
    const requests: PageRequest<SeriesFilters>[] = [];
    const paging = seriesPagingMachine.provide({
      actors: { fetchPage: fromPromise<Page<ListedSeries>, PageRequest<SeriesFilters>>(({ input }) => (requests.push(input), new Promise(() => {}))) },
    });
    const actor = createActor(seriesListMachine.provide({ actors: { paging } }), { input: {} }).start();
    expect(buildSeriesQuery(requests[0]!.query, requests[0]!.page)).toEqual({ page: 1, limit: 24, sortBy: 'recaps' });
    actor.send({ type: 'filters.change', filters: { search: ' tower ', language: 'ko', sortBy: 'name' } });
    expect(buildSeriesQuery(requests[1]!.query, requests[1]!.page)).toEqual({ page: 1, limit: 24, sortBy: 'name', search: 'tower', language: 'ko' });
    expect(selectSeriesPaging(actor.getSnapshot()).getSnapshot().matches('loading')).toBe(true);
  });
});

describe('seriesList machine, against a server', () => {
  const loaded = (paging: ActorRefFrom<typeof seriesPagingMachine>) =>
    waitForState(paging, (snapshot) => selectPagingStatus(snapshot) !== 'loading' && selectPagingStatus(snapshot) !== 'loadingMore');

  it('asks for the first page of the most recapped series and lists them, each known by its slug', async () => {
    server.answerWith({ status: 200, body: buildPage([buildSeriesSummary('tower'), buildSeriesSummary('solo')], 2) });
    const actor = createActor(seriesListMachine, { input: {} }).start();
    const paging = selectSeriesPaging(actor.getSnapshot());
    expect(selectPagingStatus(paging.getSnapshot())).toBe('loading');
    await loaded(paging);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/series', query: { page: '1', limit: '24', sortBy: 'recaps' } });
    expect(selectItems(paging.getSnapshot())).toEqual([
      { ...buildSeriesSummary('tower'), id: 'tower' },
      { ...buildSeriesSummary('solo'), id: 'solo' },
    ]);
  });

  it('starts from the filters it is given (the address), the others at their defaults', async () => {
    server.answerWith({ status: 200, body: buildPage([]) });
    const actor = createActor(seriesListMachine, { input: { filters: { language: 'ko' } } }).start();
    await loaded(selectSeriesPaging(actor.getSnapshot()));
    expect(server.last()?.query).toEqual({ page: '1', limit: '24', sortBy: 'recaps', language: 'ko' });
  });

  it('a filter change keeps the filters chosen before it and asks page 1 again', async () => {
    server.answerWith({ status: 200, body: buildPage([]) });
    const actor = createActor(seriesListMachine, { input: {} }).start();
    const paging = selectSeriesPaging(actor.getSnapshot());
    await loaded(paging);
    actor.send({ type: 'filters.change', filters: { language: 'ko' } });
    await loaded(paging);
    actor.send({ type: 'filters.change', filters: { sortBy: 'name', search: ' tower ' } });
    expect(selectPagingStatus(paging.getSnapshot())).toBe('loading');
    await loaded(paging);
    // The language counts are asked beside the pages, once.
    expect(server.received.filter((request) => request.path === '/series').slice(-3).map((request) => request.query)).toEqual([
      { page: '1', limit: '24', sortBy: 'recaps' },
      { page: '1', limit: '24', sortBy: 'recaps', language: 'ko' },
      { page: '1', limit: '24', sortBy: 'name', language: 'ko', search: 'tower' },
    ]);
  });

  it('asks once for how many series each language has, for the language filter', async () => {
    const counts = [{ language: 'en', series: 8 }];
    server.answerWith({ status: 200, body: counts });
    const before = server.received.length;
    const actor = createActor(seriesListMachine, { input: {} }).start();
    await waitForState(actor, (snapshot) => selectSeriesLanguageCounts(snapshot) !== null);
    await loaded(selectSeriesPaging(actor.getSnapshot()));
    expect(server.received.slice(before).filter((request) => request.path === '/series/language-counts')).toHaveLength(1);
    expect(selectSeriesLanguageCounts(actor.getSnapshot())).toEqual(counts);
  });

  it('says a page failed in the server\'s words', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const actor = createActor(seriesListMachine, { input: {} }).start();
    const paging = selectSeriesPaging(actor.getSnapshot());
    await loaded(paging);
    expect(selectPagingStatus(paging.getSnapshot())).toBe('failed');
    expect(selectPagingError(paging.getSnapshot())).toBe('Database unavailable.');
  });

  // Only an Error's own message is shown: anything else a failed call could throw says nothing a person can read.
  it('says the list\'s own sentence when a failure carries no words', async () => {
    const failing = (reason: unknown) =>
      createActor(seriesPagingMachine.provide({ actors: { fetchPage: fromPromise(() => Promise.reject(reason)) } }), { input: { query: { search: '', language: '', sortBy: 'recaps' } } }).start();
    for (const reason of [new Error(''), 'offline', { message: 'not an Error' }, undefined]) {
      const paging = failing(reason);
      await loaded(paging);
      expect(selectPagingError(paging.getSnapshot())).toBe('Failed to fetch series. Please try again.');
    }
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, SimulatedClock, type ActorRefFrom, type SnapshotFrom } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildPage } from '../support/factories';
import { buildSeriesQuery, DEFAULT_SERIES_FILTERS } from '../../src/domain/seriesFilters';
import { SEARCH_DEBOUNCE_MS } from '../../src/machines/search';
import { selectItems, selectPagingError, selectPagingStatus, type PageRequest } from '../../src/machines/paging';
import { inEnglish } from './support/appActors';
import {
  selectSeriesFilters,
  selectSeriesLanguageCounts,
  selectSeriesPaging,
  selectSeriesSearchText,
  selectSeriesValueCounts,
  seriesListMachine,
  seriesPagingMachine,
  type ListedSeries,
  type SeriesListInput,
} from '../../src/machines/seriesList';
import type { SeriesFilters } from '../../src/domain/seriesFilters';
import type { Page, SeriesSummary } from '../../src/api/types';
import { waitForState } from './support/waitForState';

// The list's own page calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

function buildSeriesSummary(slug: string): SeriesSummary {
  return { slug, name: slug, recap_count: 3, channel_count: 1, languages: ['en'], latest_published_at: null, max_chapter: null, thumbnail_url: null,
    cover_url: null, status: null, genres: [] };
}

const listed = (filters: Partial<SeriesFilters>): SeriesFilters => ({ ...DEFAULT_SERIES_FILTERS, ...filters });

const COUNTS = {
  languages: [{ language: 'ko', series: 3 }],
  values: { statuses: [{ status: 'ongoing' as const, series: 2 }], genres: [{ genre: 'Murim' as const, series: 1 }] },
};

describe('seriesList machine, model-based', () => {
  type Snapshot = SnapshotFrom<typeof seriesListMachine>;
  const options = {
    name: 'seriesList',
    machine: seriesListMachine.provide({
      actors: { paging: seriesPagingMachine.provide({ actors: { fetchPage: pendingActor() } }), loadFilterCounts: pendingActor() },
    }),
    input: {},
    // Opened from an address that names a search.
    inputs: [{ filters: { search: ' solo ' } }],
    events: [
      { type: 'query.change', value: 'tower ' },
      { type: 'query.change', value: '' },
      { type: 'address.change', filters: listed({ search: 'solo' }) },
      { type: 'address.change', filters: listed({ language: 'ko' }) },
      { type: 'address.change', filters: listed({}) },
      { type: 'filters.change', filters: { language: 'ko' } },
      { type: 'filters.change', filters: { sortBy: 'recaps' } },
      doneEvent('loadFilterCounts', COUNTS),
      errorEvent('loadFilterCounts', new Error('offline')),
    ],
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.text, snapshot.context.filters, snapshot.context.counts !== null]),
    simplePaths: 0,
  };

  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel(options);
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });

  it('on every path: the list is asked for the filters it holds, a person\'s change is told to the address once, an address never is', () => {
    walkModel({
      ...options,
      check: (snapshot, path, stepIndex, emitted) => {
        const { filters, text, paging } = (snapshot as Snapshot).context;
        const counted = path.steps.slice(0, stepIndex + 1).some((step) => step.event.type === 'xstate.done.actor.loadFilterCounts');
        expect(selectSeriesLanguageCounts(snapshot as never)).toEqual(counted ? COUNTS.languages : null);
        expect(selectSeriesValueCounts(snapshot as never)).toEqual(counted ? COUNTS.values : null);
        expect(selectSeriesFilters(snapshot as never)).toBe(filters);
        expect(selectSeriesSearchText(snapshot as never)).toBe(text);
        // The list's search is always trimmed, and the paging asks for exactly the filters the machine holds.
        expect(filters.search).toBe(filters.search.trim());
        expect(paging.getSnapshot().context.query).toEqual(filters);
        // Waiting for typing to stop only while the box says something else than the list.
        if (!snapshot.matches({ search: 'typing' })) expect(text.trim() === filters.search || stepIndex === 0).toBe(true);
        const step = path.steps[stepIndex]!;
        const committed = emitted.filter((event) => event.type === 'filters.committed');
        if (step.event.type === 'address.change' || step.event.type === 'xstate.init' || step.event.type === 'query.change') expect(committed).toEqual([]);
        else {
          const before = stepIndex === 0 ? null : (path.steps[stepIndex - 1]!.state.context as { filters: SeriesFilters }).filters;
          const changed = before !== null && JSON.stringify(before) !== JSON.stringify(filters);
          expect(committed).toEqual(changed ? [{ type: 'filters.committed', filters }] : []);
        }
      },
    });
  });
});

describe('seriesList machine, behaviour', () => {
  function start(input: SeriesListInput = {}) {
    const requests: PageRequest<SeriesFilters>[] = [];
    const paging = seriesPagingMachine.provide({
      actors: { fetchPage: fromPromise<Page<ListedSeries>, PageRequest<SeriesFilters>>(({ input }) => (requests.push(input), new Promise(() => {}))) },
    });
    const clock = new SimulatedClock();
    const machine = seriesListMachine.provide({ actors: { paging, loadFilterCounts: pendingActor() } });
    const actor = createActor(machine, { input, clock });
    const committed: SeriesFilters[] = [];
    actor.on('filters.committed', (event) => committed.push(event.filters));
    actor.start();
    const queries = () => requests.map((request) => buildSeriesQuery(request.query, request.page));
    return { actor, clock, queries, committed };
  }

  it('starts with the most recapped series and asks page 1 again for every new language and sort, each told to the address', () => {
    const { actor, queries, committed } = start();
    expect(queries()).toEqual([{ page: 1, limit: 24, sortBy: 'recaps' }]);
    actor.send({ type: 'filters.change', filters: { language: 'ko' } });
    actor.send({ type: 'filters.change', filters: { sortBy: 'name' } });
    // The sort it has already asks nothing.
    actor.send({ type: 'filters.change', filters: { sortBy: 'name' } });
    expect(queries().slice(1)).toEqual([
      { page: 1, limit: 24, sortBy: 'recaps', language: 'ko' },
      { page: 1, limit: 24, sortBy: 'name', language: 'ko' },
    ]);
    expect(committed).toEqual([listed({ language: 'ko' }), listed({ language: 'ko', sortBy: 'name' })]);
    expect(selectSeriesPaging(actor.getSnapshot()).getSnapshot().matches('loading')).toBe(true);
  });

  it('searches as the home search does: once, as long after typing stops as the home\'s box waits, for the last text only', () => {
    const { actor, clock, queries, committed } = start();
    actor.send({ type: 'query.change', value: 'to' });
    clock.increment(SEARCH_DEBOUNCE_MS - 100);
    actor.send({ type: 'query.change', value: 'tow' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(selectSeriesSearchText(actor.getSnapshot())).toBe('tow');
    expect(queries()).toHaveLength(1);
    expect(committed).toEqual([]);
    clock.increment(1);
    expect(queries().slice(1)).toEqual([{ page: 1, limit: 24, sortBy: 'recaps', search: 'tow' }]);
    expect(committed).toEqual([listed({ search: 'tow' })]);
    expect(selectSeriesFilters(actor.getSnapshot()).search).toBe('tow');
    // Spaces added, or Enter on the same text, ask nothing more.
    actor.send({ type: 'query.change', value: ' tow ' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'form.submit' });
    expect(queries()).toHaveLength(2);
    expect(committed).toHaveLength(1);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('Enter searches at once, and the wait left running searches nothing more', () => {
    const { actor, clock, queries, committed } = start();
    actor.send({ type: 'query.change', value: 'solo' });
    actor.send({ type: 'form.submit' });
    expect(queries().slice(1)).toEqual([{ page: 1, limit: 24, sortBy: 'recaps', search: 'solo' }]);
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(queries()).toHaveLength(2);
    expect(committed).toEqual([listed({ search: 'solo' })]);
  });

  it('follows a new address without telling it back: the box shows its search, a wait for typing ends, the address it wrote asks nothing', () => {
    const { actor, clock, queries, committed } = start({ filters: { search: 'solo' } });
    expect(selectSeriesSearchText(actor.getSnapshot())).toBe('solo');
    actor.send({ type: 'query.change', value: 'tower' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    // The address the machine wrote comes back.
    actor.send({ type: 'address.change', filters: listed({ search: 'tower' }) });
    expect(queries()).toHaveLength(2);
    // Back, while someone types.
    actor.send({ type: 'query.change', value: 'towe' });
    actor.send({ type: 'address.change', filters: listed({ search: 'solo', language: 'ko' }) });
    expect(selectSeriesSearchText(actor.getSnapshot())).toBe('solo');
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(queries().slice(2)).toEqual([{ page: 1, limit: 24, sortBy: 'recaps', search: 'solo', language: 'ko' }]);
    // Forward to another language only: the box keeps what it has.
    actor.send({ type: 'address.change', filters: listed({ search: 'solo' }) });
    expect(queries().slice(3)).toEqual([{ page: 1, limit: 24, sortBy: 'recaps', search: 'solo' }]);
    expect(committed).toEqual([listed({ search: 'tower' })]);
  });
});

describe('seriesList machine, against a server', () => {
  const listRequests = () => server.received.filter((request) => request.path === '/series');
  const loaded = (paging: ActorRefFrom<typeof seriesPagingMachine>) =>
    waitForState(paging, (snapshot) => selectPagingStatus(snapshot) !== 'loading' && selectPagingStatus(snapshot) !== 'loadingMore');

  it('asks for the first page of the most recapped series and lists them, each known by its slug', async () => {
    server.answerWith({ status: 200, body: buildPage([buildSeriesSummary('tower'), buildSeriesSummary('solo')], 2) });
    const actor = createActor(seriesListMachine, { input: {} }).start();
    const paging = selectSeriesPaging(actor.getSnapshot());
    expect(selectPagingStatus(paging.getSnapshot())).toBe('loading');
    await loaded(paging);
    // The language counts are asked beside the list, in either order: the list's own request is the one read.
    expect(listRequests().at(-1)).toMatchObject({ method: 'GET', path: '/series', query: { page: '1', limit: '24', sortBy: 'recaps' } });
    expect(selectItems(paging.getSnapshot())).toEqual([
      { ...buildSeriesSummary('tower'), id: 'tower' },
      { ...buildSeriesSummary('solo'), id: 'solo' },
    ]);
  });

  it('starts from the filters it is given (the address), the others at their defaults', async () => {
    server.answerWith({ status: 200, body: buildPage([]) });
    const actor = createActor(seriesListMachine, { input: { filters: { language: 'ko' } } }).start();
    await loaded(selectSeriesPaging(actor.getSnapshot()));
    expect(listRequests().at(-1)?.query).toEqual({ page: '1', limit: '24', sortBy: 'recaps', language: 'ko' });
  });

  it('a filter change keeps the filters chosen before it and asks page 1 again', async () => {
    server.answerWith({ status: 200, body: buildPage([]) });
    const actor = createActor(seriesListMachine, { input: {} }).start();
    const paging = selectSeriesPaging(actor.getSnapshot());
    await loaded(paging);
    actor.send({ type: 'filters.change', filters: { language: 'ko' } });
    await loaded(paging);
    actor.send({ type: 'filters.change', filters: { sortBy: 'name' } });
    actor.send({ type: 'query.change', value: ' tower ' });
    actor.send({ type: 'form.submit' });
    expect(selectPagingStatus(paging.getSnapshot())).toBe('loading');
    await loaded(paging);
    // The language counts are asked beside the pages, once.
    expect(server.received.filter((request) => request.path === '/series').slice(-4).map((request) => request.query)).toEqual([
      { page: '1', limit: '24', sortBy: 'recaps' },
      { page: '1', limit: '24', sortBy: 'recaps', language: 'ko' },
      { page: '1', limit: '24', sortBy: 'name', language: 'ko' },
      { page: '1', limit: '24', sortBy: 'name', language: 'ko', search: 'tower' },
    ]);
  });

  it('asks once for how many series each language, status and genre has, for the filters', async () => {
    const languages = [{ language: 'en', series: 8 }];
    const values = { statuses: [{ status: 'completed', series: 5 }], genres: [{ genre: 'Action', series: 8 }] };
    server.answerWith((request) => ({
      status: 200,
      body: request.path === '/series/language-counts' ? languages : request.path === '/series/value-counts' ? values : buildPage([]),
    }));
    const before = server.received.length;
    const actor = createActor(seriesListMachine, { input: {} }).start();
    await waitForState(actor, (snapshot) => selectSeriesLanguageCounts(snapshot) !== null);
    await loaded(selectSeriesPaging(actor.getSnapshot()));
    expect(server.received.slice(before).filter((request) => request.path === '/series/language-counts')).toHaveLength(1);
    expect(server.received.slice(before).filter((request) => request.path === '/series/value-counts')).toHaveLength(1);
    expect(selectSeriesLanguageCounts(actor.getSnapshot())).toEqual(languages);
    expect(selectSeriesValueCounts(actor.getSnapshot())).toEqual(values);
  });

  it('offers no status or genre counts when they cannot be had, and the list still loads', async () => {
    server.answerWith((request) => (request.path === '/series/value-counts' ? { status: 500, body: { error: 'Database unavailable.' } } : { status: 200, body: request.path === '/series' ? buildPage([]) : [] }));
    const actor = createActor(seriesListMachine, { input: {} }).start();
    await waitForState(actor, (snapshot) => snapshot.matches({ counts: 'counted' }));
    await loaded(selectSeriesPaging(actor.getSnapshot()));
    expect(selectSeriesValueCounts(actor.getSnapshot())).toBeNull();
    expect(selectSeriesLanguageCounts(actor.getSnapshot())).toBeNull();
  });

  it('says a page failed in the server\'s words', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const actor = createActor(seriesListMachine, { input: {} }).start();
    const paging = selectSeriesPaging(actor.getSnapshot());
    await loaded(paging);
    expect(selectPagingStatus(paging.getSnapshot())).toBe('failed');
    expect(inEnglish(selectPagingError(paging.getSnapshot())!)).toBe('Database unavailable.');
  });

  // Only an Error's own message is shown: anything else a failed call could throw says nothing a person can read.
  it('says the list\'s own sentence when a failure carries no words', async () => {
    const failing = (reason: unknown) =>
      createActor(seriesPagingMachine.provide({ actors: { fetchPage: fromPromise(() => Promise.reject(reason)) } }), { input: { query: DEFAULT_SERIES_FILTERS } }).start();
    for (const reason of [new Error(''), 'offline', { message: 'not an Error' }, undefined]) {
      const paging = failing(reason);
      await loaded(paging);
      expect(inEnglish(selectPagingError(paging.getSnapshot())!)).toBe('Failed to fetch series. Please try again.');
    }
  });
});

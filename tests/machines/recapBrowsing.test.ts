import { afterAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

import { expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, loadingSession } from './support/appActors';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';

import { ApiError } from '../../src/api/errors';
import { recapListAddress } from '../../src/domain/listAddress';
import { buildRecapQuery, DEFAULT_RECAP_FILTERS, type RecapFilters } from '../../src/domain/recapQuery';
import { selectItems, selectPagingError, selectPagingStatus, type PageRequest } from '../../src/machines/paging';
import {
  mergeFilters,
  recapBrowsingMachine,
  recapPagingMachine,
  selectRecapFilters,
  selectActiveFilterCount,
  selectRecapPaging,
  selectSearchBox,
  type RecapBrowsingInput,
  type RecapListQuery,
} from '../../src/machines/recapBrowsing';
import { searchMachine, selectCanClearHistory, selectSearchText } from '../../src/machines/search';
import type { Page, Recap } from '../../src/api/types';
import { buildMany, buildPage, buildRecap } from '../support/factories';
import { waitForState } from './support/waitForState';

/** The browsing machine with its real children: the paging's page requests are the test's to answer, the search box saves nothing. */
function deferredFetch() {
  const calls: { request: PageRequest<RecapListQuery>; resolve: (page: Page<Recap>) => void }[] = [];
  const paging = recapPagingMachine.provide({
    actors: {
      fetchPage: fromPromise<Page<Recap>, PageRequest<RecapListQuery>>(
        ({ input }) => new Promise((resolve) => calls.push({ request: input, resolve })),
      ),
    },
  });
  return { machine: recapBrowsingMachine.provide({ actors: { paging, search: quietSearch } }), calls };
}
const quietSearch = searchMachine.provide({ actions: { persistHistory: () => {} } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const queryOf = (request: PageRequest<RecapListQuery>) => buildRecapQuery(request.query, request.page);
const filters = (change: Partial<RecapFilters>): RecapFilters => ({ ...DEFAULT_RECAP_FILTERS, ...change });

describe('recapBrowsing machine, model-based', () => {
  it('reaches every state and takes every transition on a live actor, and tells the address only a person\'s change', () => {
    let previous = DEFAULT_RECAP_FILTERS;
    // The exported machine, with its real children: the paging's page requests stay unanswered.
    const report = walkModel({
      name: 'recapBrowsing',
      machine: recapBrowsingMachine.provide({
        actors: { paging: recapPagingMachine.provide({ actors: { fetchPage: pendingActor() } }), search: quietSearch },
      }),
      input: { session: loadingSession() },
      events: [
        { type: 'filters.change', filters: { language: 'ko' } },
        // The panel naming the list already shown.
        { type: 'filters.change', filters: { language: 'en' } },
        { type: 'search.committed', query: 'tower' },
        { type: 'search.committed', query: '' },
        { type: 'address.change', filters: filters({ search: 'solo' }) },
        { type: 'address.change', filters: filters({ sortBy: 'views' }) },
        { type: 'address.change', filters: DEFAULT_RECAP_FILTERS },
      ],
      // The filters are what the model's states differ by: each sample leads somewhere, or nowhere when it names the list shown.
      serializeState: (snapshot) => recapListAddress.write(selectRecapFilters(snapshot as never)),
      simplePaths: 0,
      check: (snapshot, path, stepIndex, emitted) => {
        const shown = selectRecapFilters(snapshot as never);
        // The paging is asked for the machine's filters.
        expect(selectRecapPaging(snapshot as never).getSnapshot().context.query?.filters).toEqual(shown);
        const event = path.steps[stepIndex].event;
        const before = stepIndex === 0 ? shown : previous;
        previous = shown;
        const changed = recapListAddress.write(before) !== recapListAddress.write(shown);
        // An address with another search puts it in the box (a committed search came from the box itself).
        if (event.type === 'address.change' && before.search !== shown.search) {
          expect(selectSearchBox(snapshot as never).getSnapshot().context).toMatchObject({ text: shown.search, query: shown.search });
        }
        // Only a person's change goes into the address; an address heard is never written back.
        const written = changed && event.type !== 'address.change' ? [{ type: 'filters.committed', filters: shown }] : [];
        expect(emitted).toEqual(written);
      },
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
    expect(report.stateIds).toEqual(['recapBrowsing']);
  });
});

describe('recapBrowsing machine, the search box, the list and the address', () => {
  function start(input: Partial<RecapBrowsingInput> = {}) {
    const { machine, calls } = deferredFetch();
    const clock = new SimulatedClock();
    const actor = createActor(machine, { input: { session: loadingSession(), ...input }, clock });
    const written: RecapFilters[] = [];
    actor.on('filters.committed', (event) => written.push(event.filters));
    actor.start();
    const search = () => selectSearchBox(actor.getSnapshot());
    return { actor, clock, calls, written, search };
  }

  it('a search the box settles on asks the list for page 1 with it and is written to the address once', () => {
    const { actor, clock, calls, written, search } = start({ filters: { language: 'ko' } });
    search().send({ type: 'query.change', value: 'tower ' });
    clock.increment(300);
    expect(calls.map((call) => queryOf(call.request).search)).toEqual([undefined, 'tower']);
    expect(written).toEqual([filters({ language: 'ko', search: 'tower' })]);
    // The address the view wrote comes back: nothing is asked again, nothing written again.
    actor.send({ type: 'address.change', filters: recapListAddress.read('?search=tower&language=ko') });
    expect(calls).toHaveLength(2);
    expect(written).toHaveLength(1);
    // Enter on the same search asks nothing either.
    search().send({ type: 'form.submit' });
    expect(calls).toHaveLength(2);
    expect(written).toHaveLength(1);
  });

  it('Back to another search: the list follows it and the box shows it without searching again', () => {
    const { actor, clock, calls, written, search } = start({ filters: { search: 'tower' } });
    search().send({ type: 'query.change', value: 'tow' });
    actor.send({ type: 'address.change', filters: DEFAULT_RECAP_FILTERS });
    clock.increment(300);
    expect(selectSearchText(search().getSnapshot())).toBe('');
    expect(calls.map((call) => queryOf(call.request).search)).toEqual(['tower', undefined]);
    expect(written).toEqual([]);
  });

  it('Back to other filters with the same search leaves the box as it is: the typed text stays', () => {
    const { actor, calls, search } = start({ filters: { search: 'tower' } });
    search().send({ type: 'query.change', value: 'towe' });
    actor.send({ type: 'address.change', filters: filters({ search: 'tower', language: 'ja' }) });
    expect(selectSearchText(search().getSnapshot())).toBe('towe');
    expect(queryOf(calls[1].request)).toMatchObject({ search: 'tower', language: 'ja' });
  });

  it('a filter chosen keeps the search and is written to the address; one naming the list shown does nothing', () => {
    const { actor, calls, written } = start({ filters: { search: 'tower' } });
    actor.send({ type: 'filters.change', filters: { minDuration: 3600, maxDuration: 7200 } });
    expect(written).toEqual([filters({ search: 'tower', minDuration: 3600, maxDuration: 7200, sortOrder: 'asc' })]);
    expect(queryOf(calls[1].request)).toMatchObject({ search: 'tower', min_duration: 3600, sortOrder: 'asc' });
    actor.send({ type: 'filters.change', filters: { sortOrder: 'asc' } });
    expect(calls).toHaveLength(2);
    expect(written).toHaveLength(1);
  });

  it('a duration removed from the address is removed from the list too', () => {
    const { actor, calls } = start({ filters: { minDuration: 3600, maxDuration: 7200, sortOrder: 'asc' } });
    actor.send({ type: 'address.change', filters: filters({ sortOrder: 'asc' }) });
    expect(queryOf(calls[1].request)).toEqual({ page: 1, language: 'en', sortBy: 'published_at', sortOrder: 'asc' });
  });

  it('the box starts with the address\'s search, the history given and who is logged in', () => {
    const history = [{ search_query: 'solo', created_at: '2026-01-01T00:00:00.000Z' }];
    const { search } = start({ filters: { search: 'tower' }, history, isAuthenticated: true });
    expect(search().getSnapshot().context).toMatchObject({ text: 'tower', query: 'tower', history, isAuthenticated: true });
  });

  it('the box of a page that names nobody logged in offers no clearing of the history', () => {
    const { search } = start();
    expect(selectCanClearHistory(search().getSnapshot())).toBe(false);
  });

  it('a search differing from the list\'s by outer spaces only, from the address or the box, asks nothing', () => {
    const { actor, calls, written, search } = start({ filters: { search: 'tower ' } });
    search().send({ type: 'query.change', value: 'towe' });
    actor.send({ type: 'address.change', filters: filters({ search: ' tower' }) });
    actor.send({ type: 'search.committed', query: ' tower' });
    expect(calls).toHaveLength(1);
    expect(written).toEqual([]);
    // The box keeps what is typed in it.
    expect(selectSearchText(search().getSnapshot())).toBe('towe');
  });

  it('counts the filter panel\'s choices set away from the defaults: the language on the main list only, hiding the watched for a member only', () => {
    const count = (input: Partial<RecapBrowsingInput>, member?: boolean) =>
      selectActiveFilterCount(start(input).actor.getSnapshot(), member);
    expect(count({})).toBe(0);
    expect(count({ filters: { language: 'ko', sortBy: 'views' } })).toBe(2);
    expect(count({ filters: { language: 'ko' }, channelId: 7 })).toBe(0);
    expect(count({ filters: { language: 'ko' }, series: 'solo-leveling' })).toBe(0);
    expect(count({ filters: { hideWatched: true } })).toBe(0);
    expect(count({ filters: { hideWatched: true } }, true)).toBe(1);
  });
});

describe('recapBrowsing machine, the list\'s pages', () => {
  it('starts with English, newest first, and asks its paging for page 1 of every new filter', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { session: loadingSession() } }).start();
    expect(queryOf(calls[0].request)).toEqual({ page: 1, language: 'en', sortBy: 'published_at', sortOrder: 'desc' });
    calls[0].resolve(buildPage(buildMany(buildRecap, 1, 20), 40));
    await settle();
    actor.send({ type: 'filters.change', filters: { search: 'tower' } });
    expect(queryOf(calls[1].request)).toMatchObject({ page: 1, search: 'tower', language: 'en' });
    calls[1].resolve(buildPage([buildRecap(100)]));
    await settle();
    const paging = selectRecapPaging(actor.getSnapshot()).getSnapshot();
    expect(paging.context.items.map((recap) => recap.id)).toEqual([100]);
  });

  it('choosing a duration filter sorts ascending, unless the change names the order', () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: { session: loadingSession() } }).start();
    actor.send({ type: 'filters.change', filters: { minDuration: 600, maxDuration: 1200 } });
    expect(queryOf(calls[1].request)).toMatchObject({ min_duration: 600, max_duration: 1200, sortOrder: 'asc' });
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: 3600, sortOrder: 'desc' }).sortOrder).toBe('desc');
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: undefined, maxDuration: undefined }).sortOrder).toBe('desc');
  });

  it('a channel list leaves the language out', () => {
    const { machine, calls } = deferredFetch();
    createActor(machine, { input: { session: loadingSession(), channelId: 7 } }).start();
    expect(queryOf(calls[0].request)).toEqual({ page: 1, channelId: 7, sortBy: 'published_at', sortOrder: 'desc' });
  });

  it('a failure that is no call\'s reads Failed to fetch recaps; an answer, its message', async () => {
    const paging = recapPagingMachine.provide({
      actors: { fetchPage: fromPromise<Page<Recap>, PageRequest<RecapListQuery>>(() => Promise.reject(new Error(''))) },
    });
    const actor = createActor(paging, { input: { query: { filters: DEFAULT_RECAP_FILTERS, channelId: null } } }).start();
    await settle();
    expect(inEnglish(actor.getSnapshot().context.error!)).toBe('Failed to fetch recaps');
    const offline = recapPagingMachine.provide({
      actors: { fetchPage: fromPromise<Page<Recap>, PageRequest<RecapListQuery>>(() => Promise.reject(ApiError.fromAnswer(503, { error: 'Database unavailable.' }))) },
    });
    const second = createActor(offline, { input: { query: { filters: DEFAULT_RECAP_FILTERS, channelId: null } } }).start();
    await settle();
    expect(inEnglish(second.getSnapshot().context.error!)).toBe('Database unavailable.');
  });
});

// The list's own page requests, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('recapBrowsing machine, against a server', () => {
  function start(input: Omit<RecapBrowsingInput, 'session'>) {
    const actor = createActor(recapBrowsingMachine.provide({ actors: { search: quietSearch } }), { input: { session: loadingSession(), ...input } }).start();
    const paging = () => selectRecapPaging(actor.getSnapshot());
    const settled = () => waitForState(paging(), (snapshot) => selectPagingStatus(snapshot) !== 'loading');
    const shown = () => selectItems(paging().getSnapshot()).map((recap) => recap.id);
    return { actor, paging, settled, shown };
  }

  it('asks GET /recaps for page 1 in English, newest first, and shows the answer', async () => {
    server.answerWith({ status: 200, body: buildPage(buildMany(buildRecap, 1, 3)) });
    const { settled, shown, paging } = start({});
    await settled();
    expect(server.last()).toMatchObject({ method: 'GET', path: '/recaps', query: { page: '1', language: 'en', sortBy: 'published_at', sortOrder: 'desc' } });
    expect(Object.keys(server.last().query).sort()).toEqual(['language', 'page', 'sortBy', 'sortOrder']);
    expect(shown()).toEqual([1, 2, 3]);
    expect(selectPagingError(paging().getSnapshot())).toBeNull();
  });

  it('keeps every filter chosen so far: a new one asks page 1 again with all of them, the search trimmed', async () => {
    server.answerWith({ status: 200, body: buildPage([buildRecap(1)]) });
    const { actor, settled, shown } = start({ filters: { language: 'ko' } });
    await settled();
    expect(server.last().query).toMatchObject({ language: 'ko' });
    server.answerWith({ status: 200, body: buildPage([buildRecap(8)]) });
    actor.send({ type: 'filters.change', filters: { search: ' tower ' } });
    await settled();
    expect(server.last().query).toEqual({ page: '1', language: 'ko', search: 'tower', sortBy: 'published_at', sortOrder: 'desc' });
    expect(actor.getSnapshot().context.filters).toMatchObject({ language: 'ko', search: ' tower ' });
    expect(shown()).toEqual([8]);
  });

  it('choosing a length sorts short to long, unless the change names the order', async () => {
    server.answerWith({ status: 200, body: buildPage([]) });
    const { actor, settled } = start({});
    await settled();
    actor.send({ type: 'filters.change', filters: { maxDuration: 1200 } });
    await settled();
    expect(server.last().query).toMatchObject({ max_duration: '1200', sortOrder: 'asc' });
    actor.send({ type: 'filters.change', filters: { minDuration: 600, sortOrder: 'desc' } });
    await settled();
    expect(server.last().query).toMatchObject({ min_duration: '600', max_duration: '1200', sortOrder: 'desc' });
  });

  it('a channel\'s list and a series\' list leave the language out', async () => {
    server.answerWith({ status: 200, body: buildPage([]) });
    const channel = start({ channelId: 7 });
    await channel.settled();
    expect(server.last().query).toEqual({ page: '1', channel_id: '7', channelId: '7', sortBy: 'published_at', sortOrder: 'desc' });
    const series = start({ series: 'solo-leveling' });
    await series.settled();
    expect(server.last().query).toEqual({ page: '1', series: 'solo-leveling', sortBy: 'published_at', sortOrder: 'desc' });
    // A filter change keeps the series.
    series.actor.send({ type: 'filters.change', filters: { search: 'arc' } });
    await series.settled();
    expect(server.last().query).toMatchObject({ series: 'solo-leveling', search: 'arc' });
    channel.actor.send({ type: 'filters.change', filters: { search: 'arc' } });
    await channel.settled();
    expect(server.last().query).toMatchObject({ channel_id: '7', search: 'arc' });
  });

  it('says a failed page in the server\'s words, or with the status when the answer has none', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor, settled, paging } = start({});
    await settled();
    expect(inEnglish(selectPagingError(paging().getSnapshot())!)).toBe('Database unavailable.');
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'filters.change', filters: { search: 'x' } });
    await settled();
    expect(inEnglish(selectPagingError(paging().getSnapshot())!)).toBe('HTTP error! status: 502');
  });

  it('merges a change: only a length chosen (min or max) turns the order short to long', () => {
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { maxDuration: 1200 })).toEqual({ ...DEFAULT_RECAP_FILTERS, maxDuration: 1200, sortOrder: 'asc' });
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: 600 }).sortOrder).toBe('asc');
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: undefined, maxDuration: 1200 }).sortOrder).toBe('asc');
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { language: 'ko' })).toEqual({ ...DEFAULT_RECAP_FILTERS, language: 'ko' });
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { maxDuration: undefined }).sortOrder).toBe('desc');
    expect(mergeFilters({ ...DEFAULT_RECAP_FILTERS, sortOrder: 'asc' }, { maxDuration: 900, sortOrder: 'desc' }).sortOrder).toBe('desc');
  });
});

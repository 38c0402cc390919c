import { afterAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';

import { buildRecapQuery, DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';
import { selectItems, selectPagingError, selectPagingStatus, type PageRequest } from '../../src/machines/paging';
import { mergeFilters, recapListMachine, recapPagingMachine, selectRecapPaging, type RecapListInput, type RecapListQuery } from '../../src/machines/recapList';
import type { Page, Recap } from '../../src/api/types';
import { buildMany, buildPage, buildRecap } from '../support/factories';
import { waitForState } from './support/waitForState';

/** The list with its real paging sub-machine, whose page requests the test answers. */
function deferredFetch() {
  const calls: { request: PageRequest<RecapListQuery>; resolve: (page: Page<Recap>) => void }[] = [];
  const paging = recapPagingMachine.provide({
    actors: {
      fetchPage: fromPromise<Page<Recap>, PageRequest<RecapListQuery>>(
        ({ input }) => new Promise((resolve) => calls.push({ request: input, resolve })),
      ),
    },
  });
  return { machine: recapListMachine.provide({ actors: { paging } }), calls };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const queryOf = (request: PageRequest<RecapListQuery>) => buildRecapQuery(request.query, request.page);

describe('recapList machine, model-based', () => {
  it('reaches every state and takes every transition on a live actor', () => {
    // The exported list itself, with its real paging sub-machine whose page requests stay unanswered.
    const report = walkModel({
      name: 'recapList',
      machine: recapListMachine.provide({ actors: { paging: recapPagingMachine.provide({ actors: { fetchPage: pendingActor() } }) } }),
      input: {},
      events: [{ type: 'filters.change', filters: { language: 'ko' } }],
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
    expect(report.stateIds).toEqual(['recapList']);
  });
});

describe('recapList machine, behaviour', () => {
  it('starts with English, newest first, and asks its paging for page 1 of every new filter', async () => {
    const { machine, calls } = deferredFetch();
    const actor = createActor(machine, { input: {} }).start();
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
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'filters.change', filters: { minDuration: 600, maxDuration: 1200 } });
    expect(queryOf(calls[1].request)).toMatchObject({ min_duration: 600, max_duration: 1200, sortOrder: 'asc' });
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: 3600, sortOrder: 'desc' }).sortOrder).toBe('desc');
    expect(mergeFilters(DEFAULT_RECAP_FILTERS, { minDuration: undefined, maxDuration: undefined }).sortOrder).toBe('desc');
  });

  it('a channel list leaves the language out', () => {
    const { machine, calls } = deferredFetch();
    createActor(machine, { input: { channelId: 7 } }).start();
    expect(queryOf(calls[0].request)).toEqual({ page: 1, channelId: 7, sortBy: 'published_at', sortOrder: 'desc' });
  });

  it('a failure without a message reads Failed to fetch recaps; with one, its message', async () => {
    const paging = recapPagingMachine.provide({
      actors: { fetchPage: fromPromise<Page<Recap>, PageRequest<RecapListQuery>>(() => Promise.reject(new Error(''))) },
    });
    const actor = createActor(paging, { input: { query: { filters: DEFAULT_RECAP_FILTERS, channelId: null } } }).start();
    await settle();
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch recaps');
    const offline = recapPagingMachine.provide({
      actors: { fetchPage: fromPromise<Page<Recap>, PageRequest<RecapListQuery>>(() => Promise.reject(new Error('offline'))) },
    });
    const second = createActor(offline, { input: { query: { filters: DEFAULT_RECAP_FILTERS, channelId: null } } }).start();
    await settle();
    expect(second.getSnapshot().context.error).toBe('offline');
  });
});

// The list's own page requests, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('recapList machine, against a server', () => {
  function start(input: RecapListInput) {
    const actor = createActor(recapListMachine, { input }).start();
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
    expect(selectPagingError(paging().getSnapshot())).toBe('Database unavailable.');
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'filters.change', filters: { search: 'x' } });
    await settled();
    expect(selectPagingError(paging().getSnapshot())).toBe('HTTP error! status: 502');
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

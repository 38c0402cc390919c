import { describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/recaps', () => ({ fetchRecaps: vi.fn() }));

import { buildRecapQuery, DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';
import type { PageRequest } from '../../src/machines/paging';
import { mergeFilters, recapListMachine, recapPagingMachine, selectRecapPaging, type RecapListQuery } from '../../src/machines/recapList';
import type { Page, Recap } from '../../src/api/types';
import { buildMany, buildPage, buildRecap } from '../support/factories';

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

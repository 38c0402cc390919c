import { describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { buildSeriesQuery } from '../../src/domain/seriesFilters';
import type { PageRequest } from '../../src/machines/paging';
import { selectSeriesPaging, seriesListMachine, seriesPagingMachine, type ListedSeries } from '../../src/machines/seriesList';
import type { SeriesFilters } from '../../src/domain/seriesFilters';
import type { Page } from '../../src/api/types';

describe('seriesList machine, model-based', () => {
  it('reaches every state and takes every transition on a live actor', () => {
    const report = walkModel({
      name: 'seriesList',
      machine: seriesListMachine.provide({ actors: { paging: seriesPagingMachine.provide({ actors: { fetchPage: pendingActor() } }) } }),
      input: {},
      events: [{ type: 'filters.change', filters: { language: 'ko' } }],
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
    expect(selectSeriesPaging(actor.getSnapshot()).getSnapshot().value).toBe('loading');
  });
});

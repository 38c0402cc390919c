import { assertEvent, assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchRecaps } from '../api/recaps';
import type { Recap } from '../api/types';
import { buildRecapQuery, DEFAULT_RECAP_FILTERS, type RecapFilters } from '../domain/recapQuery';
import { createPagingMachine } from './paging';

export interface RecapListQuery {
  filters: RecapFilters;
  channelId: number | null;
  /** A series page's slug: the list is that series' recaps. */
  series?: string | null;
}

/** The recaps' pages; the failure's own message is shown, else the spec's fallback text. */
export const recapPagingMachine = createPagingMachine<Recap, RecapListQuery>({
  fetchPage: ({ query, page }) => fetchRecaps(buildRecapQuery(query, page)),
  errorText: (error) => (error instanceof Error && error.message ? error.message : 'Failed to fetch recaps'),
});

export interface RecapListContext {
  filters: RecapFilters;
  channelId: number | null;
  series: string | null;
  paging: ActorRefFrom<typeof recapPagingMachine>;
}

export interface RecapListInput {
  filters?: Partial<RecapFilters>;
  channelId?: number | null;
  series?: string | null;
}

export type RecapListEvent =
  /** Views send paging commands (`list.loadMore`, `request.retry`, `item.patch`) to the paging actor itself. */
  { type: 'filters.change'; filters: Partial<RecapFilters> };

/** The filters after a change; choosing a duration sorts ascending unless the change names an order. */
export function mergeFilters(current: RecapFilters, change: Partial<RecapFilters>): RecapFilters {
  const next = { ...current, ...change };
  const choosesDuration = (change.minDuration !== undefined || change.maxDuration !== undefined) && !('sortOrder' in change);
  // Short-to-long reads naturally once someone narrows by length.
  if (choosesDuration) next.sortOrder = 'asc';
  return next;
}

/** The filters of a list page and its paging sub-machine; page requests, order and staleness are the paging's. */
export const recapListMachine = setup({
  types: {
    context: {} as RecapListContext,
    events: {} as RecapListEvent,
    input: {} as RecapListInput,
  },
  actors: {
    paging: recapPagingMachine,
  },
  actions: {
    applyFilters: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filters.change');
        return mergeFilters(context.filters, event.filters);
      },
    }),
    requestFirstPage: sendTo(({ context }) => context.paging, ({ context }) => ({
      type: 'query.change' as const,
      query: { filters: context.filters, channelId: context.channelId, series: context.series },
    })),
  },
}).createMachine({
  id: 'recapList',
  context: ({ input, spawn }) => {
    const filters = { ...DEFAULT_RECAP_FILTERS, ...input.filters };
    const channelId = input.channelId ?? null;
    const series = input.series ?? null;
    return {
      filters,
      channelId,
      series,
      paging: spawn('paging', {
        id: 'paging',
        input: { query: { filters, channelId, series } },
      }),
    };
  },
  on: {
    'filters.change': { actions: ['applyFilters', 'requestFirstPage'] },
  },
});

type RecapListSnapshot = SnapshotFrom<typeof recapListMachine>;
export const selectRecapPaging = (snapshot: RecapListSnapshot) => snapshot.context.paging;

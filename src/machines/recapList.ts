import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { fetchRecaps } from '../api/recaps';
import type { Page, Recap, RecapQuery, RecapSortBy, SortOrder } from '../api/types';

export interface RecapFilters {
  search: string;
  language: string;
  sortBy: RecapSortBy;
  sortOrder: SortOrder;
  minDuration?: number;
  maxDuration?: number;
}

export const DEFAULT_RECAP_FILTERS: RecapFilters = {
  search: '',
  language: 'en',
  sortBy: 'published_at',
  sortOrder: 'desc',
};

export interface RecapListContext {
  filters: RecapFilters;
  channelId: number | null;
  recaps: Recap[];
  total: number;
  page: number;
  /** Each request carries the id it was started with; answers for an older id are dropped. */
  requestId: number;
  error: string | null;
}

export interface RecapListInput {
  filters?: Partial<RecapFilters>;
  channelId?: number | null;
}

export type RecapListEvent =
  | { type: 'FILTERS.CHANGE'; filters: Partial<RecapFilters> }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | { type: 'FETCH.DONE'; requestId: number; result: Page<Recap> }
  | { type: 'FETCH.FAILED'; requestId: number; message: string | null };

interface FetchInput {
  requestId: number;
  query: RecapQuery;
}

export function buildRecapQuery(context: Pick<RecapListContext, 'filters' | 'channelId'>, page: number): RecapQuery {
  const { filters, channelId } = context;
  const query: RecapQuery = { page, sortBy: filters.sortBy, sortOrder: filters.sortOrder };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (channelId !== null) query.channelId = channelId;
  // A channel's recaps are all in the channel's language, so the language filter does not apply there.
  else if (filters.language) query.language = filters.language;
  if (filters.minDuration !== undefined) query.min_duration = filters.minDuration;
  if (filters.maxDuration !== undefined) query.max_duration = filters.maxDuration;
  return query;
}

function mergeFilters(current: RecapFilters, change: Partial<RecapFilters>): RecapFilters {
  const next = { ...current, ...change };
  const choosesDuration =
    ('minDuration' in change || 'maxDuration' in change) &&
    (change.minDuration !== undefined || change.maxDuration !== undefined) &&
    !('sortOrder' in change);
  // Short-to-long reads naturally once someone narrows by length.
  if (choosesDuration) next.sortOrder = 'asc';
  return next;
}

export const recapListMachine = setup({
  types: {
    context: {} as RecapListContext,
    events: {} as RecapListEvent,
    input: {} as RecapListInput,
  },
  actors: {
    fetchRecapsPage: fromCallback<EventObject, FetchInput>(({ input, sendBack }) => {
      fetchRecaps(input.query).then(
        (result: Page<Recap>) => sendBack({ type: 'FETCH.DONE', requestId: input.requestId, result }),
        (error: unknown) =>
          sendBack({
            type: 'FETCH.FAILED',
            requestId: input.requestId,
            message: error instanceof Error && error.message ? error.message : null,
          }),
      );
    }),
  },
  guards: {
    isCurrentRequest: ({ context, event }) =>
      (event.type === 'FETCH.DONE' || event.type === 'FETCH.FAILED') && event.requestId === context.requestId,
    hasMore: ({ context }) => context.recaps.length < context.total,
  },
  actions: {
    applyFilters: assign({
      filters: ({ context, event }) =>
        event.type === 'FILTERS.CHANGE' ? mergeFilters(context.filters, event.filters) : context.filters,
    }),
    startFirstPage: assign({ page: 1, requestId: ({ context }) => context.requestId + 1, error: null }),
    startNextPage: assign({
      page: ({ context }) => context.page + 1,
      requestId: ({ context }) => context.requestId + 1,
      error: null,
    }),
    storePage: assign(({ context, event }) => {
      if (event.type !== 'FETCH.DONE') return {};
      const recaps = context.page === 1 ? event.result.data : [...context.recaps, ...event.result.data];
      return { recaps, total: event.result.total };
    }),
    storeError: assign({
      error: ({ event }) => (event.type === 'FETCH.FAILED' ? event.message : null),
      // A failed later page is retried as that same page.
      page: ({ context }) => (context.page > 1 ? context.page - 1 : context.page),
    }),
  },
}).createMachine({
  id: 'recapList',
  context: ({ input }) => ({
    filters: { ...DEFAULT_RECAP_FILTERS, ...input.filters },
    channelId: input.channelId ?? null,
    recaps: [],
    total: 0,
    page: 1,
    requestId: 1,
    error: null,
  }),
  initial: 'loading',
  on: {
    'FILTERS.CHANGE': { target: '.loading', actions: ['applyFilters', 'startFirstPage'] },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchRecapsPage',
        input: ({ context }) => ({ requestId: context.requestId, query: buildRecapQuery(context, 1) }),
      },
      on: {
        'FETCH.DONE': { guard: 'isCurrentRequest', target: 'loaded', actions: 'storePage' },
        'FETCH.FAILED': { guard: 'isCurrentRequest', target: 'failed', actions: 'storeError' },
      },
    },
    loaded: {
      on: {
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore', actions: 'startNextPage' },
      },
    },
    loadingMore: {
      invoke: {
        src: 'fetchRecapsPage',
        input: ({ context }) => ({ requestId: context.requestId, query: buildRecapQuery(context, context.page) }),
      },
      on: {
        'FETCH.DONE': { guard: 'isCurrentRequest', target: 'loaded', actions: 'storePage' },
        'FETCH.FAILED': { guard: 'isCurrentRequest', target: 'failed', actions: 'storeError' },
      },
    },
    failed: {
      on: {
        RETRY: [
          { guard: ({ context }) => context.recaps.length > 0, target: 'loadingMore', actions: 'startNextPage' },
          { target: 'loading', actions: 'startFirstPage' },
        ],
      },
    },
  },
});

/** The text shown when a list request fails. */
export function recapListErrorText(error: string | null): string {
  return error ? `Error loading recaps: ${error}` : 'Failed to fetch recaps';
}

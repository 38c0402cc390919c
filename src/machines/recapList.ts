import { assign, fromPromise, setup } from 'xstate';
import { fetchRecaps } from '../api/recaps';
import type { Page, Recap, RecapQuery } from '../api/types';
import { buildRecapQuery, DEFAULT_RECAP_FILTERS, type RecapFilters } from '../domain/recapQuery';
import type { RecapChangedEvent } from './shared/recapChanged';

export interface RecapListContext {
  filters: RecapFilters;
  channelId: number | null;
  recaps: Recap[];
  total: number;
  /** The server's word, since its total stops counting at a cap on very common searches. */
  hasMore: boolean;
  page: number;
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
  | RecapChangedEvent;

/** The filters after a change; choosing a duration sorts ascending unless the change names an order. */
export function mergeFilters(current: RecapFilters, change: Partial<RecapFilters>): RecapFilters {
  const next = { ...current, ...change };
  const choosesDuration =
    ('minDuration' in change || 'maxDuration' in change) &&
    (change.minDuration !== undefined || change.maxDuration !== undefined) &&
    !('sortOrder' in change);
  // Short-to-long reads naturally once someone narrows by length.
  if (choosesDuration) next.sortOrder = 'asc';
  return next;
}

// Stale answers are dropped by cancellation: every new request re-enters its state, which stops the
// previous fetch actor, and XState ignores whatever a stopped actor later resolves to.
export const recapListMachine = setup({
  types: {
    context: {} as RecapListContext,
    events: {} as RecapListEvent,
    input: {} as RecapListInput,
  },
  actors: {
    fetchRecapsPage: fromPromise<Page<Recap>, RecapQuery>(({ input }) => fetchRecaps(input)),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    hasRecaps: ({ context }) => context.recaps.length > 0,
  },
  actions: {
    applyFilters: assign({
      filters: ({ context, event }) =>
        event.type === 'FILTERS.CHANGE' ? mergeFilters(context.filters, event.filters) : context.filters,
    }),
    startFirstPage: assign({ page: 1, error: null }),
    startNextPage: assign({ page: ({ context }) => context.page + 1, error: null }),
    storePage: assign(({ context }, result: Page<Recap>) => ({
      recaps: context.page === 1 ? result.data : [...context.recaps, ...result.data],
      total: result.total,
      hasMore: result.hasMore,
    })),
    patchRecap: assign({
      recaps: ({ context, event }) =>
        event.type === 'recap.changed'
          ? context.recaps.map((recap) => (recap.id === event.recapId ? { ...recap, ...event.changes } : recap))
          : context.recaps,
    }),
    storeError: assign(({ context }, error: unknown) => ({
      error: error instanceof Error && error.message ? error.message : null,
      // A failed later page is retried as that same page.
      page: context.page > 1 ? context.page - 1 : context.page,
    })),
  },
}).createMachine({
  id: 'recapList',
  context: ({ input }) => ({
    filters: { ...DEFAULT_RECAP_FILTERS, ...input.filters },
    channelId: input.channelId ?? null,
    recaps: [],
    total: 0,
    hasMore: false,
    page: 1,
    error: null,
  }),
  initial: 'loading',
  on: {
    'FILTERS.CHANGE': { target: '.loading', reenter: true, actions: ['applyFilters', 'startFirstPage'] },
    'recap.changed': { actions: 'patchRecap' },
  },
  states: {
    loading: {
      invoke: {
        id: 'fetchFirstPage',
        src: 'fetchRecapsPage',
        input: ({ context }) => buildRecapQuery(context, 1),
        onDone: { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    loaded: {
      on: {
        LOAD_MORE: { guard: 'hasMore', target: 'loadingMore', actions: 'startNextPage' },
      },
    },
    loadingMore: {
      invoke: {
        id: 'fetchNextPage',
        src: 'fetchRecapsPage',
        input: ({ context }) => buildRecapQuery(context, context.page),
        onDone: { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    failed: {
      on: {
        RETRY: [
          { guard: 'hasRecaps', target: 'loadingMore', actions: 'startNextPage' },
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

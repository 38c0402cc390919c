import { assign, fromPromise, setup } from 'xstate';
import type { Id, Page } from '../api/types';
import type { Message } from './shared/message';
import { waitsForAnswer } from './shared/slowAnswer';

/**
 * The one paging flow every list uses (recaps, channels, favourites): page 1 replaces the list, later pages
 * append, and the server's `hasMore` is the one rule for offering another page.
 *
 * A first page (a new query, or retrying one that failed) starts from an empty list, so nothing listed ever
 * belongs to another query than the one on screen.
 *
 * Stale answers are dropped by cancellation: a new query re-enters `loading`, which stops the fetch in
 * flight, and XState ignores whatever a stopped actor later resolves to.
 */

export interface PageRequest<TQuery> {
  query: TQuery;
  page: number;
}

/** What tells two items of a list apart: a record's id, or a series' slug. */
type ItemKey = Id | string;

interface PagingContext<TItem, TQuery> {
  /** null while nothing is to be listed (a visitor's favourites): the list waits in `idle`. */
  query: TQuery | null;
  items: TItem[];
  total: number;
  hasMore: boolean;
  /** The last page asked for. */
  page: number;
  /** What the failure says, as a message the view says in the reader's language. */
  error: Message | null;
}

type PagingEvent<TItem, TQuery> =
  | { type: 'query.change'; query: TQuery }
  | { type: 'list.loadMore' }
  | { type: 'list.clear' }
  | { type: 'request.retry' }
  | { type: 'item.patch'; id: ItemKey; changes: Partial<TItem> }
  | { type: 'item.remove'; id: ItemKey };

export interface PagingOptions<TItem, TQuery> {
  fetchPage: (request: PageRequest<TQuery>) => Promise<Page<TItem>>;
  /** What is said when a page fails to load: a message of the catalogue, never a sentence. */
  errorMessage: (error: unknown) => Message;
}

/** A paging machine for one kind of list; its fetch is the actor `fetchPage` (tests provide their own). */
export function createPagingMachine<TItem extends { id: ItemKey }, TQuery>(options: PagingOptions<TItem, TQuery>) {
  /** A list with nothing in it yet: at the start, for a new query and once cleared. */
  const emptyList = () => ({
    items: [] as TItem[],
    total: 0,
    // Stryker disable next-line BooleanLiteral: hasMore is read in `loaded` only, which a page's answer sets it for
    hasMore: false,
    page: 1,
    error: null as Message | null,
  });
  return setup({
    types: {
      context: {} as PagingContext<TItem, TQuery>,
      events: {} as PagingEvent<TItem, TQuery>,
      input: {} as { query: TQuery | null },
    },
    actors: {
      fetchPage: fromPromise<Page<TItem>, PageRequest<TQuery>>(({ input }) => options.fetchPage(input)),
    },
    guards: {
      hasQuery: ({ context }) => context.query !== null,
      hasMore: ({ context }) => context.hasMore,
      // The page that failed is kept in `page`: a later page is retried as itself, a first page as a new list.
      failedLaterPage: ({ context }) => context.page > 1,
    },
    actions: {
      // A new list starts empty: the cards of the previous query must never show under the new filters,
      // neither while the new page loads nor when it fails.
      startFirstPage: assign(() => emptyList()),
      startNextPage: assign({ page: ({ context }) => context.page + 1, error: null }),
      storePage: assign(({ context }, page: Page<TItem>) => ({
        // A page follows the ones shown; a first page follows none, as every new list starts empty (startFirstPage).
        items: [...context.items, ...page.data],
        total: page.total,
        hasMore: page.hasMore,
      })),
      storeError: assign((_, error: unknown) => ({ error: options.errorMessage(error) })),
      clearError: assign({ error: null }),
    },
  }).createMachine({
    id: 'paging',
    context: ({ input }) => ({ query: input.query, ...emptyList() }),
    initial: 'starting',
    on: {
      'query.change': {
        // `loading` is left and entered again even from itself, so the answer of the earlier query is dropped.
        target: '.loading',
        actions: [assign({ query: ({ event }) => event.query }), 'startFirstPage'],
      },
      'list.clear': {
        target: '.idle',
        actions: assign(() => ({ query: null, ...emptyList() })),
      },
      'item.patch': {
        actions: assign({
          items: ({ context, event }) => context.items.map((item) => (item.id === event.id ? { ...item, ...event.changes } : item)),
        }),
      },
      'item.remove': {
        actions: assign(({ context, event }) => {
          if (!context.items.some((item) => item.id === event.id)) return {};
          return { items: context.items.filter((item) => item.id !== event.id), total: Math.max(0, context.total - 1) };
        }),
      },
    },
    states: {
      starting: {
        always: [{ guard: 'hasQuery', target: 'loading' }, { target: 'idle' }],
      },
      idle: {},
      loading: {
        tags: ['loading'],
        // A first page that has not come after 8 s says so and offers Try Again; it still fills the list when it comes.
        ...waitsForAnswer('#paging.loading'),
        invoke: {
          id: 'fetchFirstPage',
          src: 'fetchPage',
          input: ({ context }) => ({ query: context.query as TQuery, page: 1 }),
          onDone: { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        },
      },
      loaded: {
        on: {
          'list.loadMore': { guard: 'hasMore', target: 'loadingMore', actions: 'startNextPage' },
        },
      },
      loadingMore: {
        tags: ['loadingMore'],
        invoke: {
          id: 'fetchNextPage',
          src: 'fetchPage',
          input: ({ context }) => ({ query: context.query as TQuery, page: context.page }),
          onDone: { target: 'loaded', actions: { type: 'storePage', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
        },
      },
      failed: {
        on: {
          'request.retry': [
            { guard: 'failedLaterPage', target: 'loadingMore', actions: 'clearError' },
            { target: 'loading', actions: 'startFirstPage' },
          ],
        },
      },
    },
  });
}

/** What the selectors read of any paging snapshot, whatever its items and query. */
interface PagingSnapshot<TItem> {
  readonly context: Pick<PagingContext<TItem, unknown>, 'items' | 'total' | 'hasMore' | 'error'>;
  hasTag(tag: string): boolean;
  matches(state: 'starting' | 'idle' | 'loading' | 'loaded' | 'loadingMore' | 'failed'): boolean;
}

/** Where a list stands, for the view: the first page, a later page, failed, or shown. */
export type PagingStatus = 'idle' | 'loading' | 'loadingMore' | 'failed' | 'loaded';

export function selectPagingStatus(snapshot: PagingSnapshot<unknown>): PagingStatus {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.hasTag('loadingMore')) return 'loadingMore';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('loaded')) return 'loaded';
  return 'idle';
}

export const selectItems = <TItem>(snapshot: PagingSnapshot<TItem>): TItem[] => snapshot.context.items;
export const selectTotal = (snapshot: PagingSnapshot<unknown>) => snapshot.context.total;
export const selectPagingError = (snapshot: PagingSnapshot<unknown>) => snapshot.context.error;
/** Load More shows while a later page loads, and once loaded while the server has more. */
export const selectOffersMore = (snapshot: PagingSnapshot<unknown>) =>
  snapshot.hasTag('loadingMore') || (snapshot.matches('loaded') && snapshot.context.hasMore);

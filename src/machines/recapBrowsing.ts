import { assertEvent, assign, emit, fromCallback, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchRecaps } from '../api/recaps';
import type { Recap } from '../api/types';
import { recapListAddress } from '../domain/listAddress';
import { activeFilterCount, buildRecapQuery, DEFAULT_RECAP_FILTERS, type RecapFilters } from '../domain/recapQuery';
import type { SearchHistoryEntry } from '../domain/searchHistory';
import { createPagingMachine } from './paging';
import { failedCallMessage } from './shared/failedCall';
import { searchMachine, type SearchCommittedEmitted } from './search';
import type { SessionRef } from './session';

export interface RecapListQuery {
  filters: RecapFilters;
  channelId: number | null;
  /** A series page's slug: the list is that series' recaps. */
  series?: string | null;
}

/** The recaps' pages; the failure's own message is said, else the spec's fallback, Failed to fetch recaps. */
export const recapPagingMachine = createPagingMachine<Recap, RecapListQuery>({
  fetchPage: ({ query, page }) => fetchRecaps(buildRecapQuery(query, page)),
  errorMessage: (error) => failedCallMessage(error, { id: /*i18n*/ 'recaps.fetchFailed' }),
});

type SearchRef = ActorRefFrom<typeof searchMachine>;

export interface RecapBrowsingContext {
  filters: RecapFilters;
  channelId: number | null;
  series: string | null;
  search: SearchRef;
  paging: ActorRefFrom<typeof recapPagingMachine>;
}

export interface RecapBrowsingInput {
  session: SessionRef;
  /** The filters the address holds when the page opens. */
  filters?: Partial<RecapFilters>;
  channelId?: number | null;
  series?: string | null;
  /** The recent searches the browser kept. */
  history?: SearchHistoryEntry[];
  isAuthenticated?: boolean;
}

export type RecapBrowsingEvent =
  /** The address now names these filters: Back, Forward, a link, the logo, or the address this machine wrote. */
  | { type: 'address.change'; filters: RecapFilters }
  /** A control of the filter panel. Views send paging commands (`list.loadMore`, `request.retry`, `item.patch`) to the paging actor itself. */
  | { type: 'filters.change'; filters: Partial<RecapFilters> }
  /** The search box settled on a query (told by `searchCommits`). */
  | SearchCommittedEmitted;

/** Told to the view, which puts the filters in the address: a new history entry, so Back returns to the list before. */
export interface FiltersCommittedEmitted {
  type: 'filters.committed';
  filters: RecapFilters;
}

/** The filters after a change; choosing a duration sorts ascending unless the change names an order. */
export function mergeFilters(current: RecapFilters, change: Partial<RecapFilters>): RecapFilters {
  const next = { ...current, ...change };
  const choosesDuration = (change.minDuration !== undefined || change.maxDuration !== undefined) && !('sortOrder' in change);
  // Short-to-long reads naturally once someone narrows by length.
  if (choosesDuration) next.sortOrder = 'asc';
  return next;
}

/** Two filters are the same list when they write the same address (a search's outer spaces, a default left out). */
function sameList(a: RecapFilters, b: RecapFilters): boolean {
  return recapListAddress.write(a) === recapListAddress.write(b);
}

/** Hears the search box's committed queries, so the box itself knows nothing of the list or the address. */
const searchCommits = fromCallback<SearchCommittedEmitted, { search: SearchRef }>(({ input, sendBack }) => {
  const subscription = input.search.on('search.committed', sendBack);
  return () => subscription.unsubscribe();
});

/**
 * A page's recap browsing (home, a channel's recaps, a series' recaps): the search box, the filters, the list and
 * the address are one flow, held here. The search box (`search`) and the list's pages (`paging`) are children.
 *
 * A person's change (a filter chosen, a search the box settled on) asks the list for page 1 and is emitted as
 * `filters.committed` for the view to put in the address. A new address (Back, Forward, a link) arrives as
 * `address.change`: the list follows it, and the search box shows its search without searching again.
 */
export const recapBrowsingMachine = setup({
  types: {
    context: {} as RecapBrowsingContext,
    events: {} as RecapBrowsingEvent,
    input: {} as RecapBrowsingInput,
    emitted: {} as FiltersCommittedEmitted,
  },
  actors: {
    paging: recapPagingMachine,
    search: searchMachine,
    searchCommits,
  },
  guards: {
    addressChangesSearch: ({ context, event }) => {
      assertEvent(event, 'address.change');
      return event.filters.search.trim() !== context.filters.search.trim();
    },
    addressChangesList: ({ context, event }) => {
      assertEvent(event, 'address.change');
      return !sameList(event.filters, context.filters);
    },
    changeChangesList: ({ context, event }) => {
      assertEvent(event, 'filters.change');
      return !sameList(mergeFilters(context.filters, event.filters), context.filters);
    },
    searchChangesList: ({ context, event }) => {
      assertEvent(event, 'search.committed');
      return event.query.trim() !== context.filters.search.trim();
    },
  },
  actions: {
    takeAddress: assign({
      filters: ({ event }) => {
        assertEvent(event, 'address.change');
        return event.filters;
      },
    }),
    applyChange: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filters.change');
        return mergeFilters(context.filters, event.filters);
      },
    }),
    takeSearch: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'search.committed');
        return { ...context.filters, search: event.query };
      },
    }),
    requestFirstPage: sendTo(({ context }) => context.paging, ({ context }) => ({
      type: 'query.change' as const,
      query: { filters: context.filters, channelId: context.channelId, series: context.series },
    })),
    showAddressSearch: sendTo(({ context }) => context.search, ({ context }) => ({ type: 'query.sync' as const, query: context.filters.search })),
    commitFilters: emit(({ context }) => ({ type: 'filters.committed' as const, filters: context.filters })),
  },
}).createMachine({
  id: 'recapBrowsing',
  context: ({ input, spawn }) => {
    const filters = { ...DEFAULT_RECAP_FILTERS, ...input.filters };
    const channelId = input.channelId ?? null;
    const series = input.series ?? null;
    return {
      filters,
      channelId,
      series,
      // The box follows the session itself (only a member clears the history).
      search: spawn('search', {
        id: 'search',
        input: { session: input.session, query: filters.search, history: input.history ?? [], isAuthenticated: input.isAuthenticated ?? false },
      }),
      paging: spawn('paging', {
        id: 'paging',
        input: { query: { filters, channelId, series } },
      }),
    };
  },
  invoke: { id: 'searchCommits', src: 'searchCommits', input: ({ context }) => ({ search: context.search }) },
  on: {
    // The address this machine wrote comes back as an address.change naming the list already asked for: it is
    // dropped (the last transition's absence), so a person's change asks the server once and adds one history entry.
    'address.change': [
      { guard: 'addressChangesSearch', actions: ['takeAddress', 'requestFirstPage', 'showAddressSearch'] },
      { guard: 'addressChangesList', actions: ['takeAddress', 'requestFirstPage'] },
    ],
    'filters.change': { guard: 'changeChangesList', actions: ['applyChange', 'requestFirstPage', 'commitFilters'] },
    // A search settled on the query the list already has (Enter pressed again, spaces added) asks nothing.
    'search.committed': { guard: 'searchChangesList', actions: ['takeSearch', 'requestFirstPage', 'commitFilters'] },
  },
});

type RecapBrowsingSnapshot = SnapshotFrom<typeof recapBrowsingMachine>;
export const selectRecapPaging = (snapshot: RecapBrowsingSnapshot) => snapshot.context.paging;
export const selectSearchBox = (snapshot: RecapBrowsingSnapshot) => snapshot.context.search;
export const selectRecapFilters = (snapshot: RecapBrowsingSnapshot) => snapshot.context.filters;
/**
 * The filter panel's choices set away from the defaults; a channel's or a series' list sets its language itself,
 * and only a member's list counts hiding the watched recaps.
 */
export const selectActiveFilterCount = (snapshot: RecapBrowsingSnapshot, member = false) =>
  activeFilterCount(snapshot.context.filters, snapshot.context.channelId === null && snapshot.context.series === null, member);

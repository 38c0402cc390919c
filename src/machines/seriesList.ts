import { assertEvent, assign, emit, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchSeriesLanguageCounts, fetchSeriesList, fetchSeriesValueCounts } from '../api/series';
import type { SeriesLanguageCount, SeriesSummary, SeriesValueCounts } from '../api/types';
import { seriesListAddress } from '../domain/seriesListAddress';
import { buildSeriesQuery, DEFAULT_SERIES_FILTERS, type SeriesFilters } from '../domain/seriesFilters';
import { createPagingMachine } from './paging';
import { failedCallMessage } from './shared/failedCall';
import { SEARCH_DEBOUNCE_MS } from './search';

/** Series have slugs, not ids: the paging machine keys its items by `id`, so each one carries its slug as id. */
export type ListedSeries = SeriesSummary & { id: string };

export const seriesPagingMachine = createPagingMachine<ListedSeries, SeriesFilters>({
  fetchPage: async ({ query, page }) => {
    const answer = await fetchSeriesList(buildSeriesQuery(query, page));
    return { ...answer, data: answer.data.map((series) => ({ ...series, id: series.slug })) };
  },
  errorMessage: (error) => failedCallMessage(error, { id: /*i18n*/ 'series.fetchFailed' }),
});

export interface SeriesListInput {
  filters?: Partial<SeriesFilters>;
}

interface SeriesListContext {
  /** The filters the list was last asked for. */
  filters: SeriesFilters;
  /** What is in the search box right now; searched once typing stops. */
  text: string;
  paging: ActorRefFrom<typeof seriesPagingMachine>;
  /**
   * How many series each language, status and genre has; null until known, or if a call fails (the language filter
   * then offers its full list, and the Status and Genre filters are not shown, so none offers a value without series).
   */
  counts: SeriesFilterCounts | null;
}

/** What the list's filters offer, each value with its number of series. */
interface SeriesFilterCounts {
  languages: SeriesLanguageCount[];
  values: SeriesValueCounts;
}

export type SeriesListEvent =
  /** The address now names these filters: Back, Forward, a link, or the address this machine wrote. */
  | { type: 'address.change'; filters: SeriesFilters }
  /** The language or the sort control. */
  | { type: 'filters.change'; filters: Partial<Omit<SeriesFilters, 'search'>> }
  /** Typing in the search box. */
  | { type: 'query.change'; value: string }
  /** Enter in the search box: searches now, without waiting. */
  | { type: 'form.submit' };

/** Told to the view, which puts the filters in the address: a new history entry, so Back returns to the list before. */
export interface SeriesFiltersCommittedEmitted {
  type: 'filters.committed';
  filters: SeriesFilters;
}

/** Two filters are the same list when they write the same address (a search's outer spaces, a default left out). */
function sameList(a: SeriesFilters, b: SeriesFilters): boolean {
  return seriesListAddress.write(a) === seriesListAddress.write(b);
}

/**
 * Browsing series: the filters (search, language, status, genre, sort), the one paging sub-machine, and the
 * counts of series the language, status and genre filters offer. The search is live, as the home's is: once typing stops for as long as the home's box waits, the list
 * is asked for it. A person's change asks the list for page 1 and is emitted as `filters.committed`, for the view
 * to put in the address; a new address arrives as `address.change`, and the list and the box follow it.
 */
export const seriesListMachine = setup({
  types: {
    context: {} as SeriesListContext,
    events: {} as SeriesListEvent,
    input: {} as SeriesListInput,
    emitted: {} as SeriesFiltersCommittedEmitted,
  },
  actors: {
    paging: seriesPagingMachine,
    loadFilterCounts: fromPromise<SeriesFilterCounts>(async () => {
      const [languages, values] = await Promise.all([fetchSeriesLanguageCounts(), fetchSeriesValueCounts()]);
      return { languages, values };
    }),
  },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    textChangesList: ({ context }) => context.text.trim() !== context.filters.search,
    addressChangesSearch: ({ context, event }) => {
      assertEvent(event, 'address.change');
      return event.filters.search.trim() !== context.filters.search;
    },
    addressChangesList: ({ context, event }) => {
      assertEvent(event, 'address.change');
      return !sameList(event.filters, context.filters);
    },
    changeChangesList: ({ context, event }) => {
      assertEvent(event, 'filters.change');
      return !sameList({ ...context.filters, ...event.filters }, context.filters);
    },
  },
  actions: {
    storeText: assign({
      text: ({ event }) => {
        assertEvent(event, 'query.change');
        return event.value;
      },
    }),
    takeText: assign({ filters: ({ context }) => ({ ...context.filters, search: context.text.trim() }) }),
    takeAddress: assign({
      filters: ({ event }) => {
        assertEvent(event, 'address.change');
        return { ...event.filters, search: event.filters.search.trim() };
      },
    }),
    showAddressSearch: assign({ text: ({ context }) => context.filters.search }),
    applyChange: assign({
      filters: ({ context, event }) => {
        assertEvent(event, 'filters.change');
        return { ...context.filters, ...event.filters };
      },
    }),
    requestFirstPage: sendTo(({ context }) => context.paging, ({ context }) => ({ type: 'query.change' as const, query: context.filters })),
    commitFilters: emit(({ context }) => ({ type: 'filters.committed' as const, filters: context.filters })),
  },
}).createMachine({
  id: 'seriesList',
  context: ({ input, spawn }) => {
    const filters = { ...DEFAULT_SERIES_FILTERS, ...input.filters };
    const search = filters.search.trim();
    return {
      filters: { ...filters, search },
      text: search,
      counts: null,
      paging: spawn('paging', {
        id: 'paging',
        input: { query: { ...filters, search } },
      }),
    };
  },
  type: 'parallel',
  states: {
    counts: {
      initial: 'counting',
      states: {
        counting: {
          invoke: {
            id: 'loadFilterCounts',
            src: 'loadFilterCounts',
            onDone: { target: 'counted', actions: assign({ counts: ({ event }) => event.output }) },
            onError: { target: 'counted' },
          },
        },
        counted: {},
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'query.change': { target: 'typing', actions: 'storeText' } },
        },
        typing: {
          on: {
            // Each keystroke restarts the wait: only the text someone stopped at is searched.
            'query.change': { target: 'typing', reenter: true, actions: 'storeText' },
          },
          after: {
            searchDebounce: [{ guard: 'textChangesList', target: 'idle', actions: ['takeText', 'requestFirstPage', 'commitFilters'] }, { target: 'idle' }],
          },
        },
      },
      on: {
        // Enter ends a wait; a search the list already has (Enter again, spaces added) asks nothing.
        'form.submit': [{ guard: 'textChangesList', target: '.idle', actions: ['takeText', 'requestFirstPage', 'commitFilters'] }, { target: '.idle' }],
        // The address this machine wrote comes back naming the list it has, and is dropped (the last transition's
        // absence): a person's change asks the server once and adds one history entry. Another search in the
        // address (Back, Forward, a link) is put in the box, and ends a wait for typing to stop.
        'address.change': [
          { guard: 'addressChangesSearch', target: '.idle', actions: ['takeAddress', 'showAddressSearch', 'requestFirstPage'] },
          { guard: 'addressChangesList', actions: ['takeAddress', 'requestFirstPage'] },
        ],
      },
    },
  },
  on: {
    'filters.change': { guard: 'changeChangesList', actions: ['applyChange', 'requestFirstPage', 'commitFilters'] },
  },
});

type SeriesListSnapshot = SnapshotFrom<typeof seriesListMachine>;
export const selectSeriesPaging = (snapshot: SeriesListSnapshot) => snapshot.context.paging;
export const selectSeriesLanguageCounts = (snapshot: SeriesListSnapshot) => snapshot.context.counts?.languages ?? null;
export const selectSeriesValueCounts = (snapshot: SeriesListSnapshot) => snapshot.context.counts?.values ?? null;
export const selectSeriesFilters = (snapshot: SeriesListSnapshot) => snapshot.context.filters;
export const selectSeriesSearchText = (snapshot: SeriesListSnapshot) => snapshot.context.text;

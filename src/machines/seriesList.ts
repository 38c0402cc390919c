import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchSeriesLanguageCounts, fetchSeriesList } from '../api/series';
import type { SeriesLanguageCount, SeriesSummary } from '../api/types';
import { buildSeriesQuery, DEFAULT_SERIES_FILTERS, type SeriesFilters } from '../domain/seriesFilters';
import { createPagingMachine } from './paging';

const SERIES_ERROR_TEXT = 'Failed to fetch series. Please try again.';

/** Series have slugs, not ids: the paging machine keys its items by `id`, so each one carries its slug as id. */
export type ListedSeries = SeriesSummary & { id: string };

export const seriesPagingMachine = createPagingMachine<ListedSeries, SeriesFilters>({
  fetchPage: async ({ query, page }) => {
    const answer = await fetchSeriesList(buildSeriesQuery(query, page));
    return { ...answer, data: answer.data.map((series) => ({ ...series, id: series.slug })) };
  },
  errorText: (error) => (error instanceof Error && error.message ? error.message : SERIES_ERROR_TEXT),
});

export interface SeriesListInput {
  filters?: Partial<SeriesFilters>;
}

interface SeriesListContext {
  filters: SeriesFilters;
  paging: ActorRefFrom<typeof seriesPagingMachine>;
  /** How many series each language has; null until known, or if the call fails (the filter then offers its full list). */
  languageCounts: SeriesLanguageCount[] | null;
}

export type SeriesListEvent = { type: 'filters.change'; filters: Partial<SeriesFilters> };

/** Browsing series: the filters (search, language, sort), the one paging sub-machine, and the language filter's counts. */
export const seriesListMachine = setup({
  types: {
    context: {} as SeriesListContext,
    events: {} as SeriesListEvent,
    input: {} as SeriesListInput,
  },
  actors: {
    paging: seriesPagingMachine,
    loadLanguageCounts: fromPromise<SeriesLanguageCount[]>(() => fetchSeriesLanguageCounts()),
  },
  actions: {
    applyFilters: assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }) }),
    requestFirstPage: sendTo(({ context }) => context.paging, ({ context }) => ({ type: 'query.change' as const, query: context.filters })),
  },
}).createMachine({
  id: 'seriesList',
  context: ({ input, spawn }) => {
    const filters = { ...DEFAULT_SERIES_FILTERS, ...input.filters };
    return {
      filters,
      languageCounts: null,
      paging: spawn('paging', {
        id: 'paging',
        input: { query: filters },
      }),
    };
  },
  initial: 'countingLanguages',
  states: {
    countingLanguages: {
      invoke: {
        id: 'loadLanguageCounts',
        src: 'loadLanguageCounts',
        onDone: { target: 'languagesCounted', actions: assign({ languageCounts: ({ event }) => event.output }) },
        onError: { target: 'languagesCounted' },
      },
    },
    languagesCounted: {},
  },
  on: {
    'filters.change': { actions: ['applyFilters', 'requestFirstPage'] },
  },
});

type SeriesListSnapshot = SnapshotFrom<typeof seriesListMachine>;
export const selectSeriesPaging = (snapshot: SeriesListSnapshot) => snapshot.context.paging;
export const selectSeriesLanguageCounts = (snapshot: SeriesListSnapshot) => snapshot.context.languageCounts;

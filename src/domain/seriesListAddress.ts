import type { SeriesSortBy } from '../api/types';
import { LANGUAGE_CODE } from './languageCode';
import { oneOf, written, type ListAddress } from './listAddress';
import { SEARCH_MAX_LENGTH } from './limits';
import { DEFAULT_SERIES_FILTERS, SERIES_SORT_OPTIONS, seriesGenreOf, seriesStatusOf, type SeriesFilters } from './seriesFilters';

/**
 * The series list's address. A file of its own: the status and genre lists it checks against are the series list's
 * to load, not every page's (the other list addresses come with the first load).
 */
export const seriesListAddress: ListAddress<SeriesFilters> = {
  params: ['search', 'language', 'status', 'genre', 'sortBy'],
  read(search) {
    const params = new URLSearchParams(search);
    const text = (params.get('search') ?? '').trim();
    const language = params.get('language') ?? '';
    return {
      search: text.length <= SEARCH_MAX_LENGTH ? text : DEFAULT_SERIES_FILTERS.search,
      language: LANGUAGE_CODE.test(language) ? language : DEFAULT_SERIES_FILTERS.language,
      status: seriesStatusOf(params.get('status')),
      genre: seriesGenreOf(params.get('genre')),
      sortBy: oneOf<SeriesSortBy>(params.get('sortBy'), SERIES_SORT_OPTIONS, DEFAULT_SERIES_FILTERS.sortBy),
    };
  },
  write(filters) {
    const text = filters.search.trim();
    return written([
      ['search', text || undefined],
      ['language', filters.language || undefined],
      ['status', filters.status || undefined],
      ['genre', filters.genre || undefined],
      ['sortBy', filters.sortBy !== DEFAULT_SERIES_FILTERS.sortBy ? filters.sortBy : undefined],
    ]);
  },
};

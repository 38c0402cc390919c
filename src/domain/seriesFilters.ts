import type { SeriesQuery, SeriesSortBy } from '../api/types';
import { SERIES_PAGE_SIZE } from './constants';

/** What the series list is narrowed by; the address and the list machine both hold these. */
export interface SeriesFilters {
  search: string;
  /** '' means every language. */
  language: string;
  sortBy: SeriesSortBy;
}

export const DEFAULT_SERIES_FILTERS: SeriesFilters = { search: '', language: '', sortBy: 'recaps' };

export const SERIES_SORT_OPTIONS: readonly { value: SeriesSortBy; label: string }[] = [
  { value: 'recaps', label: 'Most recaps' },
  { value: 'latest', label: 'Latest recap' },
  { value: 'name', label: 'Name' },
];

/** The GET /series query for one page of the list. */
export function buildSeriesQuery(filters: SeriesFilters, page: number): SeriesQuery {
  const query: SeriesQuery = { page, limit: SERIES_PAGE_SIZE, sortBy: filters.sortBy };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.language) query.language = filters.language;
  return query;
}

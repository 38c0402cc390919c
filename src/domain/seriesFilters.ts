import type { SeriesQuery, SeriesSortBy } from '../api/types';
import { SERIES_PAGE_SIZE } from './constants';
import { SERIES_GENRES, SERIES_STATUSES, type SeriesGenre, type SeriesStatus } from './seriesIdentity';

/** What the series list is narrowed by; the address and the list machine both hold these. */
export interface SeriesFilters {
  search: string;
  /** '' means every language. */
  language: string;
  /** '' means any status (a series whose status nobody has said included). */
  status: SeriesStatus | '';
  /** '' means any genre. */
  genre: SeriesGenre | '';
  sortBy: SeriesSortBy;
}

export const DEFAULT_SERIES_FILTERS: SeriesFilters = { search: '', language: '', status: '', genre: '', sortBy: 'recaps' };

/** An address's status or genre, when it names one of the fixed list; anything else filters nothing. */
export function seriesStatusOf(value: string | null): SeriesStatus | '' {
  return SERIES_STATUSES.find((status) => status === value) ?? '';
}
export function seriesGenreOf(value: string | null): SeriesGenre | '' {
  return SERIES_GENRES.find((genre) => genre === value) ?? '';
}

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
  if (filters.status) query.status = filters.status;
  if (filters.genre) query.genre = filters.genre;
  return query;
}

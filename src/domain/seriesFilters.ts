import type { SeriesQuery, SeriesSortBy, SeriesValueCounts } from '../api/types';
import { SERIES_PAGE_SIZE } from './constants';
import { SERIES_GENRES, SERIES_STATUS_LABELS, SERIES_STATUSES, type SeriesGenre, type SeriesStatus } from './seriesIdentity';

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

export const SERIES_SORT_OPTIONS: readonly { value: SeriesSortBy; label: string; message: string }[] = [
  { value: 'recaps', label: 'Most recaps', message: /*i18n*/ 'series.sort.recaps' },
  { value: 'latest', label: 'Latest recap', message: /*i18n*/ 'series.sort.latest' },
  { value: 'name', label: 'Name', message: /*i18n*/ 'series.sort.name' },
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

interface FilterOption {
  value: string;
  label: string;
}

/**
 * A filter's values that have series, each with its count, in the fixed list's order (the server's); the selected
 * one stays offered even with none (an address naming it), so the control never shows another filter than the one
 * in force.
 */
function countedValues<T extends string>(all: string, counts: readonly { value: T; series: number }[], selected: T | '', label: (value: T) => string): FilterOption[] {
  const options = counts.filter((entry) => entry.series > 0).map((entry) => ({ value: entry.value, label: `${label(entry.value)} (${entry.series.toLocaleString('en')})` }));
  if (selected !== '' && !options.some((option) => option.value === selected)) options.push({ value: selected, label: `${label(selected)} (0)` });
  return [{ value: '', label: all }, ...options];
}

/** The series list's Status filter: "All statuses", then the statuses that have series, with their counts. */
export function statusFilterOptions(counts: SeriesValueCounts, selected: SeriesStatus | ''): FilterOption[] {
  return countedValues('All statuses', counts.statuses.map((entry) => ({ value: entry.status, series: entry.series })), selected, (status) => SERIES_STATUS_LABELS[status]);
}

/** The series list's Genre filter: "All genres", then the genres that have series, with their counts. */
export function genreFilterOptions(counts: SeriesValueCounts, selected: SeriesGenre | ''): FilterOption[] {
  return countedValues('All genres', counts.genres.map((entry) => ({ value: entry.genre, series: entry.series })), selected, (genre) => genre);
}

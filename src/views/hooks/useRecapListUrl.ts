import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { RecapSortBy, SortOrder } from '../../api/types';
import { RECAP_SORT_OPTIONS } from '../../domain/constants';
import { durationFilterByKey, durationFilterKey } from '../../domain/duration';
import { DEFAULT_RECAP_FILTERS, type RecapFilters } from '../../domain/recapQuery';
import { mergeFilters } from '../../machines/recapList';

/** The list's filters as the address holds them, so reload, back, forward and shared links restore them. */
function filtersFromQuery(search: string): RecapFilters {
  const params = new URLSearchParams(search);
  const sortBy = params.get('sortBy');
  const sortOrder = params.get('sortOrder');
  const duration = durationFilterByKey(params.get('duration'));
  return {
    search: params.get('search') ?? DEFAULT_RECAP_FILTERS.search,
    language: params.get('language') || DEFAULT_RECAP_FILTERS.language,
    sortBy: RECAP_SORT_OPTIONS.some((option) => option.value === sortBy) ? (sortBy as RecapSortBy) : DEFAULT_RECAP_FILTERS.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? (sortOrder as SortOrder) : DEFAULT_RECAP_FILTERS.sortOrder,
    minDuration: duration?.min_duration,
    maxDuration: duration?.max_duration,
  };
}

/** Defaults stay out of the address: a bare path means the default list, which is what the logo link relies on. */
function queryFromFilters(filters: RecapFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.language && filters.language !== DEFAULT_RECAP_FILTERS.language) params.set('language', filters.language);
  if (filters.sortBy !== DEFAULT_RECAP_FILTERS.sortBy) params.set('sortBy', filters.sortBy);
  if (filters.sortOrder !== DEFAULT_RECAP_FILTERS.sortOrder) params.set('sortOrder', filters.sortOrder);
  const duration = durationFilterKey(filters.minDuration, filters.maxDuration);
  if (duration) params.set('duration', duration);
  return params.toString();
}

export function useRecapListUrl(): { filters: RecapFilters; setFilters: (change: Partial<RecapFilters>) => void } {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => filtersFromQuery(search), [search]);
  const setFilters = useCallback(
    (change: Partial<RecapFilters>) => {
      const query = queryFromFilters(mergeFilters(filtersFromQuery(search), change));
      if (query === new URLSearchParams(search).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [navigate, path, search],
  );
  return { filters, setFilters };
}

import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { queryWithFilters, type ListAddress } from '../../domain/listAddress';

/**
 * The one way a list page keeps its filters and sort in the address: the filters are read from it (with the
 * server's rules, see src/domain/listAddress.ts), and a change is a new history entry, so Back and Forward
 * restore the list as it was. The address's other parameters (the open recap, a series page's lanes) stay.
 */
export function useListAddress<TFilters>(address: ListAddress<TFilters>): {
  filters: TFilters;
  setFilters: (next: TFilters) => void;
} {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => address.read(search), [address, search]);
  const setFilters = useCallback(
    (next: TFilters) => {
      const query = queryWithFilters(address, search, next);
      if (query === new URLSearchParams(search).toString()) return;
      navigate(query ? `${path}?${query}` : path);
    },
    [address, navigate, path, search],
  );
  return { filters, setFilters };
}

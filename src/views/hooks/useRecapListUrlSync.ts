import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RecapFilters } from '../../domain/recapQuery';
import type { recapListMachine } from '../../machines/recapList';
import type { searchMachine } from '../../machines/search';

function filtersKey(filters: RecapFilters): string {
  return JSON.stringify([filters.search, filters.language, filters.sortBy, filters.sortOrder, filters.minDuration, filters.maxDuration]);
}

interface RecapListUrlSync {
  list: ActorRefFrom<typeof recapListMachine>;
  search: ActorRefFrom<typeof searchMachine>;
  /** The filters the address holds now, and the ones the list started with. */
  filters: RecapFilters;
  initialFilters: RecapFilters;
  setFilters: (change: Partial<RecapFilters>) => void;
}

/**
 * The address is the list's filter state (reload, back, forward, shared links): a new address reaches the
 * list and the search box, and a search the box commits goes into the address.
 */
export function useRecapListUrlSync({ list, search, filters, initialFilters, setFilters }: RecapListUrlSync): void {
  const lastSent = useRef(filtersKey(initialFilters));
  useEffect(() => {
    const key = filtersKey(filters);
    if (key === lastSent.current) return;
    lastSent.current = key;
    list.send({
      type: 'filters.change',
      filters: { ...filters, minDuration: filters.minDuration, maxDuration: filters.maxDuration },
    });
    if (search.getSnapshot().context.query !== filters.search.trim()) search.send({ type: 'query.sync', query: filters.search });
  }, [filters, list, search]);

  useEffect(() => {
    const subscription = search.on('search.committed', (event) => setFilters({ search: event.query }));
    return () => subscription.unsubscribe();
  }, [search, setFilters]);
}

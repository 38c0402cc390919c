import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { RecapFilters } from '../../domain/recapQuery';
import type { recapListMachine } from '../../machines/recapList';
import type { searchMachine } from '../../machines/search';
import { useOnAddressChange } from './useOnAddressChange';

function filtersKey(filters: RecapFilters): string {
  return JSON.stringify([filters.search, filters.language, filters.sortBy, filters.sortOrder, filters.minDuration, filters.maxDuration]);
}

interface RecapListUrlSync {
  list: ActorRefFrom<typeof recapListMachine>;
  search: ActorRefFrom<typeof searchMachine>;
  /** The filters the address holds now (from useListAddress). */
  filters: RecapFilters;
  setFilters: (change: Partial<RecapFilters>) => void;
}

/**
 * The recap list's side of the one address hook (useListAddress): like every list, a new address reaches the
 * list through useOnAddressChange; the recap list also has a search box, which follows the address too, and
 * whose committed search goes into the address.
 */
export function useRecapListUrlSync({ list, search, filters, setFilters }: RecapListUrlSync): void {
  useOnAddressChange(filters, filtersKey, (next) => {
    // Both duration bounds are named, so a removed duration filter is removed from the list too.
    list.send({ type: 'filters.change', filters: { ...next, minDuration: next.minDuration, maxDuration: next.maxDuration } });
    if (search.getSnapshot().context.query !== next.search.trim()) search.send({ type: 'query.sync', query: next.search });
  });

  useEffect(() => {
    const subscription = search.on('search.committed', (event) => setFilters({ search: event.query }));
    return () => subscription.unsubscribe();
  }, [search, setFilters]);
}

import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { seriesListAddress } from '../../domain/seriesListAddress';
import type { SeriesFilters } from '../../domain/seriesFilters';
import { seriesListMachine } from '../../machines/seriesList';
import { useListAddress } from './useListAddress';
import { useOnAddressChange } from './useOnAddressChange';

/** Two filters the address writes the same are the same address. */
const addressOf = (filters: SeriesFilters) => seriesListAddress.write(filters);

/**
 * The series list's actor, joined to the address as a recap list is (`useRecapList`): each new address is told to
 * it as one event, and the filters a person commits (a settled search, a language, a sort) are put in the address.
 */
export function useSeriesList(): ActorRefFrom<typeof seriesListMachine> {
  const { filters, setFilters } = useListAddress(seriesListAddress);
  // The address is read once for the actor; from then on it is told each new address.
  const list = useActorRef(seriesListMachine, { input: { filters } });
  useOnAddressChange(filters, addressOf, (next) => list.send({ type: 'address.change', filters: next }));
  // Router work: the machine decides the filters, the address is the view's.
  useEffect(() => {
    const subscription = list.on('filters.committed', (event) => setFilters(event.filters));
    return () => subscription.unsubscribe();
  }, [list, setFilters]);
  return list;
}

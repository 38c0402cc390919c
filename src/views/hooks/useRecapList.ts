import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { recapListAddress } from '../../domain/listAddress';
import type { RecapFilters } from '../../domain/recapQuery';
import { loadSearchHistory } from '../../domain/searchHistory';
import { recapBrowsingMachine } from '../../machines/recapBrowsing';
import { useAppActors, useSession } from '../app/hooks';
import { useListAddress } from './useListAddress';
import { useOnAddressChange } from './useOnAddressChange';

export interface RecapListScope {
  /** A channel's page: its recaps only. */
  channelId: number | null;
  /** A series page's slug: that series' recaps only. */
  series?: string | null;
}

export interface RecapListHandle extends Required<RecapListScope> {
  /** The page's recap browsing: search box, filters and list (src/machines/recapBrowsing.ts). */
  list: ActorRefFrom<typeof recapBrowsingMachine>;
}

function storedHistory() {
  return typeof window === 'undefined' ? [] : loadSearchHistory(window.localStorage);
}

/** Two filters the address writes the same are the same address. */
const addressOf = (filters: RecapFilters) => recapListAddress.write(filters);

/**
 * A page's recap browsing actor, joined to the address: each new address is told to it as one event, and the
 * filters a person commits are put in the address. The page creates it and hands it to `<RecapList>`, so another
 * part of the page (a series page's coverage map and its recap dialog) can be handed the same list and patch its cards.
 */
export function useRecapList({ channelId, series = null }: RecapListScope): RecapListHandle {
  const { session } = useAppActors();
  const { status } = useSession();
  const { filters, setFilters } = useListAddress(recapListAddress);
  // The address is read once for the actor; from then on it is told each new address.
  const [initialFilters] = useState(filters);
  // The search box follows the session itself from here on.
  const list = useActorRef(recapBrowsingMachine, {
    input: { session, filters: initialFilters, channelId, series, history: storedHistory(), isAuthenticated: status === 'authenticated' },
  });
  useOnAddressChange(filters, addressOf, (next) => list.send({ type: 'address.change', filters: next }));
  // Router work: the machine decides the filters, the address is the view's.
  useEffect(() => {
    const subscription = list.on('filters.committed', (event) => setFilters(event.filters));
    return () => subscription.unsubscribe();
  }, [list, setFilters]);
  return { list, channelId, series };
}

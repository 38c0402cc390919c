import { useActorRef } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { recapListAddress } from '../../domain/listAddress';
import type { RecapFilters } from '../../domain/recapQuery';
import { mergeFilters, recapListMachine } from '../../machines/recapList';
import { useListAddress } from './useListAddress';

export interface RecapListScope {
  /** A channel's page: its recaps only. */
  channelId: number | null;
  /** A series page's slug: that series' recaps only. */
  series?: string | null;
}

export interface RecapListHandle extends Required<RecapListScope> {
  list: ActorRefFrom<typeof recapListMachine>;
  filters: RecapFilters;
  setFilters: (change: Partial<RecapFilters>) => void;
}

/**
 * A recap list's actor, with its filters kept in the address. The page creates it and hands it to
 * `<RecapList>`, so another part of the page (a series page's coverage map and its recap dialog) can be
 * handed the same list and patch its cards.
 */
export function useRecapList({ channelId, series = null }: RecapListScope): RecapListHandle {
  const { filters, setFilters: setAddress } = useListAddress(recapListAddress);
  const setFilters = useCallback((change: Partial<RecapFilters>) => setAddress(mergeFilters(filters, change)), [setAddress, filters]);
  // The address is read once for the actor; from then on the list follows it (useRecapListUrlSync).
  const [initialFilters] = useState(filters);
  const list = useActorRef(recapListMachine, { input: { filters: initialFilters, channelId, series } });
  return { list, filters, setFilters, channelId, series };
}

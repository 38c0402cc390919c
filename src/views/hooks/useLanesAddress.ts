import { useCallback, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { lanesParam, withLanes } from '../../domain/coverageLanesAddress';
import type { CoverageLanes } from '../../domain/seriesCoverage';
import type { seriesPageMachine } from '../../machines/seriesPage';

/**
 * Keeps a series page's coverage grouping in the address (`?lanes=language`, src/domain/coverageLanesAddress.ts):
 * the address tells the page each grouping it names, and a person's choice is a new history entry, as a filter is,
 * so Back returns to the grouping before and a reload keeps it. Returns the way to choose a grouping.
 */
export function useLanesAddress(page: ActorRefFrom<typeof seriesPageMachine>): (lanes: CoverageLanes) => void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const lanes = lanesParam(search);

  useEffect(() => {
    page.send({ type: 'address.change', lanes });
  }, [page, lanes]);

  return useCallback((next: CoverageLanes) => navigate(withLanes(path, search, next)), [navigate, path, search]);
}

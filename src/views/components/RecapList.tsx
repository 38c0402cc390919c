import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { Recap } from '../../api/types';
import { loadSearchHistory } from '../../domain/searchHistory';
import { recapDetailMachine } from '../../machines/recapDetail';
import type { RecapFilters } from '../../domain/recapQuery';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { recapListMachine, selectRecapPaging } from '../../machines/recapList';
import { searchMachine } from '../../machines/search';
import { useForwardToasts, useSession } from '../app/hooks';
import { useRecapListUrl } from '../hooks/useRecapListUrl';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';
import { CountLine } from './CountLine';
import { FilterPanel } from './FilterPanel';
import { RecapGrid } from './RecapGrid';
import { SearchBox } from './SearchBox';

// The dialog (with Radix and the suggestion form) loads on the first open, not with the list.
const RecapDetailDialog = lazy(() => import('./RecapDetailDialog').then((module) => ({ default: module.RecapDetailDialog })));

function filtersKey(filters: RecapFilters): string {
  return JSON.stringify([filters.search, filters.language, filters.sortBy, filters.sortOrder, filters.minDuration, filters.maxDuration]);
}

const NO_RECAPS: Recap[] = [];

function storedHistory() {
  return typeof window === 'undefined' ? [] : loadSearchHistory(window.localStorage);
}

/** The searchable, filterable list of recaps with its detail dialog; a channel id restricts it to that channel. */
export function RecapList({ channelId }: { channelId: number | null }) {
  const { status } = useSession();
  const authenticated = status === 'authenticated';
  const { filters, setFilters } = useRecapListUrl();
  const [initialFilters] = useState(filters);
  const list = useActorRef(recapListMachine, { input: { filters: initialFilters, channelId } });
  const search = useActorRef(searchMachine, {
    input: { query: initialFilters.search, history: storedHistory(), isAuthenticated: authenticated },
  });
  const detail = useActorRef(recapDetailMachine, { input: { isAuthenticated: authenticated } });
  useForwardToasts(detail);

  const paging = useSelector(list, selectRecapPaging);
  const recaps = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const offersMore = useSelector(paging, selectOffersMore);
  const error = useSelector(paging, selectPagingError);
  const listState = useSelector(paging, selectPagingStatus);
  const detailOpen = useSelector(detail, (snapshot) => !snapshot.matches('closed'));
  // The cards render in a background pass that yields to the browser between them, so a page of twenty
  // cards never blocks input as one long task on a slow phone. Load More waits for the first cards, so it
  // never appears above them and then jumps down.
  const deferredRecaps = useDeferredValue(recaps, NO_RECAPS);
  // Until that pass has caught up with a new list (not a longer or patched one), no card of the old list shows.
  const shownRecaps = deferredRecaps === recaps || deferredRecaps[0]?.id === recaps[0]?.id ? deferredRecaps : NO_RECAPS;

  const lastSent = useRef(filtersKey(initialFilters));
  useEffect(() => {
    const key = filtersKey(filters);
    if (key === lastSent.current) return;
    lastSent.current = key;
    list.send({
      type: 'filters.change',
      filters: { ...filters, minDuration: filters.minDuration, maxDuration: filters.maxDuration },
    });
    if (search.getSnapshot().context.query !== filters.search.trim()) search.send({ type: 'SYNC', query: filters.search });
  }, [filters, list, search]);

  useEffect(() => {
    const subscription = search.on('search', (event) => setFilters({ search: event.query }));
    return () => subscription.unsubscribe();
  }, [search, setFilters]);

  useEffect(() => {
    search.send({ type: 'AUTH.CHANGED', isAuthenticated: authenticated });
    detail.send({ type: 'AUTH.CHANGED', isAuthenticated: authenticated });
  }, [authenticated, search, detail]);

  const onPatch = useCallback(
    (recapId: Recap['id'], changes: Partial<Recap>) => paging.send({ type: 'item.patch', id: recapId, changes }),
    [paging],
  );
  useEffect(() => {
    const subscription = detail.on('rated', (event) =>
      onPatch(event.recapId, {
        avg_rating: event.result.avg_rating,
        rating: Math.round(event.result.avg_rating * 10) / 10,
        rating_count: event.result.rating_count,
        user_rating: event.result.user_rating,
      }),
    );
    return () => subscription.unsubscribe();
  }, [detail, onPatch]);

  const onOpen = useCallback((recap: Recap) => detail.send({ type: 'OPEN', recap }), [detail]);

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox actorRef={search} />
        <FilterPanel filters={filters} languageDisabled={channelId !== null} onChange={setFilters} />
      </div>
      {listState === 'loading' ? (
        <div className={styles.state} role="status" aria-busy="true">
          Loading recaps...
        </div>
      ) : (
        <>
          {listState !== 'failed' || recaps.length > 0 ? (
            <CountLine total={total} query={filters.search.trim()} language={channelId === null ? filters.language : null} />
          ) : null}
          {shownRecaps.length > 0 && <RecapGrid recaps={shownRecaps} onOpen={onOpen} onPatch={onPatch} />}
          {listState === 'loaded' && recaps.length === 0 && (
            <div className={styles.state}>
              <p className={styles.stateTitle}>No recaps found</p>
            </div>
          )}
          {listState === 'failed' && (
            <div className={styles.state} role="alert">
              <p className={styles.stateTitle}>Error loading recaps</p>
              <p>{error}</p>
              <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={() => paging.send({ type: 'request.retry' })}>
                Try Again
              </button>
            </div>
          )}
          {shownRecaps.length > 0 && offersMore && (
            <div className={styles.more}>
              <button
                type="button"
                className={button({ variant: 'secondary', size: 'md' })}
                disabled={listState === 'loadingMore'}
                onClick={() => paging.send({ type: 'list.loadMore' })}
              >
                {listState === 'loadingMore' ? 'Loading...' : 'Load More'}
              </button>
            </div>
          )}
        </>
      )}
      {detailOpen && (
        <Suspense fallback={null}>
          <RecapDetailDialog actorRef={detail} />
        </Suspense>
      )}
    </>
  );
}

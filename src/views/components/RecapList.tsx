import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useDeferredValue } from 'react';
import type { Recap } from '../../api/types';
import { loadSearchHistory } from '../../domain/searchHistory';
import { recapDetailMachine, selectDetailOpen } from '../../machines/recapDetail';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { selectRecapPaging } from '../../machines/recapList';
import { searchMachine } from '../../machines/search';
import { useAppActors, useSession } from '../app/hooks';
import { lazyPage } from '../app/lazyPage';
import { useBootShellHandOff } from '../hooks/useBootShellHandOff';
import type { RecapListHandle } from '../hooks/useRecapList';
import { useRecapAddress } from '../hooks/useRecapAddress';
import { useRecapListUrlSync } from '../hooks/useRecapListUrlSync';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';
import { CountLine } from './CountLine';
import { FilterPanel } from './FilterPanel';
import { RecapGrid } from './RecapGrid';
import { SearchBox } from './SearchBox';

// The dialog (with Radix and the suggestion form) loads on the first open, not with the list.
const RecapDetailDialog = lazyPage(() => import('./RecapDetailDialog'), 'RecapDetailDialog');

const NO_RECAPS: Recap[] = [];

function storedHistory() {
  return typeof window === 'undefined' ? [] : loadSearchHistory(window.localStorage);
}

/**
 * The searchable, filterable list of recaps with its detail dialog, showing the list the page made with
 * `useRecapList` (a channel id or a series slug restricts it).
 */
export function RecapList({ recapList }: { recapList: RecapListHandle }) {
  const { list, filters, setFilters, channelId, series } = recapList;
  const { session, toasts } = useAppActors();
  const { status } = useSession();
  const authenticated = status === 'authenticated';
  const paging = useSelector(list, selectRecapPaging);
  // The search box and the dialog follow the session themselves; the dialog patches the list's rated recap.
  const search = useActorRef(searchMachine, {
    input: { session, query: filters.search, history: storedHistory(), isAuthenticated: authenticated },
  });
  const detail = useActorRef(recapDetailMachine, { input: { session, toasts, list: paging, isAuthenticated: authenticated } });

  const recaps = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const offersMore = useSelector(paging, selectOffersMore);
  const error = useSelector(paging, selectPagingError);
  const listState = useSelector(paging, selectPagingStatus);
  const detailOpen = useSelector(detail, selectDetailOpen);
  // The cards render in a background pass that yields to the browser between them, so a page of twenty
  // cards never blocks input as one long task on a slow phone. Load More waits for the first cards, so it
  // never appears above them and then jumps down.
  const deferredRecaps = useDeferredValue(recaps, NO_RECAPS);
  // Until that pass has caught up with a new list (not a longer or patched one), no card of the old list shows.
  const shownRecaps = deferredRecaps === recaps || deferredRecaps[0]?.id === recaps[0]?.id ? deferredRecaps : NO_RECAPS;

  useRecapListUrlSync({ list, search, filters, setFilters });
  useRecapAddress(detail);
  // The boot shell's cards stay until these can take their place: the first cards, or what the list says instead.
  useBootShellHandOff(listState !== 'loading' && (shownRecaps.length > 0 || recaps.length === 0));

  const onOpen = useCallback((recap: Recap) => detail.send({ type: 'dialog.open', recap }), [detail]);

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox actorRef={search} />
        <FilterPanel filters={filters} languageDisabled={channelId !== null || series !== null} onChange={setFilters} />
      </div>
      {listState === 'loading' ? (
        <div className={styles.state} role="status" aria-busy="true">
          Loading recaps...
        </div>
      ) : (
        <>
          {listState !== 'failed' || recaps.length > 0 ? (
            <CountLine total={total} query={filters.search.trim()} language={channelId === null && series === null ? filters.language : null} />
          ) : null}
          {/* A series page lists its recaps under its "Recaps of …" heading; home and a channel's page under their title. */}
          {shownRecaps.length > 0 && <RecapGrid recaps={shownRecaps} onOpen={onOpen} list={paging} cardHeadingLevel={series === null ? 2 : 3} />}
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

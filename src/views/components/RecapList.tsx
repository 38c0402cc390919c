import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useDeferredValue, useRef } from 'react';
import type { Recap } from '../../api/types';
import { ALL_LANGUAGES } from '../../domain/languages';
import type { RecapFilters } from '../../domain/recapQuery';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import { selectActiveFilterCount, selectRecapFilters, selectRecapPaging, selectSearchBox } from '../../machines/recapBrowsing';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { lazyPage } from '../app/lazyPage';
import { useSession } from '../app/hooks';
import { RecapDialogLoading } from './DialogLoading';
import { LoadBoundary } from '../app/LoadBoundary';
import { useBootShellHandOff } from '../hooks/useBootShellHandOff';
import type { RecapListHandle } from '../hooks/useRecapList';
import { useOpenRecap } from '../hooks/useOpenRecap';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';
import { CountLine } from './CountLine';
import { FilterPanel } from './FilterPanel';
import { RecapGrid } from './RecapGrid';
import { SearchBox } from './SearchBox';
import { SlowAnswer } from './SlowAnswer';
import type { RecapDialogHandle } from './RecapDialogHost';

// The dialog's machine loads just after the list, and the dialog itself (with Radix and the suggestion form) on
// the first open: the list's first screen needs neither.
const RecapDialogHost = lazyPage(() => import('./RecapDialogHost'), 'RecapDialogHost');
// So does the look-up of a pasted video that the list leaves out (and the reading of a search as a video), shown only
// on an empty list searched for something.
const PastedVideoNotice = lazyPage(() => import('./PastedVideoNotice'), 'PastedVideoNotice');

const NO_RECAPS: Recap[] = [];

/** What a scoped list's language filter shows: a channel's language, or all of them for a series. */
function lockedLanguage(channelId: number | null, series: string | null, channelLanguage: string | undefined): string | undefined {
  if (channelId !== null) return channelLanguage ?? '';
  return series !== null ? ALL_LANGUAGES : undefined;
}

/**
 * The searchable, filterable list of recaps with its detail dialog, showing the list the page made with
 * `useRecapList` (a channel id or a series slug restricts it). A channel's page names the channel's language,
 * which its language filter shows in place of a choice.
 */
export function RecapList({ recapList, channelLanguage }: { recapList: RecapListHandle; channelLanguage?: string }) {
  const { _ } = useLingui();
  const { list, channelId, series } = recapList;
  const paging = useSelector(list, selectRecapPaging);
  const search = useSelector(list, selectSearchBox);
  const filters = useSelector(list, selectRecapFilters);
  const member = useSession().status === 'authenticated';
  const activeFilters = useSelector(list, (snapshot) => selectActiveFilterCount(snapshot, member));
  const dialog = useRef<RecapDialogHandle>(null);
  const openRecap = useOpenRecap();

  const recaps = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const offersMore = useSelector(paging, selectOffersMore);
  const error = useSelector(paging, selectPagingError);
  const listState = useSelector(paging, selectPagingStatus);
  const slow = useSelector(paging, selectSlow);
  // The cards render in a background pass that yields to the browser between them, so a page of twenty
  // cards never blocks input as one long task on a slow phone. Load More waits for the first cards, so it
  // never appears above them and then jumps down.
  const deferredRecaps = useDeferredValue(recaps, NO_RECAPS);
  // Until that pass has caught up with a new list (not a longer or patched one), no card of the old list shows.
  const shownRecaps = deferredRecaps === recaps || deferredRecaps[0]?.id === recaps[0]?.id ? deferredRecaps : NO_RECAPS;

  // The boot shell's cards stay until these can take their place: the first cards, or what the list says instead.
  useBootShellHandOff(listState !== 'loading' && (shownRecaps.length > 0 || recaps.length === 0));

  // A card opened before the dialog's code is in names its recap in the address, which the dialog follows once it is.
  const onOpen = useCallback((recap: Recap) => (dialog.current ? dialog.current.open(recap) : openRecap(recap.id)), [openRecap]);
  const onFiltersChange = useCallback((change: Partial<RecapFilters>) => list.send({ type: 'filters.change', filters: change }), [list]);

  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox actorRef={search} />
        <FilterPanel
          filters={filters}
          lockedLanguage={lockedLanguage(channelId, series, channelLanguage)}
          activeCount={activeFilters}
          member={member}
          onChange={onFiltersChange}
        />
      </div>
      {listState === 'loading' ? (
        slow ? (
          <SlowAnswer onRetry={() => paging.send({ type: 'request.retry' })} />
        ) : (
          <div className={styles.state} role="status" aria-busy="true">
            {_('recaps.loading')}
          </div>
        )
      ) : (
        <>
          {listState !== 'failed' || recaps.length > 0 ? (
            <CountLine total={total} query={filters.search.trim()} language={channelId === null && series === null ? filters.language : null} />
          ) : null}
          {/* A series page lists its recaps under its "Recaps of …" heading; home and a channel's page under their title. */}
          {shownRecaps.length > 0 && <RecapGrid recaps={shownRecaps} onOpen={onOpen} list={paging} cardHeadingLevel={series === null ? 2 : 3} />}
          {listState === 'loaded' && recaps.length === 0 && (
            <div className={styles.state}>
              <p className={styles.stateTitle}>{_('recaps.none')}</p>
              {filters.search.trim() !== '' && (
                // A pasted video id or address that the list leaves out is looked up in the whole catalogue: one
                // look-up per search and filters, a new one is a new notice.
                <Suspense key={JSON.stringify(filters)} fallback={null}>
                  <PastedVideoNotice search={filters.search} list={{ filters, channelId, series }} onOpen={onOpen} />
                </Suspense>
              )}
            </div>
          )}
          {listState === 'failed' && (
            <div className={styles.state} role="alert">
              <p className={styles.stateTitle}>{_('recaps.loadFailed')}</p>
              {/* A refusal whose code the catalogue does not know is said in the server's English (src/machines/shared/failedCall.ts). */}
              <p>{error && _(error.id, error.values)}</p>
              <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={() => paging.send({ type: 'request.retry' })}>
                {_('recaps.tryAgain')}
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
                {listState === 'loadingMore' ? _('recaps.loadingMore') : _('recaps.loadMore')}
              </button>
            </div>
          )}
        </>
      )}
      {/* A dialog whose code cannot load leaves the list as it is; the card's address still names the recap. */}
      <LoadBoundary fallback={() => null}>
        <Suspense fallback={<RecapDialogLoading />}>
          <RecapDialogHost list={paging} handle={dialog} />
        </Suspense>
      </LoadBoundary>
    </>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useRef } from 'react';
import { Link } from 'wouter';
import type { Recap, ShelfStatus } from '../../api/types';
import { formatRelativeTime } from '../../domain/relativeTime';
import { readerLanguages } from '../../domain/readerLanguages';
import { shelfCountText } from '../../domain/shelfCounts';
import { SHELF_STATUS_CHOICES, SHELF_STATUS_LABELS } from '../../domain/shelfStatus';
import { knownAuthentication } from '../../machines/shared/sessionReadings';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus, selectTotal } from '../../machines/paging';
import {
  selectFollowingStatus,
  selectLastVisitAt,
  selectShelfError,
  selectShelfNewRecaps,
  selectShelfSeries,
  selectShelfStatusFilter,
  selectShelfView,
  shelfPageMachine,
} from '../../machines/shelfPage';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { page, pageSubtitle, pageTitle, select } from '../../styles/recipes.css';
import * as styles from '../../styles/shelf.css';
import { useAppActors, useSession } from '../app/hooks';
import { lazyPage } from '../app/lazyPage';
import { LoadBoundary } from '../app/LoadBoundary';
import { Loading } from '../components/ChannelGrid';
import { RecapDialogLoading } from '../components/DialogLoading';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { LoginRequired } from '../components/LoginRequired';
import { RecapGrid } from '../components/RecapGrid';
import type { RecapDialogHandle } from '../components/RecapDialogHost';
import { RetryAlert } from '../components/RetryAlert';
import { SelectField } from '../components/SelectField';
import { ShelfSeriesRow } from '../components/ShelfSeriesRow';
import { SlowAnswer } from '../components/SlowAnswer';
import { useOpenRecap } from '../hooks/useOpenRecap';

const RecapDialogHost = lazyPage(() => import('../components/RecapDialogHost'), 'RecapDialogHost');

/** A member's home: what is new since the last visit, and the series they follow with where they are in each. */
export function ShelfPage() {
  const { session, app } = useAppActors();
  const { status: sessionStatus, slow: sessionSlow, send: sendSession } = useSession();
  const actor = useActorRef(shelfPageMachine, {
    input: { session, shelfBadge: app, isAuthenticated: knownAuthentication(sessionStatus), languages: readerLanguages(navigator.languages ?? []) },
  });
  const view = useSelector(actor, selectShelfView);

  return (
    <section className={page}>
      <h1 className={pageTitle}>My Shelf</h1>
      <p className={pageSubtitle}>What is new for you, and where you are</p>
      {view === 'visitor' && <LoginRequired what="your shelf" />}
      {view === 'waiting' && (sessionSlow ? <SlowAnswer onRetry={() => sendSession({ type: 'request.retry' })} /> : <Loading text="Loading your shelf..." />)}
      {view === 'member' && <MemberShelf actor={actor} />}
    </section>
  );
}

type ShelfActor = ReturnType<typeof useActorRef<typeof shelfPageMachine>>;

function MemberShelf({ actor }: { actor: ShelfActor }) {
  const paging = useSelector(actor, selectShelfNewRecaps);
  const lastVisitAt = useSelector(actor, selectLastVisitAt);
  const dialog = useRef<RecapDialogHandle>(null);
  const openRecap = useOpenRecap();
  // A card opened before the dialog's code is in names its recap in the address, which the dialog follows once it is.
  const onOpen = useCallback((recap: Recap) => (dialog.current ? dialog.current.open(recap) : openRecap(recap.id)), [openRecap]);
  return (
    <>
      <section className={styles.section} aria-labelledby="shelf-new">
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle} id="shelf-new">
            New since your last visit
          </h2>
          <p className={styles.since}>{lastVisitAt === null ? 'Since you joined' : `Last visit ${formatRelativeTime(lastVisitAt)}`}</p>
        </div>
        <NewRecaps paging={paging} onOpen={onOpen} />
      </section>
      <Following actor={actor} onContinue={openRecap} />
      {/* The cards' and "Continue with" recaps open here, through the address as everywhere. */}
      <LoadBoundary fallback={() => null}>
        <Suspense fallback={<RecapDialogLoading />}>
          <RecapDialogHost list={paging} handle={dialog} />
        </Suspense>
      </LoadBoundary>
    </>
  );
}

function NewRecaps({ paging, onOpen }: { paging: ReturnType<typeof selectShelfNewRecaps>; onOpen: (recap: Recap) => void }) {
  const recaps = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const state = useSelector(paging, selectPagingStatus);
  const error = useSelector(paging, selectPagingError);
  const offersMore = useSelector(paging, selectOffersMore);
  const slow = useSelector(paging, selectSlow);
  if (state === 'loading' || state === 'idle') {
    return slow ? <SlowAnswer onRetry={() => paging.send({ type: 'request.retry' })} /> : <Loading text="Loading what is new..." />;
  }
  if (state === 'failed' && recaps.length === 0) {
    return <RetryAlert heading="Error loading what is new" error={error ?? ''} onRetry={() => paging.send({ type: 'request.retry' })} />;
  }
  if (recaps.length === 0) {
    return (
      <p className={styles.empty}>
        Nothing new since your last visit. <Link href="/series">Follow more series</Link> or <Link href="/channels">favourite channels</Link> to see their new recaps here.
      </p>
    );
  }
  return (
    <>
      <p className={styles.since}>
        {shelfCountText(total)} new {total === 1 ? 'recap' : 'recaps'}
      </p>
      <RecapGrid recaps={recaps} onOpen={onOpen} list={paging} cardHeadingLevel={3} />
      {state === 'failed' && <RetryAlert heading="Error loading what is new" error={error ?? ''} onRetry={() => paging.send({ type: 'request.retry' })} />}
      {offersMore && <LoadMoreButton loading={state === 'loadingMore'} label="Load More" onLoadMore={() => paging.send({ type: 'list.loadMore' })} />}
    </>
  );
}

function Following({ actor, onContinue }: { actor: ShelfActor; onContinue: (recapId: number) => void }) {
  const status = useSelector(actor, selectFollowingStatus);
  const series = useSelector(actor, selectShelfSeries);
  const filter = useSelector(actor, selectShelfStatusFilter);
  const error = useSelector(actor, selectShelfError);
  const slow = useSelector(actor, selectSlow);
  return (
    <section className={styles.section} aria-labelledby="shelf-following">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id="shelf-following">
          Following
        </h2>
        <SelectField
          id="shelf-status-filter"
          label="Show"
          fieldClassName={styles.statusField}
          className={select}
          value={filter ?? ''}
          onChange={(event) => actor.send({ type: 'status.filter', status: (event.target.value || null) as ShelfStatus | null })}
        >
          <option value="">All statuses</option>
          {SHELF_STATUS_CHOICES.map((value) => (
            <option key={value} value={value}>
              {SHELF_STATUS_LABELS[value]}
            </option>
          ))}
        </SelectField>
      </div>
      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} /> : <Loading text="Loading the series you follow..." />)}
      {status === 'failed' && <RetryAlert heading="Error loading the series you follow" error={error ?? ''} onRetry={() => actor.send({ type: 'request.retry' })} />}
      {status === 'loaded' && series.length === 0 && (
        <p className={styles.empty}>
          {filter === null ? (
            <>
              You follow no series yet. <Link href="/series">Browse series</Link> and follow the ones you read.
            </>
          ) : (
            `No series you follow is ${SHELF_STATUS_LABELS[filter]}.`
          )}
        </p>
      )}
      {status === 'loaded' && series.length > 0 && (
        <ul className={styles.seriesList} aria-label="Series you follow">
          {series.map((one) => (
            // A new status filter lists the rows anew: each row's status machine starts from the server's answer.
            <ShelfSeriesRow key={`${filter ?? ''}:${one.slug}:${one.status}`} series={one} onContinue={onContinue} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { Trans } from '../components/Trans';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useRef } from 'react';
import { Link } from 'wouter';
import type { Recap, ShelfStatus } from '../../api/types';
import { formatRelativeTime } from '../../domain/relativeTime';
import { readerLanguages } from '../../domain/readerLanguages';
import { shelfCountText } from '../../domain/shelfCounts';
import { SHELF_STATUS_CHOICES, SHELF_STATUS_MESSAGES } from '../../domain/shelfStatus';
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
import { useMessageText } from '../hooks/useMessage';

const RecapDialogHost = lazyPage(() => import('../components/RecapDialogHost'), 'RecapDialogHost');

/** A member's home: what is new since the last visit, and the series they follow with where they are in each. */
export function ShelfPage() {
  const { _ } = useLingui();
  const { session, app } = useAppActors();
  const { status: sessionStatus, slow: sessionSlow, send: sendSession } = useSession();
  const actor = useActorRef(shelfPageMachine, {
    input: { session, shelfBadge: app, isAuthenticated: knownAuthentication(sessionStatus), languages: readerLanguages(navigator.languages ?? []) },
  });
  const view = useSelector(actor, selectShelfView);

  return (
    <section className={page}>
      <h1 className={pageTitle}>{_('shelf.title')}</h1>
      <p className={pageSubtitle}>{_('shelf.subtitle')}</p>
      {view === 'visitor' && <LoginRequired what="your shelf" texts={{ title: _('shelf.loginTitle'), prompt: _('shelf.loginPrompt'), action: _('shelf.goToLogin') }} />}
      {view === 'waiting' && (sessionSlow ? <SlowAnswer onRetry={() => sendSession({ type: 'request.retry' })} /> : <Loading text={_('shelf.loading')} />)}
      {view === 'member' && <MemberShelf actor={actor} />}
    </section>
  );
}

type ShelfActor = ReturnType<typeof useActorRef<typeof shelfPageMachine>>;

function MemberShelf({ actor }: { actor: ShelfActor }) {
  const { _, i18n } = useLingui();
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
            {_('shelf.newTitle')}
          </h2>
          <p className={styles.since}>{lastVisitAt === null ? _('shelf.sinceJoined') : _('shelf.lastVisit', { time: formatRelativeTime(lastVisitAt, new Date(), i18n.locale) })}</p>
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
  const { _ } = useLingui();
  const recaps = useSelector(paging, selectItems);
  const total = useSelector(paging, selectTotal);
  const state = useSelector(paging, selectPagingStatus);
  const error = useSelector(paging, selectPagingError);
  const say = useMessageText();
  const offersMore = useSelector(paging, selectOffersMore);
  const slow = useSelector(paging, selectSlow);
  if (state === 'loading' || state === 'idle') {
    return slow ? <SlowAnswer onRetry={() => paging.send({ type: 'request.retry' })} /> : <Loading text={_('shelf.newLoading')} />;
  }
  if (state === 'failed' && recaps.length === 0) {
    return <RetryAlert heading={_('shelf.newFailed')} error={error === null ? '' : say(error)} onRetry={() => paging.send({ type: 'request.retry' })} />;
  }
  if (recaps.length === 0) {
    return (
      <p className={styles.empty}>
        <Trans id="shelf.nothingNew" components={{ 0: <Link href="/series" />, 1: <Link href="/channels" /> }} />
      </p>
    );
  }
  return (
    <>
      <p className={styles.since}>
        {_('shelf.newCount', { n: total, count: shelfCountText(total) })}
      </p>
      <RecapGrid recaps={recaps} onOpen={onOpen} list={paging} cardHeadingLevel={3} />
      {state === 'failed' && <RetryAlert heading={_('shelf.newFailed')} error={error === null ? '' : say(error)} onRetry={() => paging.send({ type: 'request.retry' })} />}
      {offersMore && <LoadMoreButton loading={state === 'loadingMore'} label={_('shelf.loadMore')} onLoadMore={() => paging.send({ type: 'list.loadMore' })} />}
    </>
  );
}

function Following({ actor, onContinue }: { actor: ShelfActor; onContinue: (recapId: number) => void }) {
  const { _ } = useLingui();
  const status = useSelector(actor, selectFollowingStatus);
  const series = useSelector(actor, selectShelfSeries);
  const filter = useSelector(actor, selectShelfStatusFilter);
  const error = useSelector(actor, selectShelfError);
  const say = useMessageText();
  const slow = useSelector(actor, selectSlow);
  return (
    <section className={styles.section} aria-labelledby="shelf-following">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id="shelf-following">
          {_('shelf.following')}
        </h2>
        <SelectField
          id="shelf-status-filter"
          label={_('shelf.show')}
          fieldClassName={styles.statusField}
          className={select}
          value={filter ?? ''}
          onChange={(event) => actor.send({ type: 'status.filter', status: (event.target.value || null) as ShelfStatus | null })}
        >
          <option value="">{_('shelf.allStatuses')}</option>
          {SHELF_STATUS_CHOICES.map((value) => (
            <option key={value} value={value}>
              {_(SHELF_STATUS_MESSAGES[value])}
            </option>
          ))}
        </SelectField>
      </div>
      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} /> : <Loading text={_('shelf.followingLoading')} />)}
      {status === 'failed' && <RetryAlert heading={_('shelf.followingFailed')} error={error === null ? '' : say(error)} onRetry={() => actor.send({ type: 'request.retry' })} />}
      {status === 'loaded' && series.length === 0 && (
        <p className={styles.empty}>
          {filter === null ? (
            <>
              <Trans id="shelf.followingNone" components={{ 0: <Link href="/series" /> }} />
            </>
          ) : (
            _('shelf.noneWithStatus', { status: _(SHELF_STATUS_MESSAGES[filter]) })
          )}
        </p>
      )}
      {status === 'loaded' && series.length > 0 && (
        <ul className={styles.seriesList} aria-label={_('shelf.followingList')}>
          {series.map((one) => (
            // A new status filter lists the rows anew: each row's status machine starts from the server's answer.
            <ShelfSeriesRow key={`${filter ?? ''}:${one.slug}:${one.status}`} series={one} onContinue={onContinue} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { channelDeactivationMachine } from '../../machines/channelDeactivation';
import {
  favouritesListMachine,
  selectFavouritePendingId,
  selectFavouritesPaging,
  selectIsMember,
  selectWaitingForSession,
} from '../../machines/favouritesList';
import { knownAuthentication } from '../../machines/shared/sessionReadings';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus } from '../../machines/paging';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { useAppActors, useSession } from '../app/hooks';
import { ChannelGrid, Loading, SessionLoadingPage } from '../components/ChannelGrid';
import { DeactivateChannelDialog } from '../components/DeactivateChannelDialog';
import { LoadMoreButton } from '../components/LoadMoreButton';
import { LoginRequired } from '../components/LoginRequired';
import { RetryAlert } from '../components/RetryAlert';
import { SlowAnswer } from '../components/SlowAnswer';
import { page, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import { useMessageText } from '../hooks/useMessage';

export function FavouritesPage() {
  const { _ } = useLingui();
  const { session, toasts } = useAppActors();
  const { status } = useSession();
  // The list follows the session itself, waiting for it when it is still asked; the deactivation dialog tells the
  // list which channel left.
  const list = useActorRef(favouritesListMachine, { input: { session, toasts, isAuthenticated: knownAuthentication(status) } });
  const deactivation = useActorRef(channelDeactivationMachine, { input: { toasts, list } });

  const waitingForSession = useSelector(list, selectWaitingForSession);
  const isMember = useSelector(list, selectIsMember);
  const favouritePendingId = useSelector(list, selectFavouritePendingId);
  const paging = useSelector(list, selectFavouritesPaging);
  const channels = useSelector(paging, selectItems);
  const error = useSelector(paging, selectPagingError);
  const say = useMessageText();
  const listState = useSelector(paging, selectPagingStatus);
  const slow = useSelector(paging, selectSlow);
  const offersMore = useSelector(paging, selectOffersMore);

  if (waitingForSession) return <SessionLoadingPage title={_('favourites.title')} loadingText={_('favourites.loading')} />;
  if (!isMember) {
    return (
      <section className={page}>
        <h1 className={pageTitle}>{_('favourites.title')}</h1>
        <LoginRequired what="your favourites" texts={{ title: _('favourites.loginTitle'), prompt: _('favourites.loginPrompt'), action: _('favourites.goToLogin') }} />
      </section>
    );
  }

  const loading = listState === 'loading';
  const loadingMore = listState === 'loadingMore';
  const failed = listState === 'failed';
  const loaded = listState === 'loaded';

  return (
    <section className={page}>
      <div className={styles.headerRow}>
        <h1 className={pageTitle}>{_('favourites.title')}</h1>
        <Link href="/channels">{_('favourites.browseAll')}</Link>
      </div>

      {loading && (slow ? <SlowAnswer onRetry={() => paging.send({ type: 'request.retry' })} /> : <Loading text={_('favourites.loading')} />)}

      {channels.length > 0 && (
        <ChannelGrid
          channels={channels}
          favouritePendingId={favouritePendingId}
          onToggleFavourite={(channel) => list.send({ type: 'favourite.toggle', channel })}
          deactivation={deactivation}
        />
      )}

      {loaded && channels.length === 0 && (
        <div className={styles.center}>
          <p>{_('favourites.none')}</p>
        </div>
      )}

      {failed && <RetryAlert error={error === null ? null : say(error)} onRetry={() => paging.send({ type: 'request.retry' })} />}

      {offersMore && <LoadMoreButton loading={loadingMore} label={_('favourites.loadMore')} onLoadMore={() => paging.send({ type: 'list.loadMore' })} />}

      <DeactivateChannelDialog deactivation={deactivation} />
    </section>
  );
}

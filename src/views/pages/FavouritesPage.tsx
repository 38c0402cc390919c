import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  channelDeactivationMachine,
  selectDeactivating,
  selectDeactivationDialogOpen,
  selectDeactivationTarget,
} from '../../machines/channelDeactivation';
import { favouritesListMachine, selectFavouritePendingId, selectFavouritesPaging, selectIsMember } from '../../machines/favouritesList';
import { selectItems, selectOffersMore, selectPagingError, selectPagingStatus } from '../../machines/paging';
import { useAppActors, useSession } from '../app/hooks';
import { ChannelGrid, Loading } from '../components/ChannelGrid';
import { DeactivateChannelDialog } from '../components/DeactivateChannelDialog';
import { button, page, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

export function FavouritesPage() {
  const { status } = useSession();
  if (status === 'loading') {
    return (
      <section className={page}>
        <h1 className={pageTitle}>My Favourites</h1>
        <Loading text="Loading favourites..." />
      </section>
    );
  }
  return <FavouritesView isAuthenticated={status === 'authenticated'} />;
}

function FavouritesView({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { isAdmin } = useSession();
  const { session, toasts } = useAppActors();
  // The list follows the session itself; the deactivation dialog tells the list which channel left.
  const list = useActorRef(favouritesListMachine, { input: { session, toasts, isAuthenticated } });
  const deactivation = useActorRef(channelDeactivationMachine, { input: { toasts, list } });

  const isMember = useSelector(list, selectIsMember);
  const favouritePendingId = useSelector(list, selectFavouritePendingId);
  const paging = useSelector(list, selectFavouritesPaging);
  const channels = useSelector(paging, selectItems);
  const error = useSelector(paging, selectPagingError);
  const listState = useSelector(paging, selectPagingStatus);
  const offersMore = useSelector(paging, selectOffersMore);
  const confirming = useSelector(deactivation, selectDeactivationTarget);
  const deactivating = useSelector(deactivation, selectDeactivating);
  const dialogOpen = useSelector(deactivation, selectDeactivationDialogOpen);

  if (!isMember) {
    return (
      <section className={page}>
        <h1 className={pageTitle}>My Favourites</h1>
        <div className={styles.center}>
          <h2>Login Required</h2>
          <p>Please log in to view your favourites.</p>
          <Link className={button()} href="/login">
            Go to Login
          </Link>
        </div>
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
        <h1 className={pageTitle}>My Favourites</h1>
        <Link href="/channels">Browse All Channels</Link>
      </div>

      {loading && <Loading text="Loading favourites..." />}

      {channels.length > 0 && (
        <ChannelGrid
          channels={channels}
          isAdmin={isAdmin}
          favouritePendingId={favouritePendingId}
          onToggleFavourite={(channel) => list.send({ type: 'favourite.toggle', channel })}
          onDeactivate={(channel) => deactivation.send({ type: 'dialog.open', channel: { id: channel.id, name: channel.name } })}
        />
      )}

      {loaded && channels.length === 0 && (
        <div className={styles.center}>
          <p>You have no favourite channels yet.</p>
        </div>
      )}

      {failed && (
        <div className={styles.center} role="alert">
          <p>{error}</p>
          <button type="button" className={button()} onClick={() => paging.send({ type: 'request.retry' })}>
            Try Again
          </button>
        </div>
      )}

      {offersMore && (
        <div className={styles.loadMore}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={loadingMore}
            onClick={() => paging.send({ type: 'list.loadMore' })}
          >
            {loadingMore ? 'Loading...' : 'Load More Favourites'}
          </button>
        </div>
      )}

      <DeactivateChannelDialog
        channel={confirming}
        open={dialogOpen}
        busy={deactivating}
        onConfirm={() => deactivation.send({ type: 'dialog.confirm' })}
        onCancel={() => deactivation.send({ type: 'dialog.close' })}
      />
    </section>
  );
}

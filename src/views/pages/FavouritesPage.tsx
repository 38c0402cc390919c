import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import {
  channelDeactivationMachine,
  selectDeactivating,
  selectDeactivationDialogOpen,
  selectDeactivationTarget,
} from '../../machines/channelDeactivation';
import { favouritesListMachine, hasMoreFavourites } from '../../machines/favouritesList';
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

  const snapshot = useSelector(list, (s) => s);
  const { channels, error, favouritePendingId } = snapshot.context;
  const confirming = useSelector(deactivation, selectDeactivationTarget);
  const deactivating = useSelector(deactivation, selectDeactivating);
  const dialogOpen = useSelector(deactivation, selectDeactivationDialogOpen);

  if (snapshot.matches('anonymous') || snapshot.matches('deciding')) {
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

  const loading = snapshot.matches({ member: { list: 'loading' } });
  const loadingMore = snapshot.matches({ member: { list: 'loadingMore' } });
  const failed = snapshot.matches({ member: { list: 'failed' } });
  const loaded = snapshot.matches({ member: { list: 'loaded' } });

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
          onToggleFavourite={(channel) => list.send({ type: 'FAVOURITE.TOGGLE', channelId: channel.id })}
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
          <button type="button" className={button()} onClick={() => list.send({ type: 'RETRY' })}>
            Try Again
          </button>
        </div>
      )}

      {(loadingMore || (loaded && hasMoreFavourites(snapshot.context))) && (
        <div className={styles.loadMore}>
          <button
            type="button"
            className={button({ variant: 'secondary' })}
            disabled={loadingMore}
            onClick={() => list.send({ type: 'LOAD_MORE' })}
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

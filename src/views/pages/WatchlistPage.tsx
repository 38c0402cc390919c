import { useContext, useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { watchlistPageMachine, WATCHLIST_PAGE_ERROR_TEXT } from '../../machines/watchlistPage';
import { GlobalActorsContext } from '../app/contexts';
import { useSession, useWatchlist } from '../app/hooks';
import { Loading } from '../components/ChannelGrid';
import { WatchlistCard } from '../components/WatchlistCard';
import { button, page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

/** True until the global watchlist holds the ids of the logged-in user, so an unknown list is never called empty. */
function useWatchlistIdsLoading(): boolean {
  const actors = useContext(GlobalActorsContext);
  if (actors === null) throw new Error('The watchlist page needs <AppProviders> above it.');
  const { status } = useSession();
  const settled = useSelector(actors.watchlist, (s) => s.matches('ready') || s.matches('updating'));
  return status === 'loading' || (status === 'authenticated' && !settled);
}

export function WatchlistPage() {
  const { status } = useSession();
  const watchlist = useWatchlist();
  const idsLoading = useWatchlistIdsLoading();
  const isAuthenticated = status === 'authenticated';
  const pageActor = useActorRef(watchlistPageMachine, { input: { isAuthenticated, ids: watchlist.ids, idsLoading } });

  const idsKey = watchlist.ids.join(',');
  useEffect(() => {
    pageActor.send({
      type: 'WATCHLIST.CHANGED',
      isAuthenticated,
      ids: idsKey === '' ? [] : idsKey.split(',').map(Number),
      idsLoading,
    });
  }, [pageActor, isAuthenticated, idsKey, idsLoading]);

  const snapshot = useSelector(pageActor, (s) => s);

  return (
    <section className={page}>
      <h1 className={pageTitle}>My Watchlist</h1>
      <p className={pageSubtitle}>Your saved recaps</p>

      {snapshot.matches('anonymous') && (
        <div className={styles.center}>
          <h2>Login Required</h2>
          <p>Please log in to view your watchlist.</p>
          <Link className={button()} href="/login">
            Go to Login
          </Link>
        </div>
      )}

      {(snapshot.matches('waitingForIds') || snapshot.matches('loading') || snapshot.matches('deciding')) && (
        <Loading text="Loading your watchlist..." />
      )}

      {snapshot.matches('empty') && (
        <div className={styles.center}>
          <h2>Your Watchlist is Empty</h2>
          <p>Save recaps to watch them later.</p>
          <Link className={button()} href="/">
            Find Recaps
          </Link>
        </div>
      )}

      {snapshot.matches('failed') && (
        <div className={styles.center} role="alert">
          <p>{WATCHLIST_PAGE_ERROR_TEXT}</p>
        </div>
      )}

      {snapshot.matches('loaded') && (
        <ul className={styles.grid}>
          {snapshot.context.recaps.map((recap) => (
            <li key={recap.id}>
              <WatchlistCard
                recap={recap}
                removing={watchlist.pending === recap.id}
                onRemove={() => watchlist.toggle(recap.id, 'add')}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

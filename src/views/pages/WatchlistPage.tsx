import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { selectWatchlist } from '../../machines/app';
import { selectWatchlistSettled } from '../../machines/watchlist';
import {
  selectWatchlistPageView,
  selectWatchlistRecaps,
  watchlistPageMachine,
  watchlistState,
} from '../../machines/watchlistPage';
import { useAppActors, useSession, useWatchlist } from '../app/hooks';
import { FeedAddressPanel } from '../components/FeedAddressPanel';
import { FollowedSeriesPanel } from '../components/FollowedSeriesPanel';
import { Loading } from '../components/ChannelGrid';
import { LoginRequired } from '../components/LoginRequired';
import { SlowAnswer } from '../components/SlowAnswer';
import { WatchlistCard } from '../components/WatchlistCard';
import { button, page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import { lazyPage } from '../app/lazyPage';

// A member's setting, last on the page: it loads after the page's first screen.
const SpoilerShieldPanel = lazyPage(() => import('../components/SpoilerShieldPanel'), 'SpoilerShieldPanel');

export function WatchlistPage() {
  const { _ } = useLingui();
  const { app, session } = useAppActors();
  const watchlist = useWatchlist();
  const { status, slow: sessionSlow, send: sendSession } = useSession();
  // The global watchlist starts once a member is there (src/machines/app.ts): its ids are still arriving before.
  const watchlistActor = useSelector(app, selectWatchlist) ?? undefined;
  const idsSettled = useSelector(watchlistActor, (snapshot) => snapshot !== undefined && selectWatchlistSettled(snapshot));
  // The page machine starts from what the session and the global watchlist say now, and follows them itself from here on.
  const pageActor = useActorRef(watchlistPageMachine, {
    input: { session, app, ...watchlistState(status, watchlist.ids, idsSettled) },
  });
  const view = useSelector(pageActor, selectWatchlistPageView);
  const recaps = useSelector(pageActor, selectWatchlistRecaps);
  const slow = useSelector(pageActor, selectSlow);

  return (
    <section className={page}>
      <h1 className={pageTitle}>{_('watchlist.title')}</h1>
      <p className={pageSubtitle}>{_('watchlist.subtitle')}</p>

      {view === 'anonymous' && (
        <LoginRequired what="your watchlist" texts={{ title: _('watchlist.loginTitle'), prompt: _('watchlist.loginPrompt'), action: _('watchlist.goToLogin') }} />
      )}

      {/* The page waits for the session first, then for its recaps: Try Again asks again whichever is slow. */}
      {view === 'loading' &&
        (sessionSlow ? (
          <SlowAnswer onRetry={() => sendSession({ type: 'request.retry' })} />
        ) : slow ? (
          <SlowAnswer onRetry={() => pageActor.send({ type: 'request.retry' })} />
        ) : (
          <Loading text={_('watchlist.loading')} />
        ))}

      {view === 'empty' && (
        <div className={styles.center}>
          <h2>{_('watchlist.emptyTitle')}</h2>
          <p>{_('watchlist.emptyText')}</p>
          <Link className={button()} href="/">
            {_('watchlist.findRecaps')}
          </Link>
        </div>
      )}

      {view === 'failed' && (
        <div className={styles.center} role="alert">
          <p>{_('watchlist.loadFailed')}</p>
        </div>
      )}

      {view === 'loaded' && (
        <ul className={styles.grid}>
          {recaps.map((recap) => (
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

      {status === 'authenticated' && (
        <>
          <FollowedSeriesPanel />
          <FeedAddressPanel />
          <Suspense fallback={null}>
            <SpoilerShieldPanel />
          </Suspense>
        </>
      )}
    </section>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Id } from '../../api/types';
import { formatHeaderCount } from '../../domain/formatCount';
import { languageLabel } from '../../domain/languages';
import { channelHeaderMachine } from '../../machines/channelHeader';
import { useForwardToasts, useSession } from '../app/hooks';
import { button, errorText } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';

function postedDate(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Never' : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

function ChannelImage({ channelId, name }: { channelId: Id; name: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={styles.channelImage} role="img" aria-label={`${name} (no image)`} data-testid="channel-placeholder">
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="3" />
          <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return <img className={styles.channelImage} src={`/media/channels/${channelId}.jpg`} alt={name} width={96} height={96} onError={() => setFailed(true)} />;
}

export function ChannelHeader({ channelId, onSettled }: { channelId: Id | null; onSettled?: () => void }) {
  const { status } = useSession();
  const authenticated = status === 'authenticated';
  const actorRef = useActorRef(channelHeaderMachine, { input: { channelId, isAuthenticated: authenticated } });
  useForwardToasts(actorRef);
  const channel = useSelector(actorRef, (snapshot) => snapshot.context.channel);
  const isFavourited = useSelector(actorRef, (snapshot) => snapshot.context.isFavourited);
  const loading = useSelector(actorRef, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actorRef, (snapshot) => snapshot.matches('loadFailed'));
  const loadError = useSelector(actorRef, (snapshot) => snapshot.context.loadError);
  const toggling = useSelector(actorRef, (snapshot) => snapshot.matches('toggling'));

  useEffect(() => {
    if (!loading) onSettled?.();
  }, [loading, onSettled]);

  useEffect(() => {
    // The session settles after the page starts; the machine asks again only when the answer changes who is asking.
    if (status === 'loading') return;
    if (actorRef.getSnapshot().context.isAuthenticated !== authenticated) {
      actorRef.send({ type: 'AUTH.CHANGED', isAuthenticated: authenticated });
    }
  }, [actorRef, authenticated, status]);

  const favouriteButton = (
    <button
      type="button"
      className={button({ variant: isFavourited ? 'secondary' : 'primary', size: 'md' })}
      aria-pressed={isFavourited}
      disabled={toggling}
      onClick={() => actorRef.send({ type: 'FAVOURITE.TOGGLE' })}
    >
      {isFavourited ? '★ Favorite' : '☆ Add to Favorites'}
    </button>
  );

  if (loading) {
    return (
      <section className={`${styles.channelHeader} ${styles.channelHeaderLoading}`} aria-busy="true">
        <p>Loading channel...</p>
      </section>
    );
  }
  if (failed) {
    return (
      <section className={styles.channelHeader}>
        <p className={errorText} role="alert">
          {loadError || 'Failed to load channel'}
        </p>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actorRef.send({ type: 'RETRY' })}>
          Try Again
        </button>
      </section>
    );
  }
  if (!channel) {
    return <section className={styles.channelHeader}>{favouriteButton}</section>;
  }
  return (
    <section className={styles.channelHeader} aria-label="Channel">
      <ChannelImage channelId={channel.id} name={channel.name} />
      <div className={styles.channelInfo}>
        <h1 className={styles.channelName}>{channel.name}</h1>
        {channel.description && <p>{channel.description}</p>}
        <dl className={styles.channelStats}>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>Subscribers</dt>
            <dd>{formatHeaderCount(channel.subscriber_count)}</dd>
          </div>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>Videos</dt>
            <dd>{formatHeaderCount(channel.total_videos)}</dd>
          </div>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>Last posted</dt>
            <dd>{postedDate(channel.last_posted)}</dd>
          </div>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>Language</dt>
            <dd>{languageLabel(channel.language)}</dd>
          </div>
        </dl>
        <div className={styles.channelActions}>
          {favouriteButton}
          {channel.youtube_channel_id && (
            <a
              className={button({ variant: 'ghost', size: 'md' })}
              href={`https://www.youtube.com/channel/${encodeURIComponent(channel.youtube_channel_id)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              View on YouTube
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

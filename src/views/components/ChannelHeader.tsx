import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useState } from 'react';
import type { Id } from '../../api/types';
import { shortHeaderCount } from '../../domain/headerCount';
import { languageLabelIn } from '../../domain/languages';
import {
  channelHeaderMachine,
  selectChannel,
  selectChannelLoadError,
  selectChannelLoadFailed,
  selectChannelLoading,
  selectFavouriteToggling,
  selectIsFavourited,
} from '../../machines/channelHeader';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { useOnSettled } from '../hooks/useOnSettled';
import { SlowAnswer } from './SlowAnswer';
import { button, errorText } from '../../styles/recipes.css';
import * as styles from '../../styles/channelHeader.css';
import { formatCalendarDate } from '../../domain/calendarDate';


function ChannelImage({ channelId, name }: { channelId: Id; name: string }) {
  const { _ } = useLingui();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={styles.channelImage} role="img" aria-label={_('channels.noImage', { name })} data-testid="channel-placeholder">
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <rect x="3" y="5" width="18" height="14" rx="3" />
          <path d="M10 9.5v5l4.5-2.5z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return <img className={styles.channelImage} src={`/media/channels/${channelId}.jpg`} alt={name} width={96} height={96} onError={() => setFailed(true)} />;
}

/** The channel's header, run by the page's header actor (the page also reads it to tell a missing channel). */
export function ChannelHeader({ actorRef, onSettled }: { actorRef: ActorRefFrom<typeof channelHeaderMachine>; onSettled?: () => void }) {
  const { _, i18n } = useLingui();
  const channel = useSelector(actorRef, selectChannel);
  const isFavourited = useSelector(actorRef, selectIsFavourited);
  const loading = useSelector(actorRef, selectChannelLoading);
  const slow = useSelector(actorRef, selectSlow);
  const failed = useSelector(actorRef, selectChannelLoadFailed);
  const loadError = useSelector(actorRef, selectChannelLoadError);
  const toggling = useSelector(actorRef, selectFavouriteToggling);
  useOnSettled(loading, onSettled);

  const favouriteButton = (
    <button
      type="button"
      className={button({ variant: isFavourited ? 'secondary' : 'primary', size: 'md' })}
      aria-pressed={isFavourited}
      disabled={toggling}
      onClick={() => actorRef.send({ type: 'favourite.toggle' })}
    >
      {isFavourited ? _('channels.headerFavourited') : _('channels.headerAddFavourite')}
    </button>
  );

  if (loading) {
    return (
      <section className={`${styles.channelHeader} ${styles.channelHeaderLoading}`} aria-busy={!slow}>
        {slow ? <SlowAnswer onRetry={() => actorRef.send({ type: 'request.retry' })} /> : <p>{_('channels.headerLoading')}</p>}
      </section>
    );
  }
  if (failed) {
    return (
      <section className={styles.channelHeader}>
        <p className={errorText} role="alert">
          {loadError === null ? _('channels.headerLoadFailed') : _(loadError.id, loadError.values)}
        </p>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => actorRef.send({ type: 'request.retry' })}>
          {_('recaps.tryAgain')}
        </button>
      </section>
    );
  }
  if (!channel) {
    return <section className={styles.channelHeader}>{favouriteButton}</section>;
  }
  return (
    <section className={styles.channelHeader} aria-label={_('channels.channel')}>
      <ChannelImage channelId={channel.id} name={channel.name} />
      <div className={styles.channelInfo}>
        <h1 className={styles.channelName}>{channel.name}</h1>
        {channel.description && <p>{channel.description}</p>}
        <dl className={styles.channelStats}>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>{_('channels.subscribers')}</dt>
            <dd>{shortHeaderCount(channel.subscriber_count, i18n.locale)}</dd>
          </div>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>{_('channels.videos')}</dt>
            <dd>{shortHeaderCount(channel.total_videos, i18n.locale)}</dd>
          </div>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>{_('channels.headerLastPosted')}</dt>
            <dd>{formatCalendarDate(channel.last_posted, _('channels.never'), i18n.locale === 'en' ? 'en-US' : i18n.locale)}</dd>
          </div>
          <div className={styles.channelStat}>
            <dt className={styles.statLabel}>{_('channels.language')}</dt>
            <dd>{languageLabelIn(channel.language, i18n)}</dd>
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
              {_('channels.viewOnYouTube')}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}

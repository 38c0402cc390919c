import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { Channel } from '../../api/types';
import { formatCount } from '../../domain/formatCount';
import { languageLabelIn } from '../../domain/languages';
import { channelRecapsPath } from '../../domain/routes';
import { formatRelativeTime } from '../../domain/relativeTime';
import { button, visuallyHidden } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

interface ChannelCardProps {
  channel: Channel;
  isAdmin: boolean;
  /** True while this card's favourite change is on its way to the server. */
  favouriteBusy: boolean;
  onToggleFavourite: (channel: Channel) => void;
  onDeactivate: (channel: Channel) => void;
  /** Where deactivated channels are listed (Browse Channels, for admins): brings one back. */
  onReactivate?: (channel: Channel) => void;
  /** True while a reactivation is on its way. */
  reactivateBusy?: boolean;
}

function PlaceholderIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-3.3 0-8 1.7-8 5v1h16v-1c0-3.3-4.7-5-8-5Z" />
    </svg>
  );
}

export function ChannelCard({ channel, isAdmin, favouriteBusy, onToggleFavourite, onDeactivate, onReactivate, reactivateBusy }: ChannelCardProps) {
  const { _, i18n } = useLingui();
  const [imageFailed, setImageFailed] = useState(false);
  const favourited = channel.is_favourited;
  return (
    <article className={styles.card} aria-label={channel.name}>
      <div className={styles.cardTop}>
        <div className={styles.avatar}>
          {imageFailed ? (
            <span role="img" aria-label={_('channels.noPicture', { name: channel.name })}>
              <PlaceholderIcon />
            </span>
          ) : (
            <img
              className={styles.avatarImage}
              src={`/media/channels/${channel.id}.jpg`}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              onError={() => setImageFailed(true)}
            />
          )}
        </div>
        <div>
          <h2 className={styles.cardName}>
            <Link className={styles.cardNameLink} href={channelRecapsPath(channel.id)}>
              {channel.name}
            </Link>
          </h2>
          <span className={styles.languageBadge}>{languageLabelIn(channel.language, i18n)}</span>
        </div>
      </div>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{_('channels.subscribers')}</dt>
          <dd className={styles.statValue}>{formatCount(channel.subscriber_count, i18n.locale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{_('channels.videos')}</dt>
          <dd className={styles.statValue}>{formatCount(channel.total_videos, i18n.locale)}</dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{_('channels.views')}</dt>
          <dd className={styles.statValue}>{formatCount(channel.total_views, i18n.locale)}</dd>
        </div>
      </dl>
      {channel.last_posted && <p className={styles.lastPosted}>{_('channels.lastPosted', { time: formatRelativeTime(channel.last_posted, new Date(), i18n.locale) })}</p>}
      <div className={styles.cardActions}>
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          aria-pressed={favourited}
          disabled={favouriteBusy}
          onClick={() => onToggleFavourite(channel)}
        >
          <span aria-hidden="true" className={favourited ? styles.favouriteOn : undefined}>
            {favourited ? '★' : '☆'}
          </span>
          {/* Named by what it shows, then whose it is ("Favourited Alpha Recaps"), so a speech user who says the
              visible word reaches it; whether it is on is aria-pressed's to say. */}
          {favourited ? _('channels.favourited') : _('channels.favourite')}{' '}
          <span className={visuallyHidden}>{channel.name}</span>
        </button>
        {isAdmin && !channel.active && onReactivate && (
          <button
            type="button"
            className={button({ variant: 'secondary', size: 'sm' })}
            aria-label={_('channels.reactivateLabel', { name: channel.name })}
            disabled={reactivateBusy}
            onClick={() => onReactivate(channel)}
          >
            {_('channels.reactivate')}
          </button>
        )}
        {isAdmin && channel.active && (
          <button
            type="button"
            className={button({ variant: 'danger', size: 'sm' })}
            aria-label={_('channels.deactivateLabel', { name: channel.name })}
            onClick={() => onDeactivate(channel)}
          >
            {_('channels.deactivate')}
          </button>
        )}
      </div>
    </article>
  );
}

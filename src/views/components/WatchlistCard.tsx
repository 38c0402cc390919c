import { useLingui } from '@lingui/react';
import type { Recap } from '../../api/types';
import { formatCount } from '../../domain/formatCount';
import { formatDuration } from '../../domain/duration';
import { youtubeWatchUrl } from '../../machines/watchlistPage';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

interface WatchlistCardProps {
  recap: Recap;
  removing: boolean;
  onRemove: (recap: Recap) => void;
}

export function WatchlistCard({ recap, removing, onRemove }: WatchlistCardProps) {
  const { _, i18n } = useLingui();
  const name = recap.series_name || recap.title;
  return (
    <article className={styles.watchCard} aria-label={name}>
      <img
        className={styles.watchThumb}
        src={recap.thumbnail_url || `https://i.ytimg.com/vi/${recap.video_id}/hqdefault.jpg`}
        alt=""
        width={320}
        height={180}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.watchBody}>
        <h2 className={styles.watchTitle}>
          <a className={styles.watchLink} href={youtubeWatchUrl(recap.video_id)} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        </h2>
        {recap.series_name && <p className={styles.watchMeta}>{recap.title}</p>}
        <p className={styles.watchMeta}>
          {recap.channel_name} · {_('watchlist.views', { n: recap.views, count: formatCount(recap.views, i18n.locale) })} · {formatDuration(recap.duration)}
        </p>
      </div>
      <button
        type="button"
        className={`${button({ variant: 'secondary', size: 'sm' })} ${styles.watchRemove}`}
        aria-label={_('watchlist.removeLabel', { name })}
        disabled={removing}
        onClick={() => onRemove(recap)}
      >
        {_('watchlist.remove')}
      </button>
    </article>
  );
}

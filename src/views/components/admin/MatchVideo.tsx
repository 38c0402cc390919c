import { useLingui } from '@lingui/react';
import type { ThumbnailMatch } from '../../../api/types';
import { AdminThumbnail } from './AdminThumbnail';
import { externalLink, meta, strong, video, videoThumb } from '../../../styles/admin.css';
import { formatCalendarDate } from '../../../domain/calendarDate';

/** One of the two videos of a match: which side is picked by `side`. */
export function MatchVideo({ match, side }: { match: ThumbnailMatch; side: 1 | 2 }) {
  const { _ } = useLingui();
  const videoId = side === 1 ? match.video_id_1 : match.video_id_2;
  const title = side === 1 ? match.title_1 : match.title_2;
  const series = side === 1 ? match.series_name_1 : match.series_name_2;
  const channel = side === 1 ? match.channel_name_1 : match.channel_name_2;
  const thumbnail = side === 1 ? match.thumbnail_url_1 : match.thumbnail_url_2;
  const published = side === 1 ? match.published_at_1 : match.published_at_2;
  return (
    <div className={video}>
      <AdminThumbnail src={thumbnail} alt={_('admin.thumbnails.thumbnailOf', { title })} className={videoThumb} />
      <a className={externalLink} href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
      <p className={meta}>
        {_('admin.thumbnails.series')} <span className={strong}>{series || _('admin.thumbnails.unknown')}</span>
      </p>
      <p className={meta}>
        {_('admin.thumbnails.channel')} <span className={strong}>{channel}</span>
      </p>
      <p className={meta}>
        {_('admin.thumbnails.published')} {published ? <time dateTime={published}>{formatCalendarDate(published, '')}</time> : _('admin.thumbnails.unknown')}
      </p>
    </div>
  );
}

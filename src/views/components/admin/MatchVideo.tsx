import type { ThumbnailMatch } from '../../../api/types';
import { AdminThumbnail } from './AdminThumbnail';
import { externalLink, meta, strong, video, videoThumb } from '../../../styles/admin.css';
import { formatCalendarDate } from '../../../domain/calendarDate';

/** One of the two videos of a match: which side is picked by `side`. */
export function MatchVideo({ match, side }: { match: ThumbnailMatch; side: 1 | 2 }) {
  const videoId = side === 1 ? match.video_id_1 : match.video_id_2;
  const title = side === 1 ? match.title_1 : match.title_2;
  const series = side === 1 ? match.series_name_1 : match.series_name_2;
  const channel = side === 1 ? match.channel_name_1 : match.channel_name_2;
  const thumbnail = side === 1 ? match.thumbnail_url_1 : match.thumbnail_url_2;
  const published = side === 1 ? match.published_at_1 : match.published_at_2;
  return (
    <div className={video}>
      <AdminThumbnail src={thumbnail} alt={`Thumbnail of ${title}`} className={videoThumb} />
      <a className={externalLink} href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
      <p className={meta}>
        Series: <span className={strong}>{series || 'Unknown'}</span>
      </p>
      <p className={meta}>
        Channel: <span className={strong}>{channel}</span>
      </p>
      <p className={meta}>Published: {published ? <time dateTime={published}>{formatCalendarDate(published, '')}</time> : 'Unknown'}</p>
    </div>
  );
}

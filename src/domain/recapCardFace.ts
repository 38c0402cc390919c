import type { Recap } from '../api/types';
import { formatDuration } from './duration';
import { formatCount } from './formatCount';
import { isOpenableRecap } from './recapAvailability';
import { formatRelativeTime } from './relativeTime';
import { thumbnailOf } from './recapThumbnail';

/** The fields of a recap its card shows. */
export type RecapCardRecap = Pick<Recap, 'title' | 'series_name' | 'thumbnail_url' | 'video_id' | 'views' | 'like_count'
  | 'published_at' | 'avg_rating' | 'rating' | 'duration' | 'status' | 'channel_name'>;

/** One of the card's facts under its title; `label` is what a screen reader says instead of the text. */
interface CardFact {
  text: string;
  label?: string;
}

/**
 * What a recap's card shows before any interaction, in the card's order. The app's card (RecapCard.tsx) and
 * the cards the server writes into the page for a slow phone's first screen (server/bootCards.ts) both render
 * this one description, each in its own markup, so the card a visitor sees first says what the app's will.
 */
export interface RecapCardFace {
  picture: string;
  /** The video's length, as a badge. */
  duration: string;
  /** The recap's status (private, error…) as a badge, when it has one. */
  status: string | null;
  title: string;
  series: string | null;
  facts: CardFact[];
  channel: string;
  /** A private or error recap is dimmed and cannot be opened. */
  openable: boolean;
}

export function recapCardFace(recap: RecapCardRecap, now = new Date()): RecapCardFace {
  return {
    picture: thumbnailOf(recap),
    duration: formatDuration(recap.duration),
    status: recap.status || null,
    title: recap.title,
    series: recap.series_name || null,
    facts: [
      { text: `${formatCount(recap.views)} views` },
      { text: `${formatCount(recap.like_count)} likes` },
      ...(recap.published_at ? [{ text: formatRelativeTime(recap.published_at, now) }] : []),
      ...(recap.avg_rating > 0 ? [{ text: `★ ${recap.rating.toFixed(1)}`, label: `Rated ${recap.rating} out of 5` }] : []),
    ],
    channel: recap.channel_name,
    openable: isOpenableRecap(recap),
  };
}

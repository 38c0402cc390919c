import type { Recap } from '../api/types';
import { formatDuration } from './duration';
import { formatCount } from './formatCount';
import { isOpenableRecap } from './recapAvailability';
import { formatRelativeTime } from './relativeTime';
import { thumbnailOf } from './recapThumbnail';
import { formatNumber, type Translator } from './translator';

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

/**
 * The card's face in the interface's language (`words`: the app's i18n, or the server's for the page's language);
 * the English catalogue's on the server for an English page. Counts, the rating and the age are written in the
 * locale's own form.
 */
export function recapCardFace(recap: RecapCardRecap, now: Date, words: Translator): RecapCardFace {
  const { locale } = words;
  // The shown rating is rounded as it always was (toFixed), then written with the locale's decimal sign.
  const rating = formatNumber(Number(recap.rating.toFixed(1)), locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return {
    picture: thumbnailOf(recap),
    duration: formatDuration(recap.duration),
    status: recap.status ? words._('card.status', { status: recap.status, key: recap.status.toLowerCase() }) : null,
    title: recap.title,
    series: recap.series_name || null,
    facts: [
      { text: words._('card.views', { count: formatCount(recap.views, locale), n: recap.views }) },
      { text: words._('card.likes', { count: formatCount(recap.like_count, locale), n: recap.like_count }) },
      ...(recap.published_at ? [{ text: formatRelativeTime(recap.published_at, now, locale, words._('card.justNow')) }] : []),
      ...(recap.avg_rating > 0
        ? [{ text: `★ ${rating}`, label: words._('card.rated', { rating: formatNumber(recap.rating, locale, { maximumFractionDigits: 20 }) }) }]
        : []),
    ],
    channel: recap.channel_name,
    openable: isOpenableRecap(recap),
  };
}

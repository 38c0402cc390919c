import type { Recap } from '../src/api/types.ts';
import { formatDuration } from '../src/domain/duration.ts';
import { formatCount } from '../src/domain/formatCount.ts';
import { isOpenableRecap } from '../src/domain/recapAvailability.ts';
import { formatRelativeTime } from '../src/domain/relativeTime.ts';
import { thumbnailOf } from '../src/domain/thumbnail.ts';

/**
 * The first recap cards written into the single page, so a slow phone shows them with the page itself instead
 * of after the app's code (docs/performance.md, "Slow phone"). They show what the app's cards show before any
 * interaction (RecapCard.tsx), with index.html's boot styles; the app puts its own cards in their place.
 */

/** Enough cards for the first screen of a wide window (two rows of four); the app brings the rest. */
export const BOOT_CARD_COUNT = 8;

export type BootCardRecap = Pick<Recap, 'title' | 'series_name' | 'thumbnail_url' | 'video_id' | 'views' | 'like_count'
  | 'published_at' | 'avg_rating' | 'rating' | 'duration' | 'status' | 'channel_name'>;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function bootCard(recap: BootCardRecap, index: number, now: Date): string {
  const meta = [
    `${formatCount(recap.views)} views`,
    `${formatCount(recap.like_count)} likes`,
    ...(recap.published_at ? [formatRelativeTime(recap.published_at, now)] : []),
    ...(recap.avg_rating > 0 ? [`★ ${recap.rating.toFixed(1)}`] : []),
  ];
  // The first picture before anything else; the others only when on screen (a wide window's first row is),
  // so on a phone they do not share its bandwidth.
  const fetching = index === 0 ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"';
  // Dimmed as the app dims a recap that cannot be opened.
  const unavailable = isOpenableRecap(recap) ? '' : ' boot-unavailable';
  return `<li class="boot-card boot-recap${unavailable}"><div class="boot-media">`
    + `<img src="${escapeHtml(thumbnailOf(recap))}" alt="" width="320" height="180" ${fetching} decoding="async">`
    + `<span class="boot-duration">${escapeHtml(formatDuration(recap.duration))}</span>`
    + (recap.status ? `<span class="boot-status">${escapeHtml(recap.status)}</span>` : '')
    + `</div><div class="boot-body"><h3 class="boot-card-title">${escapeHtml(recap.title)}</h3>`
    + (recap.series_name ? `<p class="boot-series">${escapeHtml(recap.series_name)}</p>` : '')
    + `<p class="boot-meta">${meta.map((item) => `<span>${escapeHtml(item)}</span>`).join('')}</p></div>`
    + `<p class="boot-channel">${escapeHtml(recap.channel_name)}</p></li>`;
}

/** The cards' list items, in the list's order. */
export function bootCardsHtml(recaps: BootCardRecap[], now = new Date()): string {
  return recaps.slice(0, BOOT_CARD_COUNT).map((recap, index) => bootCard(recap, index, now)).join('');
}

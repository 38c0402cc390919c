import { madeOnce } from './translator';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const STEPS = [
  { limit: HOUR, size: MINUTE, unit: 'minute' },
  { limit: DAY, size: HOUR, unit: 'hour' },
  { limit: WEEK, size: DAY, unit: 'day' },
  { limit: MONTH, size: WEEK, unit: 'week' },
  { limit: YEAR, size: MONTH, unit: 'month' },
  { limit: Infinity, size: YEAR, unit: 'year' },
] as const;

// The number always written ("1 day ago", never "yesterday"), in each locale's own words; made once per locale.
function relativeFormat(locale: string, numeric: 'always' | 'auto'): Intl.RelativeTimeFormat {
  return madeOnce(`relative ${locale} ${numeric}`, () => new Intl.RelativeTimeFormat(locale, { numeric }));
}

/**
 * Spec section 9: Just now, then minutes, hours, days, weeks, months and years ago, in `locale` (English unless
 * told). `justNow` is the words for under a minute: the spec's "Just now" in English, else the caller's message
 * for it, or the locale's own word for now.
 */
export function formatRelativeTime(when: string | Date, now: Date = new Date(), locale = 'en', justNow?: string): string {
  const time = new Date(when);
  const seconds = Math.floor((now.getTime() - time.getTime()) / 1000);
  if (seconds < MINUTE) return justNow ?? (locale === 'en' ? 'Just now' : relativeFormat(locale, 'auto').format(0, 'second'));
  for (const step of STEPS) {
    if (seconds < step.limit) {
      return relativeFormat(locale, 'always').format(-Math.floor(seconds / step.size), step.unit);
    }
  }
  // Only an invalid date gets here: its NaN seconds are below no limit, not even Infinity.
  return '';
}

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

// English like the rest of the interface, with the number always written ("1 day ago", never "yesterday").
const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * Spec section 9: Just now, then minutes, hours, days, weeks, months and years ago. In another language than
 * English (`locale`, the reader's), the same steps in that language's words ("hace 3 días", "il y a 3 jours"), and
 * its word for now.
 */
export function formatRelativeTime(when: string | Date, now: Date = new Date(), locale = 'en'): string {
  const time = new Date(when);
  const seconds = Math.floor((now.getTime() - time.getTime()) / 1000);
  const relative = locale === 'en' ? RELATIVE : new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (seconds < MINUTE) return locale === 'en' ? 'Just now' : new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  for (const step of STEPS) {
    if (seconds < step.limit) {
      return relative.format(-Math.floor(seconds / step.size), step.unit);
    }
  }
  // Only an invalid date gets here: its NaN seconds are below no limit, not even Infinity.
  return '';
}

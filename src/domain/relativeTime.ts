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

/** Spec section 9: Just now, then minutes, hours, days, weeks, months and years ago. */
export function formatRelativeTime(when: string | Date, now: Date = new Date()): string {
  const time = new Date(when);
  const seconds = Math.floor((now.getTime() - time.getTime()) / 1000);
  if (seconds < MINUTE) return 'Just now';
  for (const step of STEPS) {
    if (seconds < step.limit) {
      return RELATIVE.format(-Math.floor(seconds / step.size), step.unit);
    }
  }
  // Only an invalid date gets here: its NaN seconds are below no limit, not even Infinity.
  return '';
}

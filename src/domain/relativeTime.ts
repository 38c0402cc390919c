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
  // Stryker disable next-line ConditionalExpression: new Date(date) is the same instant.
  const time = typeof when === 'string' ? new Date(when) : when;
  // Stryker disable next-line ConditionalExpression: an invalid date compares false with every limit and falls through to ''.
  if (Number.isNaN(time.getTime())) return '';
  const seconds = Math.floor((now.getTime() - time.getTime()) / 1000);
  if (seconds < MINUTE) return 'Just now';
  for (const step of STEPS) {
    if (seconds < step.limit) {
      return RELATIVE.format(-Math.floor(seconds / step.size), step.unit);
    }
  }
  // Stryker disable next-line StringLiteral: unreachable, the last step's limit is Infinity.
  return '';
}

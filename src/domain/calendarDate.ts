/**
 * A day as the interface writes it, "Mar 5, 2026" (the interface is in English, so its dates are too), or
 * `unknown` when there is no date or it cannot be read.
 */
export function formatCalendarDate(value: string | null | undefined, unknown: string, locale = 'en-US'): string {
  if (!value) return unknown;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? unknown : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

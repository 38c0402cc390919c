/**
 * A day as the interface writes it in `locale`: "Mar 5, 2026" in English (the server's texts and the default),
 * "5 mar 2026" in Spanish; `unknown` when there is no date or it cannot be read.
 */
export function formatCalendarDate(value: string | null | undefined, unknown: string, locale = 'en-US'): string {
  if (!value) return unknown;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? unknown : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The same day in a language's own form ("5 mar 2026", "5 mars 2026"); English as above. */
export function formatCalendarDateIn(locale: string, value: string | null | undefined, unknown: string): string {
  if (locale === 'en' || locale === 'en-XA') return formatCalendarDate(value, unknown);
  if (!value) return unknown;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? unknown : date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * What a text written outside the views needs of the interface's language: its locale, for numbers, dates and
 * language names (Intl), and its messages, by id. Lingui's `i18n` is one (the app's, or the server's for the page's
 * language: server/pageLanguage.ts), so the card the server writes and the app's say the same messages.
 */
export interface Translator {
  locale: string;
  _(id: string, values?: Record<string, unknown>): string;
}

const made = new Map<string, unknown>();

/** An Intl formatter, made once for its key (its kind, locale and options) and kept. */
export function madeOnce<T>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

/** A number in a locale's form, its formatter made once per locale and options. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return madeOnce(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

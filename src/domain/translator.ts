/**
 * What a text written outside the views needs of the interface's language: its locale, for numbers, dates and
 * language names (Intl), and its messages, by id. Lingui's `i18n` is one (the app's, or the server's for the page's
 * language: server/pageLanguage.ts), so the card the server writes and the app's say the same messages.
 */
export interface Translator {
  locale: string;
  _(id: string, values?: Record<string, unknown>): string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in a locale's form, its formatter made once per locale and options. */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

// The channel header's count, in a file of its own: it loads with that page, not with the first screen's cards.

/** The channel header's form (spec section 9): K from 1,000 and M from 1,000,000, one decimal. */
export function formatHeaderCount(count: number): string {
  const value = Math.max(0, Math.floor(count));
  if (value >= 1_000_000) return `${(Math.floor(value / 100_000) / 10).toFixed(1)}M`;
  if (value >= 1_000) return `${(Math.floor(value / 100) / 10).toFixed(1)}K`;
  return String(value);
}

/** The channel header's count in the reader's language: English's form above (1.2K), another's compact form with one decimal. */
export function shortHeaderCount(count: number, locale: string): string {
  if (locale === 'en' || locale === 'en-XA') return formatHeaderCount(count);
  const value = Math.max(0, Math.floor(count));
  return new Intl.NumberFormat(locale, { notation: 'compact', minimumFractionDigits: value >= 1000 ? 1 : 0, maximumFractionDigits: 1, roundingMode: 'trunc' }).format(value);
}

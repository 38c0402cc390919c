const UNITS = [
  { value: 1_000_000_000, suffix: 'B' },
  { value: 1_000_000, suffix: 'M' },
  { value: 1_000, suffix: 'K' },
] as const;

/** Views, likes and subscribers on cards: 950, 1.2K, 15K, 3.4M, 1.1B. */
export function formatCount(count: number): string {
  const value = Math.max(0, Math.floor(count));
  for (const unit of UNITS) {
    if (value >= unit.value) {
      const scaled = value / unit.value;
      // Rounding 999.95K up would read 1000K: move to the next unit instead.
      // Stryker disable next-line EqualityOperator: at exactly 100 both forms write 100 and the unit.
      return scaled >= 100 ? `${Math.floor(scaled)}${unit.suffix}` : `${Math.floor(scaled * 10) / 10}${unit.suffix}`;
    }
  }
  return String(value);
}

/** The channel header's form (spec section 9): K from 1,000 and M from 1,000,000, one decimal. */
export function formatHeaderCount(count: number): string {
  const value = Math.max(0, Math.floor(count));
  if (value >= 1_000_000) return `${(Math.floor(value / 100_000) / 10).toFixed(1)}M`;
  if (value >= 1_000) return `${(Math.floor(value / 100) / 10).toFixed(1)}K`;
  return String(value);
}

/**
 * A card's count in the reader's language: English keeps its form above (1.2K), another language the compact form
 * of its own (1,2 mil, 1,2 Rb), cut down as English's is rather than rounded up.
 */
export function shortCount(count: number, locale: string): string {
  if (locale === 'en' || locale === 'en-XA') return formatCount(count);
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' }).format(Math.max(0, Math.floor(count)));
}

/** The channel header's count in the reader's language: English's form above (1.2K), another's compact form with one decimal. */
export function shortHeaderCount(count: number, locale: string): string {
  if (locale === 'en' || locale === 'en-XA') return formatHeaderCount(count);
  const value = Math.max(0, Math.floor(count));
  return new Intl.NumberFormat(locale, { notation: 'compact', minimumFractionDigits: value >= 1000 ? 1 : 0, maximumFractionDigits: 1, roundingMode: 'trunc' }).format(value);
}

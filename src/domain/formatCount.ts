import { formatNumber } from './translator';

const UNITS = [
  { value: 1_000_000_000, suffix: 'B' },
  { value: 1_000_000, suffix: 'M' },
  { value: 1_000, suffix: 'K' },
] as const;

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/**
 * Views, likes and subscribers on cards: 950, 1.2K, 15K, 3.4M, 1.1B in English (spec section 9); in another
 * locale the same shortened count in that locale's compact form ("1,2 mil", "3,4 Mio."), as Intl writes it.
 * Never rounded up: 999,950 is 999.9K, not 1M.
 */
export function formatCount(count: number, locale = 'en'): string {
  const value = Math.max(0, Math.floor(count));
  for (const unit of UNITS) {
    if (value >= unit.value) {
      const scaled = value / unit.value;
      // Rounding 999.95K up would read 1000K: move to the next unit instead.
      // Stryker disable next-line EqualityOperator: at exactly 100 both forms write 100 and the unit.
      const shown = scaled >= 100 ? Math.floor(scaled) : Math.floor(scaled * 10) / 10;
      return locale === 'en' ? `${shown}${unit.suffix}` : formatNumber(Math.round(shown * unit.value), locale, COMPACT);
    }
  }
  return locale === 'en' ? String(value) : formatNumber(value, locale, COMPACT);
}

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

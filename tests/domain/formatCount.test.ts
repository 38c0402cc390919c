import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCount } from '../../src/domain/formatCount';
import { formatHeaderCount } from '../../src/domain/headerCount';

describe('count abbreviations', () => {
  it('uses K, M and B', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1250)).toBe('1.2K');
    expect(formatCount(15_400)).toBe('15.4K');
    expect(formatCount(999_999)).toBe('999K');
    expect(formatCount(3_400_000)).toBe('3.4M');
    expect(formatCount(1_100_000_000)).toBe('1.1B');
  });

  it('writes a billion and more with B in English, never a larger unit', () => {
    expect(formatCount(1_500_000_000_000)).toBe('1500B');
  });

  it('writes another locale\'s shortened form as Intl does, never rounded up', () => {
    expect(formatCount(1250, 'es')).toBe('1,2\u00a0mil');
    expect(formatCount(3_400_000, 'de')).toBe('3,4\u00a0Mio.');
    expect(formatCount(1_500_000_000_000, 'es')).toBe('1,5\u00a0B');
    expect(formatCount(999_950, 'es')).toBe('999\u00a0mil');
  });

  it('writes a count below a thousand in the locale\'s own digits', () => {
    expect(formatCount(950, 'de')).toBe('950');
    expect(formatCount(950, 'ar-EG')).toBe('٩٥٠');
  });

  it('writes the channel header with one decimal: K from 1,000 and M from 1,000,000', () => {
    expect(formatHeaderCount(999)).toBe('999');
    expect(formatHeaderCount(1000)).toBe('1.0K');
    expect(formatHeaderCount(45_678)).toBe('45.6K');
    expect(formatHeaderCount(999_999)).toBe('999.9K');
    expect(formatHeaderCount(1_000_000)).toBe('1.0M');
    expect(formatHeaderCount(2_345_678)).toBe('2.3M');
  });

  it('property: the abbreviation never overstates the count and keeps at most one decimal', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (count) => {
      const text = formatCount(count);
      expect(text).toMatch(/^\d+(\.\d)?[KMB]?$/);
      const scale = { K: 1e3, M: 1e6, B: 1e9 }[text.slice(-1)] ?? 1;
      expect(parseFloat(text) * scale).toBeLessThanOrEqual(count);
    }));
  });

  it('property: the header form always has one decimal above 999', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 10 ** 10 }), (count) => {
      expect(formatHeaderCount(count)).toMatch(/^\d+\.\d[KM]$/);
    }));
  });
});

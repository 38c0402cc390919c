import { describe, expect, it } from 'vitest';
import { shortHeaderCount } from '../../src/domain/headerCount';

describe('the channel header\'s count in the reader\'s language', () => {
  it('is the English form (one decimal, K and M) in English and in the pseudo-locale', () => {
    expect(shortHeaderCount(45_678, 'en')).toBe('45.6K');
    expect(shortHeaderCount(1000, 'en-XA')).toBe('1.0K');
    // English has no B in this form: a billion subscribers is a thousand millions.
    expect(shortHeaderCount(1_000_000_000, 'en')).toBe('1000.0M');
    expect(shortHeaderCount(1_000_000_000, 'en-XA')).toBe('1000.0M');
  });

  it('is another language\'s compact form, whole below 1,000 and with one decimal from 1,000', () => {
    expect(shortHeaderCount(999, 'es')).toBe('999');
    expect(shortHeaderCount(1000, 'es')).toBe('1,0\u00a0mil');
    expect(shortHeaderCount(1234, 'pt')).toBe('1,2\u00a0mil');
  });

  it('never rounds up: 1,999,999 is 1.9 million', () => {
    expect(shortHeaderCount(1_999_999, 'fr')).toBe('1,9\u00a0M');
  });

  it('counts whole subscribers and none below zero', () => {
    expect(shortHeaderCount(2.9, 'es')).toBe('2');
    expect(shortHeaderCount(-5, 'es')).toBe('0');
  });
});

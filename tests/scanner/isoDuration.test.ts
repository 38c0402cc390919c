import { describe, expect, it } from 'vitest';
import { parseIsoDuration } from '../../server/scanner/isoDuration.ts';

describe('parseIsoDuration', () => {
  it('reads the durations the API writes', () => {
    expect(parseIsoDuration('PT1H2M3S')).toBe(3723);
    expect(parseIsoDuration('PT45M')).toBe(2700);
    expect(parseIsoDuration('PT59S')).toBe(59);
    expect(parseIsoDuration('P1DT2H')).toBe(93600);
    expect(parseIsoDuration('P1W')).toBe(604800);
    expect(parseIsoDuration('P0D')).toBe(0);
    expect(parseIsoDuration('PT4H0M0S')).toBe(14400);
  });
  it('rejects what is not a duration', () => {
    expect(parseIsoDuration('')).toBeNull();
    expect(parseIsoDuration('P')).toBeNull();
    expect(parseIsoDuration('PT')).toBeNull();
    expect(parseIsoDuration('1:02:03')).toBeNull();
  });
});

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
  it('counts each unit alone: a week, a day, an hour, a minute, a second', () => {
    expect(parseIsoDuration('P2W')).toBe(1_209_600);
    expect(parseIsoDuration('P2D')).toBe(172_800);
    expect(parseIsoDuration('PT2H')).toBe(7200);
    expect(parseIsoDuration('PT2M')).toBe(120);
    expect(parseIsoDuration('PT2S')).toBe(2);
    expect(parseIsoDuration('P1W1DT1H1M1S')).toBe(694_861);
  });
  it('rounds fractions of a second to the nearest second', () => {
    expect(parseIsoDuration('PT1.4S')).toBe(1);
    expect(parseIsoDuration('PT1.5S')).toBe(2);
  });
  it('rejects a time part without any time, and text around a duration', () => {
    expect(parseIsoDuration('P1DT')).toBeNull();
    expect(parseIsoDuration(' PT1M')).toBeNull();
    expect(parseIsoDuration('PT1M ')).toBeNull();
  });
});

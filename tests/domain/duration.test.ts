import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DURATION_FILTERS, durationFilterByKey, durationFilterKey, formatDuration } from '../../src/domain/duration';
import { english } from '../machines/support/appActors';

describe('durations', () => {
  it('formats seconds as M:SS or H:MM:SS', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(605)).toBe('10:05');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(4 * 3600)).toBe('4:00:00');
  });

  it('has the four buckets of the spec', () => {
    expect(DURATION_FILTERS.map((filter) => [filter.min_duration, filter.max_duration])).toEqual([
      [undefined, 3599],
      [3600, 7200],
      [7200, 14400],
      [14401, undefined],
    ]);
  });

  it('names each bucket by its key and the spec\'s label, in the English catalogue', () => {
    expect(DURATION_FILTERS.map((filter) => [filter.key, english._(filter.message)])).toEqual([
      ['under1h', 'Under 1 hour'], ['1to2h', '1 to 2 hours'], ['2to4h', '2 to 4 hours'], ['over4h', 'Over 4 hours'],
    ]);
    expect(durationFilterByKey('under1h')?.key).toBe('under1h');
    expect(durationFilterByKey(null)).toBeUndefined();
  });

  it('finds a bucket back from its bounds and its key', () => {
    for (const filter of DURATION_FILTERS) {
      expect(durationFilterKey(filter.min_duration, filter.max_duration)).toBe(filter.key);
      expect(durationFilterByKey(filter.key)).toBe(filter);
    }
    expect(durationFilterKey(1, 2)).toBeUndefined();
  });

  it('finds no bucket for bounds of two different buckets, or one bucket\'s bound alone', () => {
    for (const [min, max] of [[3600, 14400], [undefined, 7200], [7200, undefined], [3600, undefined], [undefined, undefined]] as const) {
      expect(durationFilterKey(min, max), `${min}-${max}`).toBeUndefined();
    }
  });

  it('property: every duration falls in at least one bucket, and formatting reads back to the same seconds', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 * 3600 }), (seconds) => {
      const inBucket = DURATION_FILTERS.some(
        (filter) => seconds >= (filter.min_duration ?? 0) && seconds <= (filter.max_duration ?? Infinity),
      );
      expect(inBucket).toBe(true);
      const parts = formatDuration(seconds).split(':').map(Number);
      expect(parts.reduce((total, part) => total * 60 + part, 0)).toBe(seconds);
    }));
  });
});

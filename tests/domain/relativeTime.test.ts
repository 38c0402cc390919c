import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatRelativeTime } from '../../src/domain/relativeTime';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relative time labels', () => {
  it('reads Just now, then minutes, hours, days, weeks, months and years ago', () => {
    expect(formatRelativeTime(ago(5), now)).toBe('Just now');
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(2 * 86400), now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(14 * 86400), now)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(65 * 86400), now)).toBe('2 months ago');
    expect(formatRelativeTime(ago(800 * 86400), now)).toBe('2 years ago');
  });

  it('moves to the next unit exactly at its start: 60 minutes read 1 hour ago, 24 hours 1 day ago', () => {
    expect(formatRelativeTime(ago(59 * 60), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(86400), now)).toBe('1 day ago');
    expect(formatRelativeTime(new Date(now.getTime() - 7 * 86400 * 1000), now)).toBe('1 week ago');
  });

  it('gives an empty label for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });

  it('property: a later moment never reads as further in the past', () => {
    const order = ['Just now', 'minute', 'hour', 'day', 'week', 'month', 'year'];
    const rank = (label: string) => order.findIndex((unit) => label.includes(unit));
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 10 ** 9 }), (a, b) => {
      const [older, newer] = a > b ? [a, b] : [b, a];
      expect(rank(formatRelativeTime(ago(older), now))).toBeGreaterThanOrEqual(rank(formatRelativeTime(ago(newer), now)));
    }));
  });
});

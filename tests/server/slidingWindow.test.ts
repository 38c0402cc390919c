import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextHitAllowed, secondsUntilNextHitAllowed, slidingCount, type WindowHits } from '../../server/auth/slidingWindow.ts';

/** The same counters `seconds` later with no hit counted meanwhile: windows roll over at their boundaries. */
function later({ current, previous, elapsed }: WindowHits, seconds: number, windowSeconds: number): WindowHits {
  const at = elapsed + seconds;
  if (at < windowSeconds) return { current, previous, elapsed: at };
  if (at < 2 * windowSeconds) return { current: 0, previous: current, elapsed: at - windowSeconds };
  return { current: 0, previous: 0, elapsed: at % windowSeconds };
}

const cases = fc.record({ limit: fc.integer({ min: 1, max: 100 }), windowSeconds: fc.integer({ min: 1, max: 3600 }) })
  .chain(({ limit, windowSeconds }) => fc.record({
    limit: fc.constant(limit),
    windowSeconds: fc.constant(windowSeconds),
    hits: fc.record({
      current: fc.integer({ min: 0, max: 3 * limit }),
      previous: fc.integer({ min: 0, max: 3 * limit }),
      elapsed: fc.integer({ min: 0, max: windowSeconds - 1 }),
    }),
  }));

describe('sliding-window counting', () => {
  it('counts the whole previous window at its end and none of it a full window later', () => {
    expect(slidingCount({ current: 4, previous: 10, elapsed: 0 }, 60)).toBe(14);
    expect(slidingCount({ current: 4, previous: 10, elapsed: 30 }, 60)).toBe(9);
    expect(slidingCount({ current: 4, previous: 10, elapsed: 59 }, 60)).toBe(5);
  });

  it('keeps a burst straddling a window boundary within the limit', () => {
    // 60 hits at the very end of one window, then the first second of the next: no fresh allowance.
    const justAfter: WindowHits = { current: 0, previous: 60, elapsed: 0 };
    expect(nextHitAllowed(justAfter, 60, 60)).toBe(false);
    expect(nextHitAllowed({ current: 0, previous: 60, elapsed: 1 }, 60, 60)).toBe(true);
  });

  it('allows a hit after exactly the Retry-After it gives, and not a second earlier', () => {
    fc.assert(fc.property(cases, ({ limit, windowSeconds, hits }) => {
      const wait = secondsUntilNextHitAllowed(hits, limit, windowSeconds);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(nextHitAllowed(later(hits, wait, windowSeconds), limit, windowSeconds)).toBe(true);
      if (wait > 1) expect(nextHitAllowed(later(hits, wait - 1, windowSeconds), limit, windowSeconds)).toBe(false);
    }));
  });

  it('asks to wait one second, never a number it cannot say, when nothing earlier weighs and there is room', () => {
    expect(secondsUntilNextHitAllowed({ current: 4, previous: 0, elapsed: 10 }, 5, 60)).toBe(1);
  });

  it('never asks to wait longer than two windows', () => {
    fc.assert(fc.property(cases, ({ limit, windowSeconds, hits }) => {
      expect(secondsUntilNextHitAllowed(hits, limit, windowSeconds)).toBeLessThanOrEqual(2 * windowSeconds);
    }));
  });
});

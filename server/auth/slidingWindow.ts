/*
 * Sliding-window counting over fixed windows: the count of a bucket is the hits of its current window plus
 * the hits of the window before, weighed by the share of that earlier window the sliding window still
 * covers. A fixed window alone forgets everything at its boundary, so a burst straddling it would get
 * twice the limit through; weighing the previous window closes that gap while the database keeps only
 * two counters per bucket.
 */

export interface WindowHits {
  /** Hits counted in the current window. */
  current: number;
  /** Hits counted in the window just before it. */
  previous: number;
  /** Seconds since the current window started (0 ≤ elapsed < windowSeconds). */
  elapsed: number;
}

/**
 * The hits the sliding window ending now holds. The previous window's share is rounded up, so a bucket
 * at its limit stays at its limit right after a boundary instead of slipping a fraction below it.
 */
export function slidingCount({ current, previous, elapsed }: WindowHits, windowSeconds: number): number {
  // One division, last, so whole-second inputs give exact answers (no 4.0000001 rounding up to 5).
  return current + Math.ceil((previous * Math.max(0, windowSeconds - elapsed)) / windowSeconds);
}

/** Whether one more hit now keeps the bucket within its limit. */
export function nextHitAllowed(hits: WindowHits, limit: number, windowSeconds: number): boolean {
  return slidingCount(hits, windowSeconds) + 1 <= limit;
}

/**
 * Whole seconds (at least 1) until one more hit would be allowed, if nothing else is counted meanwhile:
 * the answer's Retry-After.
 */
export function secondsUntilNextHitAllowed(hits: WindowHits, limit: number, windowSeconds: number): number {
  const { current, previous, elapsed } = hits;
  const room = limit - 1 - current;
  let wait: number;
  if (room >= 0) {
    // Still in this window: wait until the previous window's weighed share fits in the room left.
    wait = previous === 0 ? 0 : Math.max(0, (windowSeconds * (previous - room)) / previous - elapsed);
  } else {
    // This window is over its limit: wait for it to become the previous window and decay enough.
    const intoNextWindow = Math.max(0, (windowSeconds * (current - (limit - 1))) / current);
    wait = windowSeconds - elapsed + intoNextWindow;
  }
  return Math.max(1, Math.ceil(wait));
}

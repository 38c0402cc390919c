import type { Queryable } from '../db/driver.ts';
import { HttpError } from '../http/httpError.ts';
import { secondsUntilNextHitAllowed, slidingCount, type WindowHits } from './slidingWindow.ts';

export interface RateLimitRule {
  /** Hits allowed in any span of windowSeconds (a sliding window); the next one is refused. */
  limit: number;
  windowSeconds: number;
}

const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

// Windows are aligned to the epoch in the database's clock, so every process sharing the table agrees on them.
const CURRENT_WINDOW = `to_timestamp((floor(extract(epoch FROM now()) / $2::int) * $2::int)::float8)`;

// A sweep costs one indexed delete; doing it on a small share of calls keeps the table small without a timer.
const SWEEP_PROBABILITY = 0.01;

// The hits of the bucket's current and previous windows, and how far into the current window the clock is.
// `w` is the current window's start; `$1` the bucket, `$2` the window length in seconds.
const WINDOW_HITS = `
  SELECT coalesce(sum(r.hits) FILTER (WHERE r.window_start = w.start), 0)::int AS current,
         coalesce(sum(r.hits) FILTER (WHERE r.window_start < w.start), 0)::int AS previous,
         extract(epoch FROM now() - w.start)::float8 AS elapsed
    FROM w LEFT JOIN rate_limits r
      ON r.bucket = $1 AND r.window_start IN (w.start, w.start - make_interval(secs => $2::int))
   GROUP BY w.start`;

interface WindowHitsRow { current: number; previous: number; elapsed: number }

function toWindowHits(row: WindowHitsRow | undefined): WindowHits {
  // Stryker disable next-line OptionalChaining: both queries answer exactly one row (the one window, left-joined and grouped by it)
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0), elapsed: Number(row?.elapsed ?? 0) };
}

/**
 * Counts one hit in the bucket's current window and returns the hits of the current and previous windows.
 * A counter is kept for two windows, because the window after its own still weighs it.
 */
export async function countHit(db: Queryable, bucket: string, windowSeconds: number): Promise<WindowHits> {
  if (Math.random() < SWEEP_PROBABILITY) await db.query('DELETE FROM rate_limits WHERE expires_at <= now()');
  // The upsert runs before the final SELECT reads the table, so the current window is read back separately.
  const { rows } = await db.query<WindowHitsRow & { counted: number }>(
    `WITH w AS (SELECT ${CURRENT_WINDOW} AS start),
     counted AS (
       INSERT INTO rate_limits (bucket, window_start, hits, expires_at)
       SELECT $1, w.start, 1, w.start + make_interval(secs => 2 * $2::int) FROM w
       ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1, expires_at = EXCLUDED.expires_at
       RETURNING hits
     ),
     before AS (${WINDOW_HITS})
     SELECT counted.hits AS counted, before.previous, before.elapsed FROM counted CROSS JOIN before`,
    [bucket, windowSeconds],
  );
  const row = rows[0];
  return toWindowHits(row && { current: row.counted, previous: row.previous, elapsed: row.elapsed });
}

/** The hits of the bucket's current and previous windows, without adding to them. */
export async function peekHits(db: Queryable, bucket: string, windowSeconds: number): Promise<WindowHits> {
  const { rows } = await db.query<WindowHitsRow>(
    `WITH w AS (SELECT ${CURRENT_WINDOW} AS start) ${WINDOW_HITS}`,
    [bucket, windowSeconds],
  );
  return toWindowHits(rows[0]);
}

/** Forgets every window of the bucket (a successful login clears its failures). */
export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE bucket = $1', [bucket]);
}

/**
 * Counts a hit and refuses it with 429 (and Retry-After) once the bucket's sliding window is over its limit.
 * Refused hits count too, so a client that keeps hammering stays refused.
 * Buckets are plain strings: prefix them with what they limit, e.g. `suggest:user:42`.
 */
export async function enforceRateLimit(db: Queryable, bucket: string, { limit, windowSeconds }: RateLimitRule): Promise<void> {
  const hits = await countHit(db, bucket, windowSeconds);
  if (slidingCount(hits, windowSeconds) > limit) {
    throw new HttpError(429, TOO_MANY_REQUESTS, { retryAfter: secondsUntilNextHitAllowed(hits, limit, windowSeconds) });
  }
}

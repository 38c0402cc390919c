import type { Queryable } from '../db/driver.ts';
import { HttpError } from '../routes/httpError.ts';

export interface RateLimitRule {
  /** Hits allowed in one window; the next one is refused. */
  limit: number;
  windowSeconds: number;
}

export interface WindowCount {
  hits: number;
  /** Whole seconds until the current window ends (at least 1). */
  retryAfter: number;
}

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

// Windows are aligned to the epoch in the database's clock, so every process sharing the table agrees on them.
const CURRENT_WINDOW = `to_timestamp((floor(extract(epoch FROM now()) / $2::int) * $2::int)::float8)`;

// A sweep costs one indexed delete; doing it on a small share of calls keeps the table small without a timer.
const SWEEP_PROBABILITY = 0.01;

/** Counts one hit in the bucket's current fixed window and returns the count so far. */
export async function countHit(db: Queryable, bucket: string, windowSeconds: number): Promise<WindowCount> {
  if (Math.random() < SWEEP_PROBABILITY) await db.query('DELETE FROM rate_limits WHERE expires_at <= now()');
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits, expires_at)
     SELECT $1, w.start, 1, w.start + make_interval(secs => $2::int) FROM (SELECT ${CURRENT_WINDOW} AS start) w
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING hits, greatest(1, ceil(extract(epoch FROM expires_at - now())))::int AS retry_after`,
    [bucket, windowSeconds],
  );
  const row = rows[0];
  return { hits: Number(row?.hits ?? 1), retryAfter: Number(row?.retry_after ?? windowSeconds) };
}

/** The bucket's count in its current window, without adding to it. */
export async function peekHits(db: Queryable, bucket: string, windowSeconds: number): Promise<WindowCount> {
  const { rows } = await db.query<{ hits: number; retry_after: number }>(
    `SELECT hits, greatest(1, ceil(extract(epoch FROM window_start + make_interval(secs => $2::int) - now())))::int AS retry_after
       FROM rate_limits WHERE bucket = $1 AND window_start = ${CURRENT_WINDOW}`,
    [bucket, windowSeconds],
  );
  const row = rows[0];
  return row === undefined ? { hits: 0, retryAfter: windowSeconds } : { hits: Number(row.hits), retryAfter: Number(row.retry_after) };
}

/** Forgets every window of the bucket (a successful login clears its failures). */
export async function clearBucket(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE bucket = $1', [bucket]);
}

/**
 * Counts a hit and refuses it with 429 (and Retry-After) once the bucket is over its limit for the window.
 * Buckets are plain strings: prefix them with what they limit, e.g. `suggest:user:42`.
 */
export async function enforceRateLimit(db: Queryable, bucket: string, { limit, windowSeconds }: RateLimitRule): Promise<void> {
  const { hits, retryAfter } = await countHit(db, bucket, windowSeconds);
  if (hits > limit) throw new HttpError(429, TOO_MANY_REQUESTS, { retryAfter });
}

import type { Queryable } from '../db/driver.ts';
import { HttpError } from '../routes/httpError.ts';
import { LOGIN_FAILURES_PER_IDENTIFIER } from './abuseLimits.ts';
import { clearBucket, countHit, peekHits, TOO_MANY_REQUESTS } from './rateLimit.ts';
import { nextHitAllowed, secondsUntilNextHitAllowed } from './slidingWindow.ts';
import { hashToken } from './tokens.ts';

/**
 * Failures count per account, so trying the username and then the email does not double the guesses;
 * an identifier with no account gets its own bucket, hashed so the limits table holds no email address.
 */
export function loginFailureBucket(userId: number | null, identifier: string): string {
  return userId !== null ? `login-fail:user:${userId}` : `login-fail:id:${hashToken(identifier.trim().toLowerCase())}`;
}

/** Refuses a login for an account with too many recent failures, even with the right password. */
export async function assertLoginNotLocked(db: Queryable, bucket: string): Promise<void> {
  const { limit, windowSeconds } = LOGIN_FAILURES_PER_IDENTIFIER;
  const failures = await peekHits(db, bucket, windowSeconds);
  if (!nextHitAllowed(failures, limit, windowSeconds)) {
    throw new HttpError(429, TOO_MANY_REQUESTS, { retryAfter: secondsUntilNextHitAllowed(failures, limit, windowSeconds) });
  }
}

export async function recordLoginFailure(db: Queryable, bucket: string): Promise<void> {
  await countHit(db, bucket, LOGIN_FAILURES_PER_IDENTIFIER.windowSeconds);
}

export async function clearLoginFailures(db: Queryable, bucket: string): Promise<void> {
  await clearBucket(db, bucket);
}

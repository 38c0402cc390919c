import type { Queryable } from '../db/driver.ts';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS } from './abuseLimits.ts';
import { clearBucket, countHit, peekHits, type RateLimitRule } from './rateLimit.ts';
import { nextHitAllowed } from './slidingWindow.ts';
import { hashToken } from './tokens.ts';

/**
 * Failed logins count per account (so trying the username and then the email does not double the
 * guesses) and per account and client address. One address that fails repeatedly locks the account
 * for itself only, so one attacker cannot lock a member out from everywhere; the per-account count,
 * far higher, stops guesses spread over many addresses. An identifier with no account gets buckets
 * of its own, hashed so the limits table holds no email address, and locks the same way.
 */
export interface LoginFailureBuckets {
  account: string;
  accountAndAddress: string;
}

export function loginFailureBuckets(userId: number | null, identifier: string, clientAddress: string): LoginFailureBuckets {
  const account = userId !== null ? `login-fail:user:${userId}` : `login-fail:id:${hashToken(identifier.trim().toLowerCase())}`;
  return { account, accountAndAddress: `${account}:ip:${clientAddress}` };
}

async function isOverLimit(db: Queryable, bucket: string, { limit, windowSeconds }: RateLimitRule): Promise<boolean> {
  return !nextHitAllowed(await peekHits(db, bucket, windowSeconds), limit, windowSeconds);
}

/**
 * Whether the login is refused even with the right password. The caller answers a locked login
 * exactly as a wrong password, after checking the password all the same: a lock must not tell
 * that the account exists, nor that it is being attacked.
 */
export async function isLoginLocked(db: Queryable, buckets: LoginFailureBuckets): Promise<boolean> {
  return await isOverLimit(db, buckets.accountAndAddress, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS)
    || await isOverLimit(db, buckets.account, LOGIN_FAILURES_PER_ACCOUNT);
}

export async function recordLoginFailure(db: Queryable, buckets: LoginFailureBuckets): Promise<void> {
  await countHit(db, buckets.accountAndAddress, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS.windowSeconds);
  await countHit(db, buckets.account, LOGIN_FAILURES_PER_ACCOUNT.windowSeconds);
}

/** A successful login clears its own address's count; the account's count ages out by itself. */
export async function clearLoginFailures(db: Queryable, buckets: LoginFailureBuckets): Promise<void> {
  await clearBucket(db, buckets.accountAndAddress);
}

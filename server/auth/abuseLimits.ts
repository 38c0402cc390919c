import type { RateLimitRule } from './rateLimit.ts';

/*
 * Every abuse limit of the account routes, in one place. Per-IP limits stop one client hammering;
 * per-identifier and per-email limits stop a spread-out attack on one account or one mailbox.
 * They are generous enough that a person (or a test suite logging in before each test) never meets them.
 */

export const LOGIN_PER_IP: RateLimitRule = { limit: 60, windowSeconds: 60 };
export const LOGIN_PER_IDENTIFIER: RateLimitRule = { limit: 30, windowSeconds: 60 };
/**
 * Failed passwords for one account from one client address: past them that address's logins to the
 * account are refused, answered exactly as a wrong password, until the window ends.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
/** Failed passwords for one account from all addresses together: guesses spread over many addresses. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { limit: 100, windowSeconds: 15 * 60 };

export const REGISTER_PER_IP: RateLimitRule = { limit: 30, windowSeconds: 60 * 60 };

export const RESEND_VERIFICATION_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };
export const RESEND_VERIFICATION_PER_EMAIL: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

export const RESET_REQUEST_PER_IP: RateLimitRule = { limit: 20, windowSeconds: 60 * 60 };
export const RESET_REQUEST_PER_EMAIL: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };

export const RESET_CONFIRM_PER_IP: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };
// Deleting an account asks for its password: guesses through that form are limited as failed logins are per
// account and address, so a left-open session is no faster a way to try passwords than the login form.
export const DELETE_ACCOUNT_ATTEMPTS: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };
// Exports read every row of a member: a few an hour is plenty for a person, and bounds a loop's cost.
export const ACCOUNT_EXPORTS_PER_MEMBER: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

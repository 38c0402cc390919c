import type { Db, Queryable } from '../db/driver.ts';
import { hashToken, newToken } from './tokens.ts';

export type EmailTokenPurpose = 'verify' | 'reset';

export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 60 * 60,
  reset: 60 * 60,
};

// A token no mail sent (empty, or longer than any issued: the routes' schemas bound it to 2,000 characters) is
// hashed like any other, and its digest matches no stored one.

/** A fresh link token for the user; earlier tokens of the same purpose stop working, so only the latest mail counts. */
export async function issueEmailToken(db: Db, userId: number, purpose: EmailTokenPurpose): Promise<string> {
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM email_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
    await tx.query(
      `INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::int))`,
      [hashToken(token), userId, purpose, EMAIL_TOKEN_TTL_SECONDS[purpose]],
    );
  });
  return token;
}

/** The user id of an unused, unexpired token, without using it up. */
// Stryker disable next-line BlockStatement: its one caller only spares hashing with it; without an answer the reset hashes and then finds no live link all the same
export async function findEmailToken(db: Queryable, token: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()',
    [hashToken(token), purpose],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * Uses the token up and returns its user id, or null when it is unknown, used or expired.
 * One conditional UPDATE, so two simultaneous requests with the same link cannot both succeed.
 */
export async function consumeEmailToken(db: Queryable, token: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [hashToken(token), purpose],
  );
  return rows[0]?.user_id ?? null;
}

/** The user a link was already used for, so a second click can be told what happened instead of "invalid". */
export async function usedEmailTokenOwner(db: Queryable, token: string, purpose: EmailTokenPurpose): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM email_tokens WHERE token_hash = $1 AND purpose = $2 AND used_at IS NOT NULL',
    [hashToken(token), purpose],
  );
  return rows[0]?.user_id ?? null;
}

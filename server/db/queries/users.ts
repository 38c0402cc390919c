import type { Queryable } from '../driver.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  is_admin: boolean;
  email_verified: boolean;
  language: string | null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return rows[0];
}

/**
 * The account a login form's "Username or Email" names. Usernames cannot contain @ and emails must, so one
 * identifier never matches two accounts.
 */
export async function findUserByLogin(db: Queryable, identifier: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1) LIMIT 1', [identifier]);
  return rows[0];
}

/** Which of the two is in use by an account already, case-insensitively. */
export async function takenNames(db: Queryable, username: string, email: string): Promise<{ username_taken: boolean; email_taken: boolean }> {
  const { rows } = await db.query<{ username_taken: boolean; email_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE lower(username) = lower($1)) AS username_taken,
            EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($2)) AS email_taken`,
    [username, email],
  );
  return rows[0];
}

/** The new account's id, or null when a concurrent registration took the name or address first. */
export async function insertUser(db: Queryable, username: string, email: string, passwordHash: string): Promise<number | null> {
  try {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO users (username, email, password_hash) VALUES ($1, $2, $3) RETURNING id',
      [username, email, passwordHash],
    );
    return rows[0].id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * The account these account functions were handed: a caller passes the owner of a link or a session it has checked,
 * so an id that names no account is the caller's mistake, thrown rather than read as "nothing to change".
 */
function theAccount<T>(rows: T[], userId: number): T {
  if (rows.length === 0) throw new Error(`No account has the id ${userId}.`);
  return rows[0]!;
}

/** A reset password; opening the mailed link proves the address, so a reset also verifies it. */
export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  const { rows } = await db.query('UPDATE users SET password_hash = $1, email_verified = true WHERE id = $2 RETURNING id', [passwordHash, userId]);
  theAccount(rows, userId);
}

export async function markEmailVerified(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query('UPDATE users SET email_verified = true WHERE id = $1 RETURNING id', [userId]);
  theAccount(rows, userId);
}

export async function isEmailVerified(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ email_verified: boolean }>('SELECT email_verified FROM users WHERE id = $1', [userId]);
  return theAccount(rows, userId).email_verified;
}

/** Keeps the member's interface language (migration 260); null follows the browser again. */
export async function setMemberLanguage(db: Queryable, userId: number, language: string | null): Promise<void> {
  await db.query('UPDATE users SET language = $2 WHERE id = $1', [userId, language]);
}

import type { Queryable } from '../../../server/db/driver.ts';
import { hashToken, newToken } from '../../../server/auth/tokens.ts';

export interface TestUser {
  id: number;
  username: string;
  /** For app.inject: `cookies: user.cookies`. */
  cookies: { sid: string };
}

let sequence = 0;

/** A verified account made directly in the database; its password is never used by these tests. */
export async function createUser(db: Queryable, options: { username?: string; isAdmin?: boolean } = {}): Promise<TestUser> {
  sequence += 1;
  const username = options.username ?? `user${sequence}_${Math.random().toString(36).slice(2, 8)}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, is_admin, email_verified)
     VALUES ($1, $2, 'not-a-password-hash', $3, true) RETURNING id`,
    [username, `${username}@example.com`, options.isAdmin ?? false],
  );
  const id = rows[0].id;
  return { id, username, cookies: await newSession(db, id) };
}

/** A fresh session for an existing user, stored the way the server stores it (hashed). */
export async function newSession(db: Queryable, userId: number): Promise<{ sid: string }> {
  const token = newToken();
  await db.query(`INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
    hashToken(token),
    userId,
  ]);
  return { sid: token };
}

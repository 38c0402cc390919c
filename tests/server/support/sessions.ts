import type { Queryable } from '../../../server/db/driver.ts';
import { hashToken, newToken } from '../../../server/auth/tokens.ts';
import { insertUser } from './factories.ts';

export interface TestUser {
  id: number;
  username: string;
  /** For app.inject: `cookies: user.cookies`. */
  cookies: { sid: string };
}

/** A verified account made directly in the database; its password is never used by these tests. */
export async function createUser(db: Queryable, options: { username?: string; isAdmin?: boolean } = {}): Promise<TestUser> {
  const id = await insertUser(db, { username: options.username, is_admin: options.isAdmin });
  const { rows } = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [id]);
  return { id, username: rows[0]!.username, cookies: await newSession(db, id) };
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

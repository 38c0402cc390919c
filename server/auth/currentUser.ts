import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/driver.ts';
import { hashToken } from './tokens.ts';

export const SESSION_COOKIE = 'sid';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  is_admin: boolean;
  /** The interface language the member chose (migration 260), null to follow the browser. */
  language: string | null;
}

/** The user of the request's session cookie, or null when there is none or it has expired. */
export async function currentUser(request: FastifyRequest, db: Queryable): Promise<SessionUser | null> {
  const sessionId = request.cookies[SESSION_COOKIE];
  if (!sessionId) return null;
  const { rows } = await db.query<SessionUser>(
    `SELECT u.id, u.username, u.email, u.is_admin, u.language FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.expires_at > now()`,
    [hashToken(sessionId)],
  );
  return rows[0] ?? null;
}

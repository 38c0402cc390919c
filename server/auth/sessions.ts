import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/driver.ts';
import { SESSION_COOKIE } from './currentUser.ts';
import { hashToken, newToken } from './tokens.ts';

const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Stores a new session for the user and returns its id, which only the cookie ever holds. */
export async function createSession(db: Queryable, userId: number): Promise<string> {
  const sessionId = newToken();
  await db.query(
    'INSERT INTO sessions (id_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3::int))',
    [hashToken(sessionId), userId, SESSION_TTL_SECONDS],
  );
  return sessionId;
}

async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [hashToken(sessionId)]);
}

/** Ends every session of the user, on every device (a password reset). */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

// Secure when the browser reaches us over https: directly, or through the public https address in APP_URL.
function cookieOptions(request: FastifyRequest, config: Pick<Config, 'appUrl'>) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https' || config.appUrl.startsWith('https://'),
  };
}

/**
 * Logs the user in with a brand-new session id. The session the request came with (if any) is deleted,
 * so an id planted in the browser before login (session fixation) never becomes a logged-in one.
 */
export async function startSession(
  request: FastifyRequest, reply: FastifyReply, db: Queryable, config: Pick<Config, 'appUrl'>, userId: number,
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND expires_at <= now()', [userId]);
  const sessionId = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, sessionId, { ...cookieOptions(request, config), maxAge: SESSION_TTL_SECONDS });
}

/** Deletes the request's session row and tells the browser to forget the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, db: Queryable, config: Pick<Config, 'appUrl'>): Promise<void> {
  const sessionId = request.cookies[SESSION_COOKIE];
  if (sessionId) await deleteSession(db, sessionId);
  clearSessionCookie(request, reply, config);
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Pick<Config, 'appUrl'>): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, config));
}

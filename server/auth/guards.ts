import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/driver.ts';
import { HttpError } from '../routes/httpError.ts';
import { currentUser, type SessionUser } from './currentUser.ts';

/** The session's user, or a 401 with a sentence the screens can show. */
export async function requireUser(request: FastifyRequest, db: Queryable, message = 'You must be logged in.'): Promise<SessionUser> {
  const user = await currentUser(request, db);
  if (user === null) throw new HttpError(401, message);
  return user;
}

/** Every admin route starts here: 401 when anonymous, 403 when not an administrator. */
export async function requireAdmin(request: FastifyRequest, db: Queryable): Promise<SessionUser> {
  const user = await currentUser(request, db);
  if (user === null) throw new HttpError(401, 'Please log in to access admin features.');
  if (!user.is_admin) throw new HttpError(403, 'Admin access required');
  return user;
}

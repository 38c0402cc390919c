import type { FastifyInstance, FastifyRequest, preHandlerHookHandler, preValidationHookHandler, RouteOptions } from 'fastify';
import type { Queryable } from '../db/driver.ts';
import { HttpError } from '../http/httpError.ts';
import { currentUser, type SessionUser } from './currentUser.ts';

/**
 * Who may call a route, declared once in its options (`config: { access: … }`) and checked here, never in handlers:
 * - public (the default): anyone, and the session is not read at all;
 * - visitor: anyone; the session's user, if any, changes what is shown (is_favourited, user_rating);
 * - member: a logged-in account, else 401 with the route's `loginMessage`, which every member route must give;
 * - admin: an administrator, else 401 (anonymous) or 403 (a member).
 */
type RouteAccess = 'public' | 'visitor' | 'member' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The 401 sentence of a member route: each screen words its own. */
    loginMessage?: string;
  }
  interface FastifyRequest {
    /**
     * The session's user on visitor, member and admin routes (null for an anonymous visitor); always null on
     * public routes. Never null in a member or admin handler: the access check has refused those already.
     */
    user: SessionUser | null;
  }
}

/** The user a member or admin handler acts for; the access check guarantees there is one. */
export function signedInUser(request: FastifyRequest): SessionUser {
  return request.user as SessionUser;
}

function appendHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Adds the check each route's `config.access` asks for. Members and administrators are checked before the
 * body is validated, so a caller without the right gets 401/403 and never learns the body's rules. A
 * visitor's session is read after validation and after the plugin's own input checks, as the handlers did.
 */
export function enforceRouteAccess(app: FastifyInstance, db: Queryable): void {
  // Stryker disable next-line StringLiteral: only declares the property up front (Fastify's advice for an object's shape); every route that reads request.user has it set by its access check first
  app.decorateRequest('user', null);
  app.addHook('onRoute', (route: RouteOptions) => {
    const { access = 'public', loginMessage } = route.config ?? {};
    if (access === 'public') return;
    if (access === 'visitor') {
      const readSession: preHandlerHookHandler = async (request) => {
        request.user = await currentUser(request, db);
      };
      route.preHandler = appendHook(route.preHandler, readSession);
      return;
    }
    const askToLogIn = access === 'admin' ? 'Please log in to access admin features.' : loginMessage;
    // Each screen words its own request to log in (product spec); a member route without one fails at startup,
    // not with a generic sentence in front of a visitor.
    if (askToLogIn === undefined) throw new Error(`${String(route.method)} ${route.url}: a member route needs config.loginMessage, the sentence that asks its caller to log in`);
    const requireRole: preValidationHookHandler = async (request) => {
      const user = await currentUser(request, db);
      if (user === null) throw new HttpError(401, askToLogIn);
      if (access === 'admin' && !user.is_admin) throw new HttpError(403, 'Admin access required');
      request.user = user;
    };
    route.preValidation = appendHook(route.preValidation, requireRole);
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Whether the answer comes from an /api route, judged by the route the router matched ('/api/auth/me'),
 * never by the raw URL: the router decodes the path first, so /%61pi/auth/me reaches that same route.
 * An address no route matched gets the not-found answer, which is treated the same way.
 */
function isApiOrUnmatched(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined || route.startsWith('/api/');
}

/**
 * Every answer of an /api route, and every not-found answer, is `no-store` unless its route chose otherwise: most carry a member's own data (auth/me,
 * watchlist, favourites, ratings inside recap lists) and a shared proxy must never keep one member's answer
 * for another. The public catalogue answers are small and fast, so caching them gains little (docs/decisions/0067-no-store-by-default.md).
 */
export function personalAnswersUncached(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiOrUnmatched(request) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}

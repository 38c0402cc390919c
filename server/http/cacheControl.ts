import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer is `no-store` unless its route chose otherwise: most carry a member's own data (auth/me,
 * watchlist, favourites, ratings inside recap lists) and a shared proxy must never keep one member's answer
 * for another. The public catalogue answers are small and fast, so caching them gains little (decisions.md).
 */
export function personalAnswersUncached(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
}

import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/driver.ts';

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', error: 'Database unavailable', message: 'Database unavailable' });
    }
  });
};

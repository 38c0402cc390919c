import type { FastifyPluginAsync } from 'fastify';
import { statsSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { catalogueStats } from '../db/queries/stats.ts';

export const statsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/stats', { schema: { response: { 200: statsSchema } } }, async () => catalogueStats(db));
};

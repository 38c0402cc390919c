import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import { catalogueStats } from '../db/queries/stats.ts';

export const statsRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/stats', async () => catalogueStats(db));
};

import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';

export const statsRoutes: FastifyPluginAsync<RouteDeps> = async () => {};

import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';

export const mediaRoutes: FastifyPluginAsync<RouteDeps> = async () => {};

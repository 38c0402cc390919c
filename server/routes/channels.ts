import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';

export const channelRoutes: FastifyPluginAsync<RouteDeps> = async () => {};

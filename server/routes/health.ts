import type { FastifyPluginAsync } from 'fastify';
import { healthSchema, healthUnavailableSchema } from '../contract/responses.ts';
import type { Db } from '../db/driver.ts';
import { pingDatabase } from '../db/queries/health.ts';

/**
 * How long the probe waits for the database. A PostgreSQL server that is down refuses at once, but one
 * that hangs (network partition, stopped host) would otherwise hold the probe open until the monitor gives up.
 */
const HEALTH_DATABASE_TIMEOUT_MS = 5000;

export interface HealthOptions {
  db: Db;
  timeoutMs?: number;
}

const UNAVAILABLE = 'Database unavailable';

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { db, timeoutMs = HEALTH_DATABASE_TIMEOUT_MS }) => {
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthUnavailableSchema } } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const outcome = await Promise.race([pingDatabase(db).then(() => 'ok' as const), timedOut]);
      if (outcome === 'ok') return { status: 'ok', database: db.kind };
      return reply.code(503).send({
        status: 'unavailable', database: db.kind, reason: 'timeout', error: UNAVAILABLE, message: UNAVAILABLE, code: 'server.databaseUnavailable',
      });
    } catch {
      return reply.code(503).send({
        status: 'unavailable', database: db.kind, reason: 'error', error: UNAVAILABLE, message: UNAVAILABLE, code: 'server.databaseUnavailable',
      });
    } finally {
      clearTimeout(timer);
    }
  });
};

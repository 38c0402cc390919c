import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config.ts';
import type { Db } from '../db/driver.ts';
import { errorBody } from './errorBody.ts';

/** Unmatched paths share one label, so a scanner of random URLs cannot grow the series without end. */
const UNMATCHED_ROUTE = 'unmatched';

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token === undefined || header === undefined || !header.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics in Prometheus text (prom-client): requests by route and status, their durations, the
 * database pool, the process's own figures (event-loop lag among them) and the scanner's runs. Not public:
 * loopback callers or METRICS_TOKEN's bearer; behind a trusted proxy the proxy's client address counts.
 */
export function registerMetrics(app: FastifyInstance, { db, config }: { db: Db; config: Pick<Config, 'metricsToken'> }): void {
  // One registry per app: tests build many apps in one process, each with its own counts.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern and method',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections in use, idle, and callers waiting for one (PostgreSQL only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = db.poolStats?.();
      if (stats === undefined) return;
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'scanner_runs',
    help: 'Scanner runs recorded in the database (every process and the scan CLI), by outcome',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const { rows } = await db.query<{ status: string; runs: number }>('SELECT status, count(*)::int AS runs FROM scan_runs GROUP BY status');
      for (const status of ['running', 'completed', 'quota_exhausted', 'failed']) {
        this.set({ status }, rows.find((row) => row.status === status)?.runs ?? 0);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.inc({ route, method: request.method, status: String(reply.statusCode) });
    durations.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    if (!isLoopback(request.ip) && !bearerMatches(request, config.metricsToken)) {
      return reply.code(403).send(errorBody('Metrics are open to loopback callers and to the bearer of METRICS_TOKEN only'));
    }
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}

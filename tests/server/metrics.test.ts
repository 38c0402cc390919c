import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { openMigratedDatabase } from './support/templateDatabase.ts';

// One database for the file's apps, which differ in their configuration only and read none of each other's rows.
let db: Db;
beforeAll(async () => {
  db = await openMigratedDatabase();
});
afterAll(() => db?.close());

describe('GET /metrics', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestApp({ env: { METRICS_TOKEN: 'scrape-token-1' }, db });
    ({ app, close } = opened);
    await opened.db.query(`INSERT INTO scan_runs (status, quota_cap) VALUES ('completed', 100), ('failed', 100), ('failed', 100)`);
  });
  afterAll(() => close());

  it('answers Prometheus text to a loopback caller: requests by route and status, durations, event-loop lag, scanner runs', async () => {
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/api/no-such-route' });
    const response = await app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/^http_requests_total\{route="\/api\/health",method="GET",status="200"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{route="unmatched",method="GET",status="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",route="\/api\/health",method="GET"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^scanner_runs\{status="failed"\} 2$/m);
    expect(text).toMatch(/^scanner_runs\{status="completed"\} 1$/m);
  });

  it('is refused to other addresses without the bearer token', async () => {
    const outside = { remoteAddress: '203.0.113.9' };
    expect((await app.inject({ url: '/metrics', ...outside })).statusCode).toBe(403);
    expect((await app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer wrong-token-1' } })).statusCode).toBe(403);
    const allowed = await app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer scrape-token-1' } });
    expect(allowed.statusCode).toBe(200);
  });

  it('counts the proxy\'s client address behind a trusted proxy, not the proxy\'s own loopback', async () => {
    const opened = await openTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, db });
    const response = await opened.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.statusCode).toBe(403);
    await opened.close();
  });
});

describe('database pool gauge', () => {
  it('reports the PostgreSQL pool in use, idle and waiting; PGlite has no pool to report', async () => {
    const { app, close } = await openTestApp({ db });
    const text = (await app.inject({ url: '/metrics' })).body;
    if (db.kind === 'postgres') {
      expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
    } else {
      expect(text).not.toMatch(/^db_pool_connections\{/m);
    }
    await close();
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { healthRoutes } from '../../server/routes/health.ts';

function fakeDb(query: () => Promise<unknown>): Db {
  return {
    kind: 'postgres',
    query: (async () => {
      await query();
      return { rows: [] };
    }) as Db['query'],
    transaction: () => Promise.reject(new Error('unused')),
    close: async () => {},
  };
}

async function probe(db: Db, timeoutMs = 100) {
  const app = Fastify();
  await app.register(healthRoutes, { db, timeoutMs, prefix: '/api' });
  try {
    return await app.inject({ method: 'GET', url: '/api/health' });
  } finally {
    await app.close();
  }
}

describe('GET /api/health reports the database', () => {
  it('answers 200 ok with the database kind when the database answers', async () => {
    const response = await probe(fakeDb(async () => {}));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('answers 503 unavailable when the database refuses (server stopped)', async () => {
    const response = await probe(fakeDb(() => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', database: 'postgres', reason: 'error', error: 'Database unavailable' });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('answers 503 unavailable instead of hanging when the database never answers', async () => {
    const response = await probe(fakeDb(() => new Promise(() => {})));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', reason: 'timeout', message: 'Database unavailable' });
  });
});

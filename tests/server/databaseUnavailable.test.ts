import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/driver.ts';
import { openDatabase } from '../../server/db/driver.ts';
import { isDatabaseUnavailable } from '../../server/db/unavailable.ts';
import { freePort } from '../support/freePort.ts';

describe('a database that cannot be reached', () => {
  let pool: pg.Pool;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The real PostgreSQL driver, pointed at a server that is not there.
    pool = new pg.Pool({ host: '127.0.0.1', port: await freePort(), user: 'nobody', database: 'nothing', max: 2 });
    const db: Db = {
      kind: 'postgres',
      query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params)).rows as T[] }),
      transaction: async () => {
        throw new Error('not used');
      },
      close: () => pool.end(),
    };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-down-'));
    app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir }) });
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  it('is told apart from other errors', async () => {
    const refused = await pool.query('SELECT 1').then(() => null, (error: unknown) => error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006', message: 'connection failure' })).toBe(true);
    const embedded = await openDatabase({ memory: true });
    const syntax = await embedded.query('SELEC 1').then(() => null, (error: unknown) => error);
    await embedded.close();
    expect(syntax).not.toBeNull();
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('answers data routes with a 503, a readable message and Retry-After, never a 500', async () => {
    for (const url of ['/api/recaps', '/api/channels', '/api/stats', '/api/recaps/1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json(), url).toMatchObject({ error: 'The catalogue is unavailable for a moment. Please try again.' });
    }
  });
});

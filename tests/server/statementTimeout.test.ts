import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/driver.ts';
import { STATEMENT_TIMEOUT_MESSAGE } from '../../server/db/statementTimeout.ts';

const databaseUrl = process.env.DATABASE_URL;

async function openWithBudget(budgetMs: number): Promise<Db> {
  if (databaseUrl) return openDatabase({ databaseUrl, statementTimeoutMs: budgetMs });
  const db = await openDatabase({ dataDir: path.join(mkdtempSync(path.join(tmpdir(), 'recapshelf-budget-')), 'db') });
  await db.query(`SET statement_timeout = ${budgetMs}`);
  return db;
}

describe('a request that holds the database past its budget', () => {
  it(databaseUrl
    ? 'PostgreSQL: is cancelled, not left running, and answers 503 with a plain sentence and Retry-After'
    : 'PGlite: runs to its end, since the embedded database cannot interrupt a statement (docs/decisions/0059-statement-timeout-per-request.md)', async () => {
    const db = await openWithBudget(300);
    const app = await buildApp({ db, config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'recapshelf-budget-')) }) });
    // A statement far past the budget, under a tag the activity view can find.
    app.get('/api/budget-test', async () => db.query("SELECT pg_sleep(1.5) AS slow, 'budget-test' AS tag"));
    try {
      const response = await app.inject({ url: '/api/budget-test' });
      if (databaseUrl) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toMatchObject({ error: STATEMENT_TIMEOUT_MESSAGE, message: STATEMENT_TIMEOUT_MESSAGE });
        const { rows } = await db.query<{ running: number }>(
          `SELECT count(*)::int AS running FROM pg_stat_activity WHERE query LIKE '%''budget-test'' AS tag%' AND state = 'active' AND pid <> pg_backend_pid()`,
        );
        expect(rows[0]!.running).toBe(0);
      } else {
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});

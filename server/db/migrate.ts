import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './driver.ts';
import { linkSeries } from '../series/seriesLinks.ts';
import { refreshOutdatedSeries } from '../series/seriesFigures.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_[\w-]+\.sql$/;

/** Applies each server/db/migrations/NNN_name.sql once, in number order, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const files = readdirSync(MIGRATIONS_DIR).filter((file) => MIGRATION_FILE.test(file)).sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(MIGRATIONS_DIR + file, 'utf8');
    await db.transaction(async (tx) => {
      // Index builds on a large catalogue take minutes: the requests' statement budget does not apply here.
      await tx.query('SET LOCAL statement_timeout = 0');
      // A second process migrating at the same moment waits here instead of applying twice.
      await tx.query('SELECT pg_advisory_xact_lock(7305001)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rows.length > 0) return;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      newlyApplied.push(file);
    });
  }
  // Series links are made in TypeScript (the name's key is shared with the client): this fills them when the
  // series migration first runs, and links anything a writer left unlinked.
  await linkSeries(db);
  // Series whose page figures were computed before the way of computing them changed (migration 120 and after).
  await refreshOutdatedSeries(db);
  // PGlite runs no autovacuum: rows an upgrade's migrations rewrote (every recap, for some) would stay unmarked in
  // the visibility map, and every deep page would read the table for each row under it instead of the index alone
  // (page 500 took three times as long). A new database has nothing to vacuum; PostgreSQL vacuums by itself.
  if (db.kind === 'pglite' && applied.size > 0 && newlyApplied.length > 0) await db.query('VACUUM (ANALYZE)');
  return newlyApplied;
}

/**
 * Splits a migration into statements, because the parameterised protocol takes one at a time.
 * Semicolons inside dollar-quoted bodies ($$ ... $$) and comments do not end a statement.
 */
function splitStatements(sql: string): string[] {
  const withoutComments = sql.replace(/^\s*--.*$/gm, '');
  const statements: string[] = [];
  let current = '';
  let inDollarQuote = false;
  for (let index = 0; index < withoutComments.length; index++) {
    if (withoutComments.startsWith('$$', index)) {
      inDollarQuote = !inDollarQuote;
      current += '$$';
      index++;
      continue;
    }
    const char = withoutComments[index];
    if (char === ';' && !inDollarQuote) {
      statements.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter((statement) => statement.length > 0);
}

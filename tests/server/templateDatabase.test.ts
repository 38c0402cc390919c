import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/driver.ts';
import { migrate } from '../../server/db/migrate.ts';
import { databaseUrlOf, onServer, openMigratedDatabase, pgliteTemplate } from './support/templateDatabase.ts';

const MIGRATIONS = readdirSync(new URL('../../server/db/migrations/', import.meta.url)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();

/** Everything the migrations make, as text: columns, indexes, constraints, triggers and the migrations applied. */
async function schemaOf(db: Db): Promise<unknown[][]> {
  const statements = [
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
       WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`,
    `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE connamespace = 'public'::regnamespace ORDER BY table_name, conname`,
    `SELECT tgrelid::regclass::text AS table_name, tgname, pg_get_triggerdef(oid) AS definition FROM pg_trigger
       WHERE NOT tgisinternal ORDER BY table_name, tgname`,
    'SELECT name FROM schema_migrations ORDER BY name',
  ];
  return Promise.all(statements.map(async (sql) => (await db.query(sql)).rows));
}

/** An empty database on the run's kind of server: in-memory PGlite, or a new database on DATABASE_URL's server. */
async function openEmptyDatabase(): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({ memory: true });
  const name = `recapshelf_empty_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const db = await openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, name) });
  return { ...db, close: async () => {
    await db.close();
    await onServer(databaseUrl, `DROP DATABASE ${name}`);
  } };
}

// Every other suite starts from a copy of one migrated template: here the migrations run for real, from nothing.
describe('the migrated template the suites start from', () => {
  let migrated: Db;
  let copy: Db;
  beforeAll(async () => {
    [migrated, copy] = await Promise.all([openEmptyDatabase(), openMigratedDatabase()]);
  });
  afterAll(async () => {
    await migrated?.close();
    await copy?.close();
  });

  it('is what every migration makes when applied to an empty database', async () => {
    expect(await migrate(migrated)).toEqual(MIGRATIONS);
    const schema = await schemaOf(migrated);
    expect(schema[0]).not.toEqual([]);
    expect(await schemaOf(copy)).toEqual(schema);
    expect(await migrate(copy)).toEqual([]);
  });

  it('is a copy of its own: rows written to one test database are not in the next', async () => {
    await copy.query(`INSERT INTO users (username, email, password_hash) VALUES ('copy-only', 'copy-only@example.com', 'x')`);
    const next = await openMigratedDatabase();
    try {
      expect((await next.query('SELECT 1 FROM users')).rows).toEqual([]);
    } finally {
      await next.close();
    }
  });
});

describe('a data folder loaded from a data directory tarball', () => {
  it('opens on its own thread with the tarball\'s tables and rows, written to the folder', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'recapshelf-loaded-'));
    try {
      const loaded = await openDatabase({ dataDir: path.join(folder, 'db'), loadDataDir: await pgliteTemplate() });
      await loaded.query(`INSERT INTO users (username, email, password_hash) VALUES ('loaded', 'loaded@example.com', 'x')`);
      await loaded.close();
      const reopened = await openDatabase({ dataDir: path.join(folder, 'db') });
      try {
        expect((await reopened.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((row) => row.name)).toEqual(MIGRATIONS);
        expect((await reopened.query('SELECT username FROM users')).rows).toEqual([{ username: 'loaded' }]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

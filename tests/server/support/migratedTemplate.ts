import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db, type Queryable } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { databaseUrlOf, onServer } from './templateDatabase.ts';

/**
 * The node project's global setup: every migration is applied once per run, to one template, and each test
 * database is a copy of it (templateDatabase.ts). Creating an embedded database runs initdb in WebAssembly and then
 * every migration, seconds each time; loading the template's data directory skips both. With DATABASE_URL set,
 * PostgreSQL copies a migrated template database the same way (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'recapshelf-template-'));
  const tarball = path.join(folder, 'pgdata.tar');
  writeFileSync(tarball, Buffer.from(await (await migratedPgliteDataDir()).arrayBuffer()));
  project.provide('pgliteTemplate', tarball);

  const databaseUrl = process.env.DATABASE_URL;
  let dropPostgresTemplate = async () => {};
  if (databaseUrl) {
    const name = `recapshelf_template_${process.pid}`;
    await createMigratedDatabase(databaseUrl, name);
    project.provide('postgresTemplate', name);
    dropPostgresTemplate = () => onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name}`);
  }
  return async () => {
    await dropPostgresTemplate();
    rmSync(folder, { recursive: true, force: true });
  };
}

/** A data directory with every migration applied, as PGlite's tarball. */
async function migratedPgliteDataDir(): Promise<Blob> {
  // The driver's Db has no way to dump its data directory, so the template is migrated through PGlite itself.
  const pglite = new PGlite({ extensions: { pg_trgm } });
  try {
    await migrate(pgliteDb(pglite));
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

function pgliteDb(pglite: PGlite): Db {
  const queryable = (handle: PGlite | Transaction): Queryable => ({
    query: async <T,>(sql: string, params?: unknown[]) => ({ rows: (await handle.query<T>(sql, params)).rows }),
  });
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

/** Creates the template database and migrates it; it must have no connection left for CREATE DATABASE to copy it. */
async function createMigratedDatabase(databaseUrl: string, name: string): Promise<void> {
  await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name}`);
  await onServer(databaseUrl, `CREATE DATABASE ${name}`);
  const db = await openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, name), poolSize: 1 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
}

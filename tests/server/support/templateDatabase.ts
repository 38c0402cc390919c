import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Db, type Queryable } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { PGLITE_SESSION_SETTINGS } from '../../../server/db/pgliteSettings.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's data directory, as a PGlite tarball on disk. */
    pgliteTemplate?: string;
    /** With DATABASE_URL set: the migrated database each test database is a copy of. */
    postgresTemplate?: string;
  }
}

let madeHere: Promise<Blob> | undefined;

/**
 * The run's migrated embedded data directory (migratedTemplate.ts), for openDatabase's loadDataDir. A run on
 * PostgreSQL makes none: a suite that needs one makes its own, once.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const tarball = inject('pgliteTemplate');
  if (tarball) return new Blob([readFileSync(tarball)]);
  madeHere ??= migratedPgliteDataDir();
  return madeHere;
}

/** An in-memory PGlite with every migration applied, loaded from the run's template instead of migrated. */
export async function openMigratedPglite(): Promise<Db> {
  return openDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
}

/**
 * An in-memory PGlite (empty, or loaded from `loadDataDir`) whose data directory can be taken as it stands, to load
 * into other test databases: a state several tests start from, built once. The driver's Db has no way to dump its
 * data directory, so this one is PGlite itself; the copies are opened through the driver (openDatabase's
 * loadDataDir), as every test database is.
 */
export async function openPgliteForSnapshots(loadDataDir?: Blob): Promise<{ db: Db; snapshot(): Promise<Blob> }> {
  const pglite = new PGlite({ extensions: { pg_trgm }, loadDataDir });
  await pglite.exec(PGLITE_SESSION_SETTINGS);
  return { db: pgliteDb(pglite), snapshot: () => pglite.dumpDataDir('none') };
}

/**
 * A database of its own with every migration applied: on DATABASE_URL's server a copy of the run's template
 * database, dropped when closed; otherwise an in-memory PGlite loaded from the template.
 */
export async function openMigratedDatabase(): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openMigratedPglite();
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No migrated template database: run the tests through the node project, whose global setup makes it.');
  const name = `${template}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, name) });
  return {
    ...db,
    close: async () => {
      await db.close();
      // Each DROP DATABASE waits for a checkpoint: a second when the server syncs its writes to disk, which is
      // why the test cluster of .ci/run does not (fsync=off).
      await onServer(databaseUrl, `DROP DATABASE ${name}`);
    },
  };
}

/** Runs one statement on the server DATABASE_URL names, outside any test database. */
export async function onServer<T = Record<string, unknown>>(databaseUrl: string, sql: string): Promise<T[]> {
  const admin = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    return (await admin.query<T>(sql)).rows;
  } finally {
    await admin.close();
  }
}

/** DATABASE_URL with another database's name in its path, its other parts kept. */
export function databaseUrlOf(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A data directory with every migration applied, as PGlite's tarball. */
export async function migratedPgliteDataDir(): Promise<Blob> {
  const { db, snapshot } = await openPgliteForSnapshots();
  try {
    await migrate(db);
    return await snapshot();
  } finally {
    await db.close();
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

import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase, type Db, type Queryable } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { PGLITE_SESSION_SETTINGS } from '../../../server/db/pgliteSettings.ts';
import { insertLargeCatalogue } from './factories.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's data directory, as a PGlite tarball on disk. */
    pgliteTemplate?: string;
    /** With DATABASE_URL set: the migrated database each test database is a copy of. */
    postgresTemplate?: string;
    /** A folder of the run where an embedded state built once (the large catalogue) is kept for the other files. */
    pgliteSnapshots?: string;
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
  return openCopyOf(databaseUrl, postgresTemplate());
}

let largeCatalogueHere: Promise<Blob> | undefined;
let largeCatalogueTemplateHere: Promise<string> | undefined;

/**
 * The migrated template with the large catalogue in it (insertLargeCatalogue), as a data directory: written,
 * vacuumed and analysed once per run by the first file that asks, and kept in the run's folder for the others,
 * which load it as they load the template (its statistics and visibility map included).
 */
async function largeCataloguePgliteDataDir(): Promise<Blob> {
  largeCatalogueHere ??= builtOncePerRun('large-catalogue', async () => {
    const { db, snapshot } = await openPgliteForSnapshots(await pgliteTemplate());
    try {
      await insertLargeCatalogue(db);
      return await snapshot();
    } finally {
      await db.close();
    }
  });
  return largeCatalogueHere;
}

/** An in-memory PGlite holding the large catalogue, loaded instead of written. */
export async function openLargeCataloguePglite(): Promise<Db> {
  return openDatabase({ memory: true, loadDataDir: await largeCataloguePgliteDataDir() });
}

/**
 * A database of its own holding the large catalogue: on DATABASE_URL's server a copy of a second template database
 * (the migrated template with the catalogue written in, made once per run), otherwise an in-memory PGlite loaded
 * from the catalogue's data directory.
 */
export async function openLargeCatalogueDatabase(): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openLargeCataloguePglite();
  largeCatalogueTemplateHere ??= largeCatalogueTemplate(databaseUrl, postgresTemplate());
  return openCopyOf(databaseUrl, await largeCatalogueTemplateHere);
}

/** The name of the large catalogue's template database beside the run's migrated one. */
export function largeCatalogueTemplateName(template: string): string {
  return `${template}_large`;
}

/**
 * Makes the large catalogue's template database unless a file of the run already did: written under a name of
 * its own and renamed when done, so a copy is never taken of a half-written one; of two files that made it at the
 * same moment, the second drops its own. The run's global teardown drops it.
 */
async function largeCatalogueTemplate(databaseUrl: string, template: string): Promise<string> {
  const name = largeCatalogueTemplateName(template);
  const exists = async () => (await onServer(databaseUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length > 0;
  if (await exists()) return name;
  const building = `${name}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(databaseUrl, `CREATE DATABASE ${building} TEMPLATE ${template}`);
  try {
    const db = await openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, building), poolSize: 1 });
    try {
      await insertLargeCatalogue(db);
    } finally {
      await db.close();
    }
    await onServer(databaseUrl, `ALTER DATABASE ${building} RENAME TO ${name}`);
  } catch (error) {
    await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${building}`);
    if (!(await exists())) throw error;
  }
  return name;
}

/**
 * A state built once per run and kept as a file in the run's folder: the first process to claim it builds it, the
 * others wait for its file (and build it themselves if the builder failed). Without the run's folder (a run on
 * PostgreSQL, whose setup makes no embedded template) each process builds its own.
 */
async function builtOncePerRun(name: string, build: () => Promise<Blob>): Promise<Blob> {
  const folder = inject('pgliteSnapshots');
  if (!folder) return build();
  const file = path.join(folder, `${name}.tar`);
  const claim = `${file}.building`;
  for (;;) {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    let claimed: number;
    try {
      claimed = openSync(claim, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await sleep(200);
      continue;
    }
    try {
      const built = await build();
      writeFileSync(`${file}.partial`, Buffer.from(await built.arrayBuffer()));
      renameSync(`${file}.partial`, file);
      return built;
    } finally {
      closeSync(claimed);
      rmSync(claim, { force: true });
    }
  }
}

function postgresTemplate(): string {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No migrated template database: run the tests through the server project, whose global setup makes it.');
  return template;
}

/** A copy of `template` on DATABASE_URL's server, dropped when closed. */
async function openCopyOf(databaseUrl: string, template: string): Promise<Db> {
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

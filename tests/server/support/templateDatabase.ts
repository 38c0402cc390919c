import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../../../server/db/driver.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded database's data directory, as a PGlite tarball on disk. */
    pgliteTemplate: string;
    /** With DATABASE_URL set: the migrated database each test database is created from. */
    postgresTemplate?: string;
  }
}

/** The run's migrated embedded data directory (migratedTemplate.ts), for openDatabase's loadDataDir. */
export function pgliteTemplate(): Blob {
  const tarball = inject('pgliteTemplate');
  if (!tarball) throw new Error('No migrated template: run the tests through the node project, whose global setup makes it.');
  return new Blob([readFileSync(tarball)]);
}

/** An in-memory PGlite with every migration applied, loaded from the run's template instead of migrated. */
export function openMigratedPglite(): Promise<Db> {
  return openDatabase({ memory: true, loadDataDir: pgliteTemplate() });
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
  const name = `recapshelf_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const db = await openDatabase({ databaseUrl: databaseUrlOf(databaseUrl, name) });
  return {
    ...db,
    close: async () => {
      await db.close();
      await onServer(databaseUrl, `DROP DATABASE ${name}`);
    },
  };
}

/** Runs one statement on the server DATABASE_URL names, outside any test database. */
export async function onServer(databaseUrl: string, sql: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await admin.query(sql);
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

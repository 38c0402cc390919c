import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { databaseUrlOf, largeCatalogueTemplateName, migratedPgliteDataDir, onServer } from './templateDatabase.ts';

/**
 * The server project's global setup: every migration is applied once per run, to one template, and each test
 * database is a copy of it (templateDatabase.ts). Creating an embedded database runs initdb in WebAssembly and then
 * every migration, seconds each time; loading the template's data directory skips both. With DATABASE_URL set,
 * PostgreSQL copies a migrated template database the same way (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    // The few suites that are always embedded make their own embedded template (templateDatabase.ts).
    const name = `recapshelf_test_${process.pid}`;
    await createMigratedDatabase(databaseUrl, name);
    project.provide('postgresTemplate', name);
    return async () => {
      // The large catalogue's template, made from this one by the first suite that asked for it (templateDatabase.ts).
      await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${largeCatalogueTemplateName(name)}`);
      await onServer(databaseUrl, `DROP DATABASE IF EXISTS ${name}`);
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'recapshelf-template-'));
  const tarball = path.join(folder, 'pgdata.tar');
  writeFileSync(tarball, Buffer.from(await (await migratedPgliteDataDir()).arrayBuffer()));
  project.provide('pgliteTemplate', tarball);
  // Where the first suite that needs the large catalogue leaves its data directory for the others (templateDatabase.ts).
  project.provide('pgliteSnapshots', folder);
  return async () => rmSync(folder, { recursive: true, force: true });
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

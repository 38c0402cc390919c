import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LogDestination } from '../../../server/http/logging.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import type { Db } from '../../../server/db/driver.ts';
import { openMigratedDatabase } from './templateDatabase.ts';

/** The smallest built page: an app whose client routes the server answers with this index.html. */
const BARE_INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** A folder standing for the built app (`dist/`), holding only its index.html, for `openTestApp({ distDir })`. */
export function builtPage(indexHtml: string = BARE_INDEX_HTML): string {
  const distDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), indexHtml);
  return distDir;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mailDir: string;
  close: () => Promise<void>;
}

/**
 * The app on a migrated database of its own (templateDatabase.ts): an in-memory PGlite, or with DATABASE_URL set
 * a database on that server, so test files never see each other's rows. With `db`, the app is built on that
 * database instead, which its caller opened and closes: apps of several configurations in one file, whose tests
 * do not depend on each other's rows, share one rather than loading a copy of the template each.
 */
export async function openTestApp(options: {
  distDir?: string;
  env?: Record<string, string>;
  logDestination?: LogDestination;
  /** A database its caller opened and closes, shared by several apps (see above). */
  db?: Db;
  /** The database to open instead of a migrated empty one, closed with the app (openLargeCatalogueDatabase: the large catalogue). */
  database?: () => Promise<Db>;
} = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-test-'));
  const mailDir = path.join(dataDir, 'mail');
  const databaseUrl = process.env.DATABASE_URL;
  const db = options.db ?? await (options.database ?? openMigratedDatabase)();
  const config = { ...loadConfig({ DATA_DIR: dataDir, MAIL_DIR: mailDir, ...options.env }), databaseUrl };
  const app = await buildApp({ db, config, distDir: options.distDir, logDestination: options.logDestination });
  return {
    app,
    db,
    mailDir,
    close: async () => {
      await app.close();
      if (options.db === undefined) await db.close();
    },
  };
}

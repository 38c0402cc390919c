import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LogDestination } from '../../../server/http/logging.ts';
import { buildApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { openDatabase, type Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mailDir: string;
  close: () => Promise<void>;
}

/**
 * The app on a fresh in-memory PGlite; with DATABASE_URL set, on that server in a schema of its
 * own, so test files never see each other's rows.
 */
export async function openTestApp(options: { distDir?: string; env?: Record<string, string>; logDestination?: LogDestination } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-test-'));
  const mailDir = path.join(dataDir, 'mail');
  const databaseUrl = process.env.DATABASE_URL;
  let db: Db;
  let dropSchema = async () => {};
  if (databaseUrl) {
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = await openDatabase({ databaseUrl });
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await admin.close();
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    db = await openDatabase({ databaseUrl: url.toString() });
    dropSchema = async () => {
      const cleaner = await openDatabase({ databaseUrl });
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.close();
    };
  } else {
    db = await openDatabase({ memory: true });
  }
  await migrate(db);
  const config = { ...loadConfig({ DATA_DIR: dataDir, MAIL_DIR: mailDir, ...options.env }), databaseUrl };
  const app = await buildApp({ db, config, distDir: options.distDir, logDestination: options.logDestination });
  return {
    app,
    db,
    mailDir,
    close: async () => {
      await app.close();
      await db.close();
      await dropSchema();
    },
  };
}

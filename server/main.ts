import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/driver.ts';
import { lockDataFolder } from './db/dataDirLock.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { demoPasswordsNotice, seedDemoData } from './seed/index.ts';
import { startScanInterval } from './scanner/scanInterval.ts';
import { keepFilesPrivate, tightenExistingFiles } from './files/privateFiles.ts';
import { logLine } from './logLine.ts';

// The built app; a test run may point elsewhere so it never serves a build another process is rewriting.
const DIST_DIR = process.env.DIST_DIR || fileURLToPath(new URL('../dist/', import.meta.url));

async function openConfiguredDatabase(config: ReturnType<typeof loadConfig>): Promise<{ db: Db; unlock: () => void }> {
  if (config.databaseUrl !== undefined) return { db: await openDatabase({
    databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize, statementTimeoutMs: config.databaseStatementTimeoutMs || undefined,
  }), unlock: () => {} };
  const folder = path.join(config.dataDir, 'db');
  const unlock = lockDataFolder(config.dataDir);
  try {
    return { db: await openDatabase({ dataDir: folder }), unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function start(): Promise<void> {
  const config = loadConfig();
  keepFilesPrivate(config.dataDir);
  const { db, unlock } = await openConfiguredDatabase(config);
  tightenExistingFiles(config.dataDir);
  await migrate(db);
  if (config.demoData) {
    const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM channels) AS any');
    if (!rows[0]?.any) {
      logLine('info', 'Seeding the demo catalogue…');
      const passwords = await seedDemoData(db, { passwords: config.demoPasswords });
      // On stderr: stdout carries only JSON lines (docs/deployment.md reads it with jq), and this is for a person.
      if (passwords !== null && config.demoPasswords === 'random') console.error(demoPasswordsNotice(passwords));
    }
  }

  const app = await buildApp({ db, config, distDir: DIST_DIR });
  // Off unless SCAN_INTERVAL and YOUTUBE_API_KEY are both set (docs/scanner.md); the first run waits one interval.
  const scanner = startScanInterval({ db, scanInterval: config.scanInterval, youtubeApiKey: config.youtubeApiKey });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logLine('info', `${signal} received: finishing requests and closing the database`);
    await app.close();
    await scanner.stop();
    await db.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logLine('info', `RecapShelf listening on http://${config.host}:${config.port}`);
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

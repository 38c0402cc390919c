import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db, type Queryable } from '../db/driver.ts';
import { lockDataFolder } from '../db/dataDirLock.ts';
import { keepFilesPrivate, tightenExistingFiles } from '../files/privateFiles.ts';
import { migrate } from '../db/migrate.ts';
import { DEMO_RECAP_COUNT, demoPasswordsNotice, seedDemoData, seedRecaps } from '../seed/index.ts';
import { withRecapIndexesDeferred } from '../seed/seedRecaps.ts';
import { linkSeries } from '../series/seriesLinks.ts';

const USAGE = 'Usage: npm run seed -- --recaps N [--reset]';

// Everything the catalogue holds; the scanner's own tables follow through their foreign keys.
// From this many rows on, building the indexes once at the end beats maintaining them row by row.
const DEFERRED_INDEX_THRESHOLD = 20_000;

const RESET = 'TRUNCATE users, channels, pending_channels, rate_limits, discovered_channels, scan_runs RESTART IDENTITY CASCADE';

async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM channels) AS any');
  return !rows[0]?.any;
}

/**
 * Adds N generated recaps. On an empty database the demo catalogue (accounts, channels, queues)
 * comes first and its recaps count towards N, so `--reset --recaps N` leaves exactly N recaps.
 */
async function seed(db: Db, count: number, reset: boolean, passwords: 'known' | 'random'): Promise<void> {
  if (reset) await db.query(RESET);
  const started = Date.now();
  let added = 0;
  if (await isEmpty(db)) {
    const demo = Math.min(count, DEMO_RECAP_COUNT);
    const seeded = await seedDemoData(db, { recaps: demo, passwords });
    if (seeded !== null && passwords === 'random') console.log(demoPasswordsNotice(seeded));
    added += demo;
  }
  let lastReport = Date.now();
  const remaining = count - added;
  const fill = (target: Db | Queryable) => seedRecaps(target, remaining, {
    onProgress: (inserted) => {
      if (Date.now() - lastReport < 5000) return;
      lastReport = Date.now();
      console.log(`  ${(added + inserted).toLocaleString('en')} of ${count.toLocaleString('en')} recaps`);
    },
  });
  added += remaining >= DEFERRED_INDEX_THRESHOLD
    ? await db.transaction((tx) => withRecapIndexesDeferred(tx, async () => {
      const inserted = await fill(tx);
      console.log('  building the search and sort indexes…');
      return inserted;
    }))
    : await fill(db);
  // After the indexes are back: linking reads the new recaps through the index of unlinked ones.
  console.log('  linking recaps to their series…');
  await linkSeries(db);
  // Fresh planner statistics, so the first queries on the new rows use the indexes, and a visibility map, so
  // walking a sort index past the rows before a page is index-only (migration 060): PGlite runs no
  // autovacuum, and a server's would only get to it minutes later.
  await db.query('VACUUM (ANALYZE) recaps');
  await db.query('ANALYZE channels');
  const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM recaps');
  console.log(`Added ${added.toLocaleString('en')} recaps in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
    `the catalogue now holds ${rows[0]!.total.toLocaleString('en')}.`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { recaps: { type: 'string' }, reset: { type: 'boolean', default: false } } });
  const count = Number(values.recaps);
  if (values.recaps === undefined || !Number.isInteger(count) || count < 0) throw new Error(USAGE);
  const config = loadConfig();
  keepFilesPrivate(config.dataDir);
  const unlock = config.databaseUrl ? () => {} : lockDataFolder(config.dataDir);
  try {
    const db = config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl })
      : await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
    // PGlite unpacks a first database world-readable whatever the umask: private before a row is written.
    tightenExistingFiles(config.dataDir);
    try {
      await migrate(db);
      await seed(db, count, values.reset ?? false, config.demoPasswords);
    } finally {
      await db.close();
    }
  } finally {
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../server/db/driver.ts';
import { migrate } from '../server/db/migrate.ts';
import { SEED_BASE_DATE } from '../server/seed/recapGenerator.ts';
import { bulkCopyRecaps, TEMPLATE_RECAPS } from './bulkSeed.ts';
import { run } from './processes.ts';

export interface Dataset {
  label: string;
  kind: 'pglite' | 'postgres';
  recaps: number;
  /** Seconds `npm run seed` took to build it, when known. */
  seedSeconds: number | null;
  /** What the server and the seed command need in their environment. */
  env: Record<string, string>;
  /** The command that builds it, for the report. */
  seedCommand: string;
  open(): Promise<Db>;
}

interface SeedMarker {
  recaps: number;
  seedSeconds: number | null;
}

const MARKER = 'bench-seed.json';

/** Opens the database at the current schema, as the server would, so direct runs see the same indexes. */
async function openMigrated(open: () => Promise<Db>): Promise<Db> {
  const db = await open();
  await migrate(db);
  // PGlite runs no autovacuum, so a freshly seeded folder has no planner statistics until someone analyses it.
  if (db.kind === 'pglite') await db.query('ANALYZE recaps');
  return db;
}

function readMarker(folder: string): SeedMarker | null {
  const file = path.join(folder, MARKER);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SeedMarker) : null;
}

/**
 * Brings the catalogue to `total` recaps: up to TEMPLATE_RECAPS generated one by one by `npm run seed`, the rest
 * as set-based copies of those (bench/bulkSeed.ts), which seed a million in minutes instead of a quarter hour.
 */
async function seed(root: string, env: Record<string, string>, present: number, total: number, open: () => Promise<Db>): Promise<number> {
  const started = performance.now();
  const generated = Math.min(total, Math.max(present, TEMPLATE_RECAPS)) - present;
  if (generated > 0) {
    await run(process.execPath, ['--import', 'tsx', 'server/cli/seed.ts', '--recaps', String(generated)], { cwd: root, env });
  }
  if (total > present + generated) {
    console.error(`Copying recaps up to ${total.toLocaleString('en')}…`);
    const db = await open();
    try {
      await bulkCopyRecaps(db, total, new Date(SEED_BASE_DATE).toISOString());
    } finally {
      await db.close();
    }
  }
  return (performance.now() - started) / 1000;
}

const seedCommand = (variable: string, recaps: number) => (recaps > TEMPLATE_RECAPS
  ? `${variable} npm run seed -- --recaps ${TEMPLATE_RECAPS}, then bulk copies up to ${recaps} (bench/bulkSeed.ts)`
  : `${variable} npm run seed -- --recaps ${recaps}`);

/** N recaps in an embedded database folder of their own, seeded once and reused by later runs. */
export async function pgliteDataset(root: string, benchDir: string, recaps: number): Promise<Dataset> {
  const folder = path.join(benchDir, `pglite-${recaps}`);
  const env = { DATA_DIR: folder };
  let marker = readMarker(folder);
  if (marker?.recaps !== recaps) {
    rmSync(folder, { recursive: true, force: true });
    console.error(`Seeding ${recaps.toLocaleString('en')} recaps into PGlite…`);
    marker = { recaps, seedSeconds: await seed(root, env, 0, recaps, () => openDatabase({ dataDir: path.join(folder, 'db') })) };
    writeFileSync(path.join(folder, MARKER), JSON.stringify(marker));
  }
  return {
    label: `${recaps.toLocaleString('en')} recaps, PGlite`,
    kind: 'pglite',
    recaps,
    seedSeconds: marker.seedSeconds,
    env,
    seedCommand: seedCommand('DATA_DIR=<folder>', recaps),
    open: () => openMigrated(() => openDatabase({ dataDir: path.join(folder, 'db') })),
  };
}

async function countRecaps(url: string): Promise<number> {
  const db = await openDatabase({ databaseUrl: url });
  try {
    const exists = await db.query<{ found: boolean }>("SELECT to_regclass('recaps') IS NOT NULL AS found");
    if (!exists.rows[0]?.found) return 0;
    const { rows } = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM recaps');
    return rows[0]?.total ?? 0;
  } finally {
    await db.close();
  }
}

/** Fills a PostgreSQL database up to N recaps (adding only what is missing) and reuses it afterwards. */
export async function postgresDataset(root: string, url: string, markerFolder: string, recaps: number): Promise<Dataset> {
  const env = { DATABASE_URL: url };
  const present = await countRecaps(url);
  let marker = readMarker(markerFolder);
  if (present < recaps) {
    console.error(`Seeding ${(recaps - present).toLocaleString('en')} recaps into PostgreSQL…`);
    const seconds = await seed(root, env, present, recaps, () => openDatabase({ databaseUrl: url }));
    marker = { recaps, seedSeconds: present === 0 ? seconds : null };
    writeFileSync(path.join(markerFolder, MARKER), JSON.stringify(marker));
  }
  return {
    label: `${recaps.toLocaleString('en')} recaps, PostgreSQL`,
    kind: 'postgres',
    recaps,
    seedSeconds: marker?.recaps === recaps ? marker.seedSeconds : null,
    env,
    seedCommand: seedCommand('DATABASE_URL=<url>', recaps),
    open: () => openMigrated(() => openDatabase({ databaseUrl: url })),
  };
}

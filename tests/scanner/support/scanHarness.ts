import type { Queryable, ScannerDb } from '../../../server/scanner/scannerDb.ts';
import { openDatabase } from '../../../server/db/driver.ts';
import { registerChannel } from '../../../server/scanner/channelRegistration.ts';
import { QuotaBudget } from '../../../server/scanner/quotaBudget.ts';
import { runScan, type ScanOptions, type ScanSummary } from '../../../server/scanner/runScan.ts';
import { YoutubeClient } from '../../../server/scanner/youtubeClient.ts';
import { openPgliteForSnapshots, pgliteTemplate } from '../../server/support/templateDatabase.ts';
import { FAKE_API_KEY, FakeYoutube } from '../fakeYoutube.ts';
import { openTestDatabase, type TestDatabase } from './testDatabase.ts';

/** A catalogue database of the test's own and the fake API, its world as a fresh fake starts it. */
export interface ScanHarness {
  db: TestDatabase;
  fake: FakeYoutube;
  sleeps: number[];
  scan(options?: Partial<ScanOptions>): Promise<ScanSummary>;
  close(): Promise<void>;
}

/**
 * Where a test's catalogue starts: `empty` (every migration, nothing else), `registered` (every channel of the fake
 * catalogue added, nothing scanned), `scanned` (that, after one full scan with thumbnails).
 */
export type ScanStart = 'empty' | 'registered' | 'scanned';

type FakeRequest = FakeYoutube['requests'][number];

/**
 * One fake API for a file's tests, and the catalogue states its tests start from, built once: a full scan of the
 * fake catalogue (172 videos, thumbnails fetched, hashed and matched) is most of a scan test's time. Each test gets a
 * database loaded from the state it names and the fake's world put back as it started; the scanned state was scanned
 * through this same fake, so its thumbnail addresses are still the fake's.
 */
export interface ScanWorld {
  fake: FakeYoutube;
  /** What the scan that made the `scanned` state returned, and every request the fake had by its end. */
  firstScan: { summary: ScanSummary; requests: FakeRequest[] };
  harness(start: ScanStart): Promise<ScanHarness>;
  stop(): Promise<void>;
}

function scanWith(db: ScannerDb, fake: FakeYoutube, sleeps: number[], options: Partial<ScanOptions>): Promise<ScanSummary> {
  return runScan({
    db,
    apiKey: FAKE_API_KEY,
    apiBase: fake.apiBase,
    discovery: 'never',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
}

async function registerAllWith(db: Queryable, fake: FakeYoutube): Promise<void> {
  const client = new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: fake.apiBase, budget: new QuotaBudget(100) });
  for (const id of fake.catalogue.channels.keys()) await registerChannel(db, client, id);
}

export async function startScanWorld(): Promise<ScanWorld> {
  const fake = await new FakeYoutube().start();
  const building = await openPgliteForSnapshots(await pgliteTemplate());
  let registered: Blob;
  let scanned: Blob;
  let firstScan: ScanWorld['firstScan'];
  try {
    await registerAllWith(building.db, fake);
    registered = await building.snapshot();
    const summary = await scanWith(building.db, fake, [], {});
    firstScan = { summary, requests: [...fake.requests] };
    scanned = await building.snapshot();
  } catch (error) {
    await fake.stop();
    throw error;
  } finally {
    await building.db.close();
  }
  const snapshots = { registered, scanned };
  return {
    fake,
    firstScan,
    async harness(start) {
      fake.reset();
      const db = start === 'empty' ? await openTestDatabase() : await openDatabase({ memory: true, loadDataDir: snapshots[start] });
      const sleeps: number[] = [];
      return {
        db,
        fake,
        sleeps,
        scan: (options = {}) => scanWith(db, fake, sleeps, options),
        close: () => db.close(),
      };
    },
    stop: () => fake.stop(),
  };
}

export async function countRows(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(sql, params);
  return Number(rows[0].count);
}

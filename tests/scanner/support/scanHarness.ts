import type { Queryable } from '../../../server/scanner/scannerDb.ts';
import { registerChannel } from '../../../server/scanner/channelRegistration.ts';
import { QuotaBudget } from '../../../server/scanner/quotaBudget.ts';
import { runScan, type ScanOptions, type ScanSummary } from '../../../server/scanner/runScan.ts';
import { YoutubeClient } from '../../../server/scanner/youtubeClient.ts';
import { FAKE_API_KEY, FakeYoutube } from '../fakeYoutube.ts';
import { openTestDatabase, type TestDatabase } from './testDatabase.ts';

/** A fresh in-memory catalogue and a fresh fake API for each test. */
export interface ScanHarness {
  db: TestDatabase;
  fake: FakeYoutube;
  sleeps: number[];
  scan(options?: Partial<ScanOptions>): Promise<ScanSummary>;
  registerAll(): Promise<void>;
  close(): Promise<void>;
}

export async function createScanHarness(): Promise<ScanHarness> {
  const db = await openTestDatabase();
  const fake = await new FakeYoutube().start();
  const sleeps: number[] = [];
  return {
    db,
    fake,
    sleeps,
    scan: (options = {}) =>
      runScan({
        db,
        apiKey: FAKE_API_KEY,
        apiBase: fake.apiBase,
        discovery: 'never',
        sleep: async (ms) => {
          sleeps.push(ms);
        },
        ...options,
      }),
    async registerAll() {
      const client = new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: fake.apiBase, budget: new QuotaBudget(100) });
      for (const id of fake.catalogue.channels.keys()) await registerChannel(db, client, id);
    },
    async close() {
      await fake.stop();
      await db.close();
    },
  };
}

export async function countRows(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: string | number }>(sql, params);
  return Number(rows[0].count);
}

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { FakeYoutube } from '../fakeYoutube.ts';
import type { FakeCatalogue } from './fakeCatalogue.ts';
import { openTestDatabase, type TestDatabase } from './testDatabase.ts';

/** What a suite's tests reach: the file's fake API and the test's own database. */
export interface FakeApiSuite {
  readonly fake: FakeYoutube;
  readonly db: TestDatabase;
}

/**
 * Registers the hooks of a suite that scans the fake API into a database: one fake for the file (started once, its
 * thumbnails rendered once), and for each test a database of its own (every migration, nothing else) and the fake's
 * world as `catalogue` makes it (the whole fake catalogue when not given), no requests, no quota spent. Call it
 * before the file's own hooks, which then find both ready.
 */
export function fakeApiSuite(catalogue?: () => FakeCatalogue): FakeApiSuite {
  let fake: FakeYoutube | undefined;
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    fake = await new FakeYoutube(catalogue?.()).start();
  });
  afterAll(async () => {
    await fake?.stop();
  });
  beforeEach(async () => {
    fake?.reset(catalogue?.());
    db = await openTestDatabase();
  });
  afterEach(async () => {
    await db?.close();
  });
  return {
    get fake() {
      if (!fake) throw new Error('the fake API starts before the first test');
      return fake;
    },
    get db() {
      if (!db) throw new Error('a database is opened for each test');
      return db;
    },
  };
}

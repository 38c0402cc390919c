import type { Db } from '../../../server/db/driver.ts';
import { openMigratedPglite } from '../../server/support/templateDatabase.ts';

/** The scanner's tests run on the real schema: an in-memory PGlite with every migration applied. */
export type TestDatabase = Db;

export function openTestDatabase(): Promise<TestDatabase> {
  return openMigratedPglite();
}

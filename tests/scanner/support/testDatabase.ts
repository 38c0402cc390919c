import { openDatabase, type Db } from '../../../server/db/driver.ts';
import { migrate } from '../../../server/db/migrate.ts';

/** The scanner's tests run on the real schema: an in-memory PGlite with every migration applied. */
export type TestDatabase = Db;

export async function openTestDatabase(): Promise<TestDatabase> {
  const db = await openDatabase({ memory: true });
  await migrate(db);
  return db;
}

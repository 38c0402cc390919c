import type { Queryable } from '../driver.ts';

/** Resolves when the database answers the smallest statement there is. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

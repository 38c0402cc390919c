import type { Db } from '../db/driver.ts';

export interface SeedOptions {
  /** How many recaps to generate; the demo catalogue's size when left out. */
  recaps?: number;
}

/** The demo catalogue (design section 7). */
export async function seedDemoData(_db: Db, _options: SeedOptions): Promise<void> {}

import type { Config } from '../config.ts';
import type { Db } from '../db/driver.ts';

/** What every route plugin receives from buildApp. */
export interface RouteDeps {
  db: Db;
  config: Config;
}

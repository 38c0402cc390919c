import { availableParallelism } from 'node:os';
import type { Queryable } from '../driver.ts';

/**
 * The lane that list statements of unbounded-by-index cost take: searches, later pages, filters and sorts
 * other than a first page's. At most `width` of them run at once per database; the others wait their turn in
 * order. A first page of the default kind (a prepared statement, one index walk) never waits here, so
 * clients looping the most expensive request they can find take one lane's worth of the database and leave the
 * rest to visitors: PGlite runs one statement at a time, so there a visitor waits behind one such statement
 * at most instead of a queue of them; on PostgreSQL they keep half the cores (docs/decisions/0078-heavy-lane.md).
 */
export interface Lane {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** How many tasks may run at once. */
  readonly width: number;
  /** How many tasks are running or waiting. */
  readonly busy: number;
}

function createLane(width: number): Lane {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    width,
    get busy() {
      return running + waiting.length;
    },
    async run(task) {
      if (running < width) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}

const lanes = new WeakMap<Queryable, Lane>();

/** The heavy lane of this database (one per open database, so each test's database has its own). */
export function heavyListLane(db: Queryable & { kind?: 'pglite' | 'postgres' }): Lane {
  let lane = lanes.get(db);
  if (!lane) {
    lane = createLane(db.kind === 'postgres' ? Math.max(1, Math.floor(availableParallelism() / 2)) : 1);
    lanes.set(db, lane);
  }
  return lane;
}

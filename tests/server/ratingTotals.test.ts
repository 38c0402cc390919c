import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { deleteAccount, refreshRatingAverages } from '../../server/db/queries/accountData.ts';
import { rateRecap } from '../../server/db/queries/recaps.ts';
import { insertChannel, insertRecaps, insertUsers } from './support/factories.ts';
import { openMigratedDatabase } from './support/templateDatabase.ts';

/**
 * A recap's rating count and average are kept on the recap by a trigger on ratings. Members rate at the same
 * time through the server's several connections (on PostgreSQL; PGlite has one), and the totals must still be
 * those of the rows: a kill -9 run once found a recap whose count had lost a rating made at the same moment.
 */
describe('the rating totals kept on each recap', () => {
  let db: Db;
  beforeEach(async () => {
    db = await openMigratedDatabase();
  });
  afterEach(async () => {
    await db.close();
  });

  async function drift(): Promise<number> {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM recaps r
        WHERE r.rating_count <> (SELECT count(*) FROM ratings x WHERE x.recap_id = r.id)
           OR abs(r.avg_rating - (SELECT coalesce(avg(rating), 0) FROM ratings x WHERE x.recap_id = r.id)) > 1e-9`,
    );
    return rows[0]!.n;
  }

  /** Until another connection of this database waits for a lock (on PostgreSQL; PGlite's one connection never does). */
  async function someoneWaitsForALock(): Promise<void> {
    for (;;) {
      const { rows } = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      );
      if (rows[0]!.n > 0) return;
      await sleep(10);
    }
  }

  it(process.env.DATABASE_URL
    ? 'PostgreSQL: count a rating that waited for another rating of the same recap to commit'
    : 'PGlite: count a rating made while another rating of the same recap is in a transaction (they take turns on one connection)', async () => {
    const channelId = await insertChannel(db);
    const [recapId] = await insertRecaps(db, [{ channel_id: channelId }]);
    const [first, second] = await insertUsers(db, [{}, {}]);
    let secondRating: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      // The first rating holds the recap's row until it commits; the second, on another connection, waits for it.
      await rateRecap(tx, first!, recapId!, 4);
      secondRating = rateRecap(db, second!, recapId!, 2);
      if (process.env.DATABASE_URL) await someoneWaitsForALock();
    });
    await secondRating;
    const { rows } = await db.query<{ rating_count: number; avg_rating: number }>('SELECT rating_count, avg_rating FROM recaps WHERE id = $1', [recapId]);
    expect(rows[0]).toEqual({ rating_count: 2, avg_rating: 3 });
  });

  it('agree with the ratings after many members rate the same recaps at once', async () => {
    const channelId = await insertChannel(db);
    const recapIds = await insertRecaps(db, [{ channel_id: channelId }, { channel_id: channelId }]);
    const userIds = await insertUsers(db, Array.from({ length: 60 }, () => ({})));
    await Promise.all(userIds.flatMap((userId, index) => recapIds.map((recapId) => rateRecap(db, userId, recapId, 1 + (index % 5)))));
    const { rows } = await db.query<{ rating_count: number }>('SELECT rating_count FROM recaps WHERE id = ANY($1)', [recapIds]);
    expect(rows.map((row) => row.rating_count)).toEqual([60, 60]);
    expect(await drift()).toBe(0);
  });

  it('agree with the ratings when averages are computed again after an account goes while others rate', async () => {
    const channelId = await insertChannel(db);
    const recapIds = await insertRecaps(db, [{ channel_id: channelId }, { channel_id: channelId }]);
    const [leaving, ...staying] = await insertUsers(db, Array.from({ length: 41 }, () => ({})));
    for (const recapId of recapIds) await rateRecap(db, leaving!, recapId, 5);
    const rated = await deleteAccount(db, leaving!);
    await Promise.all([
      refreshRatingAverages(db, rated!),
      ...staying.flatMap((userId) => recapIds.map((recapId) => rateRecap(db, userId, recapId, 2))),
    ]);
    expect(await drift()).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { buildRecapListQuery, type RecapListQuery } from '../../server/db/queries/recapList.ts';
import { openTestApp } from './support/testApp.ts';
import { statementsOfPage } from './support/recordingHandle.ts';
import { hoursAgo, insertChannel, insertRecaps, insertUser, insertUsers } from './support/factories.ts';

const FIRST_PAGE: RecapListQuery = { page: 1, limit: 20, sortBy: 'published_at', sortOrder: 'desc' };

describe('prepared recap list statements', () => {
  it('are chosen for first pages, newest first, narrowed by language or channel at most', () => {
    const prepared = (change: Partial<RecapListQuery>) => buildRecapListQuery({ ...FIRST_PAGE, ...change }, null).prepare;
    expect(prepared({})).toBe(true);
    expect(prepared({ language: 'ko' })).toBe(true);
    expect(prepared({ channel_id: 6 })).toBe(true);
    expect(prepared({ sortOrder: 'asc' })).toBe(true);
    // A plan that depends on how many rows match, or a statement per page number: planned each time.
    expect(prepared({ search: 'tower' })).toBe(false);
    expect(prepared({ min_duration: 3600 })).toBe(false);
    expect(prepared({ max_duration: 3600 })).toBe(false);
    expect(prepared({ ids: '1,2,3' })).toBe(false);
    expect(prepared({ sortBy: 'views' })).toBe(false);
    expect(prepared({ page: 2 })).toBe(false);
  });

  describe('on the database', () => {
    let app: FastifyInstance;
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ app, db, close } = await openTestApp());
      await insertChannel(db, { id: 1, name: 'Alpha Recaps', language: 'en' });
      await insertRecaps(db, Array.from({ length: 25 }, (_, index) => ({
        video_id: `v${String(index + 1).padStart(10, '0')}`, channel_id: 1, title: `Recap ${index + 1}`, language: 'en', published_at: hoursAgo(24 * (index + 1)),
      })));
    });
    afterAll(() => close());

    it('answer the same rows as unprepared ones, again and again, and are planned once per connection on PostgreSQL', async () => {
      const { sql, params } = buildRecapListQuery({ ...FIRST_PAGE, language: 'en' }, null);
      const plain = await db.query<{ id: number }>(sql, params);
      await db.transaction(async (tx) => {
        for (let run = 0; run < 7; run++) {
          // Past five runs PostgreSQL may switch to its generic plan: the rows must not change.
          expect((await tx.query<{ id: number }>(sql, params, { prepare: true })).rows.map((row) => row.id))
            .toEqual(plain.rows.map((row) => row.id));
        }
        if (db.kind === 'postgres') {
          const { rows } = await tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements');
          expect(rows.filter((row) => row.statement === sql)).toHaveLength(1);
        }
      });
      expect(plain.rows).toHaveLength(21);
    });

    it('keep their generic plan after the first runs instead of planning every run again, for visitors and members', async () => {
      const plannerId = await insertUser(db, { username: 'planner' });
      // Enough ratings that looking up a member's own rating has a cost the planner weighs.
      await insertUsers(db, Array.from({ length: 200 }, (_, index) => ({ username: `rater${index + 1}` })));
      await db.query(`INSERT INTO ratings (recap_id, user_id, rating) SELECT r.id, u.id, 1 + (r.id + u.id) % 5 FROM recaps r CROSS JOIN users u WHERE u.username LIKE 'rater%'`);
      await db.query('ANALYZE recaps, ratings, users, channels');
      for (const userId of [null, plannerId]) {
        const { pageSql, params, prepare } = buildRecapListQuery({ ...FIRST_PAGE, channel_id: 1 }, userId);
        expect(prepare).toBe(true);
        // SQL's own PREPARE: what a named statement of the driver is on PostgreSQL, and PGlite has it too.
        await db.transaction(async (tx) => {
          await tx.query(`PREPARE first_page AS ${pageSql}`);
          for (let run = 0; run < 10; run++) {
            const { rows } = await tx.query(`EXECUTE first_page (${params.join(', ')})`);
            expect(rows).toHaveLength(21);
          }
          const { rows } = await tx.query<{ generic_plans: number; custom_plans: number }>(
            "SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name = 'first_page'",
          );
          await tx.query('DEALLOCATE first_page');
          // PostgreSQL plans the first five runs for their values, then keeps the generic plan if it costs no more.
          expect(rows[0]).toEqual({ custom_plans: 5, generic_plans: 5 });
        });
      }
    });

    it('are asked of the database for the page of a default first page, and for no other statement', async () => {
      /** Whether each statement of one page was asked to run prepared. */
      const preparedRuns = async (change: Partial<RecapListQuery>) => (await statementsOfPage(db, change)).map(({ options }) => options?.prepare ?? false);
      expect(await preparedRuns({ language: 'en' })).toEqual([true]);
      expect(await preparedRuns({ sortBy: 'views' })).toEqual([false]);
      expect(await preparedRuns({ page: 2 })).toEqual([false]);
    });

    it('serve the first page through the API', async () => {
      const first = (await app.inject({ url: '/api/recaps?page=1&sortBy=published_at&sortOrder=desc&language=en' })).json();
      const again = (await app.inject({ url: '/api/recaps?page=1&sortBy=published_at&sortOrder=desc&language=en' })).json();
      expect(first).toMatchObject({ total: 25, hasMore: true });
      expect(first.data).toHaveLength(20);
      expect(again).toEqual(first);
    });
  });
});

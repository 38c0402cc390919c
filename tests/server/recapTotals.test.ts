import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { CACHED_COUNT_MIN_TOTAL } from '../../server/db/queries/recapCountCache.ts';
import { openTestApp } from './support/testApp.ts';
import { createUser } from './support/sessions.ts';

// Totals of GET /recaps on a catalogue large enough for its first page's total to be kept.
describe('recap list totals', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const large = CACHED_COUNT_MIN_TOTAL + 200;

  const insertRecaps = (channelId: number, count: number, from: number) =>
    db.query(
      `INSERT INTO recaps (video_id, channel_id, title, language, duration, views, published_at)
       SELECT lpad(($3::int + n)::text, 11, 'v'), $1, 'Recap ' || ($3::int + n), 'en', 3600, n, now()
       FROM generate_series(1, $2::int) AS n`,
      [channelId, count, from],
    );
  const total = async (query = '') => (await app.inject({ url: `/api/recaps?limit=20${query}` })).json().total as number;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await db.query(`INSERT INTO channels (id, name, language, active) VALUES (1, 'Big Recaps', 'en', true), (2, 'Small Recaps', 'en', true)`);
    await insertRecaps(1, large, 0);
    await insertRecaps(2, 30, 100_000);
  });
  afterAll(() => close());

  it('counts the whole catalogue, and the last page knows its total without counting', async () => {
    expect(await total()).toBe(large + 30);
    const last = (await app.inject({ url: '/api/recaps?channel_id=2&limit=20&page=2' })).json();
    expect(last).toMatchObject({ total: 30, hasMore: false });
    expect(last.data).toHaveLength(10);
  });

  it('stays exact to the row for small lists even when rows arrive behind its back', async () => {
    expect(await total('&channel_id=2')).toBe(30);
    await insertRecaps(2, 1, 200_000);
    expect(await total('&channel_id=2')).toBe(31);
  });

  it('keeps a large total between writes through the API, and counts again after one', async () => {
    const before = await total();
    // A row written straight into the database (as another server process would) is not seen yet…
    await insertRecaps(1, 1, 300_000);
    expect(await total()).toBe(before);
    // …but any write through this process drops the kept totals: here a channel deactivation.
    const admin = await createUser(db, { isAdmin: true });
    const deactivated = await app.inject({ method: 'PUT', url: '/api/channels/2/deactivate', cookies: admin.cookies });
    expect(deactivated.statusCode).toBe(200);
    expect(await total()).toBe(large + 1);
  });
});

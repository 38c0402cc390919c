import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { migrate } from '../../server/db/migrate.ts';

/**
 * A series page and a series' recap list read figures kept with the series (server/series/seriesFigures.ts)
 * instead of its every recap: these tests hold those figures to what the recaps themselves say, through the
 * changes that move recaps in and out.
 */
describe('the figures kept with a series', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [{ id: 1, name: 'Tower Talk', language: 'en' }, { id: 2, name: 'Torre', language: 'es' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, language: 'en', series_name: 'Tower of God', chapters_covered: '1-50' },
      { id: 2, channel_id: 1, language: 'en', series_name: 'Tower of God', chapters_covered: '10-20' },
      { id: 3, channel_id: 1, language: 'en', series_name: 'Tower of God', chapters_covered: '51-100' },
      { id: 4, channel_id: 1, language: 'en', series_name: 'Tower of God', chapters_covered: '40-90' },
      { id: 5, channel_id: 1, language: 'en', series_name: 'Tower of God', chapters_covered: null, title: 'Tower of God: the ending explained' },
      { id: 6, channel_id: 2, language: 'es', series_name: 'Tower of God', chapters_covered: '1-30' },
      { id: 7, channel_id: 2, language: 'es', series_name: 'Tower of God', chapters_covered: '1-30', status: 'private' },
      { id: 8, channel_id: 2, language: 'es', series_name: 'Tower of God', chapters_covered: '25-60' },
    ]);
  });
  afterAll(() => close());

  const page = async () => (await app.inject({ url: '/api/series/tower-of-god' })).json();
  const listTotal = async (query = '') => (await app.inject({ url: `/api/recaps?series=tower-of-god${query}` })).json().total;
  /** What the recaps themselves say: the visible recaps of the series, counted. */
  const counted = async (where = 'true') => (await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active
      WHERE r.series_id = (SELECT id FROM series WHERE slug = 'tower-of-god') AND ${where}`,
  )).rows[0]!.total;

  it('draws, per channel and language, the fewest recaps that cover its chapters; a recap inside another is counted, not drawn', async () => {
    const detail = await page();
    expect(detail.coverage.map((entry: { recap_id: number }) => entry.recap_id)).toEqual([6, 1, 8, 3]);
    expect(detail.channels).toEqual([
      { id: 1, name: 'Tower Talk', language: 'en', recap_count: 5, ranged_count: 4 },
      { id: 2, name: 'Torre', language: 'es', recap_count: 3, ranged_count: 3 },
    ]);
  });

  it('carries on its page the same figures as its card in the series list', async () => {
    const card = (await app.inject({ url: '/api/series' })).json().data.find((item: { slug: string }) => item.slug === 'tower-of-god');
    expect(card).toBeDefined();
    expect(await page()).toMatchObject(card);
  });

  it('answers a series\' recap list with the total its recaps have, by channel and by language too', async () => {
    expect(await listTotal()).toBe(await counted());
    expect(await listTotal()).toBe(8);
    expect(await listTotal('&channel_id=2')).toBe(3);
    expect(await listTotal('&language=en')).toBe(5);
    expect(await listTotal('&language=ko')).toBe(0);
    expect(await listTotal('&search=ending')).toBe(1);
  });

  it('follows a recap renamed out of the series and a channel switched off', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/recaps/1', cookies: admin.cookies, payload: { series_name: 'Another Story' } })).statusCode).toBe(200);
    let detail = await page();
    // Without chapters 1–50, the recap of 10–20 is needed again to cover them.
    expect(detail.coverage.map((entry: { recap_id: number }) => entry.recap_id)).toEqual([6, 2, 8, 4, 3]);
    expect(await listTotal()).toBe(await counted());
    expect(await listTotal()).toBe(7);

    expect((await app.inject({ method: 'PUT', url: '/api/channels/2/deactivate', cookies: admin.cookies })).statusCode).toBe(200);
    detail = await page();
    expect(detail.channels.map((channel: { id: number }) => channel.id)).toEqual([1]);
    expect(detail.coverage.map((entry: { recap_id: number }) => entry.recap_id)).toEqual([2, 4, 3]);
    expect(await listTotal()).toBe(await counted());
    expect(await listTotal('&channel_id=2')).toBe(0);
  });

  it('computes again, when the server migrates, a series whose figures were kept an older way', async () => {
    const before = await page();
    await db.query('DELETE FROM series_lanes');
    await db.query(`UPDATE series SET figures_version = 0, coverage = '[]'`);
    await migrate(db);
    expect(await page()).toEqual(before);
    expect(await listTotal()).toBe(await counted());
  });

  it('draws no bar for a recap that cannot be opened: its chapters stay a gap, and it is counted with the channel', async () => {
    await insertRecaps(db, [{ id: 9, channel_id: 1, language: 'en', series_name: 'Tower of God', chapters_covered: '200-210', status: 'Private' }]);
    const detail = await page();
    expect(detail.coverage.map((entry: { recap_id: number }) => entry.recap_id)).not.toContain(9);
    expect(detail.channels).toEqual([{ id: 1, name: 'Tower Talk', language: 'en', recap_count: 5, ranged_count: 4 }]);
    expect((await app.inject({ method: 'PUT', url: '/api/recaps/9', cookies: admin.cookies, payload: { status: '' } })).statusCode).toBe(200);
    expect((await page()).coverage.map((entry: { recap_id: number }) => entry.recap_id)).toContain(9);
  });
});

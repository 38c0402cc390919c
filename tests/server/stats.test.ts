import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser } from './support/sessions.ts';

describe('stats', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannels(db, [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }, { id: 3, name: 'Gone', active: false }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Tower', language: 'en' }, { id: 2, channel_id: 1, series_name: 'tower', language: 'en' },
      { id: 3, channel_id: 2, series_name: 'Solo', language: 'ko' }, { id: 4, channel_id: 2, series_name: null, language: 'ko' },
      { id: 5, channel_id: 3, series_name: 'Hidden', language: 'ja' }, { id: 6, channel_id: 2, series_name: '', language: 'ko' },
    ]);
  });
  afterAll(() => close());

  const stats = async () => (await app.inject({ url: '/api/stats' })).json();

  /** What the counts must be, taken the slow way from recaps itself. */
  async function countedFromRecaps() {
    const { rows } = await db.query(
      `SELECT count(*)::int AS recaps, (SELECT count(*) FROM channels WHERE active)::int AS channels,
              count(DISTINCT lower(r.series_name)) FILTER (WHERE coalesce(r.series_name, '') <> '')::int AS series,
              count(DISTINCT r.language)::int AS languages
         FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active`,
    );
    return rows[0];
  }

  it('counts recaps, channels, distinct series (any case) and languages over active channels only', async () => {
    const response = await app.inject({ url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recaps: 5, channels: 2, series: 2, languages: 2 });
  });

  it('follows inserts, renames, moves between channels and deletes at once', async () => {
    await insertRecaps(db, [{ id: 7, channel_id: 1, series_name: 'New', language: 'fr' }, { id: 8, channel_id: 1, series_name: 'New', language: 'fr' }]);
    expect(await stats()).toEqual({ recaps: 7, channels: 2, series: 3, languages: 3 });
    await db.query(`UPDATE recaps SET series_name = 'Solo' WHERE id = 1`);
    expect(await stats()).toMatchObject({ series: 3 });
    await db.query(`UPDATE recaps SET series_name = 'SOLO' WHERE id = 2`);
    expect(await stats()).toMatchObject({ series: 2 });
    await db.query(`UPDATE recaps SET channel_id = 3 WHERE language = 'fr'`);
    expect(await stats()).toEqual({ recaps: 5, channels: 2, series: 1, languages: 2 });
    await db.query(`DELETE FROM recaps WHERE id IN (3, 4)`);
    expect(await stats()).toEqual(await countedFromRecaps());
    await db.query(`UPDATE recaps SET views = views + 1`);
    expect(await stats()).toEqual(await countedFromRecaps());
  });

  it('follows a deactivation and an approved suggestion', async () => {
    const admin = await createUser(db, { isAdmin: true });
    await app.inject({ method: 'PUT', url: '/api/channels/2/deactivate', cookies: admin.cookies });
    expect(await stats()).toEqual({ ...(await countedFromRecaps()), channels: 1 });
    await app.inject({ method: 'PUT', url: '/api/recaps/1', cookies: admin.cookies, payload: { series_name: 'Brand New' } });
    expect(await stats()).toEqual(await countedFromRecaps());
  });

  it('keeps no group for a series whose last recap left', async () => {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recap_groups WHERE recaps <= 0`);
    expect(rows[0].n).toBe(0);
    const groups = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM recap_groups`);
    const distinct = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT DISTINCT channel_id, language, coalesce(lower(series_name), '') FROM recaps) g`,
    );
    expect(groups.rows[0].n).toBe(distinct.rows[0].n);
  });
});

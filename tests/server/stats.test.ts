import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { createUser } from './support/sessions.ts';

describe('stats', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await db.query(`INSERT INTO channels (id, name, active) VALUES (1, 'One', true), (2, 'Two', true), (3, 'Gone', false)`);
    await db.query(`INSERT INTO recaps (id, video_id, channel_id, title, series_name, language) VALUES
      (1, 'v1', 1, 'a', 'Tower', 'en'), (2, 'v2', 1, 'b', 'tower', 'en'), (3, 'v3', 2, 'c', 'Solo', 'ko'),
      (4, 'v4', 2, 'd', NULL, 'ko'), (5, 'v5', 3, 'e', 'Hidden', 'ja'), (6, 'v6', 2, 'f', '', 'ko')`);
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
    await db.query(`INSERT INTO recaps (id, video_id, channel_id, title, series_name, language) VALUES
      (7, 'v7', 1, 'g', 'New', 'fr'), (8, 'v8', 1, 'h', 'New', 'fr')`);
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

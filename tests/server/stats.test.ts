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
    await db.query(`INSERT INTO recaps (video_id, channel_id, title, series_name, language) VALUES
      ('v1', 1, 'a', 'Tower', 'en'), ('v2', 1, 'b', 'tower', 'en'), ('v3', 2, 'c', 'Solo', 'ko'),
      ('v4', 2, 'd', NULL, 'ko'), ('v5', 3, 'e', 'Hidden', 'ja')`);
  });
  afterAll(() => close());

  it('counts recaps, channels, distinct series and languages over active channels only', async () => {
    const response = await app.inject({ url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recaps: 4, channels: 2, series: 2, languages: 2 });
  });

  it('serves the stored answer while fresh, and counts again after an admin change', async () => {
    await db.query(`INSERT INTO recaps (video_id, channel_id, title, series_name) VALUES ('v6', 1, 'f', 'New')`);
    expect((await app.inject({ url: '/api/stats' })).json().recaps).toBe(4);
    const admin = await createUser(db, { isAdmin: true });
    await app.inject({ method: 'PUT', url: '/api/channels/2/deactivate', cookies: admin.cookies });
    expect((await app.inject({ url: '/api/stats' })).json()).toEqual({ recaps: 3, channels: 1, series: 2, languages: 1 });
  });

  it('counts again once the stored answer is older than a minute', async () => {
    await db.query(`INSERT INTO recaps (video_id, channel_id, title, series_name) VALUES ('v7', 1, 'g', 'Newer')`);
    await db.query(`UPDATE stats_cache SET computed_at = now() - interval '61 seconds'`);
    expect((await app.inject({ url: '/api/stats' })).json()).toMatchObject({ recaps: 4, series: 3 });
  });
});

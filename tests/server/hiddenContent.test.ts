import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('hidden content stays hidden', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let admin: TestUser;
  let member: TestUser;
  let hiddenChannelId: number;
  beforeAll(async () => {
    const opened = await openTestApp();
    ({ app, close } = opened);
    const { rows } = await opened.db.query<{ id: number }>(
      `INSERT INTO channels (name, language, active) VALUES ('Shown', 'en', true), ('Deactivated', 'en', false) RETURNING id`,
    );
    hiddenChannelId = rows[1]!.id;
    await opened.db.query(
      `INSERT INTO recaps (video_id, channel_id, title, duration, status) VALUES
         ('publicRecap', $1, 'Public', 600, 'Ongoing'), ('privateReca', $1, 'Private', 600, 'private'),
         ('deactivated', $2, 'Of a deactivated channel', 600, NULL)`,
      [rows[0]!.id, hiddenChannelId],
    );
    admin = await createUser(opened.db, { isAdmin: true });
    member = await createUser(opened.db);
  });
  afterAll(() => close());

  it('answers 404 for pictures of private recaps and deactivated channels, except to admins', async () => {
    expect((await app.inject({ url: '/media/thumbnails/publicRecap.jpg' })).statusCode).toBe(200);
    for (const url of ['/media/thumbnails/privateReca.jpg', '/media/thumbnails/deactivated.jpg', `/media/channels/${hiddenChannelId}.jpg`]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
      expect((await app.inject({ url, cookies: member.cookies })).statusCode, url).toBe(404);
      const asAdmin = await app.inject({ url, cookies: admin.cookies });
      expect(asAdmin.statusCode, url).toBe(200);
      expect(asAdmin.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('marks every API answer no-store, so no shared cache keeps one member\'s data', async () => {
    for (const url of ['/api/auth/me', '/api/watchlist', '/api/channels/favourites', '/api/recaps', '/api/stats', '/api/no-such-thing']) {
      const response = await app.inject({ url, cookies: member.cookies });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
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
    const channelIds = await insertChannels(opened.db, [{ name: 'Shown', language: 'en' }, { name: 'Deactivated', language: 'en', active: false }]);
    const shownChannelId = channelIds[0]!;
    hiddenChannelId = channelIds[1]!;
    await insertRecaps(opened.db, [
      { video_id: 'publicRecap', channel_id: shownChannelId, title: 'Public', duration: 600, status: 'Ongoing' },
      { video_id: 'privateReca', channel_id: shownChannelId, title: 'Private', duration: 600, status: 'private' },
      { video_id: 'deactivated', channel_id: hiddenChannelId, title: 'Of a deactivated channel', duration: 600, status: null },
    ]);
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

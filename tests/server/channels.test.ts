import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecap, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

interface ChannelRow {
  id: number;
  name: string;
  is_favourited: boolean;
  active: boolean;
}

describe('channels', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    other = await createUser(db);
    admin = await createUser(db, { isAdmin: true });
    const counts = (subscriber_count: number, total_videos: number, total_views: number, total_likes: number) =>
      ({ subscriber_count, total_videos, total_views, total_likes });
    await insertChannels(db, [
      { id: 1, name: 'bravo Recaps', language: 'en', ...counts(500, 10, 1000, 50), last_posted: '2024-03-01', youtube_channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa' },
      { id: 2, name: 'Alpha Recaps', language: 'en', ...counts(100, 30, 9000, 10), last_posted: '2024-01-01', youtube_channel_id: null },
      { id: 3, name: 'Charlie 50%', language: 'ko', ...counts(900, 20, 10, 900), last_posted: null, youtube_channel_id: null },
      { id: 4, name: 'Hidden', language: 'en', ...counts(1, 1, 1, 1), last_posted: '2024-05-01', youtube_channel_id: null, active: false },
    ]);
    // Videos are the recaps each channel's page lists (the stored counts above are the video site's): 2, 1 and 0.
    await insertRecaps(db, [
      { video_id: 'charlieVid01', channel_id: 3, title: 'Charlie first' },
      { video_id: 'charlieVid02', channel_id: 3, title: 'Charlie second', status: 'private' },
      { video_id: 'bravoVideo01', channel_id: 1, title: 'Bravo first' },
    ]);
    await db.query(`SELECT setval('channels_id_seq', 10)`);
    await db.query('INSERT INTO favourites (user_id, channel_id) VALUES ($1, 3)', [member.id]);
  });
  afterAll(() => close());

  const names = (body: { data: ChannelRow[] }) => body.data.map((channel) => channel.name);

  it('lists active channels by name ascending by default, case-insensitively, with the total', async () => {
    const body = (await app.inject({ url: '/api/channels' })).json();
    expect(names(body)).toEqual(['Alpha Recaps', 'bravo Recaps', 'Charlie 50%']);
    expect(body).toMatchObject({ total: 3, hasMore: false });
  });

  it.each([
    ['total_videos', 'desc', ['Charlie 50%', 'bravo Recaps', 'Alpha Recaps']],
    ['subscriber_count', 'desc', ['Charlie 50%', 'bravo Recaps', 'Alpha Recaps']],
    ['last_posted', 'desc', ['bravo Recaps', 'Alpha Recaps', 'Charlie 50%']],
    ['total_views', 'asc', ['Charlie 50%', 'bravo Recaps', 'Alpha Recaps']],
    ['total_likes', 'desc', ['Charlie 50%', 'bravo Recaps', 'Alpha Recaps']],
  ])('sorts by %s %s (empty values last)', async (sortBy, sortOrder, expected) => {
    const body = (await app.inject({ url: `/api/channels?sortBy=${sortBy}&sortOrder=${sortOrder}` })).json();
    expect(names(body)).toEqual(expected);
  });

  it('pages with hasMore and keeps the total', async () => {
    const first = (await app.inject({ url: '/api/channels?limit=2' })).json();
    expect(first).toMatchObject({ total: 3, hasMore: true });
    const second = (await app.inject({ url: '/api/channels?limit=2&page=2' })).json();
    expect(names(second)).toEqual(['Charlie 50%']);
    expect(second.hasMore).toBe(false);
  });

  it('filters by language and searches names, treating % literally', async () => {
    expect(names((await app.inject({ url: '/api/channels?language=ko' })).json())).toEqual(['Charlie 50%']);
    expect(names((await app.inject({ url: '/api/channels?search=RECAPS' })).json())).toEqual(['Alpha Recaps', 'bravo Recaps']);
    expect(names((await app.inject({ url: '/api/channels?search=lie%2050%25' })).json())).toEqual(['Charlie 50%']);
    expect(names((await app.inject({ url: '/api/channels?search=50%25' })).json())).toEqual(['Charlie 50%']);
    // A text of symbols alone gives the name indexes nothing to look up: no channel, as in the recap search.
    expect((await app.inject({ url: '/api/channels?search=%25' })).json().total).toBe(0);
  });

  it('marks the session user’s favourites; userId=current or the own id lists every channel all the same', async () => {
    const all = (await app.inject({ url: '/api/channels', cookies: member.cookies })).json();
    expect(all.data.find((c: ChannelRow) => c.id === 3).is_favourited).toBe(true);
    expect(all.data.find((c: ChannelRow) => c.id === 1).is_favourited).toBe(false);
    const current = (await app.inject({ url: '/api/channels?userId=current', cookies: member.cookies })).json();
    expect(current).toEqual(all);
    const own = (await app.inject({ url: `/api/channels?userId=${member.id}`, cookies: member.cookies })).json();
    expect(own).toEqual(all);
    const anonymous = (await app.inject({ url: '/api/channels' })).json();
    expect(anonymous.data.every((c: ChannelRow) => c.is_favourited === false)).toBe(true);
    expect((await app.inject({ url: '/api/channels?userId=current' })).json()).toEqual(anonymous);
  });

  it("refuses another user's id (403), also to admins, and a numeric userId without a session (401)", async () => {
    const foreign = await app.inject({ url: `/api/channels?userId=${member.id}`, cookies: other.cookies });
    expect(foreign.statusCode).toBe(403);
    expect((await app.inject({ url: `/api/channels?userId=${member.id}`, cookies: admin.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/channels?userId=${member.id}` })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/channels?userId=nobody', cookies: member.cookies })).statusCode).toBe(403);
  });

  it('shows inactive channels only to admins asking with active=0', async () => {
    expect(names((await app.inject({ url: '/api/channels?active=0', cookies: admin.cookies })).json())).toEqual(['Hidden']);
    expect(names((await app.inject({ url: '/api/channels?active=0', cookies: member.cookies })).json())).not.toContain('Hidden');
    expect(names((await app.inject({ url: '/api/channels?active=0' })).json())).not.toContain('Hidden');
  });

  it('answers bad query values with 400', async () => {
    for (const url of ['/api/channels?search=%00', '/api/channels?language=a%00', '/api/channels?limit=101', '/api/channels?sortBy=password_hash', '/api/channels?page=0', '/api/channels?active=maybe']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('gets one channel for the header, 404 when missing or inactive', async () => {
    const one = await app.inject({ url: '/api/channels/1', cookies: member.cookies });
    expect(one.json()).toMatchObject({ id: 1, name: 'bravo Recaps', youtube_channel_id: 'UCaaaaaaaaaaaaaaaaaaaaaa', is_favourited: false, active: true });
    expect((await app.inject({ url: '/api/channels/4' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/channels/999' })).json().error).toBe('Channel not found');
    expect((await app.inject({ url: '/api/channels/abc' })).statusCode).toBe(400);
    // The schema's integer coercion turns 1e309 into Infinity; it must still be a 400.
    expect((await app.inject({ url: '/api/channels/1e309' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/channels?page=1e309' })).statusCode).toBe(400);
  });

  it('deactivates a channel for admins: it leaves the list and its recaps leave GET /recaps', async () => {
    await insertRecap(db, { video_id: 'deactivate1', channel_id: 2, title: 'Alpha recap' });
    expect((await app.inject({ url: '/api/recaps?search=alpha' })).json().total).toBe(1);
    const refused = await app.inject({ method: 'PUT', url: '/api/channels/2/deactivate', cookies: member.cookies });
    expect(refused.statusCode).toBe(403);
    const response = await app.inject({ method: 'PUT', url: '/api/channels/2/deactivate', cookies: admin.cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json().channel).toMatchObject({ id: 2, active: false });
    expect((await app.inject({ url: '/api/channels' })).json().total).toBe(2);
    expect((await app.inject({ url: '/api/recaps?search=alpha' })).json().total).toBe(0);
    expect((await app.inject({ method: 'PUT', url: '/api/channels/999/deactivate', cookies: admin.cookies })).statusCode).toBe(404);
  });

  it('lists deactivated channels for admins and reactivates them, recaps and all (issue 18, item 18)', async () => {
    const hidden = (await app.inject({ url: '/api/channels?active=0', cookies: admin.cookies })).json();
    expect(hidden.data.map((c: { id: number }) => c.id)).toContain(2);
    expect((await app.inject({ url: '/api/channels?active=0', cookies: member.cookies })).json().data.map((c: { id: number }) => c.id)).not.toContain(2);
    expect((await app.inject({ method: 'PUT', url: '/api/channels/2/reactivate', cookies: member.cookies })).statusCode).toBe(403);
    const response = await app.inject({ method: 'PUT', url: '/api/channels/2/reactivate', cookies: admin.cookies });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Channel reactivated successfully', channel: { id: 2, active: true } });
    expect((await app.inject({ url: '/api/channels' })).json().total).toBe(3);
    expect((await app.inject({ url: '/api/recaps?search=alpha' })).json().total).toBe(1);
    expect((await app.inject({ method: 'PUT', url: '/api/channels/999/reactivate', cookies: admin.cookies })).statusCode).toBe(404);
  });
});

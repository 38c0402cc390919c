import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { hoursAgo, insertChannels, insertPendingChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

const CHANNEL_ID = 'UC1234567890abcdefghijkl';

describe('admin routes', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [
      { id: 1, name: 'Known', url: 'https://www.youtube.com/@KnownRecaps', youtube_channel_id: 'UCknownknownknownknown00' },
      { id: 2, name: 'Known by id', url: 'https://www.youtube.com/channel/UCzzzzzzzzzzzzzzzzzzzzzz', youtube_channel_id: 'UCzzzzzzzzzzzzzzzzzzzzzz' },
    ]);
    await db.query(`SELECT setval('channels_id_seq', 10)`);
    const now = hoursAgo(0);
    await insertPendingChannels(db, [
      { id: 1, channel_name: 'New by id', language: 'ko', youtube_url: `https://youtube.com/channel/${CHANNEL_ID}`, created_at: hoursAgo(2) },
      { id: 2, channel_name: 'New by handle', language: 'en', youtube_url: 'https://www.youtube.com/@FreshRecaps', created_at: hoursAgo(1) },
      { id: 3, channel_name: 'Duplicate', language: 'en', youtube_url: 'http://youtube.com/@knownrecaps/', created_at: now },
      { id: 4, channel_name: 'To reject', language: 'th', youtube_url: 'https://www.youtube.com/@NotRecaps', created_at: now },
    ]);
    await insertRecaps(db, [
      { id: 1, video_id: 'aaaaaaaaaaa', channel_id: 1, title: 'First', series_name: 'Tower', published_at: '2024-01-01' },
      { id: 2, video_id: 'bbbbbbbbbbb', channel_id: 2, title: 'Second', series_name: null, published_at: '2024-02-01' },
      { id: 3, video_id: 'ccccccccccc', channel_id: 1, title: 'Third', series_name: 'Solo', published_at: null },
    ]);
    await db.query(`INSERT INTO thumbnail_matches (id, recap_id_1, recap_id_2, match_type, confidence, similarity_score, created_at) VALUES
      (1, 1, 2, 'EXACT_DUPLICATE', 'HIGH', 0.99, now() - interval '2 days'),
      (2, 1, 3, 'SAME_SERIES', 'MEDIUM', 0.8, now() - interval '1 day'),
      (3, 2, 3, 'DIFFERENT', 'LOW', 0.3, now())`);
  });
  afterAll(() => close());

  const as = (user: TestUser | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, cookies: user?.cookies, payload });

  describe('pending channels', () => {
    it('lists pending channels oldest first, for admins only', async () => {
      expect((await as(null, 'GET', '/api/admin/pending-channels')).json().error).toBe('Please log in to access admin features.');
      expect((await as(member, 'GET', '/api/admin/pending-channels')).json().error).toBe('Admin access required');
      const list = (await as(admin, 'GET', '/api/admin/pending-channels')).json();
      expect(list.map((p: { id: number }) => p.id)).toEqual([1, 2, 3, 4]);
      expect(list[0]).toMatchObject({ channel_name: 'New by id', language: 'ko', youtube_url: `https://youtube.com/channel/${CHANNEL_ID}`, status: 'pending' });
    });

    it('approves: an active channel with the edited name and language and the id from a /channel/ address', async () => {
      const body = { channel_name: ' Edited name ', language: 'ja', active: 1, full_scan: 1, status: 'verified' };
      const response = await as(admin, 'PUT', '/api/admin/pending-channels/1/approve', body);
      expect(response.statusCode).toBe(200);
      expect(response.json().channel).toMatchObject({
        name: 'Edited name',
        language: 'ja',
        active: true,
        full_scan: true,
        verified: true,
        youtube_channel_id: CHANNEL_ID,
        url: `https://www.youtube.com/channel/${CHANNEL_ID}`,
      });
      expect((await as(admin, 'PUT', '/api/admin/pending-channels/1/approve', body)).statusCode).toBe(409);
      const list = (await as(admin, 'GET', '/api/admin/pending-channels')).json();
      expect(list.map((p: { id: number }) => p.id)).toEqual([2, 3, 4]);
      expect((await as(null, 'GET', '/api/channels?search=edited')).json().total).toBe(1);
    });

    it('approves a handle address without an id (the scanner resolves it)', async () => {
      const response = await as(admin, 'PUT', '/api/admin/pending-channels/2/approve', { channel_name: 'Fresh', language: 'en', active: 1, full_scan: 1, status: 'verified' });
      expect(response.json().channel).toMatchObject({ youtube_channel_id: null, url: 'https://www.youtube.com/@FreshRecaps' });
    });

    it('approving a channel that was added directly meanwhile (under another spelling) closes its review and names the channel', async () => {
      const response = await as(admin, 'PUT', '/api/admin/pending-channels/3/approve', { channel_name: 'Dup', language: 'en', active: 1, full_scan: 1, status: 'verified' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: 'Channel was already added: it leaves Pending Channels.', channel: { id: 1, name: 'Known' } });
      const { rows } = await db.query<{ status: string }>('SELECT status FROM pending_channels WHERE id = 3');
      expect(rows[0].status).toBe('approved');
      expect((await as(admin, 'GET', '/api/admin/pending-channels')).json().map((item: { id: number }) => item.id)).not.toContain(3);
      expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM channels WHERE name = 'Dup'`)).rows[0].n).toBe(0);
    });

    it('rejects a pending channel: it leaves the list, no channel is created', async () => {
      const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM channels')).rows[0].n;
      expect((await as(member, 'PUT', '/api/admin/pending-channels/4/reject', { full_scan: 0, status: 'verified' })).statusCode).toBe(403);
      const response = await as(admin, 'PUT', '/api/admin/pending-channels/4/reject', { full_scan: 0, status: 'verified' });
      expect(response.statusCode).toBe(200);
      const { rows } = await db.query<{ status: string }>('SELECT status FROM pending_channels WHERE id = 4');
      expect(rows[0].status).toBe('rejected');
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM channels')).rows[0].n).toBe(before);
      expect((await as(admin, 'PUT', '/api/admin/pending-channels/4/reject', { full_scan: 0, status: 'verified' })).statusCode).toBe(409);
      expect((await as(admin, 'PUT', '/api/admin/pending-channels/99/reject', { full_scan: 0, status: 'verified' })).statusCode).toBe(404);
    });

    it('answers malformed approve bodies with 400', async () => {
      expect((await as(admin, 'PUT', '/api/admin/pending-channels/3/approve', { language: 'en' })).statusCode).toBe(400);
      expect((await as(admin, 'PUT', '/api/admin/pending-channels/3/approve', { channel_name: '   ', language: 'en' })).statusCode).toBe(400);
      expect((await as(admin, 'PUT', '/api/admin/pending-channels/3/approve', { channel_name: 'x', language: "en'; drop" })).statusCode).toBe(400);
      expect((await as(admin, 'PUT', '/api/admin/pending-channels/3/approve', { channel_name: 'x\u0000', language: 'en' })).statusCode).toBe(400);
    });
  });

  describe('check-channel', () => {
    it('says whether a valid address is catalogued, in any spelling', async () => {
      expect((await as(admin, 'POST', '/api/admin/check-channel', { url: 'youtube.com/@knownrecaps' })).json()).toEqual({ exists: true, pending: false, youtube_channel_id: null });
      expect((await as(admin, 'POST', '/api/admin/check-channel', { url: 'https://www.youtube.com/channel/UCzzzzzzzzzzzzzzzzzzzzzz' })).json())
        .toEqual({ exists: true, pending: false, youtube_channel_id: 'UCzzzzzzzzzzzzzzzzzzzzzz' });
      expect((await as(admin, 'POST', '/api/admin/check-channel', { url: 'https://youtube.com/@SomeoneNew' })).json()).toEqual({ exists: false, pending: false, youtube_channel_id: null });
    });

    it('calls a submitted channel awaiting review pending, never available, in any spelling (issue 18, item 16)', async () => {
      await insertPendingChannels(db, [{ id: 9, channel_name: 'Waiting', language: 'en', youtube_url: 'https://www.youtube.com/@WaitingRecaps' }]);
      for (const url of ['https://youtube.com/@waitingrecaps/', 'www.youtube.com/@WaitingRecaps']) {
        expect((await as(admin, 'POST', '/api/admin/check-channel', { url })).json()).toEqual({ exists: false, pending: true, youtube_channel_id: null });
      }
      await db.query(`UPDATE pending_channels SET status = 'verified' WHERE id = 9`);
      expect((await as(admin, 'POST', '/api/admin/check-channel', { url: 'https://youtube.com/@waitingrecaps' })).json().pending).toBe(false);
    });

    it('refuses to add a channel awaiting review directly, with the check\'s own sentence', async () => {
      await insertPendingChannels(db, [{ id: 10, channel_name: 'Queued', language: 'en', youtube_url: 'https://www.youtube.com/@QueuedRecaps' }]);
      const url = 'youtube.com/@queuedrecaps';
      expect((await as(admin, 'POST', '/api/admin/check-channel', { url })).json().pending).toBe(true);
      const added = await as(admin, 'POST', '/api/admin/channels', { name: 'Queued', url });
      expect(added.statusCode).toBe(409);
      expect(added.json().error).toBe('Channel is pending review: approve or reject it in Pending Channels.');
    });

    it('answers an invalid address with 400 and the parser’s message', async () => {
      const wrongSite = await as(admin, 'POST', '/api/admin/check-channel', { url: 'https://example.com/@x' });
      expect(wrongSite.statusCode).toBe(400);
      expect(wrongSite.json().error).toBe('Invalid YouTube channel URL. Use a youtube.com/@handle, /channel/, /c/ or /user/ address.');
      const noId = await as(admin, 'POST', '/api/admin/check-channel', { url: 'https://youtube.com/channel/' });
      expect(noId.json().error).toBe('Could not extract channel ID from URL');
      expect((await as(member, 'POST', '/api/admin/check-channel', { url: 'https://youtube.com/@SomeoneNew' })).statusCode).toBe(403);
    });
  });

  describe('add channel', () => {
    const form = {
      name: 'Added Channel',
      url: 'https://youtube.com/c/AddedChannel',
      active: 1,
      full_scan: 0,
      language: 'ko',
      description: 'Recaps',
      youtube_channel_id: null,
      subscriber_count: 1200,
      verified: 1,
    };

    it('creates the channel and answers 201 with it', async () => {
      const response = await as(admin, 'POST', '/api/admin/channels', form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Added Channel',
        url: 'https://www.youtube.com/c/AddedChannel',
        active: true,
        full_scan: false,
        verified: true,
        language: 'ko',
        description: 'Recaps',
        subscriber_count: 1200,
        youtube_channel_id: null,
        is_favourited: false,
      });
    });

    it('refuses a duplicate with 409 and the form’s text', async () => {
      const response = await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'http://www.youtube.com/c/addedchannel/' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('Channel already exists in database');
      const byId = await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'https://youtube.com/@other', youtube_channel_id: 'UCzzzzzzzzzzzzzzzzzzzzzz' });
      expect(byId.statusCode).toBe(409);
    });

    it('requires a name and URL, a valid address, a listed language and a count of at least 0', async () => {
      for (const body of [{ ...form, name: '' }, { ...form, url: '  ' }, { url: form.url }]) {
        const response = await as(admin, 'POST', '/api/admin/channels', body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('Name and URL are required');
      }
      const badUrl = await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'https://vimeo.com/someone' });
      expect(badUrl.json().error).toBe('Invalid YouTube channel URL. Use a youtube.com/@handle, /channel/, /c/ or /user/ address.');
      expect((await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'https://youtube.com/@n1', language: 'ru' })).statusCode).toBe(400);
      expect((await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'https://youtube.com/@n2', subscriber_count: -1 })).statusCode).toBe(400);
      expect((await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'https://youtube.com/@n4', name: 'Nul\u0000' })).statusCode).toBe(400);
      expect((await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'https://youtube.com/@n4', description: '\u0000' })).statusCode).toBe(400);
      expect((await as(admin, 'POST', '/api/admin/channels', { ...form, url: 'https://youtube.com/@n3', subscriber_count: null })).statusCode).toBe(201);
    });

    it('uses the defaults of the form when flags are left out', async () => {
      const response = await as(admin, 'POST', '/api/admin/channels', { name: 'Defaults', url: `https://www.youtube.com/channel/UCdefaultsdefaultsdefau1` });
      expect(response.json()).toMatchObject({ active: true, full_scan: true, verified: false, language: 'en', youtube_channel_id: 'UCdefaultsdefaultsdefau1' });
    });
  });

  describe('thumbnail matches', () => {
    it('lists both videos of each match, newest first, with totals per type', async () => {
      const body = (await as(admin, 'GET', '/api/admin/thumbnail-matches')).json();
      expect(body.matches.map((m: { id: number }) => m.id)).toEqual([3, 2, 1]);
      expect(body.matches[2]).toMatchObject({
        match_type: 'EXACT_DUPLICATE',
        confidence: 'HIGH',
        video_id_1: 'aaaaaaaaaaa',
        title_1: 'First',
        series_name_1: 'Tower',
        channel_name_1: 'Known',
        video_id_2: 'bbbbbbbbbbb',
        channel_name_2: 'Known by id',
        series_name_2: null,
      });
      expect(body.matches[2].similarity_score).toBeCloseTo(0.99);
      expect(body.totals).toEqual({ EXACT_DUPLICATE: 1, SAME_SERIES: 1, POSSIBLY_RELATED: 0, DIFFERENT: 1 });
    });

    it('filters by type and sorts by similarity', async () => {
      const filtered = (await as(admin, 'GET', '/api/admin/thumbnail-matches?type=SAME_SERIES')).json();
      expect(filtered.matches.map((m: { id: number }) => m.id)).toEqual([2]);
      const sorted = (await as(admin, 'GET', '/api/admin/thumbnail-matches?sort=similarity&order=asc')).json();
      expect(sorted.matches.map((m: { id: number }) => m.id)).toEqual([3, 2, 1]);
      expect((await as(admin, 'GET', '/api/admin/thumbnail-matches?type=NOPE')).statusCode).toBe(400);
    });

    it('answers one page at a time with the filtered total, and past the end the last page', async () => {
      const first = (await as(admin, 'GET', '/api/admin/thumbnail-matches?limit=2')).json();
      expect(first).toMatchObject({ total: 3, page: 1, hasMore: true });
      expect(first.matches.map((m: { id: number }) => m.id)).toEqual([3, 2]);
      const second = (await as(admin, 'GET', '/api/admin/thumbnail-matches?limit=2&page=2')).json();
      expect(second).toMatchObject({ total: 3, page: 2, hasMore: false });
      expect(second.matches.map((m: { id: number }) => m.id)).toEqual([1]);
      // A page emptied by deletions answers the last page that still has matches.
      const beyond = (await as(admin, 'GET', '/api/admin/thumbnail-matches?limit=2&page=9')).json();
      expect(beyond).toMatchObject({ page: 2, hasMore: false });
      const filtered = (await as(admin, 'GET', '/api/admin/thumbnail-matches?type=POSSIBLY_RELATED')).json();
      expect(filtered).toMatchObject({ matches: [], total: 0, page: 1, hasMore: false });
      expect(filtered.totals).toEqual({ EXACT_DUPLICATE: 1, SAME_SERIES: 1, POSSIBLY_RELATED: 0, DIFFERENT: 1 });
      for (const bad of ['page=0', 'limit=101', 'limit=abc', 'page=1.5', 'sort=score']) {
        const response = await as(admin, 'GET', `/api/admin/thumbnail-matches?${bad}`);
        expect(response.statusCode, bad).toBe(400);
      }
    });

    it('sorts by type in the spec\'s order, the most certain duplicate first, then by score', async () => {
      const byType = (await as(admin, 'GET', '/api/admin/thumbnail-matches?sort=type&order=asc')).json();
      expect(byType.matches.map((m: { match_type: string }) => m.match_type)).toEqual(['EXACT_DUPLICATE', 'SAME_SERIES', 'DIFFERENT']);
      const byScore = (await as(admin, 'GET', '/api/admin/thumbnail-matches?sort=similarity&order=desc')).json();
      expect(byScore.matches.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
    });

    it('deletes a match; a missing one is a 404', async () => {
      expect((await as(member, 'DELETE', '/api/admin/thumbnail-matches/3')).statusCode).toBe(403);
      expect((await as(admin, 'DELETE', '/api/admin/thumbnail-matches/3')).statusCode).toBe(200);
      expect((await as(admin, 'DELETE', '/api/admin/thumbnail-matches/3')).statusCode).toBe(404);
      expect((await as(admin, 'GET', '/api/admin/thumbnail-matches')).json().matches).toHaveLength(2);
    });
  });
});

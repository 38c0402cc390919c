import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Db } from '../../server/db/driver.ts';
import { ACCOUNT_EXPORT_SCHEMA, type AccountExport } from '../../src/api/types.ts';
import { ACCOUNT_DELETED, WRONG_PASSWORD } from '../../server/routes/account.ts';
import { MEMBER_TABLES } from '../../server/db/queries/accountData.ts';
import { openTestApp } from './support/testApp.ts';
import { planNodes } from './support/queryPlan.ts';
import { insertChannels, insertRecaps, insertUser, quickPasswordHash } from './support/factories.ts';
import { createUser, newSession } from './support/sessions.ts';

const PASSWORD = 'correct horse battery';

interface Member {
  id: number;
  username: string;
  email: string;
  cookies: { sid: string };
}

describe('a member takes their data away and leaves', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let mailDir: string;
  let passwordHash: string;
  let counter = 0;

  beforeAll(async () => {
    ({ app, db, close, mailDir } = await openTestApp({ env: { APP_URL: 'https://recaps.example' } }));
    passwordHash = await quickPasswordHash(PASSWORD);
    await insertChannels(db, [{ id: 1, name: 'Recaps & <More>', url: 'https://www.youtube.com/@recaps' }, { id: 2, name: 'Second Channel' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo & <Leveling>', title: 'Solo Leveling 1-50', chapters_covered: '1-50' },
      { id: 2, channel_id: 1, series_name: 'Omniscient Reader', title: 'Omniscient Reader 1-20' },
      { id: 3, channel_id: 2, series_name: 'Quiet Garden', title: 'Quiet Garden 1-5' },
    ]);
    await db.query(`UPDATE series SET links = jsonb_set(links, '{myanimelist}', '"121496"') WHERE name = 'Solo & <Leveling>'`);
  });
  afterAll(() => close());

  async function newMember(): Promise<Member> {
    counter += 1;
    const username = `leaver${counter}`;
    const email = `leaver${counter}@example.com`;
    const id = await insertUser(db, { username, email, password_hash: passwordHash });
    return { id, username, email, cookies: await newSession(db, id) };
  }

  const call = (member: Member | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, cookies: member?.cookies, payload });

  const slugOf = async (name: string) =>
    (await db.query<{ slug: string }>('SELECT slug FROM series WHERE name = $1', [name])).rows[0]!.slug;

  /** A member with one row of every kind the product keeps for a member. */
  async function busyMember(): Promise<Member> {
    const member = await newMember();
    const solo = await slugOf('Solo & <Leveling>');
    const reader = await slugOf('Omniscient Reader');
    const results = [
      await call(member, 'POST', '/api/watchlist', { recapId: 1 }),
      await call(member, 'POST', '/api/recaps/2/watched'),
      await call(member, 'POST', '/api/recaps/1/rate', { rating: 5 }),
      await call(member, 'POST', '/api/channels/1/favourite'),
      await call(member, 'POST', `/api/series/${solo}/follow`),
      await call(member, 'PUT', `/api/series/${solo}/progress`, { chapter: 12 }),
      await call(member, 'POST', `/api/series/${reader}/follow`),
      await call(member, 'PUT', `/api/series/${reader}/follow`, { status: 'paused' }),
      await call(member, 'POST', '/api/account/feed-token'),
      await call(member, 'PUT', '/api/account/spoiler-shield', { spoiler_shield: true }),
      await call(member, 'POST', '/api/suggestions', { recap_id: 3, suggested_series_name: 'The Quiet Garden' }),
      await call(member, 'POST', '/api/suggestions/series', { slug: reader, type: 'status', value: 'completed' }),
      await call(member, 'POST', '/api/shelf/visit'),
    ];
    for (const response of results) expect(response.statusCode, response.body).toBeLessThan(300);
    await db.query(`INSERT INTO email_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, 'reset', now() + interval '1 hour')`, [`pending-${member.id}`, member.id]);
    return member;
  }

  async function rowsOf(userId: number): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of [...MEMBER_TABLES, 'suggestions', 'users']) {
      const column = table === 'users' ? 'id' : 'user_id';
      const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE ${column} = $1`, [userId]);
      counts[table] = rows[0]!.count;
    }
    return counts;
  }

  describe('the JSON export', () => {
    it('holds every kind of the member\'s data, versioned, as an attachment', async () => {
      const member = await busyMember();
      const response = await call(member, 'GET', '/api/account/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="recapshelf-${member.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
      const data = response.json<AccountExport>();
      expect(data.schema).toBe(ACCOUNT_EXPORT_SCHEMA);
      expect(data.profile).toEqual({ username: member.username, email: member.email, email_verified: true, is_admin: false, created_at: expect.stringMatching(/Z$/) });
      expect(data.settings).toEqual({ spoiler_shield: true, language: null });
      expect(data.feed).toEqual({ active: true, created_at: expect.stringMatching(/Z$/) });
      expect(data.shelf.last_visit_at).toMatch(/Z$/);
      expect(data.watchlist.map((recap) => [recap.recap_id, recap.video_id, recap.channel_name])).toEqual([[1, 'vid00000001', 'Recaps & <More>']]);
      expect(data.watched.map((recap) => recap.recap_id)).toEqual([2]);
      expect(data.ratings.map((recap) => [recap.recap_id, recap.rating])).toEqual([[1, 5]]);
      expect(data.favourite_channels.map((channel) => [channel.channel_id, channel.name, channel.url])).toEqual([[1, 'Recaps & <More>', 'https://www.youtube.com/@recaps']]);
      const follows = Object.fromEntries(data.follows.map((follow) => [follow.series_name, follow]));
      expect(follows['Solo & <Leveling>']).toMatchObject({ status: 'watching', chapters_read: 12, trackers: { myanimelist: '121496' } });
      expect(follows['Omniscient Reader']).toMatchObject({ status: 'paused', chapters_read: null });
      expect(data.reading_places.map((place) => [place.series_name, place.chapters_read])).toEqual([['Solo & <Leveling>', 12]]);
      expect(data.suggestions).toHaveLength(2);
      expect(data.suggestions).toEqual(expect.arrayContaining([
        expect.objectContaining({ type: 'series_name', recap_id: 3, series_slug: null, suggested_value: 'The Quiet Garden', suggested_series_name: 'The Quiet Garden', status: 'pending', reviewed_at: null }),
        expect.objectContaining({ type: 'status', recap_id: null, video_id: null, series_name: 'Omniscient Reader', tracker: null, suggested_value: 'completed', suggested_series_name: null, status: 'pending' }),
      ]));
    });

    it('never holds a password hash, a session, a feed token or a mail link', async () => {
      const member = await busyMember();
      const token = (await call(member, 'POST', '/api/account/feed-token')).json<{ token: string }>().token;
      const body = (await call(member, 'GET', '/api/account/export')).body;
      const secrets = await db.query<{ value: string }>(
        `SELECT password_hash AS value FROM users WHERE id = $1 UNION ALL SELECT id_hash FROM sessions WHERE user_id = $1
         UNION ALL SELECT token_hash FROM feed_tokens WHERE user_id = $1 UNION ALL SELECT token_hash FROM email_tokens WHERE user_id = $1`,
        [member.id],
      );
      for (const secret of [...secrets.rows.map((row) => row.value), token, member.cookies.sid, 'argon2']) expect(body).not.toContain(secret);
      expect(body).not.toMatch(/password|token_hash|id_hash|"token"/);
    });

    it('is the member\'s own: a visitor is asked to log in', async () => {
      for (const url of ['/api/account/export', '/api/account/export/mal.xml']) {
        const response = await call(null, 'GET', url);
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe('Please log in to export your data.');
      }
    });

    it('is limited per member: an eleventh export in the hour is refused with a sentence', async () => {
      const member = await newMember();
      for (let index = 0; index < 10; index++) expect((await call(member, 'GET', '/api/account/export')).statusCode).toBe(200);
      const refused = await call(member, 'GET', '/api/account/export/mal.xml');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatch(/\.$/);
    });
  });

  describe('the MyAnimeList export', () => {
    it('is a well-formed manga list in MAL\'s export format, escaped', async () => {
      const member = await busyMember();
      const response = await call(member, 'GET', '/api/account/export/mal.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="recapshelf-leaver\d+-\d{4}-\d{2}-\d{2}\.mal\.xml"$/);
      expect(XMLValidator.validate(response.body)).toBe(true);
      expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8" ?>')).toBe(true);
      expect(response.body).toContain('<manga_title>Solo &amp; &lt;Leveling&gt;</manga_title>');
      const parsed = new XMLParser({ processEntities: true, parseTagValue: false, isArray: (name) => name === 'manga' }).parse(response.body);
      const { myinfo, manga } = parsed.myanimelist;
      expect(myinfo).toMatchObject({ user_name: member.username, user_export_type: '2', user_total_manga: '2', user_total_reading: '1', user_total_onhold: '1' });
      const byTitle = Object.fromEntries((manga as Record<string, string>[]).map((entry) => [entry.manga_title, entry]));
      expect(byTitle['Solo & <Leveling>']).toMatchObject({ manga_mangadb_id: '121496', my_read_chapters: '12', my_status: 'Reading' });
      expect(byTitle['Omniscient Reader']).toMatchObject({ manga_mangadb_id: '0', my_read_chapters: '0', my_status: 'On-Hold' });
    });
  });

  describe('deleting the account', () => {
    it('removes every row of the member\'s, keeps their suggestions without them, and ends the session', async () => {
      const member = await busyMember();
      const other = await newMember();
      await call(other, 'POST', '/api/watchlist', { recapId: 1 });
      const before = await rowsOf(member.id);
      for (const [table, count] of Object.entries(before)) expect(count, `${table} has a row to delete`).toBeGreaterThan(0);

      const response = await call(member, 'DELETE', '/api/account', { password: PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: ACCOUNT_DELETED });
      expect(response.headers['set-cookie']).toMatch(/^sid=;/);

      const after = await rowsOf(member.id);
      expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
      const kept = await db.query('SELECT user_id, suggested_series_name, status FROM suggestions WHERE recap_id = 3 AND suggested_series_name = $1 AND user_id IS NULL', ['The Quiet Garden']);
      expect(kept.rows.length).toBeGreaterThan(0);
      // Another member's rows are untouched.
      expect((await rowsOf(other.id)).watchlist).toBe(1);
      // The old session is gone: the cookie the browser held is a visitor's now.
      expect((await call(member, 'GET', '/api/auth/me')).json()).toEqual({ user: null });
    });

    it('takes the member\'s ratings out of the averages', async () => {
      const leaver = await newMember();
      const stayer = await newMember();
      await call(stayer, 'POST', '/api/recaps/3/rate', { rating: 2 });
      await call(leaver, 'POST', '/api/recaps/3/rate', { rating: 5 });
      // A recap only the leaver rated has no rating left at all.
      await call(leaver, 'POST', '/api/recaps/2/rate', { rating: 4 });
      const rated = async () => (await db.query<{ avg_rating: number; rating_count: number }>('SELECT avg_rating, rating_count::int AS rating_count FROM recaps WHERE id = 3')).rows[0];
      expect(await rated()).toEqual({ avg_rating: 3.5, rating_count: 2 });
      expect((await call(leaver, 'DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(200);
      expect(await rated()).toEqual({ avg_rating: 2, rating_count: 1 });
      expect((await app.inject('/api/recaps/3')).json()).toMatchObject({ avg_rating: 2, rating_count: 1 });
      expect((await db.query('SELECT avg_rating, rating_count::int AS rating_count FROM recaps WHERE id = 2')).rows[0]).toEqual({ avg_rating: 0, rating_count: 0 });
      // The trigger counts the next rating as before: the bulk setting lasted only for the deletion's delete.
      await call(stayer, 'POST', '/api/recaps/3/rate', { rating: 4 });
      expect(await rated()).toEqual({ avg_rating: 4, rating_count: 1 });
    });

    it('shows the review queue a suggestion whose author left as from a deleted account', async () => {
      const author = await busyMember();
      const admin = await createUser(db, { isAdmin: true });
      expect((await call(author, 'DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(200);
      const queue = await app.inject({ url: '/api/suggestions/admin/pending', cookies: admin.cookies });
      expect(queue.statusCode, queue.body).toBe(200);
      expect(queue.json()).toContainEqual(expect.objectContaining({ suggested_series_name: 'The Quiet Garden', username: null }));
    });

    it('frees the username and the address: the same person registers again', async () => {
      const member = await busyMember();
      expect((await call(member, 'DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(200);
      const again = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username: member.username, email: member.email, password: PASSWORD } });
      expect(again.statusCode, again.body).toBe(201);
      // The new account starts empty: nothing of the old one comes back with the name.
      const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [member.username]);
      expect(rows[0]!.id).not.toBe(member.id);
      expect(Object.values(await rowsOf(rows[0]!.id)).reduce((sum, count) => sum + count, 0)).toBe(1 + 1);
    });

    it('leaves nothing that logs in, resets a password or reads the feed', async () => {
      const member = await busyMember();
      const feed = (await call(member, 'POST', '/api/account/feed-token')).json<{ url: string }>().url;
      const feedPath = new URL(feed).pathname;
      expect((await app.inject(feedPath)).statusCode).toBe(200);
      expect((await call(member, 'DELETE', '/api/account', { password: PASSWORD })).statusCode).toBe(200);

      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { loginIdentifier: member.username, password: PASSWORD } });
      expect(login.statusCode).toBe(401);
      expect(login.json().error).toBe('Invalid username/email or password');
      const mails = () => (existsSync(mailDir) ? readdirSync(mailDir).length : 0);
      const mailsBefore = mails();
      const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: member.email } });
      expect(reset.json()).toEqual({ message: 'If an account exists for that email, a reset link has been sent.' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mails()).toBe(mailsBefore);
      expect((await app.inject(feedPath)).statusCode).toBe(404);
    });

    it('refuses a wrong or missing password with a sentence and deletes nothing', async () => {
      const member = await busyMember();
      const before = await rowsOf(member.id);
      const wrong = await call(member, 'DELETE', '/api/account', { password: 'not the password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toBe(WRONG_PASSWORD);
      const missing = await call(member, 'DELETE', '/api/account', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('Please enter your password.');
      expect(await rowsOf(member.id)).toEqual(before);
    });

    it('finds each row of the member by an index: no statement reads a whole table', async () => {
      const member = await busyMember();
      const statements = [
        ...MEMBER_TABLES.map((table) => [table, `DELETE FROM ${table} WHERE user_id = $1`]),
        ['suggestions', 'UPDATE suggestions SET user_id = NULL WHERE user_id = $1'],
        ['users', 'DELETE FROM users WHERE id = $1'],
      ] as const;
      await db.transaction(async (tx) => {
        // Off, a sequential scan is chosen only where no index can answer: small test tables would take one anyway.
        await tx.query('SET LOCAL enable_seqscan = off');
        for (const [table, sql] of statements) {
          const nodes = await planNodes(tx as Db, sql, [member.id]);
          const reads = nodes.filter((node) => node['Relation Name'] === table && node['Node Type'] !== 'ModifyTable');
          expect(reads.map((node) => node['Node Type']), sql).not.toContain('Seq Scan');
          expect(reads.length, sql).toBeGreaterThan(0);
        }
      });
    });

    it('limits password guesses as the login form does', async () => {
      const member = await newMember();
      for (let index = 0; index < 10; index++) expect((await call(member, 'DELETE', '/api/account', { password: `guess ${index}` })).statusCode).toBe(400);
      const refused = await call(member, 'DELETE', '/api/account', { password: PASSWORD });
      expect(refused.statusCode).toBe(429);
      expect((await rowsOf(member.id)).users).toBe(1);
    });

    it('is refused to a visitor and to another site', async () => {
      const visitor = await call(null, 'DELETE', '/api/account', { password: PASSWORD });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error).toBe('Please log in to delete your account.');

      const member = await newMember();
      const foreign = await app.inject({ method: 'DELETE', url: '/api/account', cookies: member.cookies, payload: { password: PASSWORD }, headers: { origin: 'https://evil.example' } });
      expect(foreign.statusCode).toBe(403);
      expect((await rowsOf(member.id)).users).toBe(1);
      const own = await app.inject({ method: 'DELETE', url: '/api/account', cookies: member.cookies, payload: { password: PASSWORD }, headers: { origin: 'https://recaps.example' } });
      expect(own.statusCode).toBe(200);
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('editing a recap (PUT /recaps/:id)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [{ id: 1, name: 'One' }, { id: 2, name: 'Gone', active: false }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, title: 'Tower recap', series_name: 'Tower', status: 'Ongoing', thumbnail_url: 'https://img.example/1.jpg' },
      { id: 2, channel_id: 2, title: 'Hidden', series_name: null, status: null, thumbnail_url: null },
    ]);
  });
  afterAll(() => close());

  const put = (id: number | string, payload: unknown, user: TestUser | null = admin) =>
    app.inject({ method: 'PUT', url: `/api/recaps/${id}`, cookies: user?.cookies, payload: payload as object });

  it('is refused to anonymous callers (401) and members (403)', async () => {
    expect((await put(1, { status: 'private' }, null)).statusCode).toBe(401);
    expect((await put(1, { status: 'private' }, member)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/recaps/1' })).json().status).toBe('Ongoing');
  });

  it('takes the status-only form used for moderation and returns the recap as GET shows it', async () => {
    const response = await put(1, { status: 'private' });
    expect(response.statusCode).toBe(200);
    const get = (await app.inject({ url: '/api/recaps/1', cookies: admin.cookies })).json();
    expect(response.json()).toEqual(get);
    expect(get).toMatchObject({ status: 'private', series_name: 'Tower', thumbnail_url: 'https://img.example/1.jpg', channel_name: 'One' });
  });

  it('trims the series name and makes it searchable', async () => {
    const response = await put(1, { series_name: '  Solo Leveling!  ', status: 'Completed', thumbnail_url: 'http://img.example/2.jpg' });
    expect(response.json()).toMatchObject({ series_name: 'Solo Leveling!', status: 'Completed', thumbnail_url: 'http://img.example/2.jpg' });
    expect((await app.inject({ url: '/api/recaps?search=leveling' })).json().total).toBe(1);
  });

  it('saves again a recap whose thumbnail is a picture path of this site, as every demo recap has (issue 18, item 2)', async () => {
    await db.query(`UPDATE recaps SET thumbnail_url = '/media/thumbnails/v1.jpg' WHERE id = 1`);
    const response = await put(1, { series_name: 'Tower', status: 'private', thumbnail_url: '/media/thumbnails/v1.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'private', thumbnail_url: '/media/thumbnails/v1.jpg' });
    const protocolRelative = await put(1, { thumbnail_url: '//evil.example/x.jpg' });
    expect(protocolRelative.statusCode).toBe(400);
    expect(protocolRelative.json().error).toBe('Thumbnail URL must be an http:// or https:// address or a path on this site starting with /');
  });

  it('keeps an admin\'s punctuation in a series name and collapses runs of spaces (issue 18, item 14)', async () => {
    const response = await put(1, { series_name: '  Solo   Leveling:\tRagnarok  ' });
    expect(response.json().series_name).toBe('Solo Leveling: Ragnarok');
    expect((await put(1, { series_name: 'x'.repeat(101) })).json().error).toBe('series_name must be at most 100 characters.');
  });

  it('clears fields sent empty or null', async () => {
    const response = await put(1, { series_name: '', status: null, thumbnail_url: null });
    expect(response.json()).toMatchObject({ series_name: null, status: null, thumbnail_url: null });
  });

  it('refuses a thumbnail that is not an http(s) address, an over-long status and an empty body', async () => {
    const javascript = await put(1, { thumbnail_url: 'javascript:alert(1)' });
    expect(javascript.statusCode).toBe(400);
    expect(javascript.json().error).toBe('Thumbnail URL must be an http:// or https:// address or a path on this site starting with /');
    expect((await put(1, { thumbnail_url: 'not a url' })).statusCode).toBe(400);
    expect((await put(1, { status: 'x'.repeat(41) })).statusCode).toBe(400);
    expect((await put(1, {})).statusCode).toBe(400);
    // PostgreSQL text cannot hold NUL: refused as input instead of failing in the database.
    for (const body of [{ status: 'a\u0000b' }, { thumbnail_url: 'https://img.example/\u0000' }, { series_name: 'Tower\u0000' }]) {
      const response = await put(1, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Text cannot contain NUL characters');
    }
  });

  it('answers 404 for an unknown recap or one of a deactivated channel, 400 for a malformed id', async () => {
    expect((await put(999, { status: 'error' })).json().error).toBe('Recap not found.');
    expect((await put(2, { status: 'error' })).statusCode).toBe(404);
    expect((await put('abc', { status: 'error' })).statusCode).toBe(400);
  });

  describe('moderation never loses what a recap was', () => {
    const recapRow = async (id: number) => (await db.query('SELECT * FROM recaps WHERE id = $1', [id])).rows[0] as Record<string, unknown>;
    const shown = async (id: number) => (await app.inject({ url: `/api/recaps/${id}`, cookies: admin.cookies })).json() as Record<string, unknown>;

    beforeAll(async () => {
      await insertRecaps(db, [
        { id: 3, channel_id: 1, title: 'Moderated recap', series_name: 'Moderated', status: 'Ongoing', thumbnail_url: 'https://img.example/3.jpg' },
      ]);
    });

    it('marked private, then public, shows and stores every field as before, its status too', async () => {
      const before = { shown: await shown(3), row: await recapRow(3) };
      expect((await put(3, { status: 'private' })).json()).toMatchObject({ status: 'private' });
      const restored = await put(3, { status: null });
      expect(restored.statusCode).toBe(200);
      expect(restored.json()).toEqual(before.shown);
      expect(await shown(3)).toEqual(before.shown);
      expect(await recapRow(3)).toEqual(before.row);
    });

    it('keeps the first status through private then error, and a public recap marked public keeps its own', async () => {
      await put(3, { status: 'error' });
      await put(3, { status: 'private' });
      expect((await put(3, { status: '' })).json().status).toBe('Ongoing');
      expect((await put(3, { status: null })).json().status).toBe('Ongoing');
    });

    it('lets the edit form\'s explicit status stand: clearing a hidden recap\'s status there clears it', async () => {
      await put(3, { status: 'private' });
      const cleared = await put(3, { series_name: 'Moderated', status: null, thumbnail_url: 'https://img.example/3.jpg' });
      expect(cleared.json().status).toBeNull();
      await put(3, { status: 'Completed' });
      await put(3, { status: 'private' });
      await put(3, { series_name: 'Moderated', status: 'Hiatus', thumbnail_url: 'https://img.example/3.jpg' });
      expect((await put(3, { status: null })).json().status).toBe('Hiatus');
    });
  });
});

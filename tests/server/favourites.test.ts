import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('favourite channels', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    other = await createUser(db);
    await insertChannels(db, [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }, { id: 3, name: 'Three' }, { id: 4, name: 'Gone', active: false }]);
  });
  afterAll(() => close());

  const favourite = (id: number, user: TestUser | null, method: 'POST' | 'DELETE' = 'POST') =>
    app.inject({ method, url: `/api/channels/${id}/favourite`, cookies: user?.cookies });

  it('asks anonymous callers to log in', async () => {
    const response = await favourite(1, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Please log in to manage favorites.');
    expect((await app.inject({ url: '/api/channels/favourites' })).json().error).toBe('Please log in to view your favourites.');
  });

  it('adds a favourite once; the second add is a 409 with the text the header recognises', async () => {
    expect((await favourite(1, member)).statusCode).toBe(201);
    const again = await favourite(1, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Channel already in favourites');
  });

  it('answers 404 for a missing or deactivated channel', async () => {
    expect((await favourite(999, member)).statusCode).toBe(404);
    expect((await favourite(4, member)).statusCode).toBe(404);
  });

  it('checks a favourite for the session user only', async () => {
    expect((await app.inject({ url: '/api/channels/favourites/check/1', cookies: member.cookies })).json()).toEqual({ is_favourited: true });
    expect((await app.inject({ url: '/api/channels/favourites/check/1', cookies: other.cookies })).json()).toEqual({ is_favourited: false });
    expect((await app.inject({ url: '/api/channels/favourites/check/1' })).json()).toEqual({ is_favourited: false });
  });

  it('lists favourites newest first, paged, without deactivated channels', async () => {
    await db.query(`INSERT INTO favourites (user_id, channel_id, created_at) VALUES ($1, 2, now() + interval '1 minute'), ($1, 4, now() + interval '2 minutes')`, [member.id]);
    const body = (await app.inject({ url: '/api/channels/favourites?page=1&limit=1', cookies: member.cookies })).json();
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([2]);
    expect(body).toMatchObject({ total: 2, hasMore: true });
    expect(body.data[0].is_favourited).toBe(true);
    const second = (await app.inject({ url: '/api/channels/favourites?page=2&limit=1', cookies: member.cookies })).json();
    expect(second.data.map((c: { id: number }) => c.id)).toEqual([1]);
    expect((await app.inject({ url: '/api/channels/favourites', cookies: other.cookies })).json()).toEqual({ data: [], total: 0, hasMore: false });
  });

  it('removes a favourite; removing a missing one is a 404 the header recognises', async () => {
    expect((await favourite(1, member, 'DELETE')).statusCode).toBe(200);
    const again = await favourite(1, member, 'DELETE');
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('Channel not found in favourites');
    expect((await favourite(2, other, 'DELETE')).statusCode).toBe(404);
    const { rows } = await db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND channel_id = 2', [member.id]);
    expect(rows).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('watchlist', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    other = await createUser(db);
    await insertChannels(db, [{ id: 1, name: 'One' }, { id: 2, name: 'Gone', active: false }]);
    await insertRecaps(db, [{ id: 1, channel_id: 1 }, { id: 2, channel_id: 1 }, { id: 3, channel_id: 2 }]);
  });
  afterAll(() => close());

  const add = (recapId: unknown, user: TestUser | null) =>
    app.inject({ method: 'POST', url: '/api/watchlist', cookies: user?.cookies, payload: { recapId } });

  it('asks anonymous callers to log in', async () => {
    expect((await app.inject({ url: '/api/watchlist' })).statusCode).toBe(401);
    const response = await add(1, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Please log in to add items to your watchlist.');
    expect((await app.inject({ method: 'DELETE', url: '/api/watchlist/1' })).statusCode).toBe(401);
  });

  it('adds recaps idempotently and lists the ids newest first', async () => {
    expect((await add(1, member)).statusCode).toBe(201);
    expect((await add(1, member)).statusCode).toBe(200);
    await db.query(`UPDATE watchlist SET created_at = now() - interval '1 hour' WHERE recap_id = 1`);
    expect((await add(2, member)).statusCode).toBe(201);
    expect((await app.inject({ url: '/api/watchlist', cookies: member.cookies })).json()).toEqual([2, 1]);
    expect((await app.inject({ url: '/api/watchlist', cookies: other.cookies })).json()).toEqual([]);
  });

  it('refuses unknown or hidden recaps with 404 and malformed ids with 400', async () => {
    expect((await add(999, member)).statusCode).toBe(404);
    expect((await add(3, member)).statusCode).toBe(404);
    expect((await add('abc', member)).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/watchlist', cookies: member.cookies, payload: {} })).statusCode).toBe(400);
  });

  it('removes only the caller’s own entry, idempotently', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/api/watchlist/2', cookies: other.cookies })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/watchlist', cookies: member.cookies })).json()).toEqual([2, 1]);
    expect((await app.inject({ method: 'DELETE', url: '/api/watchlist/2', cookies: member.cookies })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/watchlist/2', cookies: member.cookies })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/watchlist', cookies: member.cookies })).json()).toEqual([1]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('rating a recap', () => {
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
    await insertRecaps(db, [{ id: 1, channel_id: 1 }, { id: 2, channel_id: 2 }]);
  });
  afterAll(() => close());

  const rate = (id: number, rating: unknown, user: TestUser | null) =>
    app.inject({ method: 'POST', url: `/api/recaps/${id}/rate`, cookies: user?.cookies, payload: { rating } });

  it('asks anonymous callers to log in with the spec text', async () => {
    const response = await rate(1, 5, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('You must be logged in to rate.');
  });

  it('stores a rating and returns the new average, count and the caller’s rating', async () => {
    expect((await rate(1, 5, member)).json()).toEqual({ avg_rating: 5, rating_count: 1, user_rating: 5 });
    expect((await rate(1, 2, other)).json()).toEqual({ avg_rating: 3.5, rating_count: 2, user_rating: 2 });
  });

  it('replaces the caller’s earlier rating instead of adding one', async () => {
    expect((await rate(1, 3, member)).json()).toEqual({ avg_rating: 2.5, rating_count: 2, user_rating: 3 });
    const recap = (await app.inject({ url: '/api/recaps/1', cookies: member.cookies })).json();
    expect(recap).toMatchObject({ user_rating: 3, rating_count: 2, avg_rating: 2.5 });
  });

  it('refuses ratings that are not whole numbers from 1 to 5', async () => {
    for (const rating of [0, 6, 2.5, 'five', null]) {
      const response = await rate(1, rating, member);
      expect(response.statusCode, String(rating)).toBe(400);
    }
    expect((await app.inject({ method: 'POST', url: '/api/recaps/1/rate', cookies: member.cookies, payload: {} })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown recap or one of a deactivated channel', async () => {
    expect((await rate(999, 4, member)).statusCode).toBe(404);
    expect((await rate(2, 4, member)).statusCode).toBe(404);
  });
});

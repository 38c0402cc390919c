import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('a member\'s reading place in a series', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let member: TestUser;

  beforeAll(async () => {
    let db;
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    await insertChannels(db, [{ id: 1, name: 'English Recaps', language: 'en' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '1-50' },
      { id: 2, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '80-120' },
      { id: 3, channel_id: 1, series_name: 'Tower of God', chapters_covered: null, title: 'Tower of God explained' },
    ]);
  });
  afterAll(() => close());

  const put = (slug: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/series/${slug}/progress`, cookies: member.cookies, payload: payload as Record<string, unknown> });
  const place = async (slug: string) => (await app.inject({ url: `/api/series/${slug}`, cookies: member.cookies })).json().progress;

  it('keeps whole chapters and refuses 1.5 with a sentence', async () => {
    expect((await put('solo-leveling', { chapter: 60 })).json()).toEqual({ slug: 'solo-leveling', chapter: 60 });
    const half = await put('solo-leveling', { chapter: 1.5 });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('chapter must be a whole number.');
    expect(await place('solo-leveling')).toBe(60);
  });

  it('clears the place on null, never storing it as chapter 0', async () => {
    await put('solo-leveling', { chapter: 60 });
    const cleared = await put('solo-leveling', { chapter: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ slug: 'solo-leveling', chapter: null });
    expect(await place('solo-leveling')).toBeNull();
  });

  it('refuses a chapter past the last one any recap covers, and takes any chapter of a series whose chapters are unknown', async () => {
    expect((await put('solo-leveling', { chapter: 120 })).statusCode).toBe(200);
    const past = await put('solo-leveling', { chapter: 121 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Chapter 121 is past the last known chapter of this series, chapter 120.');
    expect(await place('solo-leveling')).toBe(120);
    expect((await put('tower-of-god', { chapter: 300 })).json()).toEqual({ slug: 'tower-of-god', chapter: 300 });
  });
});

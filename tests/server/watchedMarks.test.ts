import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

describe('watched marks and the spoiler shield', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    other = await createUser(db);
    await insertChannels(db, [{ id: 1, name: 'One', language: 'en' }, { id: 2, name: 'Gone', active: false }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '1-50', duration: 600 },
      { id: 2, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '121-150', duration: 600 },
      { id: 3, channel_id: 2 },
      ...Array.from({ length: 5 }, (_, index) => ({ id: 10 + index, channel_id: 1, duration: 600 })),
    ]);
  });
  afterAll(() => close());

  const mark = (method: 'POST' | 'DELETE', id: unknown, user: TestUser | null = member) =>
    app.inject({ method, url: `/api/recaps/${id}/watched`, cookies: user?.cookies });
  const list = async (query: string, user: TestUser | null = member) =>
    (await app.inject({ url: `/api/recaps?language=en&${query}`, cookies: user?.cookies })).json();
  const detail = async (id: number, user: TestUser | null = member) => (await app.inject({ url: `/api/recaps/${id}`, cookies: user?.cookies })).json();

  it('asks a visitor to log in', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await mark(method, 1, null);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Please log in to mark recaps watched.');
    }
  });

  it('marks and unmarks idempotently, answering the mark as it stands, for this member alone', async () => {
    for (let twice = 0; twice < 2; twice += 1) {
      const response = await mark('POST', 1);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ watched: true });
    }
    expect((await detail(1)).watched).toBe(true);
    expect((await detail(1, other)).watched).toBe(false);
    expect((await detail(1, null)).watched).toBe(false);
    for (let twice = 0; twice < 2; twice += 1) expect((await mark('DELETE', 1)).json()).toEqual({ watched: false });
    expect((await detail(1)).watched).toBe(false);
  });

  it('answers unknown or hidden recaps with the plain 404 and bad ids with 400', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      for (const id of [999, 3]) {
        const response = await mark(method, id);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('Recap not found.');
      }
      expect((await mark(method, 'abc')).statusCode).toBe(400);
      expect((await mark(method, 0)).statusCode).toBe(400);
    }
  });

  it('says watched on every recap of a list, and hideWatched leaves them out of the page and the total', async () => {
    await mark('POST', 10);
    await mark('POST', 12);
    const whole = await list('limit=3');
    expect(whole.total).toBe(7);
    const all = await list('limit=100');
    expect(all.data.filter((recap: { watched: boolean }) => recap.watched).map((recap: { id: number }) => recap.id).sort()).toEqual([10, 12]);
    const first = await list('limit=3&hideWatched=true');
    expect(first.total).toBe(5);
    expect(first.hasMore).toBe(true);
    const second = await list('limit=3&page=2&hideWatched=true');
    expect(second.total).toBe(5);
    expect(second.hasMore).toBe(false);
    const shown = [...first.data, ...second.data].map((recap: { id: number }) => recap.id);
    expect(shown).toHaveLength(5);
    expect(shown).not.toContain(10);
    expect(shown).not.toContain(12);
    // A search and a length off the kept segments are counted for the member alone.
    expect((await list('limit=2&hideWatched=true&search=recap')).total).toBe((await list('limit=2&search=recap')).total - 2);
    expect((await list('limit=2&hideWatched=true&min_duration=7')).total).toBe(5);
    // A series' list, and a channel's.
    expect((await list('series=solo-leveling&hideWatched=true')).total).toBe(2);
    expect((await list('channelId=1&hideWatched=true')).total).toBe(5);
    // A visitor, who has watched nothing, gets the whole list.
    expect((await list('limit=3&hideWatched=true', null)).total).toBe(7);
    expect((await app.inject({ url: '/api/recaps?hideWatched=maybe', cookies: member.cookies })).statusCode).toBe(400);
  });

  it('the shield gives the reading place on recaps starting past it in a followed series, only when turned on', async () => {
    const shield = (on: boolean) => app.inject({ method: 'PUT', url: '/api/account/spoiler-shield', cookies: member.cookies, payload: { spoiler_shield: on } });
    expect((await app.inject({ url: '/api/account/spoiler-shield', cookies: member.cookies })).json()).toEqual({ spoiler_shield: false });
    await app.inject({ method: 'POST', url: '/api/series/solo-leveling/follow', cookies: member.cookies });
    await app.inject({ method: 'PUT', url: '/api/series/solo-leveling/progress', cookies: member.cookies, payload: { chapter: 120 } });
    expect((await detail(2)).beyond_reading_place).toBeNull();
    expect((await shield(true)).json()).toEqual({ spoiler_shield: true });
    expect((await app.inject({ url: '/api/account/spoiler-shield', cookies: member.cookies })).json()).toEqual({ spoiler_shield: true });
    expect((await detail(2)).beyond_reading_place).toBe(120);
    expect((await detail(1)).beyond_reading_place).toBeNull();
    expect((await detail(2, other)).beyond_reading_place).toBeNull();
    expect((await detail(2, null)).beyond_reading_place).toBeNull();
    const page = await list('series=solo-leveling');
    expect(Object.fromEntries(page.data.map((recap: { id: number; beyond_reading_place: number | null }) => [recap.id, recap.beyond_reading_place])))
      .toEqual({ 1: null, 2: 120 });
    await app.inject({ method: 'DELETE', url: '/api/series/solo-leveling/follow', cookies: member.cookies });
    expect((await detail(2)).beyond_reading_place).toBeNull();
    const bad = await app.inject({ method: 'PUT', url: '/api/account/spoiler-shield', cookies: member.cookies, payload: { spoiler_shield: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });
  it('a list filtered by channel alone counts the member\'s watched recaps by the channel each mark keeps, which follows its recap', async () => {
    await insertChannels(db, [{ id: 3, name: 'Three', language: 'en' }]);
    await insertRecaps(db, [{ id: 20, channel_id: 3, duration: 600 }, { id: 21, channel_id: 3, duration: 600 }]);
    const totals = async () => {
      const everyone = (await app.inject({ url: '/api/recaps?limit=2', cookies: member.cookies })).json().total as number;
      const unwatched = (await app.inject({ url: '/api/recaps?limit=2&hideWatched=true', cookies: member.cookies })).json().total as number;
      const onThree = (await app.inject({ url: '/api/recaps?channelId=3', cookies: member.cookies })).json().total as number;
      const unwatchedOnThree = (await app.inject({ url: '/api/recaps?channelId=3&hideWatched=true', cookies: member.cookies })).json().total as number;
      return { watchedAmongThem: everyone - unwatched, watchedOnThree: onThree - unwatchedOnThree };
    };
    const before = await totals();
    await mark('POST', 20);
    expect((await db.query('SELECT channel_id FROM watched_marks WHERE user_id = $1 AND recap_id = 20', [member.id])).rows).toEqual([{ channel_id: 3 }]);
    expect(await totals()).toEqual({ watchedAmongThem: before.watchedAmongThem + 1, watchedOnThree: 1 });
    // The recap moves to channel 1: its mark's channel follows, and channel 3's list no longer holds it.
    await db.query('UPDATE recaps SET channel_id = 1 WHERE id = 20');
    expect((await db.query('SELECT channel_id FROM watched_marks WHERE user_id = $1 AND recap_id = 20', [member.id])).rows).toEqual([{ channel_id: 1 }]);
    expect(await totals()).toEqual({ watchedAmongThem: before.watchedAmongThem + 1, watchedOnThree: 0 });
    // A channel switched off takes its recaps out of the list, and their marks out of the count.
    await db.query('UPDATE recaps SET channel_id = 3 WHERE id = 20');
    await db.query('UPDATE channels SET active = false WHERE id = 3');
    expect((await totals()).watchedAmongThem).toBe(before.watchedAmongThem);
    await db.query('UPDATE channels SET active = true WHERE id = 3');
    await mark('DELETE', 20);
  });
});

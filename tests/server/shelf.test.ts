import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

describe('a member\'s shelf', () => {
  let app: FastifyInstance;
  let db: Queryable;
  let close: () => Promise<void>;
  let member: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    // The account is a month old, so "new" before the first visit is what came out in that month.
    await db.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [member.id]);
    await insertChannels(db, [{ id: 1, name: 'English Recaps', language: 'en' }, { id: 2, name: 'Favourite Channel', language: 'en' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '1-50', published_at: daysAgo(60) },
      { id: 2, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '51-80', published_at: daysAgo(3) },
      { id: 3, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '51-60', published_at: daysAgo(2) },
      { id: 4, channel_id: 1, series_name: 'Tower of God', chapters_covered: '1-10', published_at: daysAgo(1) },
      { id: 5, channel_id: 2, series_name: 'Omniscient Reader', chapters_covered: '1-5', published_at: daysAgo(4) },
      { id: 6, channel_id: 1, series_name: 'Unfollowed Story', chapters_covered: '1-5', published_at: daysAgo(1) },
    ]);
    await db.query('INSERT INTO favourites (user_id, channel_id) VALUES ($1, 2)', [member.id]);
  });
  afterAll(() => close());

  const get = (url: string, cookies = member.cookies) => app.inject({ url, cookies });
  const setStatus = (slug: string, payload: unknown) =>
    app.inject({ method: 'PUT', url: `/api/series/${slug}/follow`, cookies: member.cookies, payload: payload as Record<string, unknown> });

  it('follows a series with a status, and refuses an unknown status with a sentence', async () => {
    expect((await setStatus('solo-leveling', { status: 'watching' })).json()).toEqual({ slug: 'solo-leveling', is_following: true, status: 'watching' });
    expect((await setStatus('tower-of-god', { status: 'planning' })).statusCode).toBe(200);
    const wrong = await setStatus('solo-leveling', { status: 'reading' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('status must be one of: watching, planning, completed, paused, dropped.');
    expect((await setStatus('no-such-story', { status: 'watching' })).statusCode).toBe(404);
  });

  it('counts and lists what is new since the account was made, newest first, from followed series and favourite channels', async () => {
    expect((await get('/api/shelf/new-count')).json()).toEqual({ count: 4 });
    const shelf = (await get('/api/shelf')).json();
    expect(shelf.last_visit_at).toBeNull();
    expect(shelf.new.data.map((recap: { id: number }) => recap.id)).toEqual([4, 3, 2, 5]);
    expect(shelf.new.total).toBe(4);
    expect(shelf.new.data[0]).toMatchObject({ id: 4, channel_name: 'English Recaps', series_slug: 'tower-of-god' });
  });

  it('pages the new recaps like every list', async () => {
    const first = (await get('/api/shelf?limit=3')).json().new;
    expect(first).toMatchObject({ total: 4, hasMore: true });
    expect(first.data).toHaveLength(3);
    const second = (await get('/api/shelf?limit=3&page=2')).json().new;
    expect(second).toEqual({ data: [expect.objectContaining({ id: 5 })], total: 4, hasMore: false });
  });

  it('lists each followed series with its status, new count and the recap that continues it, filterable by status', async () => {
    await app.inject({ method: 'PUT', url: '/api/series/solo-leveling/progress', cookies: member.cookies, payload: { chapter: 50 } });
    const { series } = (await get('/api/shelf')).json();
    expect(series.map((s: { slug: string }) => s.slug)).toEqual(['tower-of-god', 'solo-leveling']);
    const solo = series.find((s: { slug: string }) => s.slug === 'solo-leveling');
    expect(solo).toMatchObject({ status: 'watching', progress: 50, new_count: 2 });
    // Both 51-80 and 51-60 start after chapter 50; the more complete one continues it.
    expect(solo.continue_with).toMatchObject({ id: 2, chapters_covered: '51-80' });
    const planning = (await get('/api/shelf?status=planning')).json().series;
    expect(planning.map((s: { slug: string }) => s.slug)).toEqual(['tower-of-god']);
    expect((await get('/api/shelf?status=reading')).statusCode).toBe(400);
  });

  it('keeps the list until the visit is recorded, then counts nothing new', async () => {
    expect((await get('/api/shelf')).json().new.total).toBe(4);
    const visit = await app.inject({ method: 'POST', url: '/api/shelf/visit', cookies: member.cookies });
    expect(visit.statusCode).toBe(200);
    expect((await get('/api/shelf/new-count')).json()).toEqual({ count: 0 });
    const shelf = (await get('/api/shelf')).json();
    expect(shelf.last_visit_at).toBe(visit.json().last_visit_at);
    expect(shelf.new).toEqual({ data: [], total: 0, hasMore: false });
    await insertRecaps(db, [{ id: 7, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '81-90', published_at: new Date(Date.now() + 1000).toISOString() }]);
    expect((await get('/api/shelf/new-count')).json()).toEqual({ count: 1 });
  });

  it('asks a visitor to log in', async () => {
    for (const url of ['/api/shelf', '/api/shelf/new-count']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe('Please log in to see your shelf.');
    }
    expect((await app.inject({ method: 'POST', url: '/api/shelf/visit' })).statusCode).toBe(401);
  });
});

describe('the recap that continues a followed series, in the reader\'s languages', () => {
  let app: FastifyInstance;
  let db: Queryable;
  let close: () => Promise<void>;
  let member: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    await insertChannels(db, [{ id: 1, name: 'Recaps', language: 'en' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Many Tongues', chapters_covered: '1-30', language: 'en', published_at: daysAgo(9) },
      { id: 2, channel_id: 1, series_name: 'Many Tongues', chapters_covered: '1-50', language: 'es', published_at: daysAgo(8) },
      { id: 3, channel_id: 1, series_name: 'Many Tongues', chapters_covered: '5-60', language: 'pt', published_at: daysAgo(7) },
    ]);
    await app.inject({ method: 'PUT', url: '/api/series/many-tongues/follow', cookies: member.cookies, payload: { status: 'watching' } });
  });
  afterAll(() => close());

  const continuing = async (query: string) =>
    ((await app.inject({ url: `/api/shelf${query}`, cookies: member.cookies })).json().series[0].continue_with as { id: number }).id;

  it('is the most complete recap from the next chapter when no language is preferred', async () => {
    expect(await continuing('')).toBe(2);
  });

  it('is one in a preferred language, most preferred first, read from the browser\'s names', async () => {
    expect(await continuing('?languages=en')).toBe(1);
    expect(await continuing('?languages=en-GB,es')).toBe(1);
    expect(await continuing('?languages=es,en')).toBe(2);
  });

  it('never skips chapters for a language: a recap that starts later comes after one that takes up at the next chapter', async () => {
    expect(await continuing('?languages=pt')).toBe(2);
  });

  it('counts a new recap of a followed series in a favourite channel once', async () => {
    await db.query('UPDATE recaps SET published_at = now() WHERE id = 1');
    await db.query('INSERT INTO favourites (user_id, channel_id) VALUES ($1, 1)', [member.id]);
    await db.query(`UPDATE users SET created_at = now() - interval '1 day' WHERE id = $1`, [member.id]);
    expect((await app.inject({ url: '/api/shelf/new-count', cookies: member.cookies })).json()).toEqual({ count: 1 });
    const shelf = (await app.inject({ url: '/api/shelf', cookies: member.cookies })).json();
    expect(shelf.new).toEqual({ data: [expect.objectContaining({ id: 1 })], total: 1, hasMore: false });
    expect(shelf.series[0].new_count).toBe(1);
  });

  it('leaves out what is not a language code, and takes nothing from it', async () => {
    const answer = await app.inject({ url: `/api/shelf?languages=${encodeURIComponent("'); DROP TABLE recaps;--,x,en")}`, cookies: member.cookies });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().series[0].continue_with.id).toBe(1);
  });
});

describe('recaps of a channel switched off, on the shelf', () => {
  let app: FastifyInstance;
  let db: Queryable;
  let close: () => Promise<void>;
  let member: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    await db.query(`UPDATE users SET created_at = now() - interval '30 days' WHERE id = $1`, [member.id]);
    await insertChannels(db, [{ id: 1, name: 'Recaps', language: 'en' }, { id: 2, name: 'Gone Recaps', language: 'en', active: false }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Cut Short', chapters_covered: '1-10', published_at: daysAgo(3) },
      { id: 2, channel_id: 1, series_name: 'Cut Short', chapters_covered: '1-20', published_at: daysAgo(2) },
      { id: 3, channel_id: 2, series_name: 'Cut Short', chapters_covered: '1-100', published_at: daysAgo(1) },
    ]);
    await app.inject({ method: 'PUT', url: '/api/series/cut-short/follow', cookies: member.cookies, payload: { status: 'watching' } });
  });
  afterAll(() => close());

  const shelf = async (query = '') => (await app.inject({ url: `/api/shelf${query}`, cookies: member.cookies })).json();

  it('are neither counted nor chosen to continue the series', async () => {
    expect((await app.inject({ url: '/api/shelf/new-count', cookies: member.cookies })).json()).toEqual({ count: 2 });
    const [series] = (await shelf()).series;
    expect(series.new_count).toBe(2);
    expect(series.continue_with).toMatchObject({ id: 2, chapters_covered: '1-20' });
  });

  it('take no place on a page of what is new: the newest recap hidden does not cut the page short', async () => {
    expect((await shelf('?limit=1')).new).toEqual({ data: [expect.objectContaining({ id: 2 })], total: 2, hasMore: true });
    expect((await shelf('?limit=1&page=2')).new).toEqual({ data: [expect.objectContaining({ id: 1 })], total: 2, hasMore: false });
    // A page past the end (an old link) still says how many there are.
    expect((await shelf('?limit=1&page=3')).new).toEqual({ data: [], total: 2, hasMore: false });
  });
});

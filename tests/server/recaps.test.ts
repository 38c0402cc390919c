import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecap, insertRecaps } from './support/factories.ts';

describe('recaps', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannels(db, [{ id: 1, name: 'Alpha Recaps', language: 'en' }, { id: 2, name: 'Hidden', language: 'ko', active: false }]);
    await insertRecaps(db, [
      { video_id: 'aaaaaaaaaaa', channel_id: 1, title: 'Solo Leveling full recap', series_name: 'Solo Leveling', language: 'en', duration: 4000, views: 10, published_at: '2024-01-01', tags: ['action'] },
      { video_id: 'bbbbbbbbbbb', channel_id: 1, title: 'Omniscient Reader recap', series_name: 'Omniscient Reader', language: 'en', duration: 100, views: 500, published_at: '2024-02-01', tags: ['fantasy'] },
      { video_id: 'ccccccccccc', channel_id: 2, title: 'Hidden channel recap', series_name: 'Hidden', language: 'ko', duration: 100, views: 1, published_at: '2024-03-01', tags: [] },
    ]);
  });
  afterAll(() => close());

  it('finds a recap by a pasted video ID or video address, whatever the ID\'s case (issue 18, item 20)', async () => {
    await insertRecap(db, {
      video_id: 'Xy9_-Q8pLmN', channel_id: 1, title: 'Tower of God recap', series_name: 'Tower of God', language: 'en', duration: 600, views: 5, published_at: '2023-06-01',
    });
    for (const search of ['Xy9_-Q8pLmN', 'https://www.youtube.com/watch?v=Xy9_-Q8pLmN&t=10s', 'https://youtu.be/Xy9_-Q8pLmN', 'youtube.com/shorts/Xy9_-Q8pLmN']) {
      const body = (await app.inject({ url: '/api/recaps', query: { search } })).json();
      expect(body.data.map((r: { video_id: string }) => r.video_id), search).toEqual(['Xy9_-Q8pLmN']);
      expect(body.total, search).toBe(1);
    }
    expect((await app.inject({ url: '/api/recaps', query: { search: 'https://youtu.be/Zz9_-Q8pLmN' } })).json().total).toBe(0);
    await db.query(`DELETE FROM recaps WHERE video_id = 'Xy9_-Q8pLmN'`);
  });

  it('counts the visible recaps per language for the language filter (issue 18, item 24)', async () => {
    const response = await app.inject({ url: '/api/recaps/language-counts' });
    expect(response.statusCode).toBe(200);
    // The ko recap belongs to a deactivated channel: not offered.
    expect(response.json()).toEqual([{ language: 'en', recaps: 2 }]);
  });

  it('lists newest first and hides recaps of deactivated channels', async () => {
    const body = (await app.inject({ url: '/api/recaps' })).json();
    expect(body.data.map((r: { video_id: string }) => r.video_id)).toEqual(['bbbbbbbbbbb', 'aaaaaaaaaaa']);
    expect(body).toMatchObject({ total: 2, hasMore: false });
  });

  it('finds partial words and whole words', async () => {
    expect((await app.inject({ url: '/api/recaps?search=levelin' })).json().total).toBe(1);
    expect((await app.inject({ url: '/api/recaps?search=alpha' })).json().total).toBe(2);
    expect((await app.inject({ url: '/api/recaps?search=100%25' })).json().total).toBe(0);
  });

  it('finds % and _ in a search as the characters themselves, not as any text or any one character', async () => {
    const id = await insertRecap(db, { video_id: 'ddddddddddd', channel_id: 1, title: 'Re_Monarch 100% sync', language: 'en' });
    onTestFinished(() => db.query('DELETE FROM recaps WHERE id = $1', [id]).then(() => undefined));
    const found = async (search: string) => (await app.inject({ url: '/api/recaps', query: { search } })).json().data.map((r: { id: number }) => r.id);
    expect(await found('re_mon')).toEqual([id]);
    expect(await found('100% s')).toEqual([id]);
    // Read as patterns, "le_v" would be "le", one character and "v", and "solo%le" "solo", any text and "le".
    expect(await found('lev')).toHaveLength(1);
    expect(await found('le_v')).toEqual([]);
    expect(await found('solo%le')).toEqual([]);
  });

  it('finds nothing for a listed id past the largest a recap can have, and still the recap with the largest', async () => {
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM recaps WHERE video_id = 'aaaaaaaaaaa'`);
    const known = rows[0]!.id;
    const tooLarge = await app.inject({ url: `/api/recaps?ids=${known},2147483648,99999999999999999999` });
    expect(tooLarge.statusCode).toBe(200);
    expect(tooLarge.json()).toMatchObject({ data: [{ id: known }], total: 1 });
    const largest = await insertRecap(db, { id: 2147483647, video_id: 'eeeeeeeeeee', channel_id: 1, title: 'The last id', language: 'en' });
    onTestFinished(() => db.query('DELETE FROM recaps WHERE id = $1', [largest]).then(() => undefined));
    expect((await app.inject({ url: `/api/recaps?ids=${largest}` })).json()).toMatchObject({ data: [{ id: 2147483647 }], total: 1 });
  });

  it('filters by duration and sorts by views', async () => {
    const body = (await app.inject({ url: '/api/recaps?min_duration=3600&sortBy=views&sortOrder=asc' })).json();
    expect(body.data.map((r: { video_id: string }) => r.video_id)).toEqual(['aaaaaaaaaaa']);
  });

  it('pages with hasMore', async () => {
    const body = (await app.inject({ url: '/api/recaps?limit=1' })).json();
    expect(body).toMatchObject({ total: 2, hasMore: true });
  });

  it('answers bad query values with 400 and a readable error', async () => {
    for (const url of ['/api/recaps?page=0', '/api/recaps?sortBy=evil', '/api/recaps?ids=1;drop', '/api/recaps?limit=abc']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('gets one recap, and 404 for an unknown or hidden one', async () => {
    const list = (await app.inject({ url: '/api/recaps' })).json();
    const one = await app.inject({ url: `/api/recaps/${list.data[0].id}` });
    expect(one.json()).toMatchObject({ channel_name: 'Alpha Recaps', user_rating: null, avg_rating: 0 });
    expect((await app.inject({ url: '/api/recaps/999999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/recaps/abc' })).statusCode).toBe(400);
  });

  it('lists the languages of visible recaps', async () => {
    expect((await app.inject({ url: '/api/recaps/languages' })).json()).toEqual(['en']);
  });
});

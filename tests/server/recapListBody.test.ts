import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannel, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

// GET /recaps sends the JSON the database writes for its page; these tests hold it to what the server
// would write itself: the same recap as GET /recaps/:id, in the page's order, with valid JSON for any text.
describe('the body of a recap list', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  const RECAPS = 45;
  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannel(db, { id: 1, name: 'Alpha "Recaps"', language: 'en' });
    // Views chosen so that sorting by them differs from insertion order and from publication order.
    const firstPublished = Date.parse('2024-02-01T10:30:00.250+09:00');
    await insertRecaps(db, Array.from({ length: RECAPS }, (_, index) => {
      const i = index + 1;
      return {
        video_id: String(i).padStart(11, 'v'), channel_id: 1, title: `Recap ${i}`, description: 'A description',
        chapters_covered: 'Line one\nline "two" \\ \u00e9\u2603', series_name: `Series ${i}`, language: 'en', duration: 600 + i,
        views: (i * 7919) % 1000, published_at: new Date(firstPublished + i * 3_600_000).toISOString(),
        genres: ['action', 'fantasy'], tags: [],
      };
    }));
    member = await createUser(db);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM recaps ORDER BY id LIMIT 1');
    await app.inject({ method: 'POST', url: `/api/recaps/${rows[0].id}/rate`, cookies: member.cookies, payload: { rating: 4 } });
  });
  afterAll(() => close());

  it('reads each recap exactly as GET /recaps/:id does, for a visitor and for a member', async () => {
    for (const cookies of [undefined, member.cookies]) {
      const list = (await app.inject({ url: '/api/recaps?limit=100', cookies })).json();
      expect(list.data).toHaveLength(RECAPS);
      for (const recap of list.data) {
        const one = (await app.inject({ url: `/api/recaps/${recap.id}`, cookies })).json();
        expect(recap).toEqual(one);
      }
    }
  });

  it('writes instants as UTC ISO strings, text with quotes and new lines intact, arrays as arrays', async () => {
    const { data } = (await app.inject({ url: '/api/recaps?sortBy=published_at&sortOrder=asc&limit=1' })).json();
    expect(data[0]).toMatchObject({
      published_at: '2024-02-01T02:30:00.250Z',
      chapters_covered: 'Line one\nline "two" \\ é☃',
      channel_name: 'Alpha "Recaps"',
      genres: ['action', 'fantasy'],
      tags: [],
      avg_rating: 4,
      rating_count: 1,
      user_rating: null,
    });
    // The recap's description is searched but never shown (spec section 3 lists what a recap is): not sent.
    expect(data[0]).not.toHaveProperty('description');
    const mine = (await app.inject({ url: '/api/recaps?sortBy=published_at&sortOrder=asc&limit=1', cookies: member.cookies })).json();
    expect(mine.data[0].user_rating).toBe(4);
  });

  it('keeps the order of the sort on every page, and the page sizes and totals', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM recaps ORDER BY views DESC, id DESC');
    const expected = rows.map((row) => row.id);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = (await app.inject({ url: `/api/recaps?sortBy=views&sortOrder=desc&limit=20&page=${page}` })).json();
      expect(body.total).toBe(RECAPS);
      expect(body.hasMore).toBe(page < 3);
      expect(body.data).toHaveLength(page < 3 ? 20 : RECAPS - 40);
      seen.push(...body.data.map((recap: { id: number }) => recap.id));
    }
    expect(seen).toEqual(expected);
  });

  it('answers an empty page with an empty list', async () => {
    const response = await app.inject({ url: '/api/recaps?search=nothing-matches-this' });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ data: [], total: 0, hasMore: false });
    // A page past the end (an old link) still tells the real total.
    expect((await app.inject({ url: '/api/recaps?page=9' })).json()).toEqual({ data: [], total: RECAPS, hasMore: false });
  });
});

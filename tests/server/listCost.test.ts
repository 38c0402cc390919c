import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { MAX_LIST_DEPTH, MAX_SEARCH_DEPTH } from '../../server/db/queries/listDepth.ts';
import { heavyListLane } from '../../server/db/queries/heavyListLane.ts';
import { PENDING_CHANNELS_SHOWN } from '../../server/db/queries/pendingChannels.ts';
import { EXACT_COUNT_LIMIT, MAX_FRAGMENT_LENGTH, RECAP_SORT_COLUMNS, buildRecapListQuery, type RecapListQuery } from '../../server/db/queries/recapList.ts';
import { openTestApp } from './support/testApp.ts';
import { createUser, newSession } from './support/sessions.ts';
import { hoursAgo, insertChannel, insertChannels, insertRecaps } from './support/factories.ts';
import { openLargeCatalogueDatabase } from './support/templateDatabase.ts';
import { planNodes, recapsNodes, rowsHandedOn } from './support/queryPlan.ts';
import { statementsOfPage } from './support/recordingHandle.ts';
import { SEARCH_INDEX_USE_SQL } from '../../server/db/queries/searchIndexUse.ts';

const TOO_DEEP = 'Page is too deep; narrow the search or filters.';

interface Page {
  data: { id: number }[];
  total: number;
  hasMore: boolean;
}

// The suites read what they wrote and change nothing another reads, so those whose rows do not interfere share one
// database: opening a test database and its app is seconds of the file's time.
describe('a catalogue of a few hundred recaps', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannels(db, [
      { id: 1, name: 'Alpha Recaps', language: 'en' },
      { id: 2, name: 'Beta Recaps', language: 'ko' },
      { id: 3, name: 'Hidden Recaps', language: 'en', active: false },
    ]);
    // Few distinct values per sort column, so most rows tie and only the id decides their order; some
    // recaps have no publication date (the one nullable sort column).
    await insertRecaps(
      db,
      Array.from({ length: 330 }, (_, index) => {
        const n = index + 1;
        return {
          video_id: `v${String(n).padStart(10, '0')}`,
          channel_id: 1 + (n % 3),
          title: `${n % 4 === 0 ? 'Solo Leveling part ' : 'Tower of God part '}${n}`,
          series_name: `Series ${n % 7}`,
          language: ['en', 'ko', 'ja'][n % 3],
          duration: 600 * (n % 30),
          views: n % 11,
          like_count: n % 5,
          published_at: n % 9 === 0 ? null : new Date(Date.UTC(2024, 0, 1 + (n % 13))).toISOString(),
        };
      }),
    );
    const rater = await createUser(db);
    await db.query(`INSERT INTO ratings (recap_id, user_id, rating) SELECT id, $1, 1 + id % 5 FROM recaps WHERE id % 2 = 0`, [rater.id]);
    // A search of its own for the statements of a page: 25 matches, one page of 30 or two of 20.
    await insertRecaps(db, Array.from({ length: 25 }, (_, index) => ({
      video_id: `z${String(index + 1).padStart(10, '0')}`, channel_id: 1, title: `Zeta Saga ${index + 1}`, language: 'en', published_at: hoursAgo(index + 1),
    })));
    // The admin's review queue, a table no other suite here reads.
    await db.query(`INSERT INTO pending_channels (channel_name, youtube_url, created_at)
      SELECT 'Channel ' || n, 'https://www.youtube.com/@channel' || n, timestamptz '2024-01-01' + n * interval '1 minute'
        FROM generate_series(1, $1::int + 5) n`, [PENDING_CHANNELS_SHOWN]);
  });
  afterAll(() => close());

  describe('a later page of GET /recaps (deferred join)', () => {
    /** Every visible recap of the filters in the list's order, read the plainest way: one statement, no paging. */
    async function wholeList(where: string, params: unknown[], sortBy: keyof typeof RECAP_SORT_COLUMNS, sortOrder: 'asc' | 'desc'): Promise<number[]> {
      const column = RECAP_SORT_COLUMNS[sortBy];
      const direction = sortOrder.toUpperCase();
      const nulls = sortBy === 'published_at' ? ' NULLS LAST' : '';
      const { rows } = await db.query<{ id: number }>(
        `SELECT r.id FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active AND ${where}
          ORDER BY ${column} ${direction}${nulls}, r.id ${direction}`,
        params,
      );
      return rows.map((row) => row.id);
    }

    const filterSets: { name: string; query: string; where: string; params: unknown[] }[] = [
      { name: 'no filter', query: '', where: 'true', params: [] },
      { name: 'a language', query: '&language=en', where: `r.language = 'en'`, params: [] },
      { name: 'a channel', query: '&channel_id=2', where: 'r.channel_id = 2', params: [] },
      { name: 'a duration range', query: '&min_duration=3600&max_duration=12000', where: 'r.duration BETWEEN 3600 AND 12000', params: [] },
      { name: 'a search', query: '&search=tower', where: `r.search_text LIKE '%tower%'`, params: [] },
    ];

    for (const filters of filterSets) {
      for (const sortBy of Object.keys(RECAP_SORT_COLUMNS) as (keyof typeof RECAP_SORT_COLUMNS)[]) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          it(`gives exactly the rows and order of the whole list, page by page: ${filters.name}, ${sortBy} ${sortOrder}`, async () => {
            const expected = await wholeList(filters.where, filters.params, sortBy, sortOrder);
            expect(expected.length).toBeGreaterThan(40);
            const pages = Math.ceil(expected.length / 20);
            for (let page = 1; page <= pages; page++) {
              const response = await app.inject({ url: `/api/recaps?page=${page}&limit=20&sortBy=${sortBy}&sortOrder=${sortOrder}${filters.query}` });
              expect(response.statusCode).toBe(200);
              const body = response.json() as Page;
              expect(body.data.map((recap) => recap.id)).toEqual(expected.slice((page - 1) * 20, page * 20));
              expect(body).toMatchObject({ total: expected.length, hasMore: page < pages });
            }
          });
        }
      }
    }

    it("writes a later page's recaps whole, the member's own rating included, as the first page writes them", async () => {
      const { rows: [rater] } = await db.query<{ user_id: number }>('SELECT user_id FROM ratings LIMIT 1');
      const session = await newSession(db, rater!.user_id);
      const cookies = { sid: session.sid };
      const both = (await app.inject({ url: '/api/recaps?page=1&limit=40&language=en', cookies })).json() as Page;
      const second = (await app.inject({ url: '/api/recaps?page=2&limit=20&language=en', cookies })).json() as Page;
      expect(second.data).toEqual(both.data.slice(20, 40));
      expect(second.data.some((recap) => (recap as unknown as { user_rating: number | null }).user_rating !== null)).toBe(true);
    });
  });

  describe('the statements behind a page of GET /recaps', () => {
    // What the database reads in a search text reads no table (searchIndexUse.ts): only the list's own statements count here.
    const statementsRun = async (change: Partial<RecapListQuery>) => (await statementsOfPage(db, change))
      .map(({ sql }) => sql).filter((sql) => sql !== SEARCH_INDEX_USE_SQL);

    it('count a search once, when its page cannot tell its total, and never on its last page or a page of nothing', async () => {
      await db.query('DELETE FROM recap_search_totals');
      // The only page of a search, its last page and a search that finds nothing: the rows tell the total.
      expect(await statementsRun({ search: 'zeta', limit: 30 })).toHaveLength(1);
      expect(await statementsRun({ search: 'zeta', page: 2 })).toHaveLength(1);
      expect(await statementsRun({ search: 'nothing like it' })).toHaveLength(1);
      expect((await db.query('SELECT * FROM recap_search_totals')).rows).toEqual([]);
      // A first page with more after it: the page, the count and keeping the count; then the page alone.
      const first = await statementsRun({ search: 'zeta' });
      expect(first).toHaveLength(3);
      expect(first[2]).toContain('INSERT INTO recap_search_totals');
      expect(await statementsRun({ search: 'zeta' })).toHaveLength(1);
    });
  });

  describe('the pending-channel review queue', () => {
    it('shows the oldest PENDING_CHANNELS_SHOWN, however many members submitted', async () => {
      const admin = await createUser(db, { isAdmin: true });
      const response = await app.inject({ url: '/api/admin/pending-channels', cookies: admin.cookies });
      expect(response.statusCode).toBe(200);
      const queue = response.json() as { channel_name: string }[];
      expect(queue).toHaveLength(PENDING_CHANNELS_SHOWN);
      expect(queue[0]!.channel_name).toBe('Channel 1');
    });
  });

  describe('the heavy lane of list statements', () => {
    it('answers a default first page and a watchlist while searches (of recaps, series and channels) and later pages wait for their turn', async () => {
      const { rows: visible } = await db.query<{ id: number }>('SELECT r.id FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active ORDER BY r.id LIMIT 3');
      const lane = heavyListLane(db);
      const releases: (() => void)[] = [];
      // Whatever runs in the lane (an attacker's statements), holding all of it.
      const held = Array.from({ length: lane.width }, () => lane.run(() => new Promise<void>((resolve) => releases.push(resolve))));
      await vi.waitFor(() => expect(releases).toHaveLength(lane.width));

      const first = await app.inject({ url: '/api/recaps?page=1&limit=20&language=en' });
      expect(first.statusCode).toBe(200);
      expect((first.json() as Page).data).toHaveLength(20);
      // A watchlist's few recaps, by their ids, do not wait either.
      const watchlist = await app.inject({ url: `/api/recaps?ids=${visible.map((row) => row.id).join(',')}&sortBy=views` });
      expect(watchlist.statusCode).toBe(200);
      expect((watchlist.json() as Page).data).toHaveLength(3);

      let answered = 0;
      // A recap search no suite here made before: a visitor's search made a moment ago is answered again without the
      // database (searchAnswers.ts).
      const waiting = ['/api/recaps?search=solo', '/api/recaps?page=2&limit=20&language=en', '/api/series?search=tower', '/api/channels?search=alpha']
        .map((url) => app.inject({ url }).then((response) => {
          answered++;
          return response;
        }));
      await vi.waitFor(() => expect(lane.busy).toBe(lane.width + 4));
      expect(answered).toBe(0);
      for (const release of releases) release();
      await Promise.all(held);
      expect((await Promise.all(waiting)).map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(lane.busy).toBe(0);
    });
  });
});

// The large catalogue (30,000 recaps, half on a hidden channel) with ten thousand channels and more beside it, all
// the member's favourites: a database built once for both, as each is seconds to write.
describe('a catalogue deeper than a list may be paged', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: Awaited<ReturnType<typeof createUser>>;
  const deepCount = MAX_LIST_DEPTH + 30;
  /** The recaps of the large catalogue on its one active channel. */
  const visibleRecaps = 15_000;

  beforeAll(async () => {
    // Thirty thousand rows through every index and trigger of the table, more than the default minute on a busy
    // machine: written once per run and copied (templateDatabase.ts).
    ({ app, db, close } = await openTestApp({ database: openLargeCatalogueDatabase }));
    // Ten thousand rows and more: written by the database itself, as the factories would take far longer.
    // Its ids follow the catalogue's two channels, which were given theirs.
    await db.query(`INSERT INTO channels (id, name, language, active)
      SELECT 2 + n, 'Channel ' || lpad(n::text, 6, '0'), 'en', true FROM generate_series(1, $1::int) n`, [deepCount]);
    await db.query('ANALYZE channels');
    member = await createUser(db);
    await db.query(`INSERT INTO favourites (user_id, channel_id) SELECT $1, id FROM channels WHERE name LIKE 'Channel %'`, [member.id]);
  }, 180_000);
  afterAll(() => close());

  describe('list depth bound', () => {
    const get = (url: string) => app.inject({ url, cookies: member.cookies });

    // Each list's rows: the visible recaps, the new channels and Alpha Recaps (Gone Recaps is hidden), the favourites.
    for (const [list, total] of [['/api/recaps', visibleRecaps], ['/api/channels', deepCount + 1], ['/api/channels/favourites', deepCount]] as const) {
      it(`${list}: the last reachable page answers with no Load More after it, the next one 400 in a plain sentence`, async () => {
        expect(total).toBeGreaterThan(MAX_LIST_DEPTH);
        const lastPage = MAX_LIST_DEPTH / 20;
        const last = await get(`${list}?page=${lastPage}&limit=20`);
        expect(last.statusCode).toBe(200);
        expect(last.json()).toMatchObject({ total, hasMore: false });
        expect((last.json() as Page).data).toHaveLength(20);

        const deeper = await get(`${list}?page=${lastPage + 1}&limit=20`);
        expect(deeper.statusCode).toBe(400);
        expect(deeper.json()).toMatchObject({ message: TOO_DEEP });
        // The bound is on rows, not page numbers: a bigger page reaches no deeper.
        expect((await get(`${list}?page=${MAX_LIST_DEPTH / 100 + 1}&limit=100`)).statusCode).toBe(400);
        expect((await get(`${list}?page=${MAX_LIST_DEPTH / 100}&limit=100`)).statusCode).toBe(200);
      });
    }

    it('answers a deep page past the end of a short list (an old link) as an empty page with its total', async () => {
      const response = await get('/api/recaps?page=600&limit=20&search=recap 12');
      expect(response.statusCode).toBe(200);
      const body = response.json() as Page;
      expect(body.data).toEqual([]);
      expect(body.hasMore).toBe(false);
      expect(body.total).toBeGreaterThan(0);
      const channels = await get('/api/channels?page=600&limit=20&search=Channel 00001');
      expect(channels.statusCode).toBe(200);
      expect(channels.json()).toMatchObject({ data: [], hasMore: false });
    });
  });

  describe('the rows before a deep page', () => {
    /** Rows read from the recaps table itself (not from an index alone) while the page's statement ran. */
    async function tableRowsRead(sql: string, params: unknown[]): Promise<number> {
      return recapsNodes(await planNodes(db, sql, params, { analyze: true }))
        .map((node) => node['Node Type'] === 'Index Only Scan' ? node['Heap Fetches'] ?? 0 : rowsHandedOn(node))
        .reduce((a, b) => a + b, 0);
    }

    const deepPages: [string, Partial<Parameters<typeof buildRecapListQuery>[0]>][] = [
      ['newest first', {}],
      ['a language, by views', { language: 'en', sortBy: 'views' }],
      ['a duration range, by views', { min_duration: 3600, max_duration: 7200, sortBy: 'views', sortOrder: 'asc' }],
      ['a channel, by duration', { channel_id: 1, sortBy: 'duration' }],
    ];
    for (const [name, change] of deepPages) {
      it(`are walked in the index alone, the table read for the page's own rows: ${name}`, async () => {
        const { pageSql, params } = buildRecapListQuery({ page: 200, limit: 20, sortBy: 'published_at', sortOrder: 'desc', ...change }, null);
        expect(await tableRowsRead(pageSql, params)).toBeLessThanOrEqual(2 * 21);
      });
    }
  });
});

describe('search texts shorter than a trigram', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannel(db, { id: 1, name: 'Alpha Recaps', language: 'en' });
    await insertRecaps(db, [
      { video_id: 'aaaaaaaaaa1', channel_id: 1, title: 'Tower of God', language: 'en' },
      { video_id: 'aaaaaaaaaa2', channel_id: 1, title: 'Omniscient Reader', language: 'en' },
    ]);
  });
  afterAll(() => close());

  const titles = async (search: string) => {
    const response = await app.inject({ url: `/api/recaps?search=${encodeURIComponent(search)}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { title: string }[] }).data.map((recap) => recap.title);
  };

  it('find whole words only; three characters and more are also found inside words', async () => {
    expect(await titles('of')).toEqual(['Tower of God']);
    expect(await titles('ow')).toEqual([]);
    expect(await titles(' OF ')).toEqual(['Tower of God']);
    expect(await titles('owe')).toEqual(['Tower of God']);
    expect(await titles('ead')).toEqual(['Omniscient Reader']);
  });
});

describe('search texts longer than a fragment', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const longTitle = 'The Hunter Who Returned From The Tower Of Trials';

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannel(db, { id: 1, name: 'Alpha Recaps', language: 'en' });
    await insertRecaps(db, [
      { video_id: 'bbbbbbbbbb1', channel_id: 1, title: longTitle, language: 'en' },
      { video_id: 'bbbbbbbbbb2', channel_id: 1, title: 'Omniscient Reader', language: 'en' },
    ]);
  });
  afterAll(() => close());

  const titles = async (search: string) => {
    const response = await app.inject({ url: `/api/recaps?search=${encodeURIComponent(search)}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { title: string }[] }).data.map((recap) => recap.title);
  };

  it(`are found by their whole words past ${MAX_FRAGMENT_LENGTH} characters, in any order`, async () => {
    expect(longTitle.length).toBeGreaterThan(MAX_FRAGMENT_LENGTH);
    expect(await titles(longTitle.toLowerCase())).toEqual([longTitle]);
    expect(await titles('tower of trials: the hunter who returned from the')).toEqual([longTitle]);
  });

  it(`look inside words up to ${MAX_FRAGMENT_LENGTH} characters and not past them, so no trigram list of a long text is read`, async () => {
    const inside = 'unter who returned from the tow';
    expect(inside.length).toBeLessThanOrEqual(MAX_FRAGMENT_LENGTH);
    expect(await titles(inside)).toEqual([longTitle]);
    expect(await titles('unter who returned from the tower of tri')).toEqual([]);
    const list = buildRecapListQuery({ page: 1, limit: 20, sortBy: 'published_at', sortOrder: 'desc', search: 'x'.repeat(MAX_FRAGMENT_LENGTH + 1) }, null);
    expect(list.sql).not.toContain('search_text LIKE');
  });
});

describe('the total of a search never counted before', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const matching = EXACT_COUNT_LIMIT + 2_000;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannel(db, { id: 1, name: 'Alpha Recaps', language: 'en' });
    // Thousands of rows: written by the database itself, as the factories would take far longer.
    await db.query(`INSERT INTO recaps (video_id, channel_id, title, language)
      SELECT 'v' || lpad(n::text, 10, '0'), 1, CASE WHEN n <= $1 THEN 'Solo Leveling ' ELSE 'Tower of God ' END || n, 'en'
        FROM generate_series(1, $1::int + 300) n`, [matching]);
    await db.query('ANALYZE recaps');
  }, 180_000);
  afterAll(() => close());

  /** The most rows any scan of the recaps table handed on while the statement ran (EXPLAIN ANALYZE). */
  async function recapsRowsRead(sql: string, params: unknown[]): Promise<number> {
    return Math.max(0, ...recapsNodes(await planNodes(db, sql, params, { analyze: true })).map(rowsHandedOn));
  }

  it('is counted exactly up to EXACT_COUNT_LIMIT matches and read no further, however common the words', async () => {
    const list = buildRecapListQuery({ page: 1, limit: 20, sortBy: 'published_at', sortOrder: 'desc', search: 'solo!' }, null);
    expect(await recapsRowsRead(list.totalSql, list.params)).toBeLessThanOrEqual(EXACT_COUNT_LIMIT + 1);
    const few = (await app.inject({ url: '/api/recaps?search=tower' })).json() as Page;
    expect(few.total).toBe(300);
  });

  it('pages a search to MAX_SEARCH_DEPTH rows: the last reachable page offers no more, the next is too deep', async () => {
    expect(matching).toBeGreaterThan(MAX_SEARCH_DEPTH);
    const lastReachable = await app.inject({ url: `/api/recaps?search=solo&page=${MAX_SEARCH_DEPTH / 20}` });
    expect(lastReachable.statusCode).toBe(200);
    expect(lastReachable.json()).toMatchObject({ hasMore: false });
    expect((lastReachable.json() as Page).data).toHaveLength(20);
    const next = await app.inject({ url: `/api/recaps?search=solo&page=${MAX_SEARCH_DEPTH / 20 + 1}` });
    expect(next.statusCode).toBe(400);
    expect(next.json()).toMatchObject({ error: TOO_DEEP });
    // The same depth without a search text is within the list's own bound.
    expect((await app.inject({ url: `/api/recaps?page=${MAX_SEARCH_DEPTH / 20 + 1}` })).statusCode).toBe(200);
  });

  it('answers a search page past the bound of a shorter list with its exact total, as its last page does', async () => {
    const last = (await app.inject({ url: '/api/recaps?search=tower&page=15' })).json() as Page;
    expect(last).toMatchObject({ total: 300, hasMore: false });
    expect(last.data).toHaveLength(20);
    const pastBound = await app.inject({ url: `/api/recaps?search=tower!&page=${MAX_SEARCH_DEPTH / 20 + 1}` });
    expect(pastBound.statusCode).toBe(200);
    expect(pastBound.json()).toEqual({ data: [], total: 300, hasMore: false });
  });

  it('never shows a total below the recaps a page proves there are', async () => {
    for (const page of [1, 50, 100]) {
      const body = (await app.inject({ url: `/api/recaps?search=solo?&page=${page}` })).json() as Page;
      expect(body.total).toBeGreaterThanOrEqual(page * 20 + 1);
    }
  });

  it('past the count limit is the planner\'s estimate, above the limit, with pages and Load More as before', async () => {
    const response = await app.inject({ url: '/api/recaps?search=solo' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Page;
    expect(body.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // An estimate from statistics of this very table: near the truth, not a placeholder.
    expect(body.total).toBeGreaterThan(matching * 0.5);
    expect(body.total).toBeLessThan(matching * 2);
    expect(body).toMatchObject({ hasMore: true });
    expect(body.data).toHaveLength(20);
    // A member's page carries their own ratings; the estimate is the same for them.
    const member = await createUser(db);
    const theirs = await app.inject({ url: '/api/recaps?search=solo leveling', cookies: member.cookies });
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as Page).total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });
});

describe('totals at the count limit, with the planner\'s statistics out of date', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const recaps = EXACT_COUNT_LIMIT + 1_000;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannel(db, { id: 1, name: 'Alpha Recaps', language: 'en' });
    await db.query(`INSERT INTO recaps (video_id, channel_id, title, language, duration)
      SELECT 'v' || lpad(n::text, 10, '0'), 1, 'Zeta Saga ' || n, 'en', 100 FROM generate_series(1, $1::int) n`, [recaps]);
    // The statistics say every recap is a "zeta" and 100 s long; then a thousand stop being one and all get longer,
    // so the planner thinks the search finds more than it does and the long ones next to none.
    await db.query('ANALYZE recaps');
    await db.query(`UPDATE recaps SET title = 'Omega Saga ' || id WHERE id <= $1`, [recaps - EXACT_COUNT_LIMIT]);
    await db.query('UPDATE recaps SET duration = 5000');
  }, 180_000);
  afterAll(() => close());

  const page = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return response.json() as Page;
  };

  it('tells a search of exactly EXACT_COUNT_LIMIT matches its exact total on every page, and the page after the last as empty', async () => {
    const lastPage = EXACT_COUNT_LIMIT / 20;
    expect(await page('/api/recaps?search=zeta')).toMatchObject({ total: EXACT_COUNT_LIMIT, hasMore: true });
    const last = await page(`/api/recaps?search=zeta&page=${lastPage}`);
    expect(last).toMatchObject({ total: EXACT_COUNT_LIMIT, hasMore: false });
    expect(last.data).toHaveLength(20);
    // Past the search's depth bound, but the list has no rows there: an old link, not a page too deep.
    expect(await page(`/api/recaps?search=zeta!&page=${lastPage + 1}`)).toEqual({ data: [], total: EXACT_COUNT_LIMIT, hasMore: false });
  });

  it('never shows a total below the recaps a page proves there are, when the estimate says fewer', async () => {
    // 4000 s is no edge of the kept duration segments: its total is counted to EXACT_COUNT_LIMIT, estimated past it.
    expect((await page('/api/recaps?min_duration=4000')).total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const deep = recaps / 20 - 1;
    const body = await page(`/api/recaps?min_duration=4000&page=${deep}`);
    expect(body).toMatchObject({ hasMore: true });
    expect(body.total).toBeGreaterThanOrEqual(deep * 20 + 1);
    expect(await page(`/api/recaps?min_duration=4000&page=${deep + 1}`)).toMatchObject({ total: recaps, hasMore: false });
  });
});


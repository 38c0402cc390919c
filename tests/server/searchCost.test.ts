import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import fc from 'fast-check';
import { insertChannel, insertChannels, insertRecaps } from './support/factories.ts';
import { recordingHandle, statementsOfPage } from './support/recordingHandle.ts';
import { planNodes, recapsNodes, type PlanNode } from './support/queryPlan.ts';
import { createUser } from './support/sessions.ts';
import { SEARCH_ANSWERS_KEPT, SEARCH_ANSWER_TTL_MS, SearchAnswers } from '../../server/http/searchAnswers.ts';
import { linkSeries } from '../../server/series/seriesLinks.ts';
import { seriesPage } from '../../server/db/queries/series.ts';
import { CHANNEL_SORT_COLUMNS, channelListPage, type ChannelListQuery, type ChannelPage } from '../../server/db/queries/channels.ts';
import type { RecapListQuery } from '../../server/db/queries/recapList.ts';
import { SEARCH_INDEX_USE_SQL, hasLetterTrigram, searchIndexUse } from '../../server/db/queries/searchIndexUse.ts';
import { NO_MATCHES_BODY } from '../../server/db/queries/recapListPage.ts';
import { hostileSearchText } from '../support/hostileTexts';

const flags = (pattern: string) => [...pattern].map((char) => char === 'w');

describe('whether a search text has a trigram of three letters or digits', () => {
  it('needs three word characters in a row: a padded trigram like "  a" is in nearly every recap', () => {
    // w is a letter or digit, . anything else.
    expect(hasLetterTrigram(flags('...'))).toBe(false);
    expect(hasLetterTrigram(flags(''))).toBe(false);
    expect(hasLetterTrigram(flags('w..'))).toBe(false);
    expect(hasLetterTrigram(flags('ww.w'))).toBe(false);
    expect(hasLetterTrigram(flags('.w.w.ww'))).toBe(false);
    expect(hasLetterTrigram(flags('www'))).toBe(true);
    expect(hasLetterTrigram(flags('.w.www.'))).toBe(true);
  });

});

describe('a search whose text gives the indexes nothing to look up', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannel(db, { id: 1, name: 'Alpha Recaps', language: 'en' });
    await insertRecaps(db, [
      { video_id: 'aaaaaaaaaa1', channel_id: 1, title: 'Tower of God...', language: 'en' },
      { video_id: 'aaaaaaaaaa2', channel_id: 1, title: 'Solo Leveling ____ 😀😀😀 !?!', language: 'en' },
      { video_id: 'aaaaaaaaaa3', channel_id: 1, title: '日本語の本', language: 'en' },
      { video_id: 'aaaaaaaaaa4', channel_id: 1, title: '나 혼자만 레벨업', language: 'en' },
      { video_id: 'aaaaaaaaaa5', channel_id: 1, title: 'ภาษาไทย', language: 'en' },
      { video_id: '-_-_-_-_-_-', channel_id: 1, title: 'An Odd Video', language: 'en' },
    ]);
  });
  afterAll(() => close());

  const titles = async (search: string) => {
    const response = await app.inject({ url: `/api/recaps?search=${encodeURIComponent(search)}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { title: string }[] }).data.map((recap) => recap.title).sort();
  };

  // Whether a text has a word or a trigram is read of the text alone, with no table: this suite's database serves.
  it('is read of the text as the database reads it', async () => {
    expect(await searchIndexUse(db, '...')).toEqual({ words: false, fragment: false });
    expect(await searchIndexUse(db, '😀😀😀')).toEqual({ words: false, fragment: false });
    expect(await searchIndexUse(db, 'a!!')).toEqual({ words: true, fragment: false });
    expect(await searchIndexUse(db, '本語の')).toEqual({ words: true, fragment: true });
    expect(await searchIndexUse(db, 'x a')).toEqual({ words: true, fragment: false });
  });

  for (const text of ['...', '____', '😀😀😀', '!?!', '— – —', '\u0301\u0301\u0301']) {
    it(`answers "${text}" as a search of no match, without a statement that reads the recaps`, async () => {
      for (const page of [1, 2, 200]) {
        const response = await app.inject({ url: `/api/recaps?search=${encodeURIComponent(text)}&page=${page}` });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(NO_MATCHES_BODY);
      }
      const run = await statementsOfPage(db, { search: text });
      expect(run.map(({ sql }) => sql)).toEqual([SEARCH_INDEX_USE_SQL]);
    });
  }

  for (const text of ['...', '😀😀😀', '%', '— – —']) {
    it(`answers "${text}" in the channel list as no channel, without a statement that reads the channels`, async () => {
      const response = await app.inject({ url: `/api/channels?search=${encodeURIComponent(text)}` });
      expect(response.json()).toEqual({ data: [], total: 0, hasMore: false });
      const { handle, run } = recordingHandle(db);
      await channelListPage(handle, { page: 1, limit: 20, sortBy: 'name', sortOrder: 'asc', search: text }, null);
      expect(run.map(({ sql }) => sql)).toEqual([SEARCH_INDEX_USE_SQL]);
    });
  }

  it('answers exactly as a search that finds nothing does', async () => {
    const none = await app.inject({ url: '/api/recaps?search=nothing%20like%20it' });
    expect(none.body).toBe(NO_MATCHES_BODY);
  });

  it('still finds what texts with a word, a trigram or a video ID find', async () => {
    expect(await titles('of')).toEqual(['Tower of God...']);
    expect(await titles('god...')).toEqual(['Tower of God...']);
    expect(await titles('wer')).toEqual(['Tower of God...']);
    expect(await titles('本語の')).toEqual(['日本語の本']);
    expect(await titles('혼자만')).toEqual(['나 혼자만 레벨업']);
    expect(await titles('ษาไ')).toEqual(['ภาษาไทย']);
    expect(await titles('-_-_-_-_-_-')).toEqual(['An Odd Video']);
    expect(await titles('solo ____')).toEqual(['Solo Leveling ____ 😀😀😀 !?!']);
  });
});

/** A plan node's figures this suite reads besides the common ones (EXPLAIN ANALYZE). */
type ReadNode = PlanNode & { 'Rows Removed by Filter'?: number; 'Rows Removed by Index Recheck'?: number };

/** Rows of recaps a node read over all its loops: those it handed on and those it read and threw away. */
const rowsRead = (node: ReadNode) =>
  ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * (node['Actual Loops'] ?? 0);

describe('the plans of searches over generated texts', () => {
  let db: Db;
  let close: () => Promise<void>;
  const recaps = 10_000;
  // Each rare title is on one recap in RARE_EVERY, so no generated text matches more than a few per cent of the recaps.
  const RARE_EVERY = 100;
  const rareTitles = ['Tower of God', 'the end...', '日本語の本', '나 혼자만 레벨업', 'ภาษาไทย', '😀 smile 😀', 'a b c', 'café crème', 'x-y z'];
  let slug: string;

  beforeAll(async () => {
    ({ db, close } = await openTestApp());
    await insertChannels(db, [{ id: 1, name: 'Alpha Recaps', language: 'en' }, { id: 2, name: 'Beta Recaps', language: 'ko' }]);
    // Written by the database itself, as the factories would take far longer; every index and trigger is kept.
    await db.query(`INSERT INTO recaps (video_id, channel_id, title, series_name, language, duration, views, published_at)
      SELECT 'v' || lpad(n::text, 10, '0'), 1 + n % 2,
             CASE WHEN n % $2::int = 0 THEN ($3::text[])[1 + (n / $2::int) % cardinality($3::text[])] || ' ' ELSE 'Recap ' END || n,
             'Saga ' || (n % 20), CASE WHEN n % 2 = 0 THEN 'ko' ELSE 'en' END, n % 5000, n % 977, timestamptz '2024-01-01' + n * interval '1 minute'
        FROM generate_series(1, $1::int) n`, [recaps, RARE_EVERY, rareTitles]);
    await linkSeries(db);
    await db.query('VACUUM (ANALYZE) recaps');
    await db.query('ANALYZE');
    slug = (await db.query<{ slug: string }>('SELECT slug FROM series ORDER BY id LIMIT 1')).rows[0]!.slug;
  }, 300_000);
  afterAll(() => close());

  const texts = hostileSearchText();
  const lists = fc.constantFrom<Partial<RecapListQuery>>(
    {}, { language: 'en' }, { channel_id: 2 }, { sortBy: 'views' }, { page: 3 }, { min_duration: 600, max_duration: 1800 }, { series: '' },
  );

  /** Every statement a page ran that reads the recaps, each planned and run again under EXPLAIN ANALYZE. */
  async function recapsReads(change: Partial<RecapListQuery>): Promise<{ sql: string; nodes: ReadNode[] }[]> {
    const run = await statementsOfPage(db, change);
    const reads = run.filter(({ sql }) => /\bFROM recaps\b/.test(sql) && !sql.startsWith('EXPLAIN'));
    return Promise.all(reads.map(async ({ sql, params }) => ({ sql, nodes: recapsNodes(await planNodes(db, sql, params, { analyze: true })) })));
  }

  it('read the recaps through an index, never a sequential scan, nor a tenth of the table by any index per page asked', async () => {
    await fc.assert(fc.asyncProperty(texts, lists, async (search, list) => {
      const change = { ...list, search, ...(list.series === undefined ? {} : { series: slug }) };
      // A page walks the list's sort index until it has the rows of every page before it and its own, so a
      // word in one recap of twenty ("1" in "Part 1") reads about 400 index rows for page 1 and 1,200 for page 3:
      // what a page may read grows with how deep it is, never with the catalogue alone.
      const allowed = (recaps / 10) * (change.page ?? 1);
      // A search with a second narrowing filter (a length, a channel, a series) is two independent conditions: the
      // planner either walks the sort index past the rows that miss one of them or reads the text index's matches
      // and sorts, and for a word of middling frequency neither reads few rows ("1" with 10–30 minutes walked
      // 3,620 index rows of 10,000). That walk is along an index and stops at the page; its time is bounded by the
      // heavy lane and the statement timeout, and the abuse bench measures it. The bound holds for every other read.
      const narrowed = change.min_duration !== undefined || change.channel_id !== undefined || change.series !== undefined;
      for (const { sql, nodes } of await recapsReads(change)) {
        for (const node of nodes) {
          expect(node['Node Type'], `${JSON.stringify(change)}\n${sql}`).not.toBe('Seq Scan');
          if (narrowed && node['Node Type'] === 'Index Scan') continue;
          expect(rowsRead(node), `${JSON.stringify(change)}: ${node['Node Type']} ${node['Index Name'] ?? ''}`).toBeLessThan(allowed);
        }
      }
    }), { numRuns: 150 });
  }, 300_000);

  it('search the series list without reading the recaps', async () => {
    await fc.assert(fc.asyncProperty(texts, async (search) => {
      const { handle, run } = recordingHandle(db);
      await seriesPage(handle, { page: 1, limit: 20, sortBy: 'recaps', search });
      for (const { sql, params } of run) expect(recapsNodes(await planNodes(db, sql, params))).toEqual([]);
    }), { numRuns: 50 });
  });
});

describe('the plans of channel searches over generated texts', () => {
  let db: Db;
  let close: () => Promise<void>;
  const channels = 5_000;
  const RARE_EVERY = 100;
  const rareNames = ['Tower of God', 'the end...', '日本語の本', '나 혼자만 레벨업', 'ภาษาไทย', '😀 smile 😀', 'a b c', 'café crème', 'x-y z', 'Charlie 50%'];

  beforeAll(async () => {
    ({ db, close } = await openTestApp());
    await db.query(`INSERT INTO channels (name, url, language, active, subscriber_count, total_videos, total_views, total_likes, last_posted)
      SELECT CASE WHEN n % $2::int = 0 THEN ($3::text[])[1 + (n / $2::int) % cardinality($3::text[])] || ' ' ELSE 'Recaps ' END || n,
             'https://www.youtube.com/@recaps' || n, CASE WHEN n % 2 = 0 THEN 'ko' ELSE 'en' END, n % 50 <> 7,
             n * 7 % 100003, n % 300, n * 13 % 1000003, n * 3 % 100019, timestamptz '2024-01-01' + n * interval '1 minute'
        FROM generate_series(1, $1::int) n`, [channels, RARE_EVERY, rareNames]);
    await db.query('VACUUM (ANALYZE) channels');
  }, 120_000);
  afterAll(() => close());

  const anyText = fc.oneof(
    fc.string({ unit: fc.constantFrom(...'.,;:!?…—_~*#@%&/\\|()[]{}<>"\'`^+=$€©°•'), minLength: 1, maxLength: 8 }),
    fc.string({ unit: fc.constantFrom('😀', '🔥', '👍🏽', '❤️', '🇰🇷'), minLength: 1, maxLength: 4 }),
    fc.string({ unit: fc.constantFrom(...'日本語の本나혼자만레벨업ภาษาไทย'), minLength: 1, maxLength: 6 }),
    fc.string({ unit: fc.constantFrom('\u0301', '\u0308', 'e', 'a'), minLength: 1, maxLength: 5 }),
    fc.array(fc.constantFrom(...'aix1éz'), { minLength: 1, maxLength: 5 }).map((words) => words.join(' ')),
    fc.array(fc.constantFrom('the', 'of', 'a', 'and', '50%', 'x-y'), { minLength: 1, maxLength: 5 }).map((words) => words.join(' ')),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  ).filter((text) => text.trim() !== '');
  const lists = fc.record({
    sortBy: fc.constantFrom(...Object.keys(CHANNEL_SORT_COLUMNS) as ChannelListQuery['sortBy'][]),
    sortOrder: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
    page: fc.constantFrom(1, 2, 5),
    language: fc.constantFrom(undefined, 'en', 'ko'),
  });

  it('read the channels through an index, never a sequential scan, nor a tenth of the table by any index', async () => {
    await fc.assert(fc.asyncProperty(anyText, lists, async (search, list) => {
      const { handle, run } = recordingHandle(db);
      const query: ChannelListQuery = { limit: 20, search, ...list };
      await channelListPage(handle, query, null);
      for (const { sql, params } of run.filter((statement) => /\bFROM channels\b/.test(statement.sql))) {
        const nodes = (await planNodes(db, sql, params, { analyze: true })).filter((node) => node['Relation Name'] === 'channels');
        for (const node of nodes) {
          expect(node['Node Type'], `${JSON.stringify(query)}\n${sql}`).not.toBe('Seq Scan');
          expect(rowsRead(node), `${JSON.stringify(query)}: ${node['Node Type']} ${node['Index Name'] ?? ''}`).toBeLessThan(channels / 10);
        }
      }
    }), { numRuns: 150 });
  }, 300_000);

  it('still finds names by a part of a word, by whole words without a trigram, and nothing by symbols alone', async () => {
    const names = async (search: string) =>
      ((await channelListPage(db, { page: 1, limit: 100, sortBy: 'name', sortOrder: 'asc', search }, null)) as ChannelPage).data
        .map((channel) => String(channel.name).replace(/ \d+$/, ''));
    expect(new Set(await names('owe'))).toEqual(new Set(['Tower of God']));
    // The word 50: in "Charlie 50%" and in "Recaps 50".
    expect(new Set(await names('50%'))).toEqual(new Set(['Charlie 50%', 'Recaps']));
    expect(new Set(await names('x y'))).toEqual(new Set(['x-y z']));
    expect(new Set(await names('혼자만'))).toEqual(new Set(['나 혼자만 레벨업']));
    expect(await names('%')).toEqual([]);
  });
});

describe('a visitor\'s search asked again', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannels(db, [{ id: 1, name: 'Alpha Recaps', language: 'en' }, { id: 2, name: 'Beta Recaps', language: 'en' }]);
    await insertRecaps(db, [
      { video_id: 'aaaaaaaaaa1', channel_id: 1, title: 'Tower of God', language: 'en' },
      { video_id: 'aaaaaaaaaa2', channel_id: 2, title: 'Tower of Trials', language: 'en' },
    ]);
  });
  afterAll(() => close());

  /** The statements that read recaps while `task` ran, counted on the app's own database handle. */
  async function recapsStatementsDuring(task: () => Promise<unknown>): Promise<number> {
    const query = vi.spyOn(db, 'query');
    try {
      await task();
      return query.mock.calls.filter(([sql]) => /\bFROM recaps\b/.test(sql)).length;
    } finally {
      query.mockRestore();
    }
  }
  const get = (url: string, cookies?: Record<string, string>) => app.inject({ url, cookies });
  const titles = (body: string) => (JSON.parse(body) as { data: { title: string }[] }).data.map((recap) => recap.title).sort();

  it('is answered from the last few seconds\' answers, the same normalised text too, with no list statement', async () => {
    const first = await get('/api/recaps?search=tower');
    expect(titles(first.body)).toEqual(['Tower of God', 'Tower of Trials']);
    expect(await recapsStatementsDuring(async () => {
      expect((await get('/api/recaps?search=tower')).body).toBe(first.body);
      expect((await get('/api/recaps?search=%20TOWER%20')).body).toBe(first.body);
    })).toBe(0);
    // Another page or filter is another answer.
    expect(await recapsStatementsDuring(() => get('/api/recaps?search=tower&sortBy=views'))).toBeGreaterThan(0);
  });

  it('is never served to a member from a visitor\'s answer, nor kept for one', async () => {
    const member = await createUser(db);
    await get('/api/recaps?search=trials');
    expect(await recapsStatementsDuring(() => get('/api/recaps?search=trials', member.cookies))).toBeGreaterThan(0);
    await get('/api/recaps?search=god', member.cookies);
    expect(await recapsStatementsDuring(() => get('/api/recaps?search=god'))).toBeGreaterThan(0);
  });

  it('shows an admin\'s change at once: every write clears the kept answers', async () => {
    const admin = await createUser(db, { isAdmin: true });
    expect(titles((await get('/api/recaps?search=of')).body)).toEqual(['Tower of God', 'Tower of Trials']);
    expect((await app.inject({ method: 'PUT', url: '/api/channels/2/deactivate', cookies: admin.cookies })).statusCode).toBe(200);
    expect(titles((await get('/api/recaps?search=of')).body)).toEqual(['Tower of God']);
    expect((await app.inject({ method: 'PUT', url: '/api/channels/2/reactivate', cookies: admin.cookies })).statusCode).toBe(200);
    expect(titles((await get('/api/recaps?search=of')).body)).toEqual(['Tower of God', 'Tower of Trials']);
  });

  it('follows a catalogue change made behind the server (the scanner, another process) at once', async () => {
    await get('/api/recaps?search=tower');
    await db.query(`UPDATE recaps SET title = 'Solo Leveling' WHERE video_id = 'aaaaaaaaaa2'`);
    expect(titles((await get('/api/recaps?search=tower')).body)).toEqual(['Tower of God']);
    await db.query(`UPDATE recaps SET title = 'Tower of Trials' WHERE video_id = 'aaaaaaaaaa2'`);
  });

  it('keeps an answer a few seconds, at its generation, and SEARCH_ANSWERS_KEPT answers at most, the least recently served going first', () => {
    const answers = new SearchAnswers();
    answers.set('a', 'A', '1', answers.clearsSoFar, 0);
    expect(answers.get('a', '1', SEARCH_ANSWER_TTL_MS - 1)).toBe('A');
    expect(answers.get('a', '1', SEARCH_ANSWER_TTL_MS)).toBeUndefined();
    answers.set('a', 'A', '1', answers.clearsSoFar, 0);
    expect(answers.get('a', '2', 1)).toBeUndefined();
    for (let n = 0; n <= SEARCH_ANSWERS_KEPT; n++) {
      answers.set(String(n), 'x', '1', answers.clearsSoFar, 0);
      // The first stays the most recently served.
      answers.get('0', '1', 1);
    }
    expect(answers.size).toBe(SEARCH_ANSWERS_KEPT);
    expect(answers.get('0', '1', 1)).toBe('x');
    expect(answers.get('1', '1', 1)).toBeUndefined();
    // An answer read before a write is not kept after it.
    const clearsBefore = answers.clearsSoFar;
    answers.clear();
    answers.set('late', 'stale', '1', clearsBefore, 0);
    expect(answers.get('late', '1', 1)).toBeUndefined();
  });
});

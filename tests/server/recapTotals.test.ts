import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../server/db/driver.ts';
import { DURATION_SEGMENT_STARTS, EXACT_COUNT_LIMIT } from '../../server/db/queries/recapList.ts';
import { MAX_KEPT_SEARCH_TOTALS } from '../../server/db/queries/recapListPage.ts';
import { withRecapIndexesDeferred } from '../../server/seed/seedRecaps.ts';
import { DURATION_FILTERS } from '../../src/domain/duration.ts';
import { openTestApp } from './support/testApp.ts';
import { hoursAgo, insertChannels, insertRecaps } from './support/factories.ts';
import { createUser } from './support/sessions.ts';

interface ListFilters {
  search?: string;
  channel_id?: number;
  language?: string;
  min_duration?: number;
  max_duration?: number;
  ids?: number[];
}

/** The address GET /recaps is asked at for these filters. */
function listUrl(filters: ListFilters, page = 1): string {
  const query = new URLSearchParams({ page: String(page), limit: '20' });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/api/recaps?${query}`;
}

/**
 * What the total must be, counted the plainest way: every visible recap that matches, one by one. (The test's
 * searches are all found as written, so the words and the fragment rules agree on them.)
 */
async function countedStraight(db: Db, filters: ListFilters): Promise<number> {
  const { rows } = await db.query<{ id: number; channel_id: number; language: string; duration: number; search_text: string }>(
    `SELECT r.id, r.channel_id, r.language, r.duration, r.search_text
       FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active`,
  );
  const search = filters.search?.trim().toLowerCase();
  return rows.filter((row) => (filters.channel_id === undefined || row.channel_id === filters.channel_id)
    && (filters.language === undefined || row.language === filters.language)
    && (filters.min_duration === undefined || row.duration >= filters.min_duration)
    && (filters.max_duration === undefined || row.duration <= filters.max_duration)
    && (filters.ids === undefined || filters.ids.includes(row.id))
    && (!search || row.search_text.includes(search))).length;
}

describe('recap list totals', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  const insertNumberedRecaps = (channelId: number, count: number, from: number, language = 'en', duration = 3600, into: Queryable = db) => {
    const publishedAt = new Date().toISOString();
    return insertRecaps(into, Array.from({ length: count }, (_, index) => ({
      video_id: String(from + index + 1).padStart(11, 'v'), channel_id: channelId, title: `Recap ${from + index + 1}`,
      language, duration, views: index + 1, published_at: publishedAt,
    })));
  };
  const list = async (filters: ListFilters, page = 1) => {
    const response = await app.inject({ url: listUrl(filters, page) });
    expect(response.statusCode).toBe(200);
    return response.json() as { data: { id: number }[]; total: number; hasMore: boolean };
  };

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannels(db, [
      { id: 1, name: 'Big Recaps', language: 'en' }, { id: 2, name: 'Small Recaps', language: 'ko' },
      { id: 3, name: 'Gone Recaps', language: 'en', active: false },
    ]);
  });
  afterAll(() => close());

  it('counts every recap exactly, far past ten thousand, on every page; a search exactly to EXACT_COUNT_LIMIT and near it past', async () => {
    // Ten thousand rows written and linked with the table's secondary indexes built once afterwards, as the seed
    // command loads a large catalogue: maintaining every index row by row, twice with the linking, was most of the
    // test's time. The triggers that keep the counts run as for any write.
    await db.transaction((tx) => withRecapIndexesDeferred(tx, () => insertNumberedRecaps(1, 10_050, 0, 'en', 3600, tx)));
    await insertNumberedRecaps(3, 40, 50_000);
    const first = await list({});
    expect(first).toMatchObject({ total: 10_050, hasMore: true });
    expect((await list({}, 300)).total).toBe(10_050);
    // A page past the end (an old link) still tells the whole total.
    expect(await list({}, 600)).toMatchObject({ data: [], total: 10_050, hasMore: false });
    // Past EXACT_COUNT_LIMIT a search's total is the planner's estimate: above the limit, near the truth once the
    // table's statistics are up to date (autovacuum keeps them on PostgreSQL; here they are taken at once).
    await db.query('ANALYZE recaps');
    for (const search of ['recap', 'reca']) {
      const { total } = await list({ search });
      expect(total).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(total).toBeGreaterThan(10_050 / 2);
      expect(total).toBeLessThan(10_050 * 2);
    }
    // Ten thousand rows through the table's row triggers: more than the default half minute on a busy machine.
  }, 120_000);

  it('follows writes made behind this server process at once (another process, the scanner, psql)', async () => {
    const before = (await list({})).total;
    const searchedBefore = (await list({ search: 'recap', channel_id: 2 })).total;
    await insertNumberedRecaps(2, 25, 100_000, 'ko', 9000);
    expect((await list({})).total).toBe(before + 25);
    expect((await list({ search: 'recap', channel_id: 2 })).total).toBe(searchedBefore + 25);
    expect((await list({ language: 'ko' })).total).toBe(25);
    expect((await list({ min_duration: 7200, max_duration: 14400 })).total).toBe(25);

    // A recap moved to another duration segment and language, one deleted, one channel switched off.
    await db.query(`UPDATE recaps SET duration = 20000, language = 'en' WHERE video_id = $1`, [String(100_001).padStart(11, 'v')]);
    expect((await list({ language: 'ko' })).total).toBe(24);
    expect((await list({ min_duration: 14401 })).total).toBe(1);
    await db.query(`DELETE FROM recaps WHERE video_id = $1`, [String(100_002).padStart(11, 'v')]);
    expect((await list({ channel_id: 2 })).total).toBe(24);
    await db.query('UPDATE channels SET active = false WHERE id = 2');
    expect((await list({})).total).toBe(before);
    expect((await list({ search: 'recap', channel_id: 2 })).total).toBe(searchedBefore);
    await db.query('UPDATE channels SET active = true WHERE id = 2');
    expect((await list({ search: 'recap', channel_id: 2 })).total).toBe(searchedBefore + 24);
  });

  it('keeps a search total for every process until the catalogue changes, and never keeps a stale one', async () => {
    await db.query('DELETE FROM recap_search_totals');
    const first = await list({ search: 'recap', language: 'ko' });
    const kept = await db.query<{ total: number }>('SELECT total FROM recap_search_totals');
    expect(kept.rows).toEqual([{ total: first.total }]);
    // A rating or a view count changes no list: the kept total stays valid.
    const member = await createUser(db);
    const rated = await app.inject({ method: 'POST', url: `/api/recaps/${first.data[0]!.id}/rate`, cookies: member.cookies, payload: { rating: 4 } });
    expect(rated.statusCode).toBe(200);
    await db.query('UPDATE recaps SET views = views + 1');
    const generation = await db.query<{ generation: string }>('SELECT generation::text AS generation FROM catalogue_generation');
    expect((await list({ search: 'recap', language: 'ko' })).total).toBe(first.total);
    expect((await db.query<{ generation: string }>('SELECT generation::text AS generation FROM catalogue_generation')).rows).toEqual(generation.rows);
    // A new matching recap moves the generation: the kept total is ignored, counted again and replaced.
    await insertNumberedRecaps(2, 1, 200_000, 'ko');
    expect((await list({ search: 'recap', language: 'ko' })).total).toBe(first.total + 1);
    expect((await db.query<{ total: number }>('SELECT total FROM recap_search_totals')).rows).toEqual([{ total: first.total + 1 }]);
  });

  it('keeps no more than MAX_KEPT_SEARCH_TOTALS search totals, and still answers exact totals past it', async () => {
    await db.query('DELETE FROM recap_search_totals');
    await db.query(
      `INSERT INTO recap_search_totals (filters_key, generation, total)
       SELECT 'junk-' || n, generation, 1 FROM catalogue_generation, generate_series(1, $1::int) AS n`,
      [MAX_KEPT_SEARCH_TOTALS],
    );
    const expected = await countedStraight(db, { search: 'recap', channel_id: 2 });
    expect((await list({ search: 'recap', channel_id: 2 })).total).toBe(expected);
    const kept = await db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM recap_search_totals');
    expect(kept.rows[0]!.rows).toBe(MAX_KEPT_SEARCH_TOTALS);
    await db.query(`DELETE FROM recap_search_totals WHERE filters_key LIKE 'junk-%'`);
  });
});

describe('recap list totals for every combination of filters', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  // Every edge of every duration filter, and a value on each side of it.
  const durations = [...new Set(DURATION_SEGMENT_STARTS.flatMap((start) => [start - 1, start, start + 1]).filter((value) => value >= 0))];

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannels(db, [
      { id: 1, name: 'Alpha Recaps', language: 'en' }, { id: 2, name: 'Beta Recaps', language: 'ko' },
      { id: 3, name: 'Hidden Recaps', language: 'en', active: false },
    ]);
    await insertRecaps(db, Array.from({ length: 240 }, (_, index) => {
      const n = index + 1;
      return {
        video_id: String(n).padStart(11, 'v'), channel_id: 1 + (n % 3), title: `${n % 4 === 0 ? 'Tower climb' : 'Sword saint'} ${n}`,
        series_name: n % 5 === 0 ? 'Necromancer Returns' : null, language: ['en', 'ko', 'ja'][Math.floor(n / 7) % 3],
        duration: durations[n % durations.length], published_at: hoursAgo(n),
      };
    }));
  });
  afterAll(() => close());

  it('the kept duration segments start exactly where the filters cut (migration 050 and DURATION_FILTERS agree)', async () => {
    expect(DURATION_SEGMENT_STARTS).toEqual([0, 3600, 7200, 7201, 14401]);
    for (const [index, start] of DURATION_SEGMENT_STARTS.entries()) {
      const { rows } = await db.query<{ segment: number; before: number | null; end_before: number | null }>(
        `SELECT recap_duration_segment($1) AS segment,
                CASE WHEN $1 > 0 THEN recap_duration_segment($1 - 1) END AS before,
                CASE WHEN $1 > 0 THEN recap_duration_segment_end($1 - 1) END AS end_before`,
        [start],
      );
      expect(rows[0]).toEqual({
        segment: start,
        before: index === 0 ? null : DURATION_SEGMENT_STARTS[index - 1],
        end_before: index === 0 ? null : start - 1,
      });
    }
  });

  it('match a count of the recaps themselves, whatever the filters', async () => {
    const durationRange = fc.oneof(
      fc.constantFrom(...DURATION_FILTERS.map((filter) => ({ min_duration: filter.min_duration, max_duration: filter.max_duration }))),
      fc.record({ min_duration: fc.option(fc.constantFrom(...durations), { nil: undefined }), max_duration: fc.option(fc.constantFrom(...durations), { nil: undefined }) }),
    );
    await fc.assert(fc.asyncProperty(
      fc.record({
        search: fc.option(fc.constantFrom('tower', 'sword saint', 'necrom', 'recaps', 'nothing here'), { nil: undefined }),
        channel_id: fc.option(fc.constantFrom(1, 2, 3), { nil: undefined }),
        language: fc.option(fc.constantFrom('en', 'ko', 'ja', 'fr'), { nil: undefined }),
        ids: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 250 }), { minLength: 1, maxLength: 30 }), { nil: undefined }),
      }),
      durationRange,
      fc.integer({ min: 1, max: 4 }),
      async (filters, range, page) => {
        const all = { ...filters, ...range };
        const response = await app.inject({ url: listUrl(all, page) });
        expect(response.statusCode).toBe(200);
        const body = response.json() as { total: number; hasMore: boolean };
        expect(body.total).toBe(await countedStraight(db, all));
        expect(body.hasMore).toBe(body.total > page * 20);
      },
    ), { numRuns: 120 });
  });

  it('lists the languages of visible recaps from the kept counts', async () => {
    const languages = (await app.inject({ url: '/api/recaps/languages' })).json();
    expect(languages).toEqual(['en', 'ja', 'ko']);
    await db.query(`UPDATE recaps SET language = 'ko' WHERE language = 'ja'`);
    expect((await app.inject({ url: '/api/recaps/languages' })).json()).toEqual(['en', 'ko']);
  });
});

describe('a kept search total', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannels(db, [{ id: 1, name: 'Alpha Recaps', language: 'en' }, { id: 2, name: 'Beta Recaps', language: 'ko' }]);
    // Two sets of the same search, each more than a page: 30 short English ones, 25 long Korean ones.
    await insertRecaps(db, Array.from({ length: 55 }, (_, index) => ({
      video_id: String(index + 1).padStart(11, 'k'), channel_id: index < 30 ? 1 : 2, title: `Tower climb ${index + 1}`,
      language: index < 30 ? 'en' : 'ko', duration: index < 30 ? 3000 : 5000, published_at: hoursAgo(index + 1),
    })));
  });
  afterAll(() => close());

  it('is kept apart for every channel, language and duration range: the same words narrowed otherwise count again', async () => {
    const pairs: [ListFilters, number, ListFilters, number][] = [
      [{ search: 'tower', channel_id: 1 }, 30, { search: 'tower', channel_id: 2 }, 25],
      [{ search: 'tower', language: 'en' }, 30, { search: 'tower', language: 'ko' }, 25],
      [{ search: 'tower', max_duration: 4000 }, 30, { search: 'tower', max_duration: 6000 }, 55],
      [{ search: 'tower', min_duration: 4000 }, 25, { search: 'tower', min_duration: 1000 }, 55],
    ];
    for (const [first, firstTotal, second, secondTotal] of pairs) {
      await db.query('DELETE FROM recap_search_totals');
      for (const [filters, total] of [[first, firstTotal], [second, secondTotal], [first, firstTotal]] as const) {
        const response = await app.inject({ url: listUrl(filters) });
        expect(response.json(), JSON.stringify(filters)).toMatchObject({ total, hasMore: true });
      }
      expect((await db.query('SELECT total FROM recap_search_totals ORDER BY total')).rows).toEqual([{ total: Math.min(firstTotal, secondTotal) }, { total: Math.max(firstTotal, secondTotal) }]);
    }
  });
});

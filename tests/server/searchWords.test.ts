import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { recordingHandle, statementsOfPage, type StatementRun } from './support/recordingHandle.ts';
import { insertChannel, insertRecaps } from './support/factories.ts';
import { INDEXED_SEARCH_WORDS, rarestSearchWords, searchWordFrequencies } from '../../server/db/queries/searchWords.ts';
import { MAX_FRAGMENT_LENGTH, buildRecapListQuery } from '../../server/db/queries/recapList.ts';

describe('the words of a long search the index is asked for', () => {
  it('are the rarest by the catalogue\'s statistics, a word the statistics do not know being rarer than any they do', () => {
    const frequencies = new Map([['the', 0.9], ['hunter', 0.3], ['tower', 0.2], ['returned', 0.05]]);
    expect(rarestSearchWords('the hunter who returned from the tower', frequencies)).toEqual(['from', 'who', 'returned']);
  });

  it('are the longest words when there are no statistics yet, and all words of a short search', () => {
    expect(rarestSearchWords('the hunter who returned from the tower', new Map())).toEqual(['returned', 'hunter', 'tower']);
    expect(rarestSearchWords('the hunter who', new Map())).toBeNull();
    expect(INDEXED_SEARCH_WORDS).toBe(3);
  });

  it('leave out words with punctuation, which the search parses in its own way', () => {
    expect(rarestSearchWords('tower of trials: the hunter-king returns', new Map())).toEqual(['returns', 'tower', 'the']);
  });
});

describe('a long search of common words', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const wanted = 'The Hunter Who Returned From The Tower Of Trials';

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await insertChannel(db, { id: 1, name: 'Alpha Recaps', language: 'en' });
    await insertRecaps(db, [
      { video_id: 'cccccccccc1', channel_id: 1, title: wanted, language: 'en' },
      { video_id: 'cccccccccc2', channel_id: 1, title: 'The Hunter Who Returned From The Tower', language: 'en' },
      { video_id: 'cccccccccc3', channel_id: 1, title: 'Trials Of The Tower: Who Returned, The Hunter?', language: 'en' },
      ...Array.from({ length: 40 }, (_, n) => ({ video_id: `ddddddddd${String(n).padStart(2, '0')}`, channel_id: 1, title: `The Hunter Of The Tower ${n}`, language: 'en' })),
    ]);
  });
  afterAll(() => close());

  const titles = async (search: string) => {
    const response = await app.inject({ url: `/api/recaps?search=${encodeURIComponent(search)}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { title: string }[] }).data.map((recap) => recap.title).sort();
  };
  const search = 'the hunter who returned from the tower of trials';

  it('finds the recaps with every word, in any order, before and after the catalogue has word statistics', async () => {
    const expected = ['The Hunter Who Returned From The Tower Of Trials'];
    expect(await titles(search)).toEqual(expected);
    await db.query('ANALYZE recaps');
    // Read through a handle of its own: the server's process keeps what it read before ANALYZE for a while.
    const frequencies = await searchWordFrequencies({ query: (sql, params) => db.query(sql, params) });
    expect(frequencies.get('the')).toBeGreaterThan(frequencies.get('trials') ?? 0);
    expect(await titles(search)).toEqual(expected);
    expect(await titles('who returned the tower of trials the hunter')).toEqual(['The Hunter Who Returned From The Tower Of Trials', 'Trials Of The Tower: Who Returned, The Hunter?']);
  });

  it('reads the word statistics for a search longer than MAX_FRAGMENT_LENGTH only, and asks the index for its rarest words', async () => {
    await db.query('ANALYZE recaps');
    const pageRun = (text: string) => statementsOfPage(db, { search: text });
    const readsStatistics = (run: StatementRun[]) => run.some(({ sql }) => sql.includes('pg_stats'));
    const atTheLimit = 'the hunter who returned from the';
    expect(atTheLimit).toHaveLength(MAX_FRAGMENT_LENGTH);
    expect(readsStatistics(await pageRun(atTheLimit))).toBe(false);
    expect(readsStatistics(await pageRun('tower'))).toBe(false);

    const run = await pageRun(search);
    expect(readsStatistics(run)).toBe(true);
    const frequencies = await searchWordFrequencies(recordingHandle(db).handle);
    const rarest = rarestSearchWords(search, frequencies)!;
    // "hunter" is in every recap, and the longest words would have taken it.
    expect(rarest).not.toContain('hunter');
    expect(rarestSearchWords(search, new Map())).toContain('hunter');
    expect(run.at(-1)!.params).toContain(rarest.join(' '));
  });

  it('asks the index for its rarest words only and checks every word on what they find', () => {
    const list = buildRecapListQuery({ page: 1, limit: 20, sortBy: 'published_at', sortOrder: 'desc', search }, null, undefined, new Map([['the', 0.9], ['tower', 0.9], ['hunter', 0.9], ['of', 0.9]]));
    expect(list.params).toContain(search);
    expect(list.params).toContain('returned trials from');
    expect(list.sql).toContain('ts_match_vq');
  });
});

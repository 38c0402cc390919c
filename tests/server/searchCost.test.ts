import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannel, insertRecaps } from './support/factories.ts';
import { statementsOfPage } from './support/recordingHandle.ts';
import { SEARCH_INDEX_USE_SQL, likePatternHasTrigram, searchIndexUse } from '../../server/db/queries/searchIndexUse.ts';
import { NO_MATCHES_BODY } from '../../server/db/queries/recapListPage.ts';

const flags = (pattern: string) => [...pattern].map((char) => char === 'w');

describe('whether LIKE %text% has a trigram, from which characters are letters or digits', () => {
  it('follows how pg_trgm pads the words of a LIKE pattern', () => {
    // w is a letter or digit, . anything else.
    expect(likePatternHasTrigram(flags('...'))).toBe(false);
    expect(likePatternHasTrigram(flags(''))).toBe(false);
    expect(likePatternHasTrigram(flags('w..'))).toBe(false);
    expect(likePatternHasTrigram(flags('ww'))).toBe(false);
    expect(likePatternHasTrigram(flags('www'))).toBe(true);
    expect(likePatternHasTrigram(flags('ww.'))).toBe(true);
    expect(likePatternHasTrigram(flags('.w'))).toBe(true);
    expect(likePatternHasTrigram(flags('w.w'))).toBe(true);
  });

  it('is read of the text as the database reads it', async () => {
    const { db, close } = await openTestApp();
    try {
      expect(await searchIndexUse(db, '...')).toEqual({ words: false, fragment: false });
      expect(await searchIndexUse(db, '😀😀😀')).toEqual({ words: false, fragment: false });
      expect(await searchIndexUse(db, 'a!!')).toEqual({ words: true, fragment: false });
      expect(await searchIndexUse(db, '本語の')).toEqual({ words: true, fragment: true });
      expect(await searchIndexUse(db, 'a b')).toEqual({ words: true, fragment: true });
    } finally {
      await close();
    }
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

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../server/db/driver.ts';
import { seriesKey } from '../../src/domain/seriesName.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/listImport/${name}`, import.meta.url));
const MAL_XML = fixture('mal-manga-list.xml');
const ANILIST_JSON = fixture('anilist-manga-list.json');
const NOT_A_LIST = 'This file is not a MyAnimeList or AniList manga list.';

/** A MyAnimeList export of these entries, in the shape MAL writes. */
function malExport(entries: { id: number; title: string; chapters?: number; status?: string }[]): string {
  const manga = entries.map((entry) => `<manga><manga_mangadb_id>${entry.id}</manga_mangadb_id><manga_title><![CDATA[${entry.title}]]></manga_title>`
    + `<my_read_chapters>${entry.chapters ?? 0}</my_read_chapters><my_status>${entry.status ?? 'Reading'}</my_status></manga>`).join('');
  return `<?xml version="1.0" encoding="UTF-8" ?><myanimelist><myinfo><user_export_type>2</user_export_type></myinfo>${manga}</myanimelist>`;
}

/** The demo series the fixtures name, with the identity the demo catalogue gives them. */
async function catalogue(db: Queryable): Promise<void> {
  await insertChannels(db, [
    { id: 1, name: 'Recaps', language: 'en' },
    { id: 2, name: 'Korean Recaps', language: 'ko' },
    { id: 3, name: 'Gone Recaps', language: 'en', active: false },
  ]);
  await insertRecaps(db, [
    { id: 1, channel_id: 1, series_name: 'Second Life of a Trash Princess', chapters_covered: '1-40' },
    { id: 2, channel_id: 2, series_name: 'Reincarnated as the Crown Prince of Ruin', chapters_covered: '1-100', language: 'ko' },
    { id: 3, channel_id: 1, series_name: 'The Regressed Demon Lord Is Kind', chapters_covered: '1-20' },
    { id: 4, channel_id: 1, series_name: 'Infinite Thousand-Year Demon Lord', chapters_covered: '1-10' },
    { id: 5, channel_id: 1, series_name: "The Healer's 500th Regression", chapters_covered: '1-10' },
    { id: 6, channel_id: 1, series_name: 'The Knight Only Lives Today', chapters_covered: '1-10' },
    { id: 7, channel_id: 1, series_name: "The Exorcist's 800th Regression", chapters_covered: '1-10' },
    { id: 8, channel_id: 1, series_name: 'Private Story', chapters_covered: '1-10', status: 'private' },
    { id: 9, channel_id: 3, series_name: 'Gone Channel Story', chapters_covered: '1-10' },
  ]);
  const identity = async (slug: string, links: Record<string, string>, altTitles: string[] = []) => {
    await db.query(
      `UPDATE series SET links = links || $2::jsonb, alt_titles = $3 WHERE slug = $1`,
      [slug, JSON.stringify(links), altTitles],
    );
    for (const title of altTitles) {
      await db.query('INSERT INTO series_aliases (key, name, series_id) SELECT $2, $3, id FROM series WHERE slug = $1', [slug, seriesKey(title), title]);
    }
  };
  await identity('reincarnated-as-the-crown-prince-of-ruin', {}, ['몰락한 왕국의 황태자로 환생했다']);
  await identity('the-regressed-demon-lord-is-kind', { myanimelist: '116976', anilist: '108134' });
  await identity('infinite-thousand-year-demon-lord', { myanimelist: '144169' });
  await identity('the-healer-s-500th-regression', { myanimelist: '128593' });
  await identity('the-exorcist-s-800th-regression', {}, ["Exorcist's 800th Regression"]);
  await identity('private-story', { myanimelist: '70001' });
  await identity('gone-channel-story', { myanimelist: '70002' });
}

describe('importing a MyAnimeList or AniList list', () => {
  let app: FastifyInstance;
  let db: Queryable;
  let close: () => Promise<void>;
  let member: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await catalogue(db);
    member = await createUser(db);
  });
  afterAll(() => close());

  const upload = (body: string | Buffer, contentType: string, user: TestUser = member, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/account/import', cookies: user.cookies, headers: { 'content-type': contentType, ...headers }, payload: body });
  const apply = (entries: unknown[], user: TestUser = member) =>
    app.inject({ method: 'POST', url: '/api/account/import/apply', cookies: user.cookies, payload: { entries } });
  const shelfOf = async (user: TestUser) =>
    (await db.query<{ slug: string; status: string; chapter: number | null }>(
      `SELECT s.slug, f.status, p.chapter FROM series_follows f JOIN series s ON s.id = f.series_id
         LEFT JOIN series_progress p ON p.user_id = f.user_id AND p.series_id = f.series_id WHERE f.user_id = $1 ORDER BY s.slug`,
      [user.id],
    )).rows;

  it('previews a MyAnimeList export: by tracker id, by title, by other title; the rest is missing', async () => {
    const answer = await upload(MAL_XML, 'application/xml');
    expect(answer.statusCode).toBe(200);
    const preview = answer.json();
    expect(preview.matched).toEqual([
      { title: 'Second Life of a Trash Princess', status: 'watching', chapters: 45, series: { slug: 'second-life-of-a-trash-princess', name: 'Second Life of a Trash Princess' }, matched_by: 'title' },
      { title: '몰락한 왕국의 황태자로 환생했다', status: 'completed', chapters: 120, series: { slug: 'reincarnated-as-the-crown-prince-of-ruin', name: 'Reincarnated as the Crown Prince of Ruin' }, matched_by: 'title' },
      { title: 'Kaiki shita Maou-sama wa Yasashii', status: 'paused', chapters: 30, series: { slug: 'the-regressed-demon-lord-is-kind', name: 'The Regressed Demon Lord Is Kind' }, matched_by: 'tracker' },
      { title: 'Sennen Maou', status: 'watching', chapters: 12, series: { slug: 'infinite-thousand-year-demon-lord', name: 'Infinite Thousand-Year Demon Lord' }, matched_by: 'tracker' },
      { title: 'The Knight Only Lives Today', status: 'dropped', chapters: 7, series: { slug: 'the-knight-only-lives-today', name: 'The Knight Only Lives Today' }, matched_by: 'title' },
    ]);
    // A tracker id belongs to one series (migration 220), and a title key to one: a MyAnimeList entry is never a choice.
    expect(preview.ambiguous).toEqual([]);
    // The escaped ampersand of a plain-text title is read as the character it stands for.
    expect(preview.missing).toEqual([{ title: 'Swords & Sorcery Nobody Recapped', status: 'planning', chapters: 0 }]);
  });

  it('reads the same export gzipped, and an AniList list by AniList id, English title and synonym, each story once', async () => {
    const gzipped = (await upload(gzipSync(MAL_XML), 'application/gzip')).json();
    expect(gzipped).toEqual((await upload(MAL_XML, 'application/xml')).json());
    const preview = (await upload(ANILIST_JSON, 'application/json')).json();
    expect(preview.matched.map((entry: { series: { slug: string }; status: string; chapters: number; matched_by: string }) => [entry.series.slug, entry.status, entry.chapters, entry.matched_by])).toEqual([
      ['the-regressed-demon-lord-is-kind', 'watching', 30, 'tracker'],
      ['the-knight-only-lives-today', 'watching', 45, 'title'],
      ['the-exorcist-s-800th-regression', 'completed', 120, 'title'],
    ]);
    expect(preview.ambiguous).toEqual([]);
    expect(preview.missing).toEqual([{ title: 'Nobody Recapped This', status: 'planning', chapters: 0 }]);
  });

  it('offers a choice when an AniList entry\'s two ids name two series', async () => {
    const entry = { id: 400009, status: 'PAUSED', progress: 12, media: { id: 108134, idMal: 128593, title: { romaji: 'Futatsu no Sekai', english: null, native: null }, synonyms: [] } };
    const list = JSON.stringify({ data: { MediaListCollection: { lists: [{ name: 'Paused', isCustomList: false, status: 'PAUSED', entries: [entry] }] } } });
    const preview = (await upload(list, 'application/json')).json();
    expect(preview.matched).toEqual([]);
    expect(preview.ambiguous).toEqual([{
      title: 'Futatsu no Sekai', status: 'paused', chapters: 12,
      candidates: [{ slug: 'the-healer-s-500th-regression', name: "The Healer's 500th Regression" }, { slug: 'the-regressed-demon-lord-is-kind', name: 'The Regressed Demon Lord Is Kind' }],
    }]);
  });

  it('does not match a title to a series that carries another id on the same tracker: that is another story', async () => {
    const preview = (await upload(malExport([{ id: 555, title: 'The Regressed Demon Lord Is Kind' }]), 'application/xml')).json();
    expect(preview.matched).toEqual([]);
    expect(preview.missing.map((entry: { title: string }) => entry.title)).toEqual(['The Regressed Demon Lord Is Kind']);
  });

  it('never matches nor follows a series whose recaps are all private or whose channels are all deactivated', async () => {
    const preview = (await upload(malExport([{ id: 70001, title: 'Private Story' }, { id: 70002, title: 'Gone Channel Story' }, { id: 1, title: 'Gone Channel Story' }]), 'application/xml')).json();
    expect(preview.matched).toEqual([]);
    expect(preview.ambiguous).toEqual([]);
    expect(preview.missing).toHaveLength(3);
    const other = await createUser(db);
    const applied = await apply([{ slug: 'private-story', status: 'watching', chapters: 3 }, { slug: 'gone-channel-story', status: 'watching', chapters: 3 }], other);
    expect(applied.json()).toEqual({ followed: 0, updated: 0, skipped: 2 });
    expect(await shelfOf(other)).toEqual([]);
  });

  it('follows the chosen series with their statuses and reading places, and the same file twice changes nothing', async () => {
    const reader = await createUser(db);
    const preview = (await upload(MAL_XML, 'application/xml', reader)).json();
    const choices = preview.matched.map((entry: { series: { slug: string }; status: string; chapters: number }) => ({ slug: entry.series.slug, status: entry.status, chapters: entry.chapters }));
    expect((await apply(choices, reader)).json()).toEqual({ followed: 5, updated: 0, skipped: 0 });
    expect(await shelfOf(reader)).toEqual([
      { slug: 'infinite-thousand-year-demon-lord', status: 'watching', chapter: 12 },
      { slug: 'reincarnated-as-the-crown-prince-of-ruin', status: 'completed', chapter: 120 },
      { slug: 'second-life-of-a-trash-princess', status: 'watching', chapter: 45 },
      { slug: 'the-knight-only-lives-today', status: 'dropped', chapter: 7 },
      { slug: 'the-regressed-demon-lord-is-kind', status: 'paused', chapter: 30 },
    ]);
    const changedAt = (await db.query('SELECT status_changed_at FROM series_follows WHERE user_id = $1 ORDER BY series_id', [reader.id])).rows;
    expect((await apply(choices, reader)).json()).toEqual({ followed: 0, updated: 0, skipped: 5 });
    expect((await db.query('SELECT status_changed_at FROM series_follows WHERE user_id = $1 ORDER BY series_id', [reader.id])).rows).toEqual(changedAt);

    // A later list changes a status and moves a place on; an older place never moves the member's back.
    const later = [{ slug: 'second-life-of-a-trash-princess', status: 'completed', chapters: 40 }, { slug: 'the-knight-only-lives-today', status: 'dropped', chapters: 9 }];
    expect((await apply(later, reader)).json()).toEqual({ followed: 0, updated: 2, skipped: 0 });
    expect((await shelfOf(reader)).filter((row) => later.some((choice) => choice.slug === row.slug))).toEqual([
      { slug: 'second-life-of-a-trash-princess', status: 'completed', chapter: 45 },
      { slug: 'the-knight-only-lives-today', status: 'dropped', chapter: 9 },
    ]);
  });

  it('refuses choices that are not series, statuses or chapter counts with a sentence', async () => {
    const wrong = await apply([{ slug: 'the-knight-only-lives-today', status: 'reading', chapters: 1 }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/status must be one of/);
    expect((await apply([{ slug: 'the-knight-only-lives-today', status: 'watching', chapters: -1 }])).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/account/import/apply', cookies: member.cookies, payload: {} })).statusCode).toBe(400);
  });
});

describe('a hostile or wrong upload', () => {
  let app: FastifyInstance;
  let db: Queryable;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    await catalogue(db);
  });
  afterAll(() => close());

  // Each case has an account of its own, so the rate limit of one never answers for another.
  const refused = async (body: string | Buffer, contentType: string) => {
    const user = await createUser(db);
    const answer = await app.inject({ method: 'POST', url: '/api/account/import', cookies: user.cookies, headers: { 'content-type': contentType }, payload: body });
    return { status: answer.statusCode, message: answer.json().message as string };
  };

  it('refuses entity expansion (billion laughs) before parsing, with a sentence', async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">`
      + `<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]><myanimelist><myinfo><user_export_type>2</user_export_type></myinfo>`
      + `<manga><manga_mangadb_id>1</manga_mangadb_id><manga_title>&lol3;</manga_title></manga></myanimelist>`;
    expect(await refused(laughs, 'application/xml')).toEqual({ status: 400, message: 'This file declares a document type or entities, which a MyAnimeList export never does; it was not read.' });
  });

  it('refuses an external entity, and an entity a parser would read without a DOCTYPE stays text', async () => {
    const external = `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY secret SYSTEM "file:///etc/passwd">]><myanimelist><manga><manga_title>&secret;</manga_title></manga></myanimelist>`;
    expect((await refused(external, 'application/xml')).status).toBe(400);
    const undeclared = malExport([{ id: 9, title: 'x' }]).replace('<![CDATA[x]]>', '&secret;');
    const user = await createUser(db);
    const answer = await app.inject({ method: 'POST', url: '/api/account/import', cookies: user.cookies, headers: { 'content-type': 'application/xml' }, payload: undeclared });
    expect(answer.json().missing).toEqual([{ title: '&secret;', status: 'watching', chapters: 0 }]);
  });

  it('refuses a file nested too deeply, as XML and as JSON', async () => {
    const deepXml = `<myanimelist>${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}</myanimelist>`;
    expect(await refused(deepXml, 'application/xml')).toEqual({ status: 400, message: 'This file nests its elements too deeply to be a MyAnimeList export; it was not read.' });
    const deepJson = `{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expect(await refused(deepJson, 'application/json')).toEqual({ status: 400, message: 'This file nests its values too deeply to be an AniList list; it was not read.' });
  });

  it('refuses a file over 5 MB with 413 and a sentence, plain or unzipping past it', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    expect(await refused(big, 'application/xml')).toEqual({ status: 413, message: 'The file is larger than 5 MB; a list export is much smaller.' });
    expect(await refused(gzipSync(Buffer.alloc(6 * 1024 * 1024, 0x20)), 'application/gzip')).toEqual({ status: 413, message: 'The file is larger than 5 MB; a list export is much smaller.' });
  });

  it('says a file that is not such a list is not one', async () => {
    for (const [body, type] of [
      ['<html><body>hello</body></html>', 'application/xml'],
      ['<myanimelist><myinfo><user_export_type>1</user_export_type></myinfo><anime><series_title>A</series_title></anime></myanimelist>', 'application/xml'],
      ['not xml at all <<<', 'application/xml'],
      ['{"data":{"Page":{}}}', 'application/json'],
      ['[1, 2', 'application/json'],
    ] as const) {
      expect(await refused(body, type), body).toEqual({ status: 400, message: NOT_A_LIST });
    }
  });

  it('refuses a type it does not read, an empty file and a bad gzip, each with a sentence', async () => {
    // Refused before the route, as on every unsafe request: a type a cross-site form can send, and any type no list has.
    expect((await refused('Solo Leveling', 'text/plain')).status).toBe(415);
    expect((await refused('%PDF-1.7', 'application/pdf')).status).toBe(415);
    expect(await refused('', 'application/xml')).toEqual({ status: 400, message: 'The file is empty.' });
    expect(await refused(Buffer.from('not gzip at all'), 'application/gzip')).toEqual({ status: 400, message: 'This file is not a gzipped MyAnimeList export: it could not be unzipped.' });
    expect(await refused(gzipSync(MAL_XML).subarray(0, 200), 'application/gzip')).toEqual({ status: 400, message: 'This file is not a gzipped MyAnimeList export: it could not be unzipped.' });
  });

  it('limits imports per member: the eleventh in an hour is refused', async () => {
    const user = await createUser(db);
    const send = () => app.inject({ method: 'POST', url: '/api/account/import', cookies: user.cookies, headers: { 'content-type': 'application/xml' }, payload: MAL_XML });
    for (let attempt = 0; attempt < 10; attempt++) expect((await send()).statusCode).toBe(200);
    const refusedAnswer = await send();
    expect(refusedAnswer.statusCode).toBe(429);
    expect(refusedAnswer.json().message).toBe('Too many requests. Please try again later.');
    expect(Number(refusedAnswer.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held back by this one.
    expect((await app.inject({ method: 'POST', url: '/api/account/import', cookies: (await createUser(db)).cookies, headers: { 'content-type': 'application/xml' }, payload: MAL_XML })).statusCode).toBe(200);
  });

  it('refuses a visitor, and a write from another site', async () => {
    const visitor = await app.inject({ method: 'POST', url: '/api/account/import', headers: { 'content-type': 'application/xml' }, payload: MAL_XML });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please log in to import your list.');
    expect((await app.inject({ method: 'POST', url: '/api/account/import/apply', payload: { entries: [] } })).statusCode).toBe(401);
    const user = await createUser(db);
    for (const url of ['/api/account/import', '/api/account/import/apply']) {
      const crossSite = await app.inject({ method: 'POST', url, cookies: user.cookies, headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost' }, payload: '{"entries":[]}' });
      expect(crossSite.statusCode, url).toBe(403);
    }
    expect((await db.query('SELECT 1 FROM series_follows WHERE user_id = $1', [user.id])).rows).toEqual([]);
  });
});

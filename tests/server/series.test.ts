import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps, insertUser } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { writeScannedRecap } from '../../server/scanner/recapWriter.ts';
import { migrate } from '../../server/db/migrate.ts';

describe('series', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db);
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [
      { id: 1, name: 'English Recaps', language: 'en' }, { id: 2, name: 'Resúmenes', language: 'es' },
      { id: 3, name: 'Recaps FR', language: 'fr' }, { id: 4, name: 'Switched Off', active: false },
    ]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, language: 'en', series_name: 'Solo Leveling', chapters_covered: 'Chapters 1-50', published_at: '2026-01-01T00:00:00Z' },
      { id: 2, channel_id: 2, language: 'es', series_name: 'solo-leveling', chapters_covered: '40-110', published_at: '2026-02-01T00:00:00Z' },
      { id: 3, channel_id: 3, language: 'fr', series_name: 'SOLO  LEVELING!', title: 'Solo Leveling Chapitres 120 à 150 récap', published_at: '2026-03-01T00:00:00Z' },
      { id: 4, channel_id: 1, language: 'en', series_name: 'Solo Leveling', chapters_covered: null, title: 'Solo Leveling: the ending explained' },
      { id: 5, channel_id: 4, series_name: 'Solo Leveling', chapters_covered: '1-500' },
      { id: 6, channel_id: 1, language: 'en', series_name: 'Omniscient Reader', chapters_covered: '1-20', published_at: '2026-04-01T00:00:00Z' },
      { id: 7, channel_id: 1, language: 'en', series_name: null },
    ]);
  });
  afterAll(() => close());

  const series = (url: string, user?: TestUser) => app.inject({ url, cookies: user?.cookies });

  it('puts names that differ only by case, punctuation or spacing in one series, with figures of its visible recaps', async () => {
    const list = (await series('/api/series')).json();
    expect(list).toEqual({
      data: [
        {
          slug: 'solo-leveling', name: 'Solo Leveling', recap_count: 4, channel_count: 3, languages: ['en', 'es', 'fr'],
          latest_published_at: '2026-03-01T00:00:00.000Z', max_chapter: 150, thumbnail_url: null,
          cover_url: null, status: null, genres: [],
        },
        expect.objectContaining({ slug: 'omniscient-reader', recap_count: 1, max_chapter: 20 }),
      ],
      total: 2,
      hasMore: false,
    });
  });

  it('sorts, searches by any name and filters by language', async () => {
    const names = async (query: string) => (await series(`/api/series?${query}`)).json().data.map((item: { slug: string }) => item.slug);
    expect(await names('sortBy=latest')).toEqual(['omniscient-reader', 'solo-leveling']);
    expect(await names('sortBy=name')).toEqual(['omniscient-reader', 'solo-leveling']);
    expect(await names('search=SOLO%20leveling')).toEqual(['solo-leveling']);
    expect(await names('language=fr')).toEqual(['solo-leveling']);
    expect(await names('limit=1')).toEqual(['solo-leveling']);
    expect((await series('/api/series?limit=1')).json().hasMore).toBe(true);
    expect((await series('/api/series?sortBy=views')).statusCode).toBe(400);
  });

  it('filters by status and by genre, and refuses a status or genre outside the fixed lists', async () => {
    await db.query("UPDATE series SET status = 'completed', genres = '{Action,Fantasy}' WHERE slug = 'solo-leveling'");
    const names = async (query: string) => (await series(`/api/series?${query}`)).json().data.map((item: { slug: string }) => item.slug);
    expect(await names('status=completed')).toEqual(['solo-leveling']);
    expect(await names('status=ongoing')).toEqual([]);
    expect(await names('genre=Fantasy')).toEqual(['solo-leveling']);
    expect(await names('genre=Romance')).toEqual([]);
    expect((await series('/api/series?status=finished')).statusCode).toBe(400);
    expect((await series('/api/series?genre=Cooking')).statusCode).toBe(400);
    expect((await series('/api/series/solo-leveling')).json()).toMatchObject({ status: 'completed', genres: ['Action', 'Fantasy'] });
    await db.query("UPDATE series SET status = NULL, genres = NULL WHERE slug = 'solo-leveling'");
  });

  it('counts the listed series of each status and genre, leaving out values without series', async () => {
    expect((await series('/api/series/value-counts')).json()).toEqual({ statuses: [], genres: [] });
    await db.query("UPDATE series SET status = 'ongoing', genres = '{Murim,Action}' WHERE slug = 'solo-leveling'");
    await db.query("UPDATE series SET status = 'completed', recap_genres = '{Action,Drama}' WHERE slug = 'omniscient-reader'");
    // Not listed: merged away or without visible recaps.
    await db.query("INSERT INTO series (slug, name, status, genres) VALUES ('empty-one', 'Empty One', 'hiatus', '{Horror}')");
    expect((await series('/api/series/value-counts')).json()).toEqual({
      statuses: [{ status: 'ongoing', series: 1 }, { status: 'completed', series: 1 }],
      genres: [{ genre: 'Action', series: 2 }, { genre: 'Drama', series: 1 }, { genre: 'Murim', series: 1 }],
    });
    await db.query("DELETE FROM series WHERE slug = 'empty-one'");
    await db.query("UPDATE series SET status = NULL, genres = NULL, recap_genres = '{}' WHERE slug IN ('solo-leveling', 'omniscient-reader')");
  });

  it('counts the listed series of each language, so the language filter offers only those with series', async () => {
    const counts = (await series('/api/series/language-counts')).json();
    expect(counts).toEqual([{ language: 'en', series: 2 }, { language: 'es', series: 1 }, { language: 'fr', series: 1 }]);
    // Each count is what choosing that language lists.
    for (const { language, series: count } of counts) {
      expect((await series(`/api/series?language=${language}`)).json().total).toBe(count);
    }
  });

  it('shows a series with its channels and coverage in numbers; a recap with no range is counted but not covered', async () => {
    const detail = (await series('/api/series/solo-leveling')).json();
    expect(detail.recap_count).toBe(4);
    expect(detail.channels.map((channel: { id: number }) => channel.id)).toEqual([1, 2, 3]);
    expect(detail.coverage).toEqual([
      { recap_id: 1, channel_id: 1, language: 'en', start: 1, end: 50 },
      { recap_id: 2, channel_id: 2, language: 'es', start: 40, end: 110 },
      { recap_id: 3, channel_id: 3, language: 'fr', start: 120, end: 150 },
    ]);
    // Spellings of one key are one alias: the first seen.
    expect(detail.aliases).toEqual(['Solo Leveling']);
    expect(detail.progress).toBeNull();
    expect(detail.is_following).toBe(false);
  });

  it('answers 404 with an error for an unknown slug', async () => {
    const response = await series('/api/series/no-such-series');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Series not found.');
  });

  it('filters the recap list by series, together with the other filters', async () => {
    const ids = async (query: string) => (await series(`/api/recaps?${query}`)).json();
    expect((await ids('series=solo-leveling&sortBy=published_at&sortOrder=asc')).data.map((recap: { id: number }) => recap.id)).toEqual([1, 2, 3, 4]);
    const spanish = await ids('series=solo-leveling&language=es');
    expect(spanish.data.map((recap: { id: number }) => recap.id)).toEqual([2]);
    expect(spanish.total).toBe(1);
    expect((await ids('series=solo-leveling&limit=2')).total).toBe(4);
    expect((await ids('series=no-such-series')).total).toBe(0);
  });

  it('names each recap\'s series page, so cards and the recap dialog can link to it', async () => {
    const listed = (await series('/api/recaps?series=solo-leveling')).json();
    expect(listed.data.map((recap: { series_slug: string | null }) => recap.series_slug)).toEqual(['solo-leveling', 'solo-leveling', 'solo-leveling', 'solo-leveling']);
    expect((await series('/api/recaps/1')).json().series_slug).toBe('solo-leveling');
  });

  it('moves a recap when an administrator renames it, when a suggestion is approved and when the scanner renames it', async () => {
    const edit = await app.inject({ method: 'PUT', url: '/api/recaps/6', cookies: admin.cookies, payload: { series_name: 'Solo-Leveling' } });
    expect(edit.statusCode).toBe(200);
    expect((await series('/api/series/solo-leveling')).json().recap_count).toBe(5);
    expect((await series('/api/series')).json().data.map((item: { slug: string }) => item.slug)).toEqual(['solo-leveling']);

    const suggester = await insertUser(db);
    await db.query(`INSERT INTO suggestions (id, recap_id, user_id, suggested_series_name) VALUES (1, 6, $1, 'Omniscient Reader''s Viewpoint')`, [suggester]);
    const review = await app.inject({ method: 'PUT', url: '/api/suggestions/admin/1', cookies: admin.cookies, payload: { status: 'approved' } });
    expect(review.statusCode).toBe(200);
    expect((await series('/api/series/omniscient-reader-s-viewpoint')).json().recap_count).toBe(1);

    const { rows } = await db.query<{ id: number }>(`INSERT INTO scan_runs (quota_cap) VALUES (100) RETURNING id`);
    const scanned = {
      videoId: 'vid00000007', title: 'Tower of God Chapters 1-30 Recap', description: '', tags: [], duration: 3600, views: 1, likes: 1,
      publishedAt: '2026-05-01T00:00:00Z', thumbnailUrl: null, language: 'en', seriesName: 'Tower of God', chaptersCovered: '1-30',
    };
    await db.query(`UPDATE recaps SET video_id = 'vid00000007' WHERE id = 7`);
    expect(await writeScannedRecap(db, 1, scanned, rows[0]!.id)).toBe('updated');
    expect((await series('/api/series/tower-of-god')).json().coverage).toEqual([{ recap_id: 7, channel_id: 1, language: 'en', start: 1, end: 30 }]);
  });

  it('keeps a member\'s place and follows, and asks anonymous callers to log in', async () => {
    expect((await app.inject({ method: 'PUT', url: '/api/series/solo-leveling/progress', payload: { chapter: 60 } })).statusCode).toBe(401);
    expect((await series('/api/series/following')).statusCode).toBe(401);
    expect((await series('/api/series/following')).json().error).toBe('Please log in to see the series you follow.');

    const progress = await app.inject({ method: 'PUT', url: '/api/series/solo-leveling/progress', cookies: member.cookies, payload: { chapter: 60 } });
    expect(progress.json()).toEqual({ slug: 'solo-leveling', chapter: 60 });
    expect((await app.inject({ method: 'PUT', url: '/api/series/solo-leveling/progress', cookies: member.cookies, payload: { chapter: -1 } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/series/solo-leveling/follow', cookies: member.cookies })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/series/solo-leveling/follow', cookies: member.cookies })).statusCode).toBe(200);
    const detail = (await series('/api/series/solo-leveling', member)).json();
    expect([detail.progress, detail.is_following]).toEqual([60, true]);
    const following = (await series('/api/series/following', member)).json();
    expect(following.data.map((item: { slug: string; progress: number }) => [item.slug, item.progress])).toEqual([['solo-leveling', 60]]);

    await app.inject({ method: 'DELETE', url: '/api/series/solo-leveling/progress', cookies: member.cookies });
    await app.inject({ method: 'DELETE', url: '/api/series/solo-leveling/follow', cookies: member.cookies });
    expect((await series('/api/series/following', member)).json().data).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/api/series/nothing-here/follow', cookies: member.cookies })).statusCode).toBe(404);
  });

  it('lets an administrator rename a series and merge one into another; the old slug redirects', async () => {
    const rename = await app.inject({
      method: 'PUT', url: '/api/admin/series/tower-of-god', cookies: admin.cookies, payload: { name: 'Tower of God (Kami no Tou)', aliases: ['Kami no Tou'] },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json()).toMatchObject({ slug: 'tower-of-god', name: 'Tower of God (Kami no Tou)' });
    expect(rename.json().aliases).toEqual(['Kami no Tou', 'Tower of God', 'Tower of God (Kami no Tou)']);
    const clash = await app.inject({ method: 'PUT', url: '/api/admin/series/tower-of-god', cookies: admin.cookies, payload: { name: 'Tower of God', aliases: ['solo leveling'] } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('"solo leveling" is already a name of Solo Leveling.');

    await app.inject({ method: 'POST', url: '/api/series/tower-of-god/follow', cookies: member.cookies });
    const merge = await app.inject({ method: 'POST', url: '/api/admin/series/merge', cookies: admin.cookies, payload: { from: 'tower-of-god', into: 'solo-leveling' } });
    expect(merge.statusCode).toBe(200);
    expect(merge.json().recap_count).toBe(5);
    const moved = await series('/api/series/tower-of-god');
    expect(moved.statusCode).toBe(308);
    expect(moved.headers.location).toBe('/api/series/solo-leveling');
    expect(moved.json().slug).toBe('solo-leveling');
    expect((await series('/api/series/following', member)).json().data.map((item: { slug: string }) => item.slug)).toEqual(['solo-leveling']);
    expect((await series('/api/recaps?series=tower-of-god')).json().total).toBe(5);

    // A recap named by a merged series' name joins the series it went into.
    await insertRecaps(db, [{ id: 8, channel_id: 1, series_name: 'kami no tou' }]);
    expect((await series('/api/series/solo-leveling')).json().recap_count).toBe(6);
    const self = await app.inject({ method: 'POST', url: '/api/admin/series/merge', cookies: admin.cookies, payload: { from: 'solo-leveling', into: 'solo-leveling' } });
    expect(self.statusCode).toBe(400);
  });

  it('links recaps that were written before series existed when the migrations run', async () => {
    // Written straight into the table, as rows from before migration 110 were: nothing linked them.
    await db.query(`INSERT INTO recaps (id, video_id, channel_id, title, series_name, chapters_covered)
      VALUES (901, 'vid00000901', 1, 'Older recap', 'The Older Story', 'Chapters 3-9'), (902, 'vid00000902', 3, 'Older recap, French', 'the older story', NULL)`);
    expect((await series('/api/series/the-older-story')).statusCode).toBe(404);
    await migrate(db);
    const detail = (await series('/api/series/the-older-story')).json();
    expect([detail.recap_count, detail.channel_count]).toEqual([2, 2]);
    expect(detail.coverage).toEqual([expect.objectContaining({ start: 3, end: 9 })]);
  });

  it('counts a channel\'s recaps in again when the channel is switched back on', async () => {
    const before = (await series('/api/series/solo-leveling')).json().recap_count;
    expect((await app.inject({ method: 'PUT', url: '/api/channels/4/reactivate', cookies: admin.cookies })).statusCode).toBe(200);
    const after = (await series('/api/series/solo-leveling')).json();
    expect(after.recap_count).toBe(before + 1);
    expect(after.max_chapter).toBe(500);
  });

  it('lists the languages a visitor can watch the series in, on its card and its page alike: its openable recaps\' own languages', async () => {
    await insertChannels(db, [{ id: 5, name: 'Recaps DE', language: 'de' }, { id: 6, name: 'Switched Off JA', language: 'ja', active: false }]);
    await insertRecaps(db, [
      { id: 30, channel_id: 1, language: 'en', series_name: 'Watchable Languages', status: 'Ongoing' },
      // A recap in another language than its channel's: it is watched in its own.
      { id: 31, channel_id: 1, language: 'tl', series_name: 'Watchable Languages', status: 'Hiatus' },
      { id: 32, channel_id: 5, language: 'de', series_name: 'Watchable Languages', status: 'private' },
      { id: 33, channel_id: 2, language: 'es', series_name: 'Watchable Languages', status: 'Error' },
      { id: 34, channel_id: 6, language: 'ja', series_name: 'Watchable Languages', status: 'Completed' },
    ]);
    const languages = async () => {
      const card = (await series('/api/series?search=watchable%20languages')).json().data[0];
      const page = (await series('/api/series/watchable-languages')).json();
      expect(page.languages).toEqual(card.languages);
      return page.languages;
    };
    expect(await languages()).toEqual(['en', 'tl']);
    // Listed recaps still count, dimmed: only the languages are what can be watched.
    expect((await series('/api/series/watchable-languages')).json().recap_count).toBe(4);
    expect((await series('/api/series?language=de&search=watchable')).json().total).toBe(0);

    // Moderation changes what can be watched, and the languages with it.
    const markPrivate = await app.inject({ method: 'PUT', url: '/api/recaps/31', cookies: admin.cookies, payload: { status: 'private' } });
    expect(markPrivate.statusCode).toBe(200);
    expect(await languages()).toEqual(['en']);
    await app.inject({ method: 'PUT', url: '/api/recaps/32', cookies: admin.cookies, payload: { status: 'Completed' } });
    expect(await languages()).toEqual(['de', 'en']);
  });
  // Last, as it adds a series the tests above do not expect.
  it('gives a series the cover of its recap covering the most chapters and the listed genres its recaps name, until an admin sets them', async () => {
    await insertChannels(db, [{ id: 9, name: 'Off the Air', language: 'en', active: false }]);
    await insertRecaps(db, [
      { id: 20, channel_id: 1, language: 'en', series_name: 'Identity Trial', chapters_covered: '1-30', thumbnail_url: 'https://i.ytimg.com/vi/short/hqdefault.jpg', genres: ['action', 'Cooking'], published_at: '2026-05-02T00:00:00Z' },
      { id: 21, channel_id: 1, language: 'en', series_name: 'Identity Trial', chapters_covered: '1-200', thumbnail_url: 'https://i.ytimg.com/vi/long/hqdefault.jpg', genres: ['Fantasy'], published_at: '2026-05-01T00:00:00Z' },
      { id: 22, channel_id: 9, series_name: 'Identity Trial', chapters_covered: '1-900', thumbnail_url: 'https://i.ytimg.com/vi/hidden/hqdefault.jpg', genres: ['Romance'] },
    ]);
    const detail = async () => (await series('/api/series/identity-trial')).json();
    // The hidden channel's recap neither lends its picture nor its genres; a genre outside the fixed list is left out.
    expect(await detail()).toMatchObject({
      cover_url: 'https://i.ytimg.com/vi/long/hqdefault.jpg', thumbnail_url: 'https://i.ytimg.com/vi/short/hqdefault.jpg',
      status: null, genres: ['Action', 'Fantasy'], synopsis: '', alt_titles: [], total_chapters: null,
      links: { anilist: null, myanimelist: null, mangadex: null, mangaupdates: null },
    });
    expect((await series('/api/series?genre=Action')).json().data.map((item: { slug: string }) => item.slug)).toEqual(['identity-trial']);
    await db.query("UPDATE series SET cover_url = 'https://example.com/cover.jpg', genres = '{Drama}' WHERE slug = 'identity-trial'");
    expect(await detail()).toMatchObject({ cover_url: 'https://example.com/cover.jpg', genres: ['Drama'] });
  });
});

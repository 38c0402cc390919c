import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { linkSeries } from '../../server/series/seriesLinks.ts';
import { migrate } from '../../server/db/migrate.ts';

const SOLO_COVER = 'https://i.ytimg.com/vi/solo0000002/hqdefault.jpg';
const MANGADEX_ID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';

describe('an administrator edits what a series is', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [{ id: 1, name: 'English Recaps', language: 'en' }, { id: 2, name: '한국 리캡', language: 'ko' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '1-50', thumbnail_url: 'https://i.ytimg.com/vi/solo0000001/hqdefault.jpg' },
      { id: 2, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '51-60', thumbnail_url: SOLO_COVER },
      { id: 3, channel_id: 1, series_name: 'Omniscient Reader', chapters_covered: '1-20', thumbnail_url: 'https://i.ytimg.com/vi/orv00000001/hqdefault.jpg' },
      { id: 4, channel_id: 1, series_name: 'The Beginning After the End', chapters_covered: '1-9' },
    ]);
  });
  afterAll(() => close());

  const edit = (slug: string, payload: object) => app.inject({ method: 'PUT', url: `/api/admin/series/${slug}`, cookies: admin.cookies, payload });
  const detail = async (slug: string) => (await app.inject({ url: `/api/series/${slug}` })).json();
  const refusal = async (slug: string, payload: object) => {
    const answer = await edit(slug, payload);
    return [answer.statusCode, answer.json().error];
  };

  it('keeps every field and answers with the series page', async () => {
    const answer = await edit('solo-leveling', {
      cover_url: SOLO_COVER,
      synopsis: '  E-rank hunter Sung Jinwoo gains a system.\r\n\r\n\r\nHe levels up alone.  ',
      status: 'completed',
      genres: ['fantasy', 'Action', 'Action'],
      alt_titles: ['나 혼자만 레벨업', 'Ore dake Level Up na Ken'],
      total_chapters: 179,
      links: { anilist: '105398', mangadex: MANGADEX_ID.toUpperCase() },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      slug: 'solo-leveling',
      cover_url: SOLO_COVER,
      synopsis: 'E-rank hunter Sung Jinwoo gains a system.\n\nHe levels up alone.',
      status: 'completed',
      genres: ['Action', 'Fantasy'],
      alt_titles: ['나 혼자만 레벨업', 'Ore dake Level Up na Ken'],
      total_chapters: 179,
      links: { anilist: '105398', myanimelist: null, mangadex: MANGADEX_ID, mangaupdates: null },
    });
    const listed = (await app.inject({ url: '/api/series?status=completed&genre=Fantasy' })).json().data;
    expect(listed).toEqual([expect.objectContaining({ slug: 'solo-leveling', cover_url: SOLO_COVER })]);
  });

  it('finds the series by any of its other titles: a search, a recap naming one, an approved suggestion', async () => {
    const found = async (search: string) => (await app.inject({ url: `/api/series?search=${encodeURIComponent(search)}` })).json().data.map((item: { slug: string }) => item.slug);
    expect(await found('나 혼자만 레벨업')).toEqual(['solo-leveling']);
    expect(await found('혼자만')).toEqual(['solo-leveling']);
    expect(await found('ore dake level-up')).toEqual(['solo-leveling']);

    // A Korean channel's recap names the series by its Korean title and joins it.
    await insertRecaps(db, [{ id: 5, channel_id: 2, language: 'ko', series_name: '나 혼자만 레벨업', chapters_covered: '61-70' }]);
    expect((await detail('solo-leveling')).recap_count).toBe(3);
    expect((await app.inject({ url: '/api/recaps/5' })).json().series_slug).toBe('solo-leveling');

    // A member suggests the other title for a recap of another series; approving it moves the recap.
    const member = await createUser(db);
    const suggested = await app.inject({ method: 'POST', url: '/api/suggestions', cookies: member.cookies, payload: { recap_id: 4, suggested_series_name: 'Ore dake Level Up na Ken' } });
    expect(suggested.statusCode).toBe(201);
    const { rows } = await db.query<{ id: number }>('SELECT id FROM suggestions WHERE recap_id = 4');
    const approved = await app.inject({ method: 'PUT', url: `/api/suggestions/admin/${rows[0]!.id}`, cookies: admin.cookies, payload: { status: 'approved' } });
    expect(approved.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/recaps/4' })).json().series_slug).toBe('solo-leveling');
    expect((await detail('solo-leveling')).recap_count).toBe(4);
    // Put back, so the series the next tests edit still has its recap.
    await db.query("UPDATE recaps SET series_name = 'The Beginning After the End' WHERE id = 4");
    await linkSeries(db);
  });

  it('changes only the fields it is given; a tracker left out keeps its id, null clears one', async () => {
    await edit('solo-leveling', { status: 'hiatus', links: { anilist: null, myanimelist: '121496' } });
    expect(await detail('solo-leveling')).toMatchObject({
      status: 'hiatus', synopsis: 'E-rank hunter Sung Jinwoo gains a system.\n\nHe levels up alone.', total_chapters: 179,
      links: { anilist: null, myanimelist: '121496', mangadex: MANGADEX_ID, mangaupdates: null },
    });
  });

  it('goes back to what the recaps give when cover or genres are set to null', async () => {
    await edit('solo-leveling', { cover_url: null, genres: null, status: null, total_chapters: null });
    const page = await detail('solo-leveling');
    // The default cover is the picture of the recap covering the most chapters (1-50).
    expect(page).toMatchObject({ cover_url: 'https://i.ytimg.com/vi/solo0000001/hqdefault.jpg', genres: [], status: null, total_chapters: null });
  });

  it('refuses each bad field with a sentence saying what is wrong', async () => {
    expect(await refusal('omniscient-reader', { synopsis: 'x'.repeat(2001) })).toEqual([400, 'The synopsis must be at most 2,000 characters.']);
    expect(await refusal('omniscient-reader', { status: 'finished' })).toEqual([400, '"finished" is not a status; a series is ongoing, completed, hiatus, cancelled, or has no status.']);
    expect(await refusal('omniscient-reader', { genres: ['Action', 'Cooking'] })).toEqual([400, '"Cooking" is not one of the genres a series can have.']);
    expect(await refusal('omniscient-reader', { total_chapters: 0 })).toEqual([400, 'The chapter count must be a whole number from 1 to 100,000, or unknown.']);
    expect(await refusal('omniscient-reader', { total_chapters: 100_001 })).toEqual([400, 'The chapter count must be a whole number from 1 to 100,000, or unknown.']);
    expect(await refusal('omniscient-reader', { links: { anilist: 'orv' } })).toEqual([400, 'An AniList id is a number, as in anilist.co/manga/105398.']);
    expect(await refusal('omniscient-reader', { links: { myanimelist: '0' } })).toEqual([400, 'A MyAnimeList id is a number, as in myanimelist.net/manga/121496.']);
    expect(await refusal('omniscient-reader', { links: { mangadex: '32d76d19' } })).toEqual([400, 'A MangaDex id is a UUID, as in mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0.']);
    expect(await refusal('omniscient-reader', { links: { mangaupdates: 'PB8UWDS' } })).toEqual([400, 'A MangaUpdates id is up to 12 lowercase letters and digits, as in mangaupdates.com/series/pb8uwds.']);
    expect(await refusal('omniscient-reader', { links: { kitsu: '1' } })).toEqual([400, '"kitsu" is not a tracker; the trackers are AniList, MyAnimeList, MangaDex, MangaUpdates.']);
    expect(await refusal('omniscient-reader', { alt_titles: ['전지적 독자 시점', ' '] })).toEqual([400, 'Other titles cannot be empty.']);
    expect(await refusal('omniscient-reader', { alt_titles: ['a'.repeat(101)] })).toEqual([400, 'Each other title must be at most 100 characters.']);
    expect(await refusal('omniscient-reader', { alt_titles: ['ORV', 'orv!'] })).toEqual([400, '"orv!" is listed twice.']);
    expect(await refusal('omniscient-reader', { alt_titles: ['omniscient-reader'] })).toEqual([400, '"omniscient-reader" is this series\' name already.']);
    expect(await refusal('omniscient-reader', { alt_titles: Array.from({ length: 21 }, (_, n) => `Title ${n}`) })).toEqual([400, 'A series can have at most 20 other titles.']);
    expect(await refusal('omniscient-reader', { cover_url: SOLO_COVER })).toEqual([400, "The cover must be one of the pictures of this series' recaps."]);
    expect(await refusal('omniscient-reader', { total_chapters: 'many' })).toEqual([400, 'total_chapters must be a whole number.']);
    expect(await refusal('omniscient-reader', { aliases: ['ORV'] })).toEqual([400, 'Aliases are given with the series name they go with.']);
  });

  it('refuses an other title that is another series\' name or other title, naming that series, and writes nothing', async () => {
    const before = await detail('omniscient-reader');
    expect(await refusal('omniscient-reader', { status: 'ongoing', alt_titles: ['전지적 독자 시점', 'SOLO-LEVELING'] }))
      .toEqual([409, '"SOLO-LEVELING" is already a name of Solo Leveling.']);
    expect(await refusal('omniscient-reader', { synopsis: 'A reader.', alt_titles: ['나 혼자만 레벨업'] }))
      .toEqual([409, '"나 혼자만 레벨업" is already a name of Solo Leveling.']);
    // A rename in the same edit that fails undoes the titles written before it.
    expect(await refusal('omniscient-reader', { name: 'ORV', aliases: ['Solo Leveling'], alt_titles: ['전지적 독자 시점'] }))
      .toEqual([409, '"Solo Leveling" is already a name of Solo Leveling.']);
    expect(await detail('omniscient-reader')).toEqual(before);
    const korean = await app.inject({ url: `/api/series?search=${encodeURIComponent('전지적')}` });
    expect(korean.json().data).toEqual([]);
  });

  it('keeps other titles through a rename and drops the alias of a title taken out', async () => {
    expect((await edit('omniscient-reader', { alt_titles: ['전지적 독자 시점', 'ORV'] })).statusCode).toBe(200);
    const renamed = (await edit('omniscient-reader', { name: "Omniscient Reader's Viewpoint", aliases: [] })).json();
    expect(renamed.alt_titles).toEqual(['전지적 독자 시점', 'ORV']);
    expect(renamed.aliases).toEqual(expect.arrayContaining(['전지적 독자 시점', 'ORV', 'Omniscient Reader']));
    const dropped = (await edit('omniscient-reader', { alt_titles: ['전지적 독자 시점'] })).json();
    expect(dropped.aliases).not.toContain('ORV');
    // The title given up is free for another series.
    expect((await edit('the-beginning-after-the-end', { alt_titles: ['ORV'] })).statusCode).toBe(200);
  });

  it('carries the other titles of a merged series to the series it goes into', async () => {
    const merged = await app.inject({ method: 'POST', url: '/api/admin/series/merge', cookies: admin.cookies, payload: { from: 'the-beginning-after-the-end', into: 'solo-leveling' } });
    expect(merged.json().alt_titles).toEqual(['나 혼자만 레벨업', 'Ore dake Level Up na Ken', 'ORV']);
    expect((await app.inject({ url: '/api/series?search=orv' })).json().data.map((item: { slug: string }) => item.slug)).toEqual(['solo-leveling']);
  });

  it('is for administrators only', async () => {
    const member = await createUser(db);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/series/solo-leveling', cookies: member.cookies, payload: { status: 'ongoing' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/series/solo-leveling', payload: { status: 'ongoing' } })).statusCode).toBe(401);
    expect((await edit('no-such-series', { status: 'ongoing' })).statusCode).toBe(404);
  });
});

describe('a series\' cover is chosen among its recaps\' pictures, and a tracker id belongs to one series', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let admin: TestUser;
  const picture = (name: string) => `https://i.ytimg.com/vi/${name}/hqdefault.jpg`;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [{ id: 1, name: 'English Recaps', language: 'en' }, { id: 2, name: 'Gone Recaps', language: 'en', active: false }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', title: 'Solo Leveling 1-50', chapters_covered: '1-50', thumbnail_url: picture('solo_wide__') },
      { id: 2, channel_id: 1, series_name: 'Solo Leveling', title: 'Solo Leveling 51-60', chapters_covered: '51-60', thumbnail_url: picture('solo_short_') },
      // The same picture again, from a recap covering fewer chapters: offered once, named by the first.
      { id: 3, channel_id: 1, series_name: 'Solo Leveling', title: 'Solo Leveling 61-62', chapters_covered: '61-62', thumbnail_url: picture('solo_wide__') },
      { id: 4, channel_id: 1, series_name: 'Solo Leveling', title: 'Private', chapters_covered: '1-100', thumbnail_url: picture('solo_privat'), status: 'private' },
      { id: 5, channel_id: 2, series_name: 'Solo Leveling', title: 'Of a channel taken down', chapters_covered: '1-120', thumbnail_url: picture('solo_gone__') },
      { id: 6, channel_id: 1, series_name: 'Omniscient Reader', chapters_covered: '1-20', thumbnail_url: picture('orv________') },
      { id: 7, channel_id: 1, series_name: 'Tower of God', chapters_covered: '1-9' },
    ]);
  });
  afterAll(() => close());

  const edit = (slug: string, payload: object) => app.inject({ method: 'PUT', url: `/api/admin/series/${slug}`, cookies: admin.cookies, payload });
  const covers = async (slug: string) => (await app.inject({ url: `/api/admin/series/${slug}/covers`, cookies: admin.cookies })).json();
  const refusal = async (slug: string, payload: object) => {
    const answer = await edit(slug, payload);
    return [answer.statusCode, answer.json().error];
  };

  it('lists the pictures of the recaps a visitor can see, the most-covering first, and which one is the cover', async () => {
    expect(await covers('solo-leveling')).toEqual({
      chosen_url: null,
      default_url: picture('solo_wide__'),
      pictures: [{ url: picture('solo_wide__'), title: 'Solo Leveling 1-50' }, { url: picture('solo_short_'), title: 'Solo Leveling 51-60' }],
    });
    expect(await covers('tower-of-god')).toEqual({ chosen_url: null, default_url: null, pictures: [] });
    const member = await createUser(db);
    expect((await app.inject({ url: '/api/admin/series/solo-leveling/covers', cookies: member.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/series/solo-leveling/covers' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin/series/no-such-series/covers', cookies: admin.cookies })).statusCode).toBe(404);
  });

  it('takes only one of those pictures as the cover, and keeps a chosen one whose recap was hidden since', async () => {
    const notOffered = [400, "The cover must be one of the pictures of this series' recaps."];
    expect(await refusal('solo-leveling', { cover_url: picture('solo_privat') })).toEqual(notOffered);
    expect(await refusal('solo-leveling', { cover_url: picture('solo_gone__') })).toEqual(notOffered);
    expect(await refusal('solo-leveling', { cover_url: picture('orv________') })).toEqual(notOffered);
    expect(await refusal('solo-leveling', { cover_url: 'https://example.com/anything.jpg' })).toEqual(notOffered);

    expect((await edit('solo-leveling', { cover_url: picture('solo_short_') })).json().cover_url).toBe(picture('solo_short_'));
    expect((await covers('solo-leveling')).chosen_url).toBe(picture('solo_short_'));
    await db.query("UPDATE recaps SET status = 'private' WHERE id = 2");
    expect((await covers('solo-leveling')).pictures.map((offered: { url: string }) => offered.url)).toEqual([picture('solo_wide__')]);
    const kept = await edit('solo-leveling', { cover_url: picture('solo_short_'), status: 'ongoing' });
    expect([kept.statusCode, kept.json().cover_url]).toEqual([200, picture('solo_short_')]);
    // Once changed, it cannot be chosen again.
    expect((await edit('solo-leveling', { cover_url: null })).json().cover_url).toBe(picture('solo_wide__'));
    expect(await refusal('solo-leveling', { cover_url: picture('solo_short_') })).toEqual(notOffered);
    await db.query('UPDATE recaps SET status = NULL WHERE id = 2');
  });

  it('refuses a tracker id another series holds, naming that series, and writes nothing', async () => {
    const ids = { anilist: '105398', myanimelist: '121496', mangadex: MANGADEX_ID, mangaupdates: 'pb8uwds' };
    expect((await edit('omniscient-reader', { links: ids })).statusCode).toBe(200);
    expect(await refusal('solo-leveling', { status: 'completed', links: { anilist: '105398' } })).toEqual([409, 'The AniList id 105398 is already linked to Omniscient Reader.']);
    expect(await refusal('solo-leveling', { links: { myanimelist: '121496' } })).toEqual([409, 'The MyAnimeList id 121496 is already linked to Omniscient Reader.']);
    expect(await refusal('solo-leveling', { links: { mangadex: MANGADEX_ID.toUpperCase() } }))
      .toEqual([409, `The MangaDex id ${MANGADEX_ID} is already linked to Omniscient Reader.`]);
    expect(await refusal('solo-leveling', { links: { mangaupdates: 'pb8uwds' } })).toEqual([409, 'The MangaUpdates id pb8uwds is already linked to Omniscient Reader.']);
    const solo = (await app.inject({ url: '/api/series/solo-leveling' })).json();
    expect([solo.status, solo.links]).toEqual(['ongoing', { anilist: null, myanimelist: null, mangadex: null, mangaupdates: null }]);
    // The series' own ids, sent again with the rest of its form, are no clash.
    expect((await edit('omniscient-reader', { synopsis: 'A reader.', links: ids })).statusCode).toBe(200);
  });

  it('is held by the database too, and two edits racing for one id end in the same 409, not a 500', async () => {
    await expect(db.query(`UPDATE series SET links = links || '{"anilist": "105398"}' WHERE slug = 'tower-of-god'`)).rejects.toMatchObject({ code: '23505' });

    // Another writer gives Tower of God an id and has not committed yet: the edit's check cannot see it.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const other = db.transaction(async (tx) => {
      await tx.query(`UPDATE series SET links = links || '{"mangaupdates": "race01"}' WHERE slug = 'tower-of-god'`);
      written();
      await held;
    });
    await wrote;
    const racing = edit('solo-leveling', { links: { mangaupdates: 'race01' } });
    // PostgreSQL: the edit passes its check and waits on the index for the other writer. PGlite runs one
    // transaction at a time, so there the edit starts after the commit and its check finds the id taken.
    if (db.kind === 'postgres') {
      await vi.waitFor(async () => expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted')).rows[0]!.n).toBeGreaterThan(0), { timeout: 5000 });
    }
    commit();
    await other;
    const answer = await racing;
    expect([answer.statusCode, answer.json().error]).toEqual([409, 'The MangaUpdates id race01 is already linked to Tower of God.']);
  });

  it('lets a merged series\' ids go: the series it went into may take them', async () => {
    const merged = await app.inject({ method: 'POST', url: '/api/admin/series/merge', cookies: admin.cookies, payload: { from: 'omniscient-reader', into: 'solo-leveling' } });
    expect(merged.statusCode).toBe(200);
    expect((await edit('solo-leveling', { links: { anilist: '105398' } })).json().links.anilist).toBe('105398');
  });

  it('migration 220 runs again on a database where two series hold one id: the oldest keeps it', async () => {
    await db.query('DROP INDEX series_anilist_id');
    await db.query(`UPDATE series SET links = links || '{"anilist": "105398"}' WHERE slug = 'tower-of-god'`);
    await db.query("DELETE FROM schema_migrations WHERE name = '220_series_tracker_ids_unique.sql'");
    expect(await migrate(db)).toEqual(['220_series_tracker_ids_unique.sql']);
    const { rows } = await db.query<{ slug: string; anilist: string | null }>("SELECT slug, links->>'anilist' AS anilist FROM series WHERE merged_into IS NULL ORDER BY id");
    expect(rows).toEqual([{ slug: 'solo-leveling', anilist: '105398' }, { slug: 'tower-of-god', anilist: null }]);
    await expect(db.query(`UPDATE series SET links = links || '{"anilist": "105398"}' WHERE slug = 'tower-of-god'`)).rejects.toMatchObject({ code: '23505' });
  });
});

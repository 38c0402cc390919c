import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { Db } from '../../server/db/driver.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import { DEMO_ACCOUNTS, MEMBER_PASSWORD, seedDemoData, seedRecaps } from '../../server/seed/index.ts';
import { withRecapIndexesDeferred } from '../../server/seed/seedRecaps.ts';
import { openMigratedPglite } from './support/templateDatabase.ts';
import { SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS, type SeriesLinks } from '../../src/domain/seriesIdentity.ts';

const SNAPSHOT_QUERIES = [
  'SELECT * FROM channels ORDER BY id',
  'SELECT id, video_id, channel_id, title, description, series_name, thumbnail_url, views, like_count, duration, published_at, status, language, genres, tags, chapters_covered, avg_rating, rating_count, search_text FROM recaps ORDER BY id',
  'SELECT id, username, email, is_admin, email_verified, created_at FROM users ORDER BY id',
  'SELECT * FROM ratings ORDER BY user_id, recap_id',
  'SELECT * FROM watchlist ORDER BY user_id, recap_id',
  'SELECT * FROM favourites ORDER BY user_id, channel_id',
  'SELECT * FROM suggestions ORDER BY id',
  'SELECT * FROM pending_channels ORDER BY id',
  'SELECT * FROM thumbnail_matches ORDER BY id',
  'SELECT * FROM missing_channel_images ORDER BY channel_id',
  'SELECT slug, name, cover_url, synopsis, status, genres, alt_titles, total_chapters, links FROM series ORDER BY slug',
  'SELECT key, name FROM series_aliases ORDER BY key',
];

async function snapshotHash(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const sql of SNAPSHOT_QUERIES) hash.update(JSON.stringify((await db.query(sql)).rows));
  return hash.digest('hex');
}

/** An embedded database with every migration applied: a copy of the run's migrated template. */
function freshDatabase(): Promise<Db> {
  return openMigratedPglite();
}

async function one<T>(db: Db, sql: string, params?: unknown[]): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0]!;
}

describe('demo seed', () => {
  let db: Db;
  let other: Db;
  beforeAll(async () => {
    [db, other] = await Promise.all([freshDatabase(), freshDatabase()]);
    await seedDemoData(db, { passwords: 'known' });
  }, 240_000);
  afterAll(async () => {
    await db?.close();
    await other?.close();
  });

  it('gives identical rows when seeded twice from empty', async () => {
    await seedDemoData(other, { passwords: 'known' });
    expect(await snapshotHash(other)).toBe(await snapshotHash(db));
  }, 240_000);

  it('leaves a database that already has channels as it is', async () => {
    const before = await snapshotHash(other);
    await seedDemoData(other, { passwords: 'known' });
    expect(await snapshotHash(other)).toBe(before);
  }, 240_000);

  it('has about forty channels in at least six languages, two of them deactivated', async () => {
    const channels = await one<{ total: number; languages: number; inactive: number; well_formed: number }>(db,
      `SELECT count(*)::int AS total, count(DISTINCT language)::int AS languages, count(*) FILTER (WHERE NOT active)::int AS inactive,
              count(*) FILTER (WHERE youtube_channel_id ~ '^UC[A-Za-z0-9_-]{22}$'
                AND url = 'https://www.youtube.com/channel/' || youtube_channel_id AND subscriber_count > 0
                AND total_videos > 0 AND last_posted IS NOT NULL)::int AS well_formed FROM channels`);
    expect(channels.total).toBe(40);
    expect(channels.languages).toBeGreaterThanOrEqual(6);
    expect(channels.inactive).toBe(2);
    expect(channels.well_formed).toBe(40);
    expect((await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM missing_channel_images')).n).toBe(3);
  });

  it('has at least 1,500 recaps with unique well-formed video ids, local thumbnails and chapters', async () => {
    const recaps = await one<{ total: number; ids: number; well_formed: number; local: number; broken: number; chapters: number; genres: number }>(db,
      `SELECT count(*)::int AS total, count(DISTINCT video_id)::int AS ids,
              count(*) FILTER (WHERE video_id ~ '^[A-Za-z0-9_-]{11}$')::int AS well_formed,
              count(*) FILTER (WHERE thumbnail_url = '/media/thumbnails/' || video_id || '.jpg')::int AS local,
              count(*) FILTER (WHERE thumbnail_url <> '/media/thumbnails/' || video_id || '.jpg')::int AS broken,
              count(*) FILTER (WHERE chapters_covered ~ '^Chapters \\d+-\\d+$')::int AS chapters,
              count(*) FILTER (WHERE cardinality(genres) >= 2 AND cardinality(tags) >= 3)::int AS genres FROM recaps`);
    expect(recaps.total).toBeGreaterThanOrEqual(1500);
    expect(recaps.ids).toBe(recaps.total);
    expect(recaps.well_formed).toBe(recaps.total);
    expect(recaps.broken).toBeGreaterThan(0);
    expect(recaps.broken).toBeLessThan(30);
    expect(recaps.local + recaps.broken).toBe(recaps.total);
    expect(recaps.chapters).toBeGreaterThan(recaps.total * 0.8);
    expect(recaps.genres).toBe(recaps.total);
  });

  it('names each recap\'s own series in its title, so a series page lists recaps about that series', async () => {
    // A title may name the series by its display name or by any name filed under it (its aliases).
    const { rows } = await db.query<{ title: string; series_name: string }>(
      `SELECT r.title, r.series_name FROM recaps r
        WHERE r.series_name IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM series s WHERE s.id = r.series_id AND strpos(r.title, s.name) > 0)
          AND NOT EXISTS (SELECT 1 FROM series_aliases a WHERE a.series_id = r.series_id AND strpos(r.title, a.name) > 0)`,
    );
    expect(rows).toEqual([]);
    const linked = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM recaps WHERE series_name IS NOT NULL AND series_id IS NULL');
    expect(linked.n).toBe(0);
  });

  it('covers every status, including none, and every duration filter bucket', async () => {
    const statuses = (await db.query<{ status: string | null }>('SELECT DISTINCT status FROM recaps')).rows.map((r) => r.status);
    expect(new Set(statuses)).toEqual(new Set(['Ongoing', 'Completed', 'Hiatus', 'private', 'error', null]));
    const buckets = await one<Record<string, number>>(db,
      `SELECT count(*) FILTER (WHERE duration < 3600)::int AS under_1h,
              count(*) FILTER (WHERE duration >= 3600 AND duration <= 7200)::int AS h1_2,
              count(*) FILTER (WHERE duration >= 7200 AND duration <= 14400)::int AS h2_4,
              count(*) FILTER (WHERE duration > 14400)::int AS over_4h FROM recaps`);
    for (const [bucket, count] of Object.entries(buckets)) expect(count, bucket).toBeGreaterThan(50);
  });

  it('spreads recaps over at least six languages and three years, mostly in their channel language', async () => {
    const spread = await one<{ languages: number; oldest: Date; newest: Date; same: number; total: number }>(db,
      `SELECT count(DISTINCT r.language)::int AS languages, min(published_at) AS oldest, max(published_at) AS newest,
              count(*) FILTER (WHERE r.language = c.language)::int AS same, count(*)::int AS total
         FROM recaps r JOIN channels c ON c.id = r.channel_id`);
    expect(spread.languages).toBeGreaterThanOrEqual(6);
    expect(new Date(spread.newest).getTime()).toBeLessThanOrEqual(Date.parse('2026-11-01T00:00:00Z'));
    expect(new Date(spread.oldest).getTime()).toBeLessThan(Date.parse('2024-02-01T00:00:00Z'));
    expect(spread.same / spread.total).toBeGreaterThan(0.9);
  });

  it('has ratings that make averages differ between recaps', async () => {
    const ratings = await one<{ rated: number; averages: number; consistent: number }>(db,
      `SELECT count(*) FILTER (WHERE rating_count > 0)::int AS rated, count(DISTINCT avg_rating)::int AS averages,
              count(*) FILTER (WHERE rating_count = (SELECT count(*) FROM ratings WHERE recap_id = r.id))::int AS consistent
         FROM recaps r`);
    expect(ratings.rated).toBeGreaterThan(300);
    expect(ratings.averages).toBeGreaterThan(10);
    expect(ratings.consistent).toBe((await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM recaps')).n);
  });

  it('creates the demo member and admin, verified, who can sign in with the documented passwords', async () => {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const user = await one<{ password_hash: string; is_admin: boolean; email_verified: boolean; email: string }>(db,
        'SELECT password_hash, is_admin, email_verified, email FROM users WHERE username = $1', [account.username]);
      expect(user.email).toBe(account.email);
      expect(user.email_verified).toBe(true);
      expect(user.is_admin).toBe(role === 'admin');
      expect(await verifyPassword(user.password_hash, account.password)).toBe(true);
    }
    const member = await one<{ password_hash: string }>(db, "SELECT password_hash FROM users WHERE username = 'mina_reads'");
    expect(await verifyPassword(member.password_hash, MEMBER_PASSWORD)).toBe(true);
    expect((await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM users WHERE NOT is_admin')).n).toBeGreaterThanOrEqual(20);
  });

  it('gives the demo member a watchlist, favourite channels and ratings of visible recaps', async () => {
    const lists = await one<{ watchlist: number; favourites: number; ratings: number; hidden: number }>(db,
      `SELECT (SELECT count(*)::int FROM watchlist WHERE user_id = u.id) AS watchlist,
              (SELECT count(*)::int FROM favourites WHERE user_id = u.id) AS favourites,
              (SELECT count(*)::int FROM ratings WHERE user_id = u.id) AS ratings,
              (SELECT count(*)::int FROM watchlist w JOIN recaps r ON r.id = w.recap_id JOIN channels c ON c.id = r.channel_id
                WHERE w.user_id = u.id AND NOT c.active) AS hidden
         FROM users u WHERE username = 'demo'`);
    expect(lists).toEqual({ watchlist: 12, favourites: 5, ratings: 8, hidden: 0 });
  });

  it('fills the moderation queues: suggestions, pending channels in several languages and URL forms, every kind of thumbnail match', async () => {
    const suggestions = (await db.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM suggestions GROUP BY status')).rows;
    const byStatus = Object.fromEntries(suggestions.map((row) => [row.status, row.n]));
    expect(byStatus.pending).toBeGreaterThanOrEqual(10);
    expect(byStatus.approved).toBeGreaterThan(0);
    expect(byStatus.rejected).toBeGreaterThan(0);

    const pending = await one<{ n: number; languages: number; handles: number; ids: number }>(db,
      `SELECT count(*)::int AS n, count(DISTINCT language)::int AS languages,
              count(*) FILTER (WHERE youtube_url ~ '^https://www\\.youtube\\.com/@[A-Za-z0-9_.-]+$')::int AS handles,
              count(*) FILTER (WHERE youtube_url ~ '^https://www\\.youtube\\.com/channel/UC[A-Za-z0-9_-]{22}$')::int AS ids
         FROM pending_channels WHERE status = 'pending'`);
    expect(pending.n).toBe(8);
    expect(pending.languages).toBeGreaterThanOrEqual(6);
    expect(pending.handles).toBeGreaterThan(0);
    expect(pending.ids).toBeGreaterThan(0);

    const matches = (await db.query<{ match_type: string; confidence: string; low: number; high: number }>(
      `SELECT match_type, confidence, min(similarity_score)::float8 AS low, max(similarity_score)::float8 AS high
         FROM thumbnail_matches GROUP BY 1, 2`)).rows;
    expect(matches).toHaveLength(12);
    for (const match of matches) {
      expect(match.low).toBeGreaterThanOrEqual(0);
      expect(match.high).toBeLessThanOrEqual(1);
    }
    const total = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM thumbnail_matches');
    expect(total.n).toBeGreaterThanOrEqual(36);
  });

  it('shows a real coverage map: several series carried by 3+ channels in 2+ languages, with overlapping, missing and unknown ranges', async () => {
    // Per series: its channels and languages, whether two ranges overlap, whether chapters are left out between
    // its ranges, and whether a recap's range is unknown.
    const { rows } = await db.query<{ slug: string }>(
      `WITH ranged AS (
         SELECT r.series_id, r.chapter_start, r.chapter_end,
                max(r.chapter_end) OVER (PARTITION BY r.series_id ORDER BY r.chapter_start, r.id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reached
           FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active WHERE r.chapter_start IS NOT NULL)
       SELECT s.slug FROM series s
        WHERE s.channel_count >= 3 AND cardinality(s.languages) >= 2
          AND EXISTS (SELECT 1 FROM ranged g WHERE g.series_id = s.id AND g.chapter_start <= g.reached)
          AND EXISTS (SELECT 1 FROM ranged g WHERE g.series_id = s.id AND g.chapter_start > g.reached + 1)
          AND EXISTS (SELECT 1 FROM recaps r WHERE r.series_id = s.id AND r.chapter_start IS NULL)`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  it('gives each series a cover among its recaps\' pictures, a synopsis, a status, genres, other titles and tracker ids of the right form', async () => {
    const { rows } = await db.query<{ slug: string; cover_url: string | null; cover_is_a_recap_picture: boolean; synopsis: string; status: string | null;
      genres: string[] | null; alt_titles: string[]; titles_resolve: boolean; total_chapters: number | null; max_chapter: number | null; links: SeriesLinks }>(
      // The cover is a picture a visitor may see (not a private recap's, see routes/media.ts); none while no such recap has one.
      `SELECT s.slug, s.cover_url,
              CASE WHEN s.cover_url IS NULL THEN cardinality(p.pictures) = 0 ELSE s.cover_url = ANY(p.pictures) END AS cover_is_a_recap_picture,
              s.synopsis, s.status, s.genres, s.alt_titles, s.total_chapters, s.max_chapter, s.links,
              (SELECT count(*) FROM series_aliases a WHERE a.series_id = s.id AND a.name = ANY(s.alt_titles)) = cardinality(s.alt_titles) AS titles_resolve
         FROM series s CROSS JOIN LATERAL (SELECT coalesce(array_agg(r.thumbnail_url) FILTER (WHERE r.thumbnail_url IS NOT NULL), '{}') AS pictures
                                             FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active
                                            WHERE r.series_id = s.id AND lower(trim(coalesce(r.status, ''))) <> 'private') p
        WHERE s.recap_count > 0 AND s.merged_into IS NULL`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const series of rows) {
      expect(series.cover_is_a_recap_picture, series.slug).toBe(true);
      expect(series.synopsis.length, series.slug).toBeGreaterThan(80);
      expect(SERIES_STATUSES, series.slug).toContain(series.status);
      expect(series.genres?.length, series.slug).toBeGreaterThan(0);
      expect(series.alt_titles.length, series.slug).toBeGreaterThan(0);
      expect(series.titles_resolve, series.slug).toBe(true);
      if (series.total_chapters !== null) expect(series.total_chapters).toBeGreaterThanOrEqual(series.max_chapter ?? 1);
      for (const tracker of SERIES_TRACKERS) {
        const id = series.links[tracker];
        if (id !== null) expect(id, `${series.slug} ${tracker}`).toMatch(TRACKER_FORMS[tracker].idPattern);
      }
    }
    // The Korean and Japanese channels' popular series carry their original titles.
    expect(rows.filter((series) => series.alt_titles.some((title) => /\p{Script=Hangul}/u.test(title))).length).toBeGreaterThanOrEqual(20);
    expect(rows.some((series) => series.alt_titles.some((title) => /\p{Script=Katakana}|\p{Script=Han}/u.test(title)))).toBe(true);
    expect(new Set(rows.map((series) => series.status)).size).toBe(4);
    // A tracker's entry is one series (migration 220): no id given twice.
    for (const tracker of SERIES_TRACKERS) {
      const ids = rows.map((series) => series.links[tracker]).filter((id) => id !== null);
      expect(new Set(ids).size, tracker).toBe(ids.length);
    }
  });

  it('adds any number of generated recaps after the demo, with new video ids and channel totals kept', async () => {
    const before = await one<{ recaps: number; videos: number }>(db,
      'SELECT (SELECT count(*)::int FROM recaps) AS recaps, (SELECT sum(total_videos)::int FROM channels WHERE active) AS videos');
    expect(await seedRecaps(db, 5000)).toBe(5000);
    const after = await one<{ recaps: number; videos: number; ids: number }>(db,
      `SELECT (SELECT count(*)::int FROM recaps) AS recaps, (SELECT count(DISTINCT video_id)::int FROM recaps) AS ids,
              (SELECT sum(total_videos)::int FROM channels WHERE active) AS videos`);
    expect(after.recaps).toBe(before.recaps + 5000);
    expect(after.ids).toBe(after.recaps);
    expect(after.videos).toBe(before.videos + 5000);
  }, 240_000);

  it('rebuilds every recap index after a fill with the indexes deferred', async () => {
    // On the second demo database, which has the demo's recaps only: the rebuild reads every recap, and the first
    // has 5,000 more by now.
    const indexes = `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'recaps' ORDER BY indexname`;
    const before = (await other.query(indexes)).rows;
    const inserted = await other.transaction((tx) => withRecapIndexesDeferred(tx, () => seedRecaps(tx, 300)));
    expect(inserted).toBe(300);
    expect((await other.query(indexes)).rows).toEqual(before);
    const found = await one<{ n: number }>(other, "SELECT count(*)::int AS n FROM recaps WHERE search_vector @@ plainto_tsquery('simple', 'recap')");
    expect(found.n).toBeGreaterThan(0);
  }, 240_000);
});

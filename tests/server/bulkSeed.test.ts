import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/driver.ts';
import { seedDemoData } from '../../server/seed/index.ts';
import { SEED_BASE_DATE } from '../../server/seed/recapGenerator.ts';
import { linkSeries } from '../../server/series/seriesLinks.ts';
import { bulkCopyRecaps } from '../../bench/bulkSeed.ts';
import { openMigratedPglite } from './support/templateDatabase.ts';

const GENERATED = 300;
const TOTAL = 1_500;

async function rows<T>(db: Db, sql: string): Promise<T[]> {
  return (await db.query<T>(sql)).rows;
}

const SERIES_FIGURES = 'SELECT * FROM series ORDER BY id';
const SERIES_LANES = 'SELECT * FROM series_lanes ORDER BY 1, 2, 3';
const LINKS = 'SELECT id, series_id, chapter_start, chapter_end FROM recaps ORDER BY id';

describe('bench bulk copies', () => {
  let db: Db;
  let channelsBefore: { id: number; total_videos: number; total_views: string }[];
  beforeAll(async () => {
    db = await openMigratedPglite();
    await seedDemoData(db, { recaps: GENERATED, passwords: 'known' });
    channelsBefore = await rows(db, 'SELECT id, total_videos, total_views::text FROM channels ORDER BY id');
    await bulkCopyRecaps(db, TOTAL, new Date(SEED_BASE_DATE).toISOString());
  }, 240_000);
  afterAll(async () => {
    await db?.close();
  });

  it('grows the catalogue to the total asked, each copy with a video id and thumbnail of its own', async () => {
    const [counts] = await rows<{ recaps: number; videos: number; thumbnails: number }>(db,
      'SELECT count(*)::int AS recaps, count(DISTINCT video_id)::int AS videos, count(DISTINCT thumbnail_url)::int AS thumbnails FROM recaps');
    expect(counts).toEqual({ recaps: TOTAL, videos: TOTAL, thumbnails: TOTAL });
    expect(await bulkCopyRecaps(db, TOTAL, new Date(SEED_BASE_DATE).toISOString())).toBe(0);
  });

  it('copies the generated texts, which the search fields and the indexes hold as for any insert', async () => {
    const [texts] = await rows<{ foreign: number; unsearchable: number }>(db, `
      SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM recaps t WHERE t.id <= ${GENERATED} AND t.title = r.title
                                                  AND t.channel_id = r.channel_id AND t.language = r.language))::int AS foreign,
             count(*) FILTER (WHERE r.search_text = '' OR r.search_vector = ''::tsvector)::int AS unsearchable
        FROM recaps r`);
    expect(texts).toEqual({ foreign: 0, unsearchable: 0 });
    // The search fields as the trigger computes them from each copy's texts and channel.
    const copied = await rows(db, 'SELECT id, search_text, search_vector::text FROM recaps ORDER BY id');
    await db.query('UPDATE recaps SET title = title');
    expect(await rows(db, 'SELECT id, search_text, search_vector::text FROM recaps ORDER BY id')).toEqual(copied);
    const [trigger] = await rows<{ tgenabled: string }>(db, "SELECT tgenabled FROM pg_trigger WHERE tgname = 'recaps_search_fields'");
    expect(trigger!.tgenabled).toBe('O');
    const indexes = await rows<{ indexname: string }>(db, "SELECT indexname FROM pg_indexes WHERE tablename = 'recaps'");
    expect(indexes.map((index) => index.indexname)).toEqual(expect.arrayContaining(['recaps_search_trgm', 'recaps_search_vector', 'recaps_series_published_newest']));
  });

  it('adds the copies to their channels\' totals, keeping the videos outside the catalogue', async () => {
    const after = await rows<{ id: number; total_videos: number; copies: number }>(db, `
      SELECT c.id, c.total_videos, (SELECT count(*)::int FROM recaps r WHERE r.channel_id = c.id AND r.id > ${GENERATED}) AS copies
        FROM channels c ORDER BY c.id`);
    expect(after.map((channel) => channel.total_videos - channel.copies)).toEqual(channelsBefore.map((channel) => channel.total_videos));
  });

  it('links the copies to their series and figures them as linking them from their names does', async () => {
    const copied = { links: await rows(db, LINKS), series: await rows(db, SERIES_FIGURES), lanes: await rows(db, SERIES_LANES) };
    await db.query('UPDATE recaps SET series_linked = false');
    await linkSeries(db);
    const linked = { links: await rows(db, LINKS), series: await rows(db, SERIES_FIGURES), lanes: await rows(db, SERIES_LANES) };
    expect(copied).toEqual(linked);
    const [unlinked] = await rows<{ count: number }>(db, 'SELECT count(*)::int AS count FROM recaps WHERE NOT series_linked');
    expect(unlinked!.count).toBe(0);
  }, 120_000);
});

import type { Db, Queryable } from '../server/db/driver.ts';
import { withRecapIndexesDeferred } from '../server/seed/seedRecaps.ts';
import { refreshSeriesFigures } from '../server/series/seriesFigures.ts';

/**
 * Recaps generated one by one (`npm run seed`) before the bulk copies: the texts every copy is made of. Twenty
 * thousand draws of the generator hold its titles, series, channels, languages and tags in the proportions it
 * gives them, so a copied catalogue has the word and trigram frequencies of a generated one.
 */
export const TEMPLATE_RECAPS = 20_000;

/** Copies per statement: a few statements for a million, each small enough for the embedded database's memory. */
const COPIES_PER_STATEMENT = 100_000;

const PUBLISHED_SPAN_DAYS = 3 * 365;

// Every generated recap, numbered from 0, as the copies' source.
const TEMPLATES = `
CREATE TEMP TABLE bulk_templates ON COMMIT DROP AS
SELECT (row_number() OVER (ORDER BY id) - 1)::int AS slot, channel_id, title, description, series_name, views, like_count,
       duration, status, language, genres, tags, chapters_covered, series_id, chapter_start, chapter_end,
       search_text, search_vector
  FROM recaps`;

/*
 * Copies $1..$2 of the templates, spread over them by a multiplicative hash of the copy's number. A copy keeps
 * its template's texts, channel, language, series link and chapters (all consistent with each other) and gets
 * its own video id, thumbnail, audience and date, drawn as the generator draws them. Its search fields are its
 * template's too: the trigger that fills them reads only the texts and the channel's name, which are the same, and
 * computing a million text vectors again was most of the copy's time. The statement triggers keep the filter
 * counts as for any insert.
 */
const INSERT_COPIES = `
WITH inserted AS (
INSERT INTO recaps (video_id, channel_id, title, description, series_name, thumbnail_url, views, like_count, duration,
                    published_at, status, language, genres, tags, chapters_covered, created_at,
                    series_id, chapter_start, chapter_end, series_linked, search_text, search_vector)
SELECT c.video_id, t.channel_id, t.title, t.description, t.series_name, '/media/thumbnails/' || c.video_id || '.jpg',
       c.views, round(c.views * (0.008 + random() * 0.04)), t.duration,
       $4::timestamptz - power(random(), 1.25) * interval '${PUBLISHED_SPAN_DAYS} days' - random() * interval '1 day',
       t.status, t.language, t.genres, t.tags, t.chapters_covered, $4::timestamptz,
       t.series_id, t.chapter_start, t.chapter_end, true, t.search_text, t.search_vector
  FROM generate_series($1::int, $2::int) AS g
  CROSS JOIN LATERAL (SELECT 'b' || lpad(to_hex(g), 10, '0') AS video_id,
                             round(power(10, 2.7 + 3.6 * power(random(), 1.3)))::bigint AS views) AS c
  JOIN bulk_templates t ON t.slot = ((g::bigint * 2654435761) % $3)::int
ON CONFLICT (video_id) DO NOTHING
RETURNING 1
)
SELECT count(*)::int AS inserted FROM inserted`;

// The copies' videos, views and likes join their channels' totals, as seedRecaps moves them per batch.
const CHANNEL_TOTALS = `
UPDATE channels c SET total_videos = c.total_videos + t.videos, total_views = c.total_views + t.views,
       total_likes = c.total_likes + t.likes, last_posted = greatest(c.last_posted, t.newest)
  FROM (SELECT channel_id, count(*) AS videos, sum(views) AS views, sum(like_count) AS likes, max(published_at) AS newest
          FROM recaps WHERE id > $1 GROUP BY channel_id) AS t
 WHERE c.id = t.channel_id`;

/**
 * Grows a catalogue of generated recaps (at least one, linked to their series) to `total` with set-based copies
 * of them: a million in minutes where inserting generated rows takes a quarter of an hour. The recaps table's
 * secondary indexes are dropped meanwhile and built again from their own definitions, as the seed command does.
 */
export async function bulkCopyRecaps(db: Db, total: number, baseDate: string): Promise<number> {
  const added = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ present: number; top: number }>(
      'SELECT count(*)::int AS present, coalesce(max(id), 0)::int AS top FROM recaps',
    );
    const { present, top } = rows[0]!;
    const missing = total - present;
    if (missing <= 0) return 0;
    if (present === 0) throw new Error('Bulk copies need generated recaps to copy: seed some first.');
    await tx.query(TEMPLATES);
    // Copy numbers follow the highest id, so a later run adds new video ids; the dates repeat from run to run.
    await tx.query('SELECT setseed(0.36)');
    // Only for this transaction's copies (see INSERT_COPIES); it holds the table's lock until it ends.
    await tx.query('ALTER TABLE recaps DISABLE TRIGGER recaps_search_fields');
    const copied = await withRecapIndexesDeferred(tx, async () => {
      let inserted = 0;
      for (let from = top + 1; inserted < missing; from += COPIES_PER_STATEMENT) {
        const to = from + Math.min(COPIES_PER_STATEMENT, missing - inserted) - 1;
        const result = await tx.query<{ inserted: number }>(INSERT_COPIES, [from, to, present, baseDate]);
        inserted += result.rows[0]!.inserted;
        console.error(`  ${(present + inserted).toLocaleString('en')} of ${total.toLocaleString('en')} recaps`);
      }
      console.error('  building the search and sort indexes…');
      return inserted;
    });
    await tx.query('ALTER TABLE recaps ENABLE TRIGGER recaps_search_fields');
    await tx.query(CHANNEL_TOTALS, [top]);
    return copied;
  });
  if (added === 0) return 0;
  await finishCopies(db);
  return added;
}

async function finishCopies(q: Queryable): Promise<void> {
  console.error('  computing the series figures…');
  const { rows } = await q.query<{ id: number }>('SELECT id FROM series ORDER BY id');
  await refreshSeriesFigures(q, rows.map((row) => row.id));
  // Planner statistics and a visibility map for the new rows, as the seed command leaves them.
  await q.query('VACUUM (ANALYZE) recaps');
  await q.query('ANALYZE channels');
}

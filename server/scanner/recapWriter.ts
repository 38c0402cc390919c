import { linkSeries } from '../series/seriesLinks.ts';
import type { Queryable } from './scannerDb.ts';
import type { ScannedRecap } from './videoToRecap.ts';

/**
 * Writes what a scan saw into the catalogue, changing a row only when a value differs.
 * Fields people edit (series name, chapters, thumbnail URL, status) are only rewritten while
 * they still hold what the scanner itself wrote last time (kept in scanned_videos), so a
 * moderator's edit or an approved suggestion is never overwritten. Recaps are never deleted:
 * users' ratings and watchlists point at them.
 */
export type WriteOutcome = 'inserted' | 'updated' | 'unchanged';

interface ExistingRecap {
  id: number;
  series_name: string | null;
  chapters_covered: string | null;
  thumbnail_url: string | null;
  status: string | null;
  tracked: boolean;
  parsed_series_name: string | null;
  parsed_chapters: string | null;
  scanned_thumbnail_url: string | null;
  availability: string | null;
  status_before: string | null;
}

/** The field keeps following the scan while it still equals the scanner's last value (or was never set). */
function followScan(current: string | null, lastScanned: string | null, tracked: boolean, scanned: string | null): string | null {
  const untouched = tracked ? current === lastScanned : current === null;
  return untouched ? scanned : current;
}

export async function writeScannedRecap(db: Queryable, channelId: number, recap: ScannedRecap, runId: number): Promise<WriteOutcome> {
  const { rows } = await db.query<ExistingRecap>(
    `SELECT r.id, r.series_name, r.chapters_covered, r.thumbnail_url, r.status,
            s.recap_id IS NOT NULL AS tracked, s.parsed_series_name, s.parsed_chapters, s.scanned_thumbnail_url, s.availability, s.status_before
       FROM recaps r LEFT JOIN scanned_videos s ON s.recap_id = r.id
      WHERE r.video_id = $1`,
    [recap.videoId],
  );
  const existing = rows[0];
  if (!existing) {
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO recaps (video_id, channel_id, title, description, tags, duration, views, like_count, published_at,
                           thumbnail_url, language, series_name, chapters_covered)
       VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9::timestamptz, $10, $11, $12, $13)
       RETURNING id`,
      [recap.videoId, channelId, recap.title, recap.description, recap.tags, recap.duration, recap.views, recap.likes, recap.publishedAt,
        recap.thumbnailUrl, recap.language, recap.seriesName, recap.chaptersCovered],
    );
    await track(db, inserted.rows[0].id, recap, runId);
    await linkSeries(db);
    return 'inserted';
  }

  const seriesName = followScan(existing.series_name, existing.parsed_series_name, existing.tracked, recap.seriesName);
  const chapters = followScan(existing.chapters_covered, existing.parsed_chapters, existing.tracked, recap.chaptersCovered);
  const thumbnailUrl = followScan(existing.thumbnail_url, existing.scanned_thumbnail_url, existing.tracked, recap.thumbnailUrl);
  // The video is back: undo the private/error mark the scanner set, unless someone changed the status since.
  const returned = existing.availability === 'private' || existing.availability === 'gone';
  const scannerMark = existing.availability === 'private' ? 'private' : 'error';
  const status = returned && existing.status === scannerMark ? existing.status_before : existing.status;

  const updated = await db.query<{ id: number }>(
    `UPDATE recaps SET title = $2, description = $3, tags = $4::text[], duration = $5, views = $6, like_count = $7,
                       published_at = $8::timestamptz, thumbnail_url = $9, language = $10, series_name = $11,
                       chapters_covered = $12, status = $13
      WHERE id = $1
        AND (title IS DISTINCT FROM $2 OR description IS DISTINCT FROM $3 OR tags IS DISTINCT FROM $4::text[]
             OR duration IS DISTINCT FROM $5 OR views IS DISTINCT FROM $6 OR like_count IS DISTINCT FROM $7
             OR published_at IS DISTINCT FROM $8::timestamptz OR thumbnail_url IS DISTINCT FROM $9
             OR language IS DISTINCT FROM $10 OR series_name IS DISTINCT FROM $11
             OR chapters_covered IS DISTINCT FROM $12 OR status IS DISTINCT FROM $13)
      RETURNING id`,
    [existing.id, recap.title, recap.description, recap.tags, recap.duration, recap.views, recap.likes, recap.publishedAt,
      thumbnailUrl, recap.language, seriesName, chapters, status],
  );
  await track(db, existing.id, recap, runId);
  if (updated.rows.length === 0) return 'unchanged';
  await linkSeries(db);
  return 'updated';
}

async function track(db: Queryable, recapId: number, recap: ScannedRecap, runId: number): Promise<void> {
  await db.query(
    `INSERT INTO scanned_videos (recap_id, video_id, parsed_series_name, parsed_chapters, scanned_thumbnail_url, availability, status_before, last_seen_run_id)
     VALUES ($1, $2, $3, $4, $5, 'public', NULL, $6)
     ON CONFLICT (recap_id) DO UPDATE SET parsed_series_name = EXCLUDED.parsed_series_name, parsed_chapters = EXCLUDED.parsed_chapters,
       scanned_thumbnail_url = EXCLUDED.scanned_thumbnail_url, availability = 'public', status_before = NULL,
       last_seen_run_id = EXCLUDED.last_seen_run_id`,
    [recapId, recap.videoId, recap.seriesName, recap.chaptersCovered, recap.thumbnailUrl, runId],
  );
}

/**
 * A known video the API no longer returns: 'private' when its playlist entry says so, 'gone'
 * when it vanished. The recap's status becomes private or error; the row stays.
 */
export async function markUnavailable(db: Queryable, recapId: number, videoId: string, availability: 'private' | 'gone', runId: number): Promise<WriteOutcome> {
  const status = availability === 'private' ? 'private' : 'error';
  const { rows } = await db.query<{ status: string | null; availability: string | null }>(
    `SELECT r.status, s.availability FROM recaps r LEFT JOIN scanned_videos s ON s.recap_id = r.id WHERE r.id = $1`,
    [recapId],
  );
  const current = rows[0];
  if (!current) return 'unchanged';
  // The status before the first mark is kept while the video stays away: the CASE leaves it as it was.
  await db.query(
    `INSERT INTO scanned_videos (recap_id, video_id, availability, status_before, last_seen_run_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (recap_id) DO UPDATE SET availability = EXCLUDED.availability, last_seen_run_id = EXCLUDED.last_seen_run_id,
       status_before = CASE WHEN scanned_videos.availability IN ('private', 'gone') THEN scanned_videos.status_before ELSE EXCLUDED.status_before END`,
    [recapId, videoId, availability, current.status, runId],
  );
  // Marked once per change of availability: a moderator's later status edit stands.
  if (current.availability === availability) return 'unchanged';
  const updated = await db.query(`UPDATE recaps SET status = $2 WHERE id = $1 AND status IS DISTINCT FROM $2 RETURNING id`, [recapId, status]);
  return updated.rows.length > 0 ? 'updated' : 'unchanged';
}

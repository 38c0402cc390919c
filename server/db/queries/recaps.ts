import type { Queryable } from '../driver.ts';
import { recapColumns } from './recapList.ts';
import { linkSeries } from '../../series/seriesLinks.ts';
import { UNOPENABLE_STATUSES } from '../../../src/domain/recapAvailability.ts';
import type { Recap } from '../../../src/api/types.ts';
import type { ApiRow } from './apiRow.ts';

/** One visible recap (its channel active) as GET /recaps/:id shows it to this user, or null. */
export async function recapById(db: Queryable, id: number, userId: number | null): Promise<ApiRow<Recap> | null> {
  const { rows } = await db.query<ApiRow<Recap>>(
    `SELECT ${recapColumns(userId === null ? null : '$2::int')} FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $1 AND c.active`,
    userId === null ? [id] : [id, userId],
  );
  return rows[0] ?? null;
}

/** Whether the recap exists and its channel is active: what may be rated, saved or renamed. */
export async function isVisibleRecap(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $1 AND c.active', [id]);
  return rows.length > 0;
}

/** The languages of visible recaps, from the kept per-group counts (migration 050): one row per group, not per recap. */
export async function recapLanguages(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ language: string }>(
    'SELECT DISTINCT g.language FROM recap_filter_counts g JOIN channels c ON c.id = g.channel_id WHERE c.active ORDER BY g.language',
  );
  return rows.map((row) => row.language);
}

/** Visible recaps per language, from the kept filter counts (no scan of the recaps). */
export async function recapLanguageCounts(db: Queryable): Promise<{ language: string; recaps: number }[]> {
  const { rows } = await db.query<{ language: string; recaps: number }>(
    `SELECT g.language, sum(g.recaps)::int AS recaps FROM recap_filter_counts g JOIN channels c ON c.id = g.channel_id
      WHERE c.active GROUP BY g.language HAVING sum(g.recaps) > 0 ORDER BY g.language`,
  );
  return rows;
}

/** The columns an administrator may edit, each already cleaned; undefined leaves a column as it is. */
export interface RecapEdit {
  series_name?: string | null;
  status?: string | null;
  thumbnail_url?: string | null;
  /** "Mark public": a hidden recap gets back the status it had before it was hidden (instead of `status`). */
  unhide?: true;
}

/**
 * The SET clauses of a status change. Hiding keeps the status the recap had (`status_before_hidden`; a hidden
 * recap hidden again keeps the one it had first), unhiding gives it back, and any other status a person sets
 * replaces it for good. So private, then public, leaves "Ongoing" as it was, while the edit form's explicit
 * value always stands.
 */
function statusSets(edit: RecapEdit, param: (value: unknown) => string): string[] {
  if (!edit.unhide && edit.status === undefined) return [];
  // A status hides the recap whatever its case, as the client dims it (src/domain/recapAvailability.ts).
  const hiding = param(UNOPENABLE_STATUSES);
  const isHidden = (status: string) => `lower(${status}) = ANY(${hiding}::text[])`;
  if (edit.unhide) {
    // A recap that is not hidden keeps its status: Mark public has nothing to undo on it.
    return [`status = CASE WHEN ${isHidden('r.status')} THEN r.status_before_hidden ELSE r.status END`, 'status_before_hidden = NULL'];
  }
  const status = param(edit.status);
  return [
    `status = ${status}`,
    `status_before_hidden = CASE WHEN ${isHidden(`${status}::text`)}
       THEN CASE WHEN ${isHidden('r.status')} THEN r.status_before_hidden ELSE r.status END END`,
  ];
}

/** Applies the edit to a visible recap; false when there is none. The edit must name at least one column. */
export async function updateRecap(db: Queryable, id: number, edit: RecapEdit): Promise<boolean> {
  const params: unknown[] = [id];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const sets: string[] = [];
  for (const column of ['series_name', 'thumbnail_url'] as const) {
    if (edit[column] !== undefined) sets.push(`${column} = ${param(edit[column])}`);
  }
  sets.push(...statusSets(edit, param));
  const { rows } = await db.query(
    `UPDATE recaps r SET ${sets.join(', ')} FROM channels c WHERE r.id = $1 AND c.id = r.channel_id AND c.active RETURNING r.id`,
    params,
  );
  if (rows.length === 0) return false;
  // A new series name moves the recap to that name's series (created when the name is new).
  await linkSeries(db);
  return true;
}

/** Stores the user's rating (a second one replaces the first) and returns the recap's new totals, kept by the trigger on ratings. */
export async function rateRecap(db: Queryable, userId: number, recapId: number, rating: number): Promise<{ avg_rating: number; rating_count: number }> {
  await db.query(
    `INSERT INTO ratings (user_id, recap_id, rating) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, recap_id) DO UPDATE SET rating = EXCLUDED.rating, created_at = now()`,
    [userId, recapId, rating],
  );
  const { rows } = await db.query<{ avg_rating: number; rating_count: number }>(
    'SELECT round(avg_rating::numeric, 2)::float8 AS avg_rating, rating_count FROM recaps WHERE id = $1',
    [recapId],
  );
  return rows[0];
}

/** What a recap's generated thumbnail shows, or null when no recap has that video id. */
export async function recapThumbnailSource(
  db: Queryable, videoId: string,
): Promise<{ series_name: string | null; title: string; duration: number; hidden: boolean } | null> {
  // Hidden: a private recap or one of a deactivated channel, whose picture only admins may see.
  const { rows } = await db.query<{ series_name: string | null; title: string; duration: number; hidden: boolean }>(
    `SELECT r.series_name, r.title, r.duration, (lower(trim(coalesce(r.status, ''))) = 'private' OR NOT c.active) AS hidden
       FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.video_id = $1`,
    [videoId],
  );
  return rows[0] ?? null;
}

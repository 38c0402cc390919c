import type { Queryable } from '../driver.ts';
import { RECAP_JSON, recapJsonRow } from './recapList.ts';
import type { ShelfSeries, ShelfStatus } from '../../../src/api/types.ts';
import { SHELF_COUNT_BOUND } from '../../../src/domain/shelfCounts.ts';

/** How many recaps starting soonest after the reading place the continuing one is chosen among (migration 190). */
const CONTINUING_CANDIDATES = 50;

const ISO_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The line "new since your last visit" is drawn at: the member's last shelf visit, or, before the first one,
 * when the account was made, so a new member's first shelf shows what came out since they joined.
 */
const SINCE = `coalesce((SELECT visited_at FROM shelf_visits WHERE user_id = $1), (SELECT created_at FROM users WHERE id = $1))`;

/**
 * The channels switched off: a recap is shown only from an active channel. Every recap's channel is in the entries
 * of the recap indexes the shelf walks, so "not one of these few" is checked on each index entry as it is read,
 * instead of a lookup of its channel per recap, and the walk stops at the rows it keeps.
 */
const INACTIVE_CHANNELS = 'ARRAY(SELECT id FROM channels WHERE NOT active)';

/**
 * The new recaps ($1 the member) as two parts that never share a recap, each a walk of a newest-first index bounded
 * below by the line: per followed series (recaps_series_published_newest), and per favourite channel
 * (recaps_channel_newest_series, which carries each recap's series, so the followed ones are passed over without
 * reading the table) for the recaps of no followed series. An OR of the two in one WHERE read the whole catalogue
 * (half a second at a million recaps). `perSource` caps each walk, for a page that needs no more; a followed
 * series' walk leaves out the recaps of channels switched off before it stops, so a cap never counts them.
 */
function newRecapParts(perSource: string | null): string {
  const limit = perSource === null ? '' : ` ORDER BY r.published_at DESC NULLS LAST, r.id DESC LIMIT ${perSource}`;
  return `SELECT n.id, n.published_at FROM series_follows f CROSS JOIN LATERAL (
      SELECT r.id, r.published_at FROM recaps r
       WHERE r.series_id = f.series_id AND r.published_at > ${SINCE} AND r.channel_id <> ALL (${INACTIVE_CHANNELS})${limit}) n
     WHERE f.user_id = $1
    UNION ALL
    SELECT n.id, n.published_at FROM favourites v JOIN channels c ON c.id = v.channel_id AND c.active CROSS JOIN LATERAL (
      SELECT r.id, r.published_at FROM recaps r
       WHERE r.channel_id = v.channel_id AND r.published_at > ${SINCE}
         AND (r.series_id IS NULL OR NOT EXISTS (SELECT 1 FROM series_follows sf WHERE sf.user_id = $1 AND sf.series_id = r.series_id))${limit}) n
     WHERE v.user_id = $1`;
}

export async function lastShelfVisit(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ visited_at: string }>(`SELECT ${ISO_TIME('visited_at')} AS visited_at FROM shelf_visits WHERE user_id = $1`, [userId]);
  return rows[0]?.visited_at ?? null;
}

export async function recordShelfVisit(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ visited_at: string }>(
    `INSERT INTO shelf_visits (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET visited_at = now()
     RETURNING ${ISO_TIME('visited_at')} AS visited_at`,
    [userId],
  );
  return rows[0]!.visited_at;
}

/** The badge's figure: how many recaps are new for the member, counted up to the bound (SHELF_COUNT_BOUND). */
export async function shelfNewCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (${newRecapParts(null)} LIMIT ${SHELF_COUNT_BOUND}) n`,
    [userId],
    { prepare: true },
  );
  return rows[0]!.count;
}

/**
 * One page of the new recaps, newest first, as the JSON text the route sends: each recap is written by the
 * recap list's own serializer (recapList.ts), so every field a recap answer has is here too.
 */
export async function shelfNewPageJson(db: Queryable, userId: number, page: number, limit: number): Promise<string> {
  const offset = (page - 1) * limit;
  // Each walk stops at the rows this page could need: the newest offset + limit + 1 of its source. The count rides
  // along (evaluated once, when the first row is written) instead of being asked for afterwards: when there are more
  // pages the total is needed, and when there are not, the few new recaps make it cheap.
  const { rows } = await db.query<{ recap: string; total: number }>(
    `WITH picked AS (
       SELECT id, published_at FROM (${newRecapParts(String(offset + limit + 1))}) n
        ORDER BY published_at DESC NULLS LAST, id DESC LIMIT ${limit + 1} OFFSET ${offset})
     SELECT ${RECAP_JSON}, (SELECT count(*)::int FROM (${newRecapParts(null)} LIMIT ${SHELF_COUNT_BOUND}) n) AS total
       FROM picked JOIN recaps r ON r.id = picked.id JOIN channels c ON c.id = r.channel_id${recapJsonRow('$1::int')}
      ORDER BY picked.published_at DESC NULLS LAST, picked.id DESC`,
    [userId],
    // The first page is the shelf's every visit: its text comes in as many kinds as there are page sizes.
    { prepare: offset === 0 },
  );
  const hasMore = rows.length > limit;
  // A page past the end (an old link) has no row to carry the count.
  const total = rows.length === 0 && offset > 0 ? await shelfNewCount(db, userId) : hasMore ? rows[0]!.total : offset + rows.length;
  return `{"data":[${rows.slice(0, limit).map((row) => row.recap).join(',')}],"total":${total},"hasMore":${hasMore}}`;
}

/**
 * The member's followed series, most recently updated first (by a new recap or a change of status), each with
 * its status, reading place, how many of its recaps are new, and the one recap that continues it: of the visible
 * recaps starting after the reading place (from the start without one), one that takes up right at the next
 * chapter first, then one in the member's preferred languages (`languages`, most preferred first), then the
 * earliest start, the most complete first.
 *
 * Why it is cheap: per followed series, the count is a walk of recaps_series_published_newest from the newest down
 * to the last visit, stopped at the bound, and the pick sorts fifty entries of recaps_series_chapter_start_covering
 * (migration 200), which hold every column the sort reads, so both read their index alone; the table is read once
 * per series, for the chosen recap. Picking by subquery on the table read 2,500 rows for fifty series.
 */
export async function shelfSeries(db: Queryable, userId: number, status: ShelfStatus | undefined, languages: readonly string[] = []): Promise<ShelfSeries[]> {
  const params: unknown[] = [userId, languages];
  if (status !== undefined) params.push(status);
  const { rows } = await db.query<ShelfSeries>(
    `SELECT s.slug, s.name, coalesce(s.cover_url, s.recap_cover_url, s.thumbnail_url) AS cover_url, f.status, p.chapter AS progress, s.max_chapter,
            ${ISO_TIME('s.latest_published_at')} AS latest_published_at,
            (SELECT count(*)::int FROM (SELECT 1 FROM recaps r
              WHERE r.series_id = s.id AND r.published_at > ${SINCE} AND r.channel_id <> ALL (${INACTIVE_CHANNELS})
              LIMIT ${SHELF_COUNT_BOUND}) n) AS new_count,
            CASE WHEN cr.id IS NOT NULL THEN json_build_object('id', cr.id, 'title', cr.title, 'language', cr.language,
              'chapters_covered', cr.chapters_covered, 'chapter_start', cr.chapter_start, 'chapter_end', cr.chapter_end) END AS continue_with
       FROM series_follows f JOIN series s ON s.id = f.series_id
       LEFT JOIN series_progress p ON p.user_id = f.user_id AND p.series_id = s.id
       LEFT JOIN LATERAL (
         SELECT n.id FROM (SELECT n.id, n.chapter_start, n.chapter_end, n.language, n.channel_id FROM recaps n
                            WHERE n.series_id = s.id AND n.chapter_start > coalesce(p.chapter, 0)
                            ORDER BY n.chapter_start LIMIT ${CONTINUING_CANDIDATES}) n
          WHERE n.channel_id <> ALL (${INACTIVE_CHANNELS})
          ORDER BY n.chapter_start <= floor(coalesce(p.chapter, 0)) + 1 DESC, array_position($2::text[], n.language) NULLS LAST,
                   n.chapter_start, coalesce(n.chapter_end, n.chapter_start) DESC, n.id LIMIT 1) pick ON true
       LEFT JOIN recaps cr ON cr.id = pick.id
      WHERE f.user_id = $1${status === undefined ? '' : ' AND f.status = $3'}
      ORDER BY greatest(s.latest_published_at, f.status_changed_at) DESC NULLS LAST, s.id`,
    params,
    { prepare: true },
  );
  return rows;
}

/** Sets the list status of a series, following it first if the member does not yet. */
export async function setShelfStatus(db: Queryable, userId: number, seriesId: number, status: ShelfStatus): Promise<void> {
  await db.query(
    `INSERT INTO series_follows (user_id, series_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, series_id) DO UPDATE SET status = EXCLUDED.status, status_changed_at = now()
      WHERE series_follows.status <> EXCLUDED.status`,
    [userId, seriesId, status],
  );
}

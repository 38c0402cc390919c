import type { Db, Queryable } from '../driver.ts';
import { ACCOUNT_EXPORT_SCHEMA, type AccountExport, type ShelfStatus } from '../../../src/api/types.ts';
import type { SeriesLinks } from '../../../src/domain/seriesIdentity.ts';
import type { InterfaceLanguage } from '../../../src/domain/interfaceLanguages.ts';

/** Times as the API writes them everywhere: UTC, to the millisecond. */
const ISO_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Everything the product keeps about one member, as one document (docs/export-format.md). Each list is read by
 * the table's primary key or user index, newest first. Secrets stay out: no password hash, no session, no feed
 * token (only whether there is one and since when), no pending mail link.
 */
export async function accountExport(db: Queryable, userId: number): Promise<AccountExport | null> {
  const profile = await db.query<AccountExport['profile'] & { spoiler_shield: boolean; language: InterfaceLanguage | null; feed_created_at: string | null; shelf_visited_at: string | null }>(
    `SELECT u.username, u.email, u.email_verified, u.is_admin, ${ISO_TIME('u.created_at')} AS created_at, u.spoiler_shield, u.language,
            (SELECT ${ISO_TIME('t.created_at')} FROM feed_tokens t WHERE t.user_id = u.id) AS feed_created_at,
            (SELECT ${ISO_TIME('v.visited_at')} FROM shelf_visits v WHERE v.user_id = u.id) AS shelf_visited_at
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = profile.rows[0];
  if (row === undefined) return null;
  const { feed_created_at: feedCreatedAt, shelf_visited_at: shelfVisitedAt, spoiler_shield: spoilerShield, language, ...user } = row;

  const recapColumns = 'r.id AS recap_id, r.video_id, r.title, r.series_name, c.name AS channel_name';
  const [watchlist, watched, ratings, favourites, follows, readingPlaces, suggestions] = await Promise.all([
    db.query<AccountExport['watchlist'][number]>(
      `SELECT ${recapColumns}, ${ISO_TIME('w.created_at')} AS added_at
         FROM watchlist w JOIN recaps r ON r.id = w.recap_id JOIN channels c ON c.id = r.channel_id
        WHERE w.user_id = $1 ORDER BY w.created_at DESC, r.id`,
      [userId],
    ),
    db.query<AccountExport['watched'][number]>(
      `SELECT ${recapColumns}, ${ISO_TIME('w.watched_at')} AS watched_at
         FROM watched_marks w JOIN recaps r ON r.id = w.recap_id JOIN channels c ON c.id = r.channel_id
        WHERE w.user_id = $1 ORDER BY w.watched_at DESC, r.id`,
      [userId],
    ),
    db.query<AccountExport['ratings'][number]>(
      `SELECT ${recapColumns}, g.rating, ${ISO_TIME('g.created_at')} AS rated_at
         FROM ratings g JOIN recaps r ON r.id = g.recap_id JOIN channels c ON c.id = r.channel_id
        WHERE g.user_id = $1 ORDER BY g.created_at DESC, r.id`,
      [userId],
    ),
    db.query<AccountExport['favourite_channels'][number]>(
      `SELECT c.id AS channel_id, c.name, c.url, c.youtube_channel_id, ${ISO_TIME('f.created_at')} AS added_at
         FROM favourites f JOIN channels c ON c.id = f.channel_id
        WHERE f.user_id = $1 ORDER BY f.created_at DESC, c.id`,
      [userId],
    ),
    db.query<{ series_slug: string; series_name: string; status: ShelfStatus; status_changed_at: string; followed_at: string; chapters_read: number | null; links: SeriesLinks }>(
      `SELECT s.slug AS series_slug, s.name AS series_name, f.status, ${ISO_TIME('f.status_changed_at')} AS status_changed_at,
              ${ISO_TIME('f.created_at')} AS followed_at, p.chapter AS chapters_read, s.links
         FROM series_follows f JOIN series s ON s.id = f.series_id
         LEFT JOIN series_progress p ON p.user_id = f.user_id AND p.series_id = f.series_id
        WHERE f.user_id = $1 ORDER BY f.created_at DESC, s.id`,
      [userId],
    ),
    db.query<AccountExport['reading_places'][number]>(
      `SELECT s.slug AS series_slug, s.name AS series_name, p.chapter AS chapters_read, ${ISO_TIME('p.updated_at')} AS updated_at
         FROM series_progress p JOIN series s ON s.id = p.series_id
        WHERE p.user_id = $1 ORDER BY p.updated_at DESC, s.id`,
      [userId],
    ),
    db.query<AccountExport['suggestions'][number]>(
      `SELECT s.kind AS type, s.recap_id, r.video_id, r.title AS recap_title, live.slug AS series_slug, live.name AS series_name,
              s.tracker, coalesce(s.proposed_value, s.suggested_series_name) AS suggested_value, s.suggested_series_name,
              s.status, s.admin_notes, ${ISO_TIME('s.created_at')} AS created_at, ${ISO_TIME('s.reviewed_at')} AS reviewed_at
         FROM suggestions s LEFT JOIN recaps r ON r.id = s.recap_id
         LEFT JOIN series named ON named.id = s.series_id
         LEFT JOIN series live ON live.id = coalesce(named.merged_into, named.id)
        WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id`,
      [userId],
    ),
  ]);

  return {
    schema: ACCOUNT_EXPORT_SCHEMA,
    exported_at: new Date().toISOString(),
    profile: user,
    settings: { spoiler_shield: spoilerShield, language },
    feed: { active: feedCreatedAt !== null, created_at: feedCreatedAt },
    shelf: { last_visit_at: shelfVisitedAt },
    watchlist: watchlist.rows,
    watched: watched.rows,
    ratings: ratings.rows,
    favourite_channels: favourites.rows,
    follows: follows.rows.map(({ links, ...follow }) => ({ ...follow, trackers: links })),
    reading_places: readingPlaces.rows,
    suggestions: suggestions.rows,
  };
}

/**
 * The tables that hold a member's own rows, in the order the deletion empties them. Each is keyed by user_id
 * first (a primary key or sessions_user / email_tokens_user), so each DELETE walks one index range.
 */
export const MEMBER_TABLES = [
  'sessions', 'email_tokens', 'feed_tokens', 'shelf_visits', 'watchlist', 'watched_marks', 'favourites',
  'series_follows', 'series_progress', 'ratings',
] as const;

/** Recaps whose averages are computed again per statement after a deletion: each holds its rows' locks briefly. */
const AVERAGES_PER_STATEMENT = 200;

/**
 * Removes an account in one transaction. Every row of the member's own goes; their suggestions stay as decisions
 * with no author (migration 240); the user row goes last, which frees the username and the address. Statements
 * are explicit rather than left to ON DELETE CASCADE so each one is an index walk that the plan test and the
 * bench can look at. Answers the recaps the member had rated (null when there was no such account): their
 * averages are the caller's to compute again, with refreshRatingAverages, once this has committed.
 *
 * Why not in the transaction: a recap's average is an indexed column, so writing it writes a new version of the
 * recap through every index of the table (about 1 ms a recap). Done here, a member with 1,500 ratings would hold
 * 1,500 recaps locked for over a second, and anyone rating one of them would wait for it.
 */
export async function deleteAccount(db: Db, userId: number): Promise<number[] | null> {
  return db.transaction(async (tx) => {
    // The member's row first: a second deletion or a login racing this one waits here, not halfway.
    const locked = await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (locked.rows.length === 0) return null;
    for (const table of MEMBER_TABLES.filter((name) => name !== 'ratings')) await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    // The ratings trigger (001_init.sql) stands aside for this one delete (migration 240): it would write each
    // rated recap once per rating, inside this transaction.
    await tx.query("SELECT set_config('recapshelf.bulk_ratings', 'on', true)");
    const rated = await tx.query<{ recap_id: number }>('DELETE FROM ratings WHERE user_id = $1 RETURNING recap_id', [userId]);
    await tx.query("SELECT set_config('recapshelf.bulk_ratings', 'off', true)");
    await tx.query('UPDATE suggestions SET user_id = NULL WHERE user_id = $1', [userId]);
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
    return rated.rows.map((row) => row.recap_id);
  });
}

/**
 * Computes the rating averages and counts of these recaps again from their ratings, a few hundred recaps per
 * transaction: another member rating one of them waits at most for one batch. Each batch takes its recaps' rows
 * first (in id order, as every batch does) and counts afterwards, so a rating committed while it waited is
 * counted, as the rating trigger does (migration 270).
 */
export async function refreshRatingAverages(db: Db, recapIds: readonly number[]): Promise<void> {
  for (let from = 0; from < recapIds.length; from += AVERAGES_PER_STATEMENT) {
    const batch = recapIds.slice(from, from + AVERAGES_PER_STATEMENT);
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM recaps WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE', [batch]);
      await tx.query(
        `UPDATE recaps r SET avg_rating = t.average, rating_count = t.total
           FROM (SELECT d.id, coalesce(avg(g.rating), 0)::double precision AS average, count(g.rating) AS total
                   FROM unnest($1::int[]) AS d (id) LEFT JOIN ratings g ON g.recap_id = d.id
                  GROUP BY d.id) t
          WHERE r.id = t.id`,
        [batch],
      );
    });
  }
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}

import type { Queryable } from '../driver.ts';

/**
 * The Channel shape of the API. `$1` is the caller's user id (null when anonymous): it decides
 * is_favourited, so every query using these columns passes the caller first.
 */
export const CHANNEL_COLUMNS = `c.id, c.name, c.language, c.description, c.subscriber_count, c.total_videos, c.last_posted,
  c.total_views, c.total_likes, c.youtube_channel_id,
  EXISTS (SELECT 1 FROM favourites f WHERE f.channel_id = c.id AND f.user_id = $1::int) AS is_favourited,
  c.active, c.full_scan, c.verified, c.url`;

/** One channel as the API shows it, inactive ones included (admins need them after a change). */
export async function channelById(db: Queryable, id: number, userId: number | null): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query(`SELECT ${CHANNEL_COLUMNS} FROM channels c WHERE c.id = $2`, [userId, id]);
  return rows[0] ?? null;
}

/**
 * The comparable form of a channel address: no scheme, no www, no trailing slash, lower case.
 * Stored addresses come from people and from the scanner in different spellings.
 */
export const CHANNEL_URL_KEY_SQL = `lower(regexp_replace(regexp_replace(c.url, '^https?://(www\\.)?', ''), '/+$', ''))`;

export function channelUrlKey(url: string): string {
  return url.trim().replace(/^https?:\/\/(www\.)?/i, '').replace(/\/+$/, '').toLowerCase();
}

/** A catalogued channel with the same address (in any spelling) or the same channel id, if any. */
export async function findExistingChannel(db: Queryable, url: string, youtubeChannelId: string | null): Promise<{ id: number } | null> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT c.id FROM channels c WHERE (c.url IS NOT NULL AND ${CHANNEL_URL_KEY_SQL} = $1)
        OR ($2::text IS NOT NULL AND c.youtube_channel_id = $2::text) LIMIT 1`,
    [channelUrlKey(url), youtubeChannelId],
  );
  return rows[0] ?? null;
}

/** The channel id a /channel/UC… address carries; handles and custom names are resolved by the scanner. */
export function channelIdFromUrl(kind: string, id: string): string | null {
  return kind === 'channel' && /^UC[\w-]{22}$/.test(id) ? id : null;
}

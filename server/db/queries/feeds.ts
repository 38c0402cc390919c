import type { Queryable } from '../driver.ts';
import type { FeedRecap } from '../../series/atomFeed.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { UNOPENABLE_STATUSES } from '../../../src/domain/recapAvailability.ts';

/** Entries per feed: readers poll, so the newest are enough. */
const FEED_ENTRIES = 50;

const ISO_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * The newest recaps the condition picks that a reader can open (over r = recaps, c = channels; $1 its one
 * parameter): an entry links to its recap, and a private one or one in error would open "Recap not found.".
 */
async function feedRecaps(db: Queryable, condition: string, value: number): Promise<FeedRecap[]> {
  const { rows } = await db.query<FeedRecap>(
    `SELECT r.id, r.title, r.series_name, c.name AS channel_name, r.chapters_covered,
            ${ISO_TIME('r.published_at')} AS published_at, ${ISO_TIME('r.created_at')} AS created_at
       FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active
      WHERE ${condition} AND NOT lower(coalesce(r.status, '')) = ANY($2::text[])
      ORDER BY r.published_at DESC NULLS LAST, r.id DESC LIMIT ${FEED_ENTRIES}`,
    [value, UNOPENABLE_STATUSES],
  );
  return rows;
}

export function seriesFeedRecaps(db: Queryable, seriesId: number): Promise<FeedRecap[]> {
  return feedRecaps(db, 'r.series_id = $1', seriesId);
}

export function channelFeedRecaps(db: Queryable, channelId: number): Promise<FeedRecap[]> {
  return feedRecaps(db, 'r.channel_id = $1', channelId);
}

export function followingFeedRecaps(db: Queryable, userId: number): Promise<FeedRecap[]> {
  return feedRecaps(db, 'r.series_id IN (SELECT series_id FROM series_follows WHERE user_id = $1)', userId);
}

/** The member a feed token belongs to, with their name for the feed's title; null for an unknown or revoked token. */
export async function feedTokenOwner(db: Queryable, token: string): Promise<{ id: number; username: string } | null> {
  const { rows } = await db.query<{ id: number; username: string }>(
    'SELECT u.id, u.username FROM feed_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1',
    [hashToken(token)],
  );
  return rows[0] ?? null;
}

export async function feedTokenCreatedAt(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ created_at: string }>(
    `SELECT ${ISO_TIME('created_at')} AS created_at FROM feed_tokens WHERE user_id = $1`,
    [userId],
  );
  return rows[0]?.created_at ?? null;
}

/** A new feed token for the member; the one before stops working at once. Only its hash is stored. */
export async function rotateFeedToken(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO feed_tokens (user_id, token_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = now()`,
    [userId, hashToken(token)],
  );
  return token;
}

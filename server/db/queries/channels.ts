import type { Db, Queryable } from '../driver.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';
import { LIST_TOO_DEEP, nextPageReachable, pastListDepth, type ListTooDeep } from './listDepth.ts';
import { searchIndexUse } from './searchIndexUse.ts';
import { refreshChannelSeriesFigures } from '../../series/seriesFigures.ts';
import type { Channel } from '../../../src/api/types.ts';
import type { ApiRow } from './apiRow.ts';

/**
 * A channel's videos as the catalogue lists them: the same kept counts (recap_filter_counts, migration 050) that
 * give the channel page's "{n} recap(s) found", private and error recaps included as the list shows them. The
 * stored `channels.total_videos` is the video site's own count of every upload, recap or not, so the header and
 * the list disagreed; it is no longer shown.
 */
const CHANNEL_VIDEOS = '(SELECT coalesce(sum(f.recaps), 0)::int FROM recap_filter_counts f WHERE f.channel_id = c.id)';

/**
 * The Channel shape of the API. `$1` is the caller's user id (null when anonymous): it decides
 * is_favourited, so every query using these columns passes the caller first.
 */
export const CHANNEL_COLUMNS = `c.id, c.name, c.language, c.description, c.subscriber_count, ${CHANNEL_VIDEOS} AS total_videos, c.last_posted,
  c.total_views, c.total_likes, c.youtube_channel_id,
  EXISTS (SELECT 1 FROM favourites f WHERE f.channel_id = c.id AND f.user_id = $1::int) AS is_favourited,
  c.active, c.full_scan, c.verified, c.url`;

/** One channel as the API shows it, inactive ones included (admins need them after a change). */
export async function channelById(db: Queryable, id: number, userId: number | null): Promise<ApiRow<Channel> | null> {
  const { rows } = await db.query<ApiRow<Channel>>(`SELECT ${CHANNEL_COLUMNS} FROM channels c WHERE c.id = $2`, [userId, id]);
  return rows[0] ?? null;
}

/**
 * The comparable form of a channel address: no scheme, no www, no trailing slash, lower case.
 * Stored addresses come from people and from the scanner in different spellings.
 */
/** channelUrlKey in SQL, over the column holding an address. */
export function channelUrlKeySql(column: string): string {
  return `lower(regexp_replace(regexp_replace(${column}, '^https?://(www\\.)?', ''), '/+$', ''))`;
}
const CHANNEL_URL_KEY_SQL = channelUrlKeySql('c.url');

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

export const CHANNEL_SORT_COLUMNS = {
  name: 'lower(c.name)',
  total_videos: CHANNEL_VIDEOS,
  subscriber_count: 'c.subscriber_count',
  last_posted: 'c.last_posted',
  total_views: 'c.total_views',
  total_likes: 'c.total_likes',
} as const;

/** GET /channels's query string once the route's schema has validated it and filled the defaults. */
export interface ChannelListQuery {
  page: number;
  limit: number;
  search?: string;
  userId?: string;
  active?: '0' | '1' | 'true' | 'false';
  language?: string;
  sortBy: keyof typeof CHANNEL_SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
}

export interface ChannelPage {
  data: ApiRow<Channel>[];
  total: number;
  hasMore: boolean;
}

/**
 * What a page past the depth bound is once the list's total is known: refused when the list has rows there,
 * an empty page past the list's end (an old link); null for a page within the bound.
 */
export function pageBeyondDepth(page: number, limit: number, total: number): ChannelPage | ListTooDeep | null {
  if (!pastListDepth(page, limit)) return null;
  return total > (page - 1) * limit ? LIST_TOO_DEEP : { data: [], total, hasMore: false };
}

/** One page of channels and the total of the filter; `caller` marks is_favourited and may see inactive ones when an admin. */
export async function channelListPage(
  db: Queryable, query: ChannelListQuery, caller: { id: number; is_admin: boolean } | null,
): Promise<ChannelPage | ListTooDeep> {
  const params: unknown[] = [caller?.id ?? null];
  const where: string[] = [];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  const wantsInactive = query.active === '0' || query.active === 'false';
  // Deactivated channels stay hidden from everyone but administrators, who may ask for them.
  where.push(wantsInactive && caller?.is_admin ? 'NOT c.active' : 'c.active');
  if (query.language) add((p) => `c.language = ${p}`, query.language);
  const search = query.search?.trim();
  if (search) {
    // As the recap search does, the text is first read by the database for what the indexes can look up
    // (searchIndexUse.ts): with a trigram, ILIKE on the name reads the trigram index (the user's %, _ and \ are
    // literal); with words but no trigram ("50%", "x y"), whole words through the words index, since the trigram
    // index would hand back every channel; with neither (punctuation, symbols, emoji), no channel matches, and
    // none is read.
    const indexUse = await searchIndexUse(db, search);
    if (indexUse.fragment) add((p) => `c.name ILIKE ${p}`, `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    else if (indexUse.words) add((p) => `to_tsvector('simple', c.name) @@ plainto_tsquery('simple', ${p})`, search);
    else return { data: [], total: 0, hasMore: false };
  }
  const column = CHANNEL_SORT_COLUMNS[query.sortBy];
  const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const whereSql = where.join(' AND ');
  const offset = (query.page - 1) * query.limit;
  const count = await db.query<{ total: number }>(
    // $1 (the caller) is shared with the page query; the count may not use it but must type it.
    `WITH caller AS (SELECT $1::int AS id) SELECT count(*)::int AS total FROM channels c WHERE ${whereSql}`,
    params,
  );
  const total = count.rows[0]?.total ?? 0;
  const tooDeep = pageBeyondDepth(query.page, query.limit, total);
  if (tooDeep) return tooDeep;
  const { rows } = await db.query<ApiRow<Channel>>(
    `SELECT ${CHANNEL_COLUMNS} FROM channels c WHERE ${whereSql}
      ORDER BY ${column} ${direction} NULLS LAST, c.id ${direction} LIMIT ${query.limit} OFFSET ${offset}`,
    params,
  );
  return { data: rows, total, hasMore: offset + rows.length < total && nextPageReachable(query.page, query.limit) };
}

export async function isActiveChannel(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM channels WHERE id = $1 AND active', [id]);
  return rows.length > 0;
}

/** Deactivates or reactivates a channel (its recaps hide or show with it); false when there is no such channel. */
export async function setChannelActive(db: Queryable, id: number, active: boolean): Promise<boolean> {
  const { rows } = await db.query('UPDATE channels SET active = $2 WHERE id = $1 RETURNING id', [id, active]);
  if (rows.length === 0) return false;
  await refreshChannelSeriesFigures(db, id);
  return true;
}

export interface NewChannel {
  name: string;
  url: string;
  active: boolean;
  full_scan: boolean;
  language: string;
  description: string | null;
  youtube_channel_id: string | null;
  subscriber_count: number;
  verified: boolean;
}

/** Inserts a channel and returns its id; a unique violation (a concurrent add) is the caller's to word. */
async function insertChannel(db: Queryable, channel: NewChannel): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO channels (name, url, active, full_scan, language, description, youtube_channel_id, subscriber_count, verified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      channel.name, channel.url, channel.active, channel.full_scan, channel.language, channel.description,
      channel.youtube_channel_id, channel.subscriber_count, channel.verified,
    ],
  );
  return rows[0].id;
}

/** What a channel's generated avatar shows, or null when it has none (no such channel, or a known-missing image). */
export async function channelAvatarSource(db: Queryable, id: number): Promise<{ name: string; active: boolean } | null> {
  const { rows } = await db.query<{ name: string; active: boolean; missing: boolean }>(
    `SELECT c.name, c.active, EXISTS (SELECT 1 FROM missing_channel_images m WHERE m.channel_id = c.id) AS missing
       FROM channels c WHERE c.id = $1`,
    [id],
  );
  const channel = rows[0];
  return channel === undefined || channel.missing ? null : { name: channel.name, active: channel.active };
}

/** The new channel's id, or null when the catalogue has its address or channel id already (checked and inserted in one transaction). */
export async function addChannelUnlessCatalogued(db: Db, channel: NewChannel): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (await findExistingChannel(tx, channel.url, channel.youtube_channel_id)) return null;
    try {
      return await insertChannel(tx, channel);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  });
}

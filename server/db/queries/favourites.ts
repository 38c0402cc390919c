import type { Queryable } from '../driver.ts';
import { addToMemberList, removeFromMemberList, type MemberList } from './memberLists.ts';
import { CHANNEL_COLUMNS, pageBeyondDepth, type ChannelPage } from './channels.ts';
import { nextPageReachable, type ListTooDeep } from './listDepth.ts';
import type { Channel } from '../../../src/api/types.ts';
import type { ApiRow } from './apiRow.ts';

/** The user's favourite channels that are still active, newest favourite first. */
export async function favouriteChannelsPage(db: Queryable, userId: number, page: number, limit: number): Promise<ChannelPage | ListTooDeep> {
  const offset = (page - 1) * limit;
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM favourites fav JOIN channels c ON c.id = fav.channel_id
      WHERE fav.user_id = $1 AND c.active`,
    [userId],
  );
  const total = count.rows[0]?.total ?? 0;
  const tooDeep = pageBeyondDepth(page, limit, total);
  if (tooDeep) return tooDeep;
  const { rows } = await db.query<ApiRow<Channel>>(
    `SELECT ${CHANNEL_COLUMNS} FROM favourites fav JOIN channels c ON c.id = fav.channel_id
      WHERE fav.user_id = $1::int AND c.active
      ORDER BY fav.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
    [userId],
  );
  return { data: rows, total, hasMore: offset + rows.length < total && nextPageReachable(page, limit) };
}

export async function isFavourite(db: Queryable, userId: number, channelId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND channel_id = $2', [userId, channelId]);
  return rows.length > 0;
}

const FAVOURITES: MemberList = { table: 'favourites', item: 'channel_id' };

/** false when it was a favourite already. */
export function addFavourite(db: Queryable, userId: number, channelId: number): Promise<boolean> {
  return addToMemberList(db, FAVOURITES, userId, channelId);
}

/** false when it was not a favourite. */
export function removeFavourite(db: Queryable, userId: number, channelId: number): Promise<boolean> {
  return removeFromMemberList(db, FAVOURITES, userId, channelId);
}

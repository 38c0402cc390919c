import type { Queryable } from '../driver.ts';

/** A member's own list: a table of (user_id, item) pairs, unique per pair. */
export type MemberList = { table: 'favourites'; item: 'channel_id' } | { table: 'watchlist'; item: 'recap_id' };

/** Puts the item on the member's list; false when it was there already (two tabs, a retried request). */
export async function addToMemberList(db: Queryable, list: MemberList, userId: number, itemId: number): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO ${list.table} (user_id, ${list.item}) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING ${list.item}`,
    [userId, itemId],
  );
  return rows.length > 0;
}

/** Takes the item off the member's list; false when it was not there. */
export async function removeFromMemberList(db: Queryable, list: MemberList, userId: number, itemId: number): Promise<boolean> {
  const { rows } = await db.query(`DELETE FROM ${list.table} WHERE user_id = $1 AND ${list.item} = $2 RETURNING ${list.item}`, [userId, itemId]);
  return rows.length > 0;
}

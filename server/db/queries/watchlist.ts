import type { Queryable } from '../driver.ts';
import { addToMemberList, removeFromMemberList, type MemberList } from './memberLists.ts';

/** The user's saved recap ids, newest first. */
export async function watchlistRecapIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ recap_id: number }>(
    'SELECT recap_id FROM watchlist WHERE user_id = $1 ORDER BY created_at DESC, recap_id DESC',
    [userId],
  );
  return rows.map((row) => row.recap_id);
}

const WATCHLIST: MemberList = { table: 'watchlist', item: 'recap_id' };

/** false when the recap was saved already: saving twice (two tabs, a retried request) is saving once. */
export function addToWatchlist(db: Queryable, userId: number, recapId: number): Promise<boolean> {
  return addToMemberList(db, WATCHLIST, userId, recapId);
}

export async function removeFromWatchlist(db: Queryable, userId: number, recapId: number): Promise<void> {
  await removeFromMemberList(db, WATCHLIST, userId, recapId);
}

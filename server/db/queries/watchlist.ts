import type { Queryable } from '../driver.ts';

/** The user's saved recap ids, newest first. */
export async function watchlistRecapIds(db: Queryable, userId: number): Promise<number[]> {
  const { rows } = await db.query<{ recap_id: number }>(
    'SELECT recap_id FROM watchlist WHERE user_id = $1 ORDER BY created_at DESC, recap_id DESC',
    [userId],
  );
  return rows.map((row) => row.recap_id);
}

/** false when the recap was saved already: saving twice (two tabs, a retried request) is saving once. */
export async function addToWatchlist(db: Queryable, userId: number, recapId: number): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO watchlist (user_id, recap_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING recap_id',
    [userId, recapId],
  );
  return rows.length > 0;
}

export async function removeFromWatchlist(db: Queryable, userId: number, recapId: number): Promise<void> {
  await db.query('DELETE FROM watchlist WHERE user_id = $1 AND recap_id = $2', [userId, recapId]);
}

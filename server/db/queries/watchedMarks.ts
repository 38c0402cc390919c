import type { Queryable } from '../driver.ts';

/** Marks the recap watched for the member; marking it twice (two tabs, a retried request) is marking it once. */
export async function markWatched(db: Queryable, userId: number, recapId: number): Promise<void> {
  await db.query('INSERT INTO watched_marks (user_id, recap_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, recapId]);
}

/** Takes the member's mark off the recap; nothing to take off is not an error. */
export async function unmarkWatched(db: Queryable, userId: number, recapId: number): Promise<void> {
  await db.query('DELETE FROM watched_marks WHERE user_id = $1 AND recap_id = $2', [userId, recapId]);
}

/** Whether the member's spoiler shield is on (migration 160; off until they turn it on). */
export async function spoilerShieldOf(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ spoiler_shield: boolean }>('SELECT spoiler_shield FROM users WHERE id = $1', [userId]);
  return rows[0]?.spoiler_shield ?? false;
}

export async function setSpoilerShield(db: Queryable, userId: number, on: boolean): Promise<void> {
  await db.query('UPDATE users SET spoiler_shield = $2 WHERE id = $1', [userId, on]);
}

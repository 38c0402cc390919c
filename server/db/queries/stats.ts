import type { Queryable } from '../driver.ts';
import type { Stats } from '../../../src/api/types.ts';

/** How long a computed answer is served before the counts are taken again. */
export const STATS_MAX_AGE_SECONDS = 60;

/** Counts over active channels and the recaps they show; see docs/decisions.md, API. */
export async function computeStats(db: Queryable): Promise<Stats> {
  const { rows } = await db.query<Stats>(
    `SELECT
       (SELECT count(*) FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active)::int AS recaps,
       (SELECT count(*) FROM channels WHERE active)::int AS channels,
       (SELECT count(DISTINCT lower(r.series_name)) FROM recaps r JOIN channels c ON c.id = r.channel_id
         WHERE c.active AND r.series_name IS NOT NULL AND r.series_name <> '')::int AS series,
       (SELECT count(DISTINCT r.language) FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active)::int AS languages`,
  );
  return rows[0];
}

/** The shared answer while it is fresh, otherwise counted again and stored for the next caller. */
export async function cachedStats(db: Queryable): Promise<Stats> {
  const cached = await db.query<{ body: Stats }>(
    `SELECT body FROM stats_cache WHERE id = 1 AND computed_at > now() - make_interval(secs => $1)`,
    [STATS_MAX_AGE_SECONDS],
  );
  if (cached.rows[0]) return cached.rows[0].body;
  const stats = await computeStats(db);
  await db.query(
    `INSERT INTO stats_cache (id, body, computed_at) VALUES (1, $1::jsonb, now())
       ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body, computed_at = EXCLUDED.computed_at`,
    [JSON.stringify(stats)],
  );
  return stats;
}

/** A change to the catalogue an admin makes shows in the next answer, not a minute later. */
export async function invalidateStats(db: Queryable): Promise<void> {
  await db.query('DELETE FROM stats_cache');
}

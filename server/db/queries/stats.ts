import type { Queryable } from '../driver.ts';
import type { Stats } from '../../../src/api/types.ts';

/**
 * Counts over active channels and the recaps they show; see docs/decisions/0022-stats-from-kept-groups.md. Read from
 * recap_groups (kept by triggers on recaps), so the cost follows the number of series, not of recaps.
 */
export async function catalogueStats(db: Queryable): Promise<Stats> {
  const { rows } = await db.query<Stats>(
    `SELECT coalesce(sum(g.recaps), 0)::int AS recaps,
            (SELECT count(*) FROM channels WHERE active)::int AS channels,
            count(DISTINCT g.series_key) FILTER (WHERE g.series_key <> '')::int AS series,
            count(DISTINCT g.language)::int AS languages
       FROM recap_groups g JOIN channels c ON c.id = g.channel_id
      WHERE c.active`,
  );
  return rows[0];
}

import type { Queryable } from '../driver.ts';
import { buildRecapListQuery, type RecapJsonRow, type RecapListQuery, type RecapListSql } from './recapList.ts';

/**
 * How many search totals are kept at most: any visitor can ask for new searches, and totals of the current
 * generation are only dropped once the catalogue changes. Past this, new totals are counted but not kept.
 */
export const MAX_KEPT_SEARCH_TOTALS = 100_000;

/**
 * The exact total of a list whose page could not tell it. A kept count (a search) is counted once per
 * catalogue generation and kept in recap_search_totals for every server process; totals of older
 * generations are dropped as a new one is kept.
 */
async function countTotal(db: Queryable, list: RecapListSql): Promise<number> {
  const { rows } = await db.query<{ total: number; generation?: string }>(list.totalSql, list.params);
  const { total, generation } = rows[0]!;
  if (list.keptKey !== undefined && generation !== undefined) {
    try {
      await db.query(
        `WITH stale AS (DELETE FROM recap_search_totals WHERE generation < $2 AND filters_key <> $1)
         INSERT INTO recap_search_totals (filters_key, generation, total)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM recap_search_totals) < ${MAX_KEPT_SEARCH_TOTALS}
         ON CONFLICT (filters_key) DO UPDATE SET generation = EXCLUDED.generation, total = EXCLUDED.total
          WHERE recap_search_totals.generation < EXCLUDED.generation`,
        [list.keptKey, generation, total],
      );
    } catch {
      // Keeping the total only saves the next caller a count; this caller's total is exact either way.
    }
  }
  return total;
}

/**
 * One page of GET /recaps as the JSON text the route sends: `{"data":[…],"total":…,"hasMore":…}`. The
 * database writes each recap as JSON; the total is exact, from the page's own statement where it can be.
 */
export async function recapListPageBody(db: Queryable, query: RecapListQuery, userId: number | null): Promise<string> {
  const list = buildRecapListQuery(query, userId);
  const { rows } = await db.query<RecapJsonRow>(list.pageSql, list.params, { prepare: list.prepare });
  const hasMore = rows.length > query.limit;
  const shown = Math.min(rows.length, query.limit);
  let total: number;
  // The last page knows its total from its rows; a page past the end (an old link) must ask.
  if (!hasMore && (shown > 0 || list.offset === 0)) total = list.offset + shown;
  else total = rows[0]?.total ?? await countTotal(db, list);
  const data = rows.slice(0, query.limit).map((row) => row.recap).join(',');
  return `{"data":[${data}],"total":${total},"hasMore":${hasMore}}`;
}

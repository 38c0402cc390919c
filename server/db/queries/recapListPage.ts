import type { Queryable } from '../driver.ts';
import { heavyListLane } from './heavyListLane.ts';
import { LIST_TOO_DEEP, nextPageReachable, pastListDepth, recapListDepth, type ListTooDeep } from './listDepth.ts';
import {
  EXACT_COUNT_LIMIT, MAX_FRAGMENT_LENGTH, buildRecapListQuery, searchedInsideWords, searchedText, type RecapJsonRow, type RecapListQuery, type RecapListSql,
} from './recapList.ts';
import { searchWordFrequencies } from './searchWords.ts';
import { searchIndexUse, type SearchIndexUse } from './searchIndexUse.ts';
import { videoIdIn } from '../../../src/domain/videoId.ts';

/** The answer to a search that finds nothing, whatever page was asked for: what a search of no match answers. */
export const NO_MATCHES_BODY = '{"data":[],"total":0,"hasMore":false}';

/**
 * How many search totals are kept at most: any visitor can ask for new searches, and totals of the current
 * generation are only dropped once the catalogue changes. Past this, new totals are counted but not kept.
 */
export const MAX_KEPT_SEARCH_TOTALS = 100_000;

/** The planner's estimate of a list's matches, from its plan (no row is read). */
async function estimatedMatches(db: Queryable, list: RecapListSql): Promise<number> {
  const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(list.estimateSql!, list.params);
  const plan = rows[0]!['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(parsed[0]!.Plan['Plan Rows']);
}

/**
 * The total of a list whose page could not tell it. A kept count (a search) is counted once per
 * catalogue generation and kept in recap_search_totals for every server process; totals of older
 * generations are dropped as a new one is kept.
 */
async function countTotal(db: Queryable, list: RecapListSql): Promise<number> {
  const { rows } = await db.query<{ total: number; generation?: string }>(list.totalSql, list.params);
  const { generation } = rows[0]!;
  let { total } = rows[0]!;
  if (total > list.countLimit && list.estimateSql !== undefined) total = Math.max(total, await estimatedMatches(db, list));
  // Only a kept count's statement reads the generation (recapList.ts), so the key tells when there is one.
  // Stryker disable next-line ConditionalExpression: keeping a total with no key fails on its NOT NULL column, and the catch below drops that
  if (list.keptKey !== undefined) {
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
 * One page of GET /recaps as the JSON text the route sends, `{"data":[…],"total":…,"hasMore":…}`, or LIST_TOO_DEEP.
 * The database writes each recap as JSON; the total is exact, from the page's own statement where it can be.
 * A page past the depth bound (listDepth.ts) is refused when the list has rows there; past the list's end
 * (an old link) it is an empty page with the total, as any page past the end is.
 */
export async function recapListPageBody(
  db: Queryable, query: RecapListQuery, userId: number | null,
): Promise<string | ListTooDeep> {
  // A page past the depth bound is answered by a count exact up to the bound, which reads as many index entries
  // as the last reachable page does (past the bound, a search's total is the planner's estimate): a list with
  // rows at the page's offset is too deep, a shorter one ended before it.
  const depth = recapListDepth(query);
  // A long search asks the index for its rarest words, by the catalogue's word statistics (searchWords.ts).
  const frequencies = (query.search?.length ?? 0) > MAX_FRAGMENT_LENGTH ? await searchWordFrequencies(db) : undefined;
  // A text also looked for inside words is first read by the database for what its indexes can look up: a text
  // with neither a word nor a trigram (punctuation, symbols, emoji) matches no recap by either, and the lookup
  // would have read them all. Shorter and longer texts go to the full-text index alone, which reads nothing for
  // a text with no word. A pasted video ID is looked up by its own index whatever its characters.
  const search = searchedText(query);
  let indexUse: SearchIndexUse | undefined;
  if (search !== undefined && searchedInsideWords(search)) {
    indexUse = await searchIndexUse(db, search);
    if (!indexUse.words && !indexUse.fragment && videoIdIn(query.search!) === null) return NO_MATCHES_BODY;
  }
  const list = buildRecapListQuery(query, userId, pastListDepth(query.page, query.limit, depth) ? depth : EXACT_COUNT_LIMIT, frequencies, indexUse);
  // A default first page is one index walk and a watchlist a few ids; anything else takes the heavy lane.
  if (list.prepare || query.ids !== undefined) return pageBody(db, query, list);
  return heavyListLane(db).run(() => pageBody(db, query, list));
}

async function pageBody(db: Queryable, query: RecapListQuery, list: RecapListSql): Promise<string | ListTooDeep> {
  if (pastListDepth(query.page, query.limit, recapListDepth(query))) {
    const total = await countTotal(db, list);
    if (total > list.offset) return LIST_TOO_DEEP;
    return `{"data":[],"total":${total},"hasMore":false}`;
  }
  const { rows } = await db.query<RecapJsonRow>(list.pageSql, list.params, { prepare: list.prepare });
  const moreRows = rows.length > query.limit;
  const shown = Math.min(rows.length, query.limit);
  let total: number;
  // The last page knows its total from its rows; a page past the end (an old link) must ask.
  if (!moreRows && (shown > 0 || list.offset === 0)) total = list.offset + shown;
  // An estimated total never says fewer recaps than this page's rows prove there are.
  else total = Math.max(rows[0]?.total ?? await countTotal(db, list), rows.length > 0 ? list.offset + rows.length : 0);
  const data = rows.slice(0, query.limit).map((row) => row.recap).join(',');
  const hasMore = moreRows && nextPageReachable(query.page, query.limit, recapListDepth(query));
  return `{"data":[${data}],"total":${total},"hasMore":${hasMore}}`;
}

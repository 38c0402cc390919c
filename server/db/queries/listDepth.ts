/**
 * How deep into a list a page may reach: its last row at most this many rows from the start. An OFFSET makes
 * the database walk every row before the page, so without a bound a page's cost grows with its number and
 * anyone can ask for the most expensive one; within it the last reachable page costs a few times the first at
 * most (docs/decisions/0074-list-depth-bound.md). Nobody reads ten thousand cards by pressing Load More; a
 * deeper wish is a search or a filter.
 */
export const MAX_LIST_DEPTH = 10_000;

/**
 * The bound of a list narrowed by a search text. The rows under a search's page are walked in the sort's index
 * and each one is checked against the text in the table (the text is not in that index), so page 500 of a
 * common word cost 45 ms at p50 at a million recaps, the most expensive page left; a hundred pages of one search
 * is already more than anyone reads, and every total a search can be paged through is counted exactly
 * (EXACT_COUNT_LIMIT in recapList.ts).
 */
export const MAX_SEARCH_DEPTH = 2_000;

/** The depth bound of a recap list: tighter under a search text. */
export function recapListDepth(query: { search?: string }): number {
  return query.search?.trim() ? MAX_SEARCH_DEPTH : MAX_LIST_DEPTH;
}

/** Whether a page's rows go past the depth bound. */
export function pastListDepth(page: number, limit: number, depth = MAX_LIST_DEPTH): boolean {
  return page * limit > depth;
}

/** Whether the page after this one can still be asked for: `hasMore` is false on the last reachable page. */
export function nextPageReachable(page: number, limit: number, depth = MAX_LIST_DEPTH): boolean {
  return !pastListDepth(page + 1, limit, depth);
}

/** A page asked past the depth bound while the list does have rows there: the route answers 400. */
export interface ListTooDeep {
  outcome: 'too-deep';
}

export const LIST_TOO_DEEP: ListTooDeep = { outcome: 'too-deep' };

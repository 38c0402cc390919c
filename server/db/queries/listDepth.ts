/**
 * How deep into a list a page may reach: its last row at most this many rows from the start. An OFFSET makes
 * the database walk every row before the page, so without a bound a page's cost grows with its number and
 * anyone can ask for the most expensive one; within it the last reachable page costs a few times the first at
 * most (docs/decisions.md, "Bounded list cost"). Nobody reads ten thousand cards by pressing Load More; a
 * deeper wish is a search or a filter.
 */
export const MAX_LIST_DEPTH = 10_000;

/** Whether a page's rows go past the depth bound. */
export function pastListDepth(page: number, limit: number): boolean {
  return page * limit > MAX_LIST_DEPTH;
}

/** Whether the page after this one can still be asked for: `hasMore` is false on the last reachable page. */
export function nextPageReachable(page: number, limit: number): boolean {
  return !pastListDepth(page + 1, limit);
}

/** A page asked past the depth bound while the list does have rows there: the route answers 400. */
export interface ListTooDeep {
  outcome: 'too-deep';
}

export const LIST_TOO_DEEP: ListTooDeep = { outcome: 'too-deep' };

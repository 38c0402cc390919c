/** Spec section 9: kept in the browser, at most 20 entries, newest first, no duplicates, 10 shown. */
export interface SearchHistoryEntry {
  search_query: string;
  created_at: string;
}

const SEARCH_HISTORY_LIMIT = 20;
const SEARCH_HISTORY_SHOWN = 10;
export const SEARCH_HISTORY_STORAGE_KEY = 'searchHistory';

export function addToSearchHistory(list: readonly SearchHistoryEntry[], query: string, now: Date = new Date()): SearchHistoryEntry[] {
  const search_query = query.trim();
  if (search_query === '') return [...list];
  const key = search_query.toLowerCase();
  const others = list.filter((entry) => entry.search_query.toLowerCase() !== key);
  return [{ search_query, created_at: now.toISOString() }, ...others].slice(0, SEARCH_HISTORY_LIMIT);
}

export function shownSearchHistory(list: readonly SearchHistoryEntry[]): SearchHistoryEntry[] {
  return list.slice(0, SEARCH_HISTORY_SHOWN);
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as SearchHistoryEntry).search_query === 'string' &&
    typeof (value as SearchHistoryEntry).created_at === 'string'
  );
}

/** Whatever the storage holds, a valid history comes back: a damaged value reads as empty. */
export function loadSearchHistory(storage: Pick<Storage, 'getItem'>): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SEARCH_HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

export function saveSearchHistory(storage: Pick<Storage, 'setItem'>, list: readonly SearchHistoryEntry[]): void {
  try {
    storage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(list.slice(0, SEARCH_HISTORY_LIMIT)));
  } catch {
    // A full or blocked storage only loses the history, never the search.
  }
}

import type { Queryable } from '../driver.ts';

/**
 * How many words of a long search the full-text index is asked for; the recaps it finds are then checked for
 * every word. Each word the index is asked for is one posting list read and intersected: a pasted paragraph of
 * common words made the index read dozens of lists of most of the catalogue, the slowest search there was
 * (docs/performance.md, "Bounded cost under abuse").
 */
export const INDEXED_SEARCH_WORDS = 3;

/** How long a process keeps the catalogue's word statistics before reading them again. */
const STATISTICS_TTL_MS = 10 * 60_000;

const kept = new WeakMap<Queryable, { readAt: number; frequencies: ReadonlyMap<string, number> }>();

/**
 * The share of recaps each of the catalogue's most common words is in, from the statistics the database keeps
 * of the search column (ANALYZE; a word missing from them is rarer than all of them). Empty before the first
 * ANALYZE: the longest words are then taken as the rarest.
 */
export async function searchWordFrequencies(db: Queryable): Promise<ReadonlyMap<string, number>> {
  const known = kept.get(db);
  if (known && Date.now() - known.readAt < STATISTICS_TTL_MS) return known.frequencies;
  const { rows } = await db.query<{ words: string[] | null; shares: number[] | null }>(
    `SELECT most_common_elems::text::text[] AS words, most_common_elem_freqs::float8[] AS shares FROM pg_stats
      WHERE schemaname = current_schema() AND tablename = 'recaps' AND attname = 'search_vector'`,
  );
  const frequencies = new Map<string, number>();
  const { words, shares } = rows[0] ?? { words: null, shares: null };
  words?.forEach((word, index) => frequencies.set(word, shares?.[index] ?? 0));
  kept.set(db, { readAt: Date.now(), frequencies });
  return frequencies;
}

/**
 * The words of a search (lower case) the index is asked for: the rarest INDEXED_SEARCH_WORDS of its plain words,
 * longest first among equals; null when it has no more plain words than that, so the index is asked for all of
 * them. Only words of letters and digits are taken: each is then a word the search's own query holds, so the
 * recaps found include every recap with all its words.
 */
export function rarestSearchWords(search: string, frequencies: ReadonlyMap<string, number>): string[] | null {
  const words = [...new Set(search.split(/\s+/).filter((word) => /^[\p{L}\p{N}]+$/u.test(word)))];
  if (words.length <= INDEXED_SEARCH_WORDS) return null;
  return words
    .sort((a, b) => (frequencies.get(a) ?? 0) - (frequencies.get(b) ?? 0) || b.length - a.length || (a < b ? -1 : 1))
    .slice(0, INDEXED_SEARCH_WORDS);
}

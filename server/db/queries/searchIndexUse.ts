import type { Queryable } from '../driver.ts';

/**
 * What a search text gives the two search indexes to look up, as the database itself reads the text. A text
 * that gives an index nothing makes that index hand back every recap (the trigram index's "match all" mode),
 * and a search of three full stops or three emoji read every recap on every call; such a text is answered
 * without it.
 */
export interface SearchIndexUse {
  /** The full-text index: plainto_tsquery finds at least one word in the text. */
  words: boolean;
  /** The trigram index: `LIKE '%text%'` has at least one trigram to look up. */
  fragment: boolean;
}

/**
 * Which characters of a search its database takes for letters or digits, and whether it has a word for the
 * full-text index. Asked of the database, since which characters are letters depends on its version and locale
 * (a newer script's letters, combining marks) and a guess that differs from the index's own would bring back
 * the reading of every recap. No table is read. `word_chars` has a 1 or 0 per character of the text.
 */
export const SEARCH_INDEX_USE_SQL = `SELECT numnode(plainto_tsquery('simple', $1)) > 0 AS words,
  coalesce((SELECT string_agg(CASE WHEN cardinality(show_trgm(ch)) > 0 THEN '1' ELSE '0' END, '' ORDER BY n)
    FROM regexp_split_to_table($1, '') WITH ORDINALITY AS chars(ch, n)), '') AS word_chars`;

/** What the search indexes can look up for `search`, the text as the list statement sends it (trimmed, lower case). */
export async function searchIndexUse(db: Queryable, search: string): Promise<SearchIndexUse> {
  const { rows } = await db.query<{ words: boolean; word_chars: string }>(SEARCH_INDEX_USE_SQL, [search]);
  const { words, word_chars } = rows[0]!;
  return { words, fragment: likePatternHasTrigram([...word_chars].map((flag) => flag === '1')) };
}

/**
 * Whether `LIKE '%text%'` gives the trigram index a trigram, from which of the text's characters are word
 * characters, as pg_trgm reads a LIKE pattern: each run of word characters is a word, padded with two spaces
 * before it unless it starts right after the leading % and one after it unless it ends right before the
 * trailing %; a padded word of three characters or more gives trigrams. So "of" gives none, "a b" gives "  b",
 * and "..." or "a!!" none at all. The user's %, _ and \ are escaped, and an escaped character pads like any
 * other character that is no letter.
 */
export function likePatternHasTrigram(wordChars: readonly boolean[]): boolean {
  let start = 0;
  while (start < wordChars.length) {
    if (!wordChars[start]) {
      start++;
      continue;
    }
    let end = start;
    while (end < wordChars.length && wordChars[end]) end++;
    const padded = end - start + (start > 0 ? 2 : 0) + (end < wordChars.length ? 1 : 0);
    if (padded >= 3) return true;
    start = end;
  }
  return false;
}

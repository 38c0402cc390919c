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
  /** The trigram index: `LIKE '%text%'` has a trigram of three letters or digits to look up (hasLetterTrigram). */
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
  return { words, fragment: hasLetterTrigram([...word_chars].map((flag) => flag === '1')) };
}

/**
 * Whether `LIKE '%text%'` has a trigram of three letters or digits for the trigram index to look up: a run of
 * three word characters, from which of the text's characters are word characters. pg_trgm also pads a word with
 * spaces, so "... a" or "x a" has the trigram "  a"; but that one is in every recap with a word starting with an
 * a, and looking it up read nearly the whole table as the texts with no trigram did. A text without such a run
 * is searched by its whole words, as a text of one or two characters always was.
 */
export function hasLetterTrigram(wordChars: readonly boolean[]): boolean {
  let run = 0;
  for (const wordChar of wordChars) {
    run = wordChar ? run + 1 : 0;
    if (run === 3) return true;
  }
  return false;
}

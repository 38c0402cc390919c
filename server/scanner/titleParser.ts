/**
 * Reads the series name and the chapters covered out of a recap's title and description.
 * The rules, in order, are documented with examples in docs/scanner.md:
 *  1. A labelled line in the description ("Manhwa: Name", "Series: Name", "Título: Name", ...)
 *     names the series; a labelled chapters line ("Chapters: 1-110") gives the chapters.
 *  2. Chapters in the title: "Chapters 1-110", "Ch. 1 - 50", "Chapter 57", "Capítulos 1 al 200",
 *     "Cap 10-20", "Chapitres 1 à 50", "Kapitel 3-9", "Episodes 1-20", "EP 5", "1화-50화".
 *  3. The title is cut into segments at " | ", " - ", " – ", " — ", "｜", "//" and brackets; each
 *     segment loses recap words (recap, manhwa recap, resumen, resumo, récap, summary, explained,
 *     full story, complete, ...), chapter ranges, part and season markers and emoji.
 *  4. The series is the text before a recap word in the first segment that has one, else the
 *     first segment that is left with text; "Resumen de X" / "Resumo de X" / "Récap de X" give X.
 *  5. A segment that reads like a story hook rather than a name (it opens with a pronoun or a
 *     narrative word such as He, She, I, My, When, After, A Boy ..., and has more than five
 *     words, or it ends with "?" or "!") is not a name: the series stays unknown (null).
 */

export interface ParsedRecapTitle {
  seriesName: string | null;
  chaptersCovered: string | null;
}

const NUMBER = String.raw`(\d{1,5}(?:\.\d)?)`;
const RANGE_JOIN = String.raw`\s*(?:-|–|—|~|to|al|ao|a|à|bis|until|thru|through|〜|～)\s*`;
const CHAPTER_WORD = String.raw`(?:chapters?|chaps?|ch|cap[íi]tulos?|caps?|chapitres?|kapitel|episodes?|eps?|ep)\.?`;
const CHAPTER_RANGE = new RegExp(String.raw`\b${CHAPTER_WORD}\s*#?\s*${NUMBER}(?:${RANGE_JOIN}(?:${CHAPTER_WORD}\s*)?${NUMBER})?(?:\s*\+)?`, 'i');
const KOREAN_RANGE = new RegExp(String.raw`${NUMBER}\s*화(?:\s*[-~]\s*${NUMBER}\s*화?)?`);

const LABEL_LINE = /^\s*(?:manhwa|manga|manhua|webtoon|series|title|name|nome|nombre|titre|t[íi]tulo|serie|série|original(?: title)?)\s*[:：]\s*(.+?)\s*$/imu;
const CHAPTER_LINE = /^\s*(?:chapters?|cap[íi]tulos?|chapitres?|kapitel|episodes?)\s*(?:covered)?\s*[:：]\s*(.+?)\s*$/imu;

const RECAP_WORDS = [
  'full manhwa recap', 'manhwa recap', 'manhua recap', 'manga recap', 'webtoon recap', 'recap', 'recapped', 'récap',
  'resumen completo', 'resumen', 'resumo completo', 'resumo', 'riassunto', 'zusammenfassung', 'summary', 'summarized', 'explained',
  '리뷰', '요약', '정주행', 'full story', 'full movie', 'the movie', 'completo', 'complete', 'full',
];
const RECAP_WORD_PATTERN = new RegExp(String.raw`(?:^|[\s(\[])(?:${RECAP_WORDS.map(escapeRegex).join('|')})(?=$|[\s)\]:!,.])`, 'i');
const LEADING_RECAP_OF = /^(?:resumen|resumo|r[ée]cap|riassunto|recap|summary)\s+(?:de|do|da|of|di|du|des)\s+/iu;
const PART_OR_SEASON = /\b(?:part|parte|partie|teil|season|temporada|saison|vol(?:ume)?\.?|s)\s*\d+\b/giu;
const HOOK_OPENERS = /^(?:he|she|they|i|i'm|my|his|her|their|we|you|your|when|after|this|these|what|why|how|a boy|a girl|a man|a woman|boy|girl|man|woman|the boy|the girl|the man|the woman|everyone|nobody|someone)\b/i;
const SEPARATORS = /\s+[|｜]\s+|\s*[|｜]\s*|\s+[-–—]\s+|\s*\/\/\s*/u;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function formatRange(start: string, end: string | undefined): string {
  return end && end !== start ? `${start}-${end}` : start;
}

export function parseChapters(text: string): string | null {
  const match = CHAPTER_RANGE.exec(text);
  if (match) return formatRange(match[1], match[2]);
  const korean = KOREAN_RANGE.exec(text);
  if (korean) return formatRange(korean[1], korean[2]);
  return null;
}

function stripDecorations(segment: string): string {
  return segment
    .replace(new RegExp(CHAPTER_RANGE.source, 'gi'), ' ')
    .replace(new RegExp(KOREAN_RANGE.source, 'g'), ' ')
    .replace(PART_OR_SEASON, ' ')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, ' ')
    .replace(/#\S+/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:,.!\-–—]+|[\s:,\-–—]+$/gu, '');
}

/** `candidate` has been through stripDecorations: its words are one space apart. */
function looksLikeHook(candidate: string): boolean {
  if (/[?!]$/.test(candidate)) return true;
  return HOOK_OPENERS.test(candidate) && candidate.split(' ').length > 5;
}

/** `labelled` names were written as names by the uploader, so they are never taken for hooks. */
function cleanName(candidate: string, labelled = false): string | null {
  const name = stripDecorations(candidate.replace(LEADING_RECAP_OF, ''))
    .replace(/^["'“”‘’]+|["'“”‘’]+$/gu, '')
    .trim();
  if (!name || !/\p{L}/u.test(name) || (!labelled && looksLikeHook(name))) return null;
  return name;
}

/** Splits a title into its segments, bracketed parts becoming segments of their own. */
function segmentsOf(title: string): string[] {
  const bracketed: string[] = [];
  const outside = title.replace(/[([【「](.*?)[)\]】」]/gu, (_, inner: string) => {
    bracketed.push(inner);
    return ' | ';
  });
  // An empty segment yields nothing in either pass of seriesFromTitle.
  return [...outside.split(SEPARATORS), ...bracketed].map((s) => s.trim());
}

function seriesFromTitle(title: string): string | null {
  const segments = segmentsOf(title);
  for (const segment of segments) {
    const recapOf = LEADING_RECAP_OF.exec(segment);
    if (recapOf) return cleanName(segment);
    const keyword = RECAP_WORD_PATTERN.exec(segment);
    // A recap word opening the segment leaves no text before it: no name and no hook, the next segment is read.
    if (keyword) {
      const before = segment.slice(0, keyword.index);
      const name = cleanName(stripRecapWords(before));
      if (name) return name;
      if (looksLikeHook(stripDecorations(before))) return null;
    }
  }
  for (const segment of segments) {
    const remainder = stripRecapWords(segment);
    if (!stripDecorations(remainder)) continue;
    return cleanName(remainder);
  }
  return null;
}

function stripRecapWords(text: string): string {
  let result = text;
  for (;;) {
    const next = result.replace(RECAP_WORD_PATTERN, ' ');
    if (next === result) return result;
    result = next;
  }
}

export function parseRecapTitle(title: string, description: string | null = null): ParsedRecapTitle {
  const labelled = description ? LABEL_LINE.exec(description) : null;
  const labelledChapters = description ? CHAPTER_LINE.exec(description) : null;
  const seriesName = (labelled && cleanName(labelled[1], true)) || seriesFromTitle(title);
  const chaptersCovered =
    parseChapters(title) ?? (labelledChapters ? parseChapters(`chapters ${labelledChapters[1]}`) : null) ?? (description ? parseChapters(description) : null);
  return { seriesName, chaptersCovered };
}

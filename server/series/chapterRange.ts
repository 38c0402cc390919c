import { parseChapters } from '../scanner/titleParser.ts';

export interface ChapterRange {
  start: number;
  end: number;
}

const BARE_RANGE = /^\s*(\d{1,5}(?:\.\d)?)(?:\s*[-–~]\s*(\d{1,5}(?:\.\d)?))?\s*$/;

function rangeOf(text: string): ChapterRange | null {
  // chapters_covered holds either the scanner's own form ("1-110", "57") or a written one ("Chapters 1-110").
  const bare = BARE_RANGE.exec(text);
  const parsed = bare ? bare : BARE_RANGE.exec(parseChapters(text) ?? '');
  if (!parsed) return null;
  const first = Number(parsed[1]);
  const second = parsed[2] === undefined ? first : Number(parsed[2]);
  return { start: Math.min(first, second), end: Math.max(first, second) };
}

/**
 * The chapters a recap covers: from its chapters_covered when that reads as a range, else from its title by the
 * scanner's parser. Null when neither says: such a recap counts as unknown coverage, never as chapter 0.
 */
export function chapterRange(chaptersCovered: string | null, title: string): ChapterRange | null {
  return (chaptersCovered === null ? null : rangeOf(chaptersCovered)) ?? rangeOf(title);
}

/**
 * The last chapter a recap covers, read from its `chapters_covered` as the scanner writes it ("1-110", "57") or
 * as an admin may ("Chapters 1-110", "Ch. 57"); null when it says none. The server reads the same field, with its
 * title as a fallback, into the chapter range its figures use (server/series/chapterRange.ts); the client has only
 * the field, and an offer that needs the last chapter is simply not made without it.
 */
const RANGE = /^\s*(?:(?:chapters?|chaps?|ch)\.?\s*)?(\d{1,5}(?:\.\d)?)(?:\s*[-–~]\s*(\d{1,5}(?:\.\d)?))?\s*$/i;

export function lastChapterCovered(chaptersCovered: string | null): number | null {
  const match = chaptersCovered === null ? null : RANGE.exec(chaptersCovered);
  if (!match) return null;
  const first = Number(match[1]);
  return match[2] === undefined ? first : Math.max(first, Number(match[2]));
}

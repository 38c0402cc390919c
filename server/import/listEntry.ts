import type { ShelfStatus } from '../../src/api/types.ts';
import { HttpError } from '../http/httpError.ts';

/** One entry of an uploaded list, read from either tracker's format. */
export interface ListEntry {
  /** The titles the tracker knows the story by, the one to show first. */
  titles: string[];
  /** The story's ids on the trackers the file names (a MyAnimeList export has only its own; AniList has both). */
  trackerIds: { myanimelist: string | null; anilist: string | null };
  status: ShelfStatus;
  /** Chapters read: the reading place the import sets. */
  chapters: number;
}

// The largest file an import reads (the page checks it before sending): a heavy reader's MyAnimeList export of
// several thousand entries is under 3 MB.
export { LIST_FILE_MAX_BYTES } from '../../src/domain/listImportFile.ts';
/** More entries than any person's list has; a file past it is refused before anything is matched. */
export const LIST_MAX_ENTRIES = 10_000;
/** A reading place past this is no chapter number (the longest series run to a few thousand). */
const CHAPTERS_MAX = 100_000;

export const NOT_A_LIST = 'This file is not a MyAnimeList or AniList manga list.';

/** A file the import cannot read: a 400 with the sentence, never a 500. */
export function refusedFile(message: string, statusCode = 400): HttpError {
  return new HttpError(statusCode, message);
}

/** A count of chapters read as either tracker writes it: a whole number from 0, anything else reads as 0. */
export function chaptersRead(raw: unknown): number {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : 0;
  return Number.isInteger(value) && value >= 0 ? Math.min(value, CHAPTERS_MAX) : 0;
}

/** A tracker id as either file writes it: a positive whole number, else none. */
export function trackerId(raw: unknown): string | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? text : null;
}

/** Titles as a list: text only, trimmed, capped in length, each once. */
export function cleanTitles(raw: readonly unknown[]): string[] {
  const titles = raw.filter((title): title is string => typeof title === 'string').map((title) => title.trim().slice(0, 300)).filter((title) => title !== '');
  return [...new Set(titles)];
}

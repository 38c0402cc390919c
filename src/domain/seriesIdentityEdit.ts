import { SERIES_GENRES, SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS, type SeriesGenre, type SeriesLinks, type SeriesStatus } from './seriesIdentity.ts';
import { cleanAdminSeriesName, seriesKey, SERIES_NAME_MAX_LENGTH } from './seriesName.ts';

/**
 * The rules of what an administrator says of a series (PUT /admin/series/:slug), each refusal a sentence: the
 * server applies them, and a form can say the same sentence before anything is sent.
 */

export const SYNOPSIS_MAX_LENGTH = 2000;
/** AniList keeps a handful of synonyms per series; twenty leaves room for every channel's spelling. */
const ALT_TITLES_MAX = 20;
/** The longest series known run to a few thousand chapters; a larger count is a typing slip. */
const TOTAL_CHAPTERS_MAX = 100_000;

/** What an edit sets: a field left out stays as it is; in links, a tracker left out keeps its id. */
export interface SeriesIdentityChanges {
  cover_url?: string | null;
  synopsis?: string;
  status?: SeriesStatus | null;
  /** null: back to the genres its recaps name. */
  genres?: SeriesGenre[] | null;
  alt_titles?: string[];
  total_chapters?: number | null;
  links?: Partial<SeriesLinks>;
}

export type IdentityCheck = { ok: true; value: SeriesIdentityChanges } | { ok: false; message: string };

// Control and format characters other than the line break: a synopsis is plain text of paragraphs.
const INVISIBLE_BUT_LINE_BREAK = /(?!\n)[\p{Cc}\p{Cf}]/gu;

/** A synopsis as kept: line breaks made \n, invisible characters dropped, blank runs of lines at most one empty line. */
function cleanSynopsis(raw: string): string {
  return raw.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(INVISIBLE_BUT_LINE_BREAK, '')
    .replace(/[ \u00a0]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** A tracker id as typed: spaces around it go, and MangaDex ids (UUIDs) are compared in lowercase. */
function cleanTrackerId(tracker: keyof SeriesLinks, raw: string): string {
  const trimmed = raw.trim();
  return tracker === 'mangadex' ? trimmed.toLowerCase() : trimmed;
}

function checkGenres(genres: readonly string[]): { ok: true; value: SeriesGenre[] } | { ok: false; message: string } {
  const chosen = new Set<SeriesGenre>();
  for (const genre of genres) {
    const known = SERIES_GENRES.find((name) => name.toLowerCase() === genre.trim().toLowerCase());
    if (known === undefined) return { ok: false, message: `"${genre}" is not one of the genres a series can have.` };
    chosen.add(known);
  }
  // Kept in the list's order, as the genres its recaps give are.
  return { ok: true, value: SERIES_GENRES.filter((genre) => chosen.has(genre)) };
}

function checkAltTitles(titles: readonly string[], seriesName: string): { ok: true; value: string[] } | { ok: false; message: string } {
  const kept = new Map<string, string>();
  for (const raw of titles) {
    const title = cleanAdminSeriesName(raw);
    if (title === '' || seriesKey(title) === '') return { ok: false, message: 'Other titles cannot be empty.' };
    if (Array.from(raw.replace(/\s+/g, ' ').trim()).length > SERIES_NAME_MAX_LENGTH) return { ok: false, message: `Each other title must be at most ${SERIES_NAME_MAX_LENGTH} characters.` };
    const key = seriesKey(title);
    if (key === seriesKey(seriesName)) return { ok: false, message: `"${title}" is this series' name already.` };
    if (kept.has(key)) return { ok: false, message: `"${title}" is listed twice.` };
    kept.set(key, title);
  }
  if (kept.size > ALT_TITLES_MAX) return { ok: false, message: `A series can have at most ${ALT_TITLES_MAX} other titles.` };
  return { ok: true, value: [...kept.values()] };
}

function checkLinks(links: Readonly<Record<string, string | null>>): { ok: true; value: Partial<SeriesLinks> } | { ok: false; message: string } {
  const value: Partial<SeriesLinks> = {};
  for (const [tracker, raw] of Object.entries(links)) {
    if (!(SERIES_TRACKERS as readonly string[]).includes(tracker)) {
      return { ok: false, message: `"${tracker}" is not a tracker; the trackers are ${SERIES_TRACKERS.map((name) => TRACKER_FORMS[name].label).join(', ')}.` };
    }
    const known = tracker as keyof SeriesLinks;
    const id = raw === null ? '' : cleanTrackerId(known, raw);
    if (id !== '' && !TRACKER_FORMS[known].idPattern.test(id)) return { ok: false, message: TRACKER_FORMS[known].idRule };
    value[known] = id === '' ? null : id;
  }
  return { ok: true, value };
}

/** The fields of an edit, as the request's schema lets them through (types checked, values not yet). */
export interface SeriesIdentityInput {
  cover_url?: string | null;
  synopsis?: string;
  status?: string | null;
  genres?: string[] | null;
  alt_titles?: string[];
  total_chapters?: number | null;
  links?: Record<string, string | null>;
}

/**
 * The edit as it will be kept, or the sentence that refuses it, the first field wrong in the form's order. The
 * series' name is needed because another title equal to it says nothing new. Whether the cover is one of the
 * series' pictures and whether another series has one of its other titles already are the server's to check.
 */
export function checkSeriesIdentity(input: SeriesIdentityInput, seriesName: string): IdentityCheck {
  const value: SeriesIdentityChanges = {};
  if (input.cover_url !== undefined) value.cover_url = input.cover_url === null || input.cover_url.trim() === '' ? null : input.cover_url.trim();
  if (input.synopsis !== undefined) {
    const synopsis = cleanSynopsis(input.synopsis);
    if (Array.from(synopsis).length > SYNOPSIS_MAX_LENGTH) return { ok: false, message: `The synopsis must be at most ${SYNOPSIS_MAX_LENGTH.toLocaleString('en')} characters.` };
    value.synopsis = synopsis;
  }
  if (input.status !== undefined) {
    if (input.status !== null && !(SERIES_STATUSES as readonly string[]).includes(input.status)) {
      return { ok: false, message: `"${input.status}" is not a status; a series is ${SERIES_STATUSES.join(', ')}, or has no status.` };
    }
    value.status = input.status as SeriesStatus | null;
  }
  if (input.genres !== undefined) {
    if (input.genres === null) value.genres = null;
    else {
      const genres = checkGenres(input.genres);
      if (!genres.ok) return genres;
      value.genres = genres.value;
    }
  }
  if (input.alt_titles !== undefined) {
    const titles = checkAltTitles(input.alt_titles, seriesName);
    if (!titles.ok) return titles;
    value.alt_titles = titles.value;
  }
  if (input.total_chapters !== undefined) {
    const total = input.total_chapters;
    if (total !== null && (!Number.isInteger(total) || total < 1 || total > TOTAL_CHAPTERS_MAX)) {
      return { ok: false, message: `The chapter count must be a whole number from 1 to ${TOTAL_CHAPTERS_MAX.toLocaleString('en')}, or unknown.` };
    }
    value.total_chapters = total;
  }
  if (input.links !== undefined) {
    const links = checkLinks(input.links);
    if (!links.ok) return links;
    value.links = links.value;
  }
  return { ok: true, value };
}

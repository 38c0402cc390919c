/** Spec section 5: the rules of a suggested series name, applied as the user types and again by the server. */
export const SERIES_NAME_MAX_LENGTH = 100;

// Letters and digits of every script, underscore, whitespace, - ' & . , ! ? ( )
const DISALLOWED = /[^\p{L}\p{N}_\s\-'&.,!?()]/gu;
const LEADING_NON_ALPHANUMERIC = /^[^\p{L}\p{N}]+/u;

const SPACE_RUNS = /\s{2,}/g;
// Control and format characters (tabs, line breaks, zero-width marks) never belong in a displayed name.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

function capped(text: string): string {
  return Array.from(text).slice(0, SERIES_NAME_MAX_LENGTH).join('');
}

/** A user's suggestion: the spec's character rule, and a run of spaces counts as one space. */
export function sanitizeSeriesName(raw: string): string {
  const kept = raw.replace(DISALLOWED, '').replace(SPACE_RUNS, ' ').replace(LEADING_NON_ALPHANUMERIC, '');
  return capped(kept);
}

/**
 * The visible characters `sanitizeSeriesName` drops from `raw`, each named once: the screen says
 * them as they are typed, so a name is never changed silently. Runs of spaces collapse without a word (nothing
 * readable is lost); the length cap is left to the box's own limit.
 */
export function seriesNameLeftOut(raw: string): string[] {
  const dropped = raw.match(DISALLOWED) ?? [];
  const leading = LEADING_NON_ALPHANUMERIC.exec(raw.replace(DISALLOWED, '').replace(SPACE_RUNS, ' '))?.[0] ?? '';
  return [...new Set([...dropped, ...leading])].filter((character) => !/\s/u.test(character));
}

/**
 * An administrator's series name (Edit Recap): the spec's character rule binds suggestions only, so an admin's
 * name keeps its punctuation ("Solo Leveling: Ragnarok"); invisible characters go, runs of spaces collapse, and
 * it is trimmed and capped like a suggestion.
 */
export function cleanAdminSeriesName(raw: string): string {
  return capped(raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim()).trim();
}

// Invisible characters that are not spacing: an admin's name loses them (spacing becomes one space instead).
const INVISIBLE_NOT_SPACING = /(?!\s)[\p{Cc}\p{Cf}]/gu;

/**
 * What `cleanAdminSeriesName` leaves out of an admin's name, each once: invisible characters, named by their code
 * point (U+200B), since they cannot be shown. The Edit Recap form says them as they are typed or pasted.
 */
export function adminSeriesNameLeftOut(raw: string): string[] {
  const codePoints = (raw.match(INVISIBLE_NOT_SPACING) ?? []).map((character) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return [...new Set(codePoints)];
}

export type SeriesNameCheck = { ok: true; value: string } | { ok: false; message: string };

/** The name that would be sent, or the message the dialog shows instead. */
export function validateSeriesSuggestion(raw: string): SeriesNameCheck {
  const value = sanitizeSeriesName(raw).trim();
  if (value === '') return { ok: false, message: 'Please enter a series name' };
  return { ok: true, value };
}

// Everything that is not a letter or a digit of some script: punctuation, symbols and spacing.
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * The identity of a series name: names that differ only by case, punctuation or spacing ("Solo Leveling",
 * "solo-leveling", "SOLO LEVELING!") have one key and so belong to one series. Accents are letters, not
 * punctuation, so they stay; NFKC makes full-width and composed forms of one letter the same.
 */
export function seriesKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '');
}

/** A slug is made from a name of at most SERIES_NAME_MAX_LENGTH characters, plus a number that keeps it unique. */
export const SERIES_SLUG_MAX_LENGTH = 2 * SERIES_NAME_MAX_LENGTH + 12;

/** Addresses under /api/series that are not series pages: a series can never take one of these as its slug. */
const RESERVED_SLUGS = new Set(['following', 'language-counts', 'value-counts']);

/**
 * The address-friendly form of a series name ("Solo Leveling: Ragnarok" → "solo-leveling-ragnarok"): accents
 * dropped, words joined by hyphens, letters of other scripts kept as they are. The server makes it unique.
 */
export function seriesSlug(name: string): string {
  const words = name.normalize('NFKD').replace(COMBINING_MARKS, '').normalize('NFKC').toLowerCase().split(NOT_LETTER_OR_DIGIT).filter(Boolean);
  const slug = words.join('-') || 'series';
  return RESERVED_SLUGS.has(slug) ? `${slug}-series` : slug;
}

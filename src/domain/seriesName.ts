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
 * An administrator's series name (Edit Recap): the spec's character rule binds suggestions only, so an admin's
 * name keeps its punctuation ("Solo Leveling: Ragnarok"); invisible characters go, runs of spaces collapse, and
 * it is trimmed and capped like a suggestion.
 */
export function cleanAdminSeriesName(raw: string): string {
  return capped(raw.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim()).trim();
}

export type SeriesNameCheck = { ok: true; value: string } | { ok: false; message: string };

/** The name that would be sent, or the message the dialog shows instead. */
export function validateSeriesSuggestion(raw: string): SeriesNameCheck {
  const value = sanitizeSeriesName(raw).trim();
  if (value === '') return { ok: false, message: 'Please enter a series name' };
  return { ok: true, value };
}

/** Spec section 5: the rules of a suggested series name, applied as the user types and again by the server. */
export const SERIES_NAME_MAX_LENGTH = 100;

// Letters and digits of every script, underscore, whitespace, - ' & . , ! ? ( )
const DISALLOWED = /[^\p{L}\p{N}_\s\-'&.,!?()]/gu;
const LEADING_NON_ALPHANUMERIC = /^[^\p{L}\p{N}]+/u;

export function sanitizeSeriesName(raw: string): string {
  const kept = raw.replace(DISALLOWED, '').replace(LEADING_NON_ALPHANUMERIC, '');
  return Array.from(kept).slice(0, SERIES_NAME_MAX_LENGTH).join('');
}

export type SeriesNameCheck = { ok: true; value: string } | { ok: false; message: string };

/** The name that would be sent, or the message the dialog shows instead. */
export function validateSeriesSuggestion(raw: string): SeriesNameCheck {
  const value = sanitizeSeriesName(raw).trim();
  if (value === '') return { ok: false, message: 'Please enter a series name' };
  return { ok: true, value };
}

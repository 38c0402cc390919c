/** The largest id a table holds (PostgreSQL `integer`), and so the largest whole number any integer column stores. */
export const MAX_RECORD_ID = 2147483647;

/**
 * The id an address names (`/recaps/channel/12`, `/recaps/12/edit`), or null when it cannot name a record:
 * only plain digits without a leading zero, from 1 to the largest id. `abc`, `-1`, `1.5`, `1e3` and `07` are not
 * ids, so no request is ever made with NaN or with a number the address does not spell.
 */
export function parseRecordId(text: string | null | undefined): number | null {
  // null and undefined spelled out ('null', 'undefined') fail the digits pattern like any other word.
  if (!/^[1-9][0-9]{0,9}$/.test(String(text))) return null;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : null;
}

/**
 * How far the shelf counts what is new: the header's badge, the shelf's total and each series' count stop at this
 * many recaps (a member away for months is told "99+", as a badge says it, not kept waiting while a large
 * catalogue is counted: at a million recaps a count of a thousand took the badge past its 5 ms).
 */
export const SHELF_COUNT_BOUND = 100;

/** A count of new recaps as a person reads it: the number, or "99+" once the count reached the bound. */
export function shelfCountText(count: number): string {
  return count >= SHELF_COUNT_BOUND ? `${SHELF_COUNT_BOUND - 1}+` : String(count);
}

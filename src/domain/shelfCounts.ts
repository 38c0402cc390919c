/**
 * How far the shelf counts what is new: the header's badge and the shelf's total stop at this many recaps (a
 * member away for months is told "999+", not kept waiting while a large catalogue is counted).
 */
export const SHELF_COUNT_BOUND = 1000;

/** A count of new recaps as a person reads it: the number, or "999+" once the count reached the bound. */
export function shelfCountText(count: number): string {
  return count >= SHELF_COUNT_BOUND ? `${(SHELF_COUNT_BOUND - 1).toLocaleString('en')}+` : count.toLocaleString('en');
}

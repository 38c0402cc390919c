import type { Recap } from '../api/types';

/** Statuses (compared in lower case) of a recap that cannot be opened: it is listed, dimmed, but not watched. */
export const UNOPENABLE_STATUSES: readonly string[] = ['private', 'error'];

/** A recap that is private or in error cannot be opened (spec section 2). */
export function isOpenableRecap(recap: Pick<Recap, 'status'>): boolean {
  const status = recap.status?.toLowerCase();
  return status === undefined || !UNOPENABLE_STATUSES.includes(status);
}

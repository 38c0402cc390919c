import type { Recap } from '../api/types';

/** A recap that is private or in error cannot be opened (spec section 2). */
export function isOpenableRecap(recap: Pick<Recap, 'status'>): boolean {
  const status = recap.status?.toLowerCase();
  return status !== 'private' && status !== 'error';
}

import { request } from './client';
import type { PendingCount } from './types';

/**
 * How many suggestions wait for review, for the header's badge: the session asks from the first screen on, so the
 * call has a file of its own, and the suggestion forms' calls (./suggestions) load with them.
 */
export function fetchPendingSuggestionCount(): Promise<PendingCount> {
  return request('/suggestions/admin/pending/count');
}

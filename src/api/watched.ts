import { request } from './client';
import type { Id, WatchedResponse } from './types';

/** POST /api/recaps/:id/watched: the member has watched the recap. */
export function markWatched(recapId: Id): Promise<WatchedResponse> {
  return request(`/recaps/${recapId}/watched`, { method: 'POST' });
}

/** DELETE /api/recaps/:id/watched: the mark is taken back. */
export function unmarkWatched(recapId: Id): Promise<WatchedResponse> {
  return request(`/recaps/${recapId}/watched`, { method: 'DELETE' });
}

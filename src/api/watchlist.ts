import { request } from './client';
import type { Id, Page, Recap, WatchlistIds } from './types';

export function fetchWatchlist(): Promise<WatchlistIds> {
  return request('/watchlist');
}

export function addToWatchlist(recapId: Id): Promise<unknown> {
  return request('/watchlist', { method: 'POST', body: { recapId } });
}

export function removeFromWatchlist(recapId: Id): Promise<unknown> {
  return request(`/watchlist/${recapId}`, { method: 'DELETE' });
}

/** The watchlist page's recaps: ids are sent as strings, in one comma list. */
export function fetchRecapsByIds(ids: Id[], page = 1, limit = 20): Promise<Page<Recap>> {
  return request('/recaps', { query: { ids: ids.map(String).join(','), page, limit, sortBy: 'published_at', sortOrder: 'desc' } });
}

import { request } from './client';
import type { Id, WatchlistIds } from './types';

export function fetchWatchlist(): Promise<WatchlistIds> {
  return request('/watchlist');
}

export function addToWatchlist(recapId: Id): Promise<unknown> {
  return request('/watchlist', { method: 'POST', body: { recapId } });
}

export function removeFromWatchlist(recapId: Id): Promise<unknown> {
  return request(`/watchlist/${recapId}`, { method: 'DELETE' });
}

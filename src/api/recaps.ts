import { recapListPath } from '../domain/recapQuery';
import { request } from './client';
import type { Id, LanguageCount, Page, RateResponse, Recap, RecapQuery, RecapUpdate } from './types';

export function fetchRecaps(query: RecapQuery): Promise<Page<Recap>> {
  return request(recapListPath(query));
}

/** The watchlist page's recaps: ids are sent as strings, in one comma list. */
export function fetchRecapsByIds(ids: Id[], page = 1, limit = 20): Promise<Page<Recap>> {
  return request('/recaps', { query: { ids: ids.map(String).join(','), page, limit, sortBy: 'published_at', sortOrder: 'desc' } });
}

export function fetchRecap(id: Id): Promise<Recap> {
  return request(`/recaps/${id}`);
}

export function updateRecap(id: Id, update: RecapUpdate): Promise<Recap> {
  return request(`/recaps/${id}`, { method: 'PUT', body: update });
}

export function fetchRecapLanguages(): Promise<string[]> {
  return request('/recaps/languages');
}

export function fetchRecapLanguageCounts(): Promise<LanguageCount[]> {
  return request('/recaps/language-counts');
}

export function rateRecap(id: Id, rating: number): Promise<RateResponse> {
  return request(`/recaps/${id}/rate`, { method: 'POST', body: { rating } });
}

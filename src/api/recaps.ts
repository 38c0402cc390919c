import { recapListPath } from '../domain/recapQuery';
import { request } from './client';
import type { Id, LanguageCount, Page, Recap, RecapQuery } from './types';

// The calls about one recap (read, edit, rate) are in ./recap: the first screen lists recaps only.

export function fetchRecaps(query: RecapQuery): Promise<Page<Recap>> {
  return request(recapListPath(query));
}

/** The watchlist page's recaps: ids are sent as strings, in one comma list. */
export function fetchRecapsByIds(ids: Id[], page = 1, limit = 20): Promise<Page<Recap>> {
  return request('/recaps', { query: { ids: ids.map(String).join(','), page, limit, sortBy: 'published_at', sortOrder: 'desc' } });
}

export function fetchRecapLanguages(): Promise<string[]> {
  return request('/recaps/languages');
}

export function fetchRecapLanguageCounts(): Promise<LanguageCount[]> {
  return request('/recaps/language-counts');
}

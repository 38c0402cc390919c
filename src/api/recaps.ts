import { recapListPath } from '../domain/recapQuery';
import { request } from './client';
import type { LanguageCount, Page, Recap, RecapQuery } from './types';

// The calls about one recap (read, edit, rate) are in ./recap, the watchlist page's recaps in ./watchlist and the
// channel filter's languages in ./channels: the first screen lists recaps only.

export function fetchRecaps(query: RecapQuery): Promise<Page<Recap>> {
  return request(recapListPath(query));
}

export function fetchRecapLanguageCounts(): Promise<LanguageCount[]> {
  return request('/recaps/language-counts');
}

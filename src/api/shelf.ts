import { request } from './client';
import type { Shelf, ShelfStatus } from './types';

interface ShelfQuery {
  page: number;
  limit: number;
  status?: ShelfStatus;
  /** The reader's preferred languages, most preferred first: the continuing recaps are chosen in them. */
  languages?: readonly string[];
}

export function fetchShelf(query: ShelfQuery): Promise<Shelf> {
  const { languages, ...rest } = query;
  // No list, or an empty one, sends no parameter: the client leaves an empty value out.
  return request('/shelf', { query: { ...rest, languages: languages?.join(',') } });
}

/** Sets a series' list status, following it if the member does not yet. */
export function setSeriesStatus(slug: string, status: ShelfStatus): Promise<{ slug: string; is_following: boolean; status: ShelfStatus }> {
  return request(`/series/${encodeURIComponent(slug)}/follow`, { method: 'PUT', body: { status } });
}

import { request } from './client';
import type {
  FeedTokenCreated,
  FeedTokenStatus,
  FollowedSeries,
  Page,
  SeriesCoverChoices,
  SeriesDetail,
  SeriesEdit,
  SeriesLanguageCount,
  SeriesFollowChanged,
  SeriesProgress,
  SeriesQuery,
  SeriesSummary,
  SeriesValueCounts,
} from './types';

export function fetchSeriesList(query: SeriesQuery): Promise<Page<SeriesSummary>> {
  return request('/series', { query: { ...query } });
}

export function fetchSeriesLanguageCounts(): Promise<SeriesLanguageCount[]> {
  return request('/series/language-counts');
}

/** PUT /admin/series/:slug: an administrator's edit of what the series is; answers the series page. */
export function updateSeries(slug: string, edit: SeriesEdit): Promise<SeriesDetail> {
  return request(`/admin/series/${encodeURIComponent(slug)}`, { method: 'PUT', body: edit });
}

/** GET /admin/series/:slug/covers: the pictures an administrator may make the series' cover, and which one is. */
export function fetchSeriesCoverChoices(slug: string): Promise<SeriesCoverChoices> {
  return request(`/admin/series/${encodeURIComponent(slug)}/covers`);
}

export function fetchSeriesValueCounts(): Promise<SeriesValueCounts> {
  return request('/series/value-counts');
}

/** A merged series' old slug answers 308; the browser follows it, so the answer names the series it went into. */
export function fetchSeries(slug: string): Promise<SeriesDetail> {
  return request(`/series/${encodeURIComponent(slug)}`);
}

export function fetchFollowedSeries(): Promise<{ data: FollowedSeries[] }> {
  return request('/series/following');
}

export function saveSeriesProgress(slug: string, chapter: number): Promise<SeriesProgress> {
  return request(`/series/${encodeURIComponent(slug)}/progress`, { method: 'PUT', body: { chapter } });
}

export function clearSeriesProgress(slug: string): Promise<SeriesProgress> {
  return request(`/series/${encodeURIComponent(slug)}/progress`, { method: 'DELETE' });
}

export function followSeries(slug: string): Promise<SeriesFollowChanged> {
  return request(`/series/${encodeURIComponent(slug)}/follow`, { method: 'POST' });
}

export function unfollowSeries(slug: string): Promise<SeriesFollowChanged> {
  return request(`/series/${encodeURIComponent(slug)}/follow`, { method: 'DELETE' });
}

export function fetchFeedToken(): Promise<FeedTokenStatus> {
  return request('/account/feed-token');
}

export function createFeedToken(): Promise<FeedTokenCreated> {
  return request('/account/feed-token', { method: 'POST' });
}


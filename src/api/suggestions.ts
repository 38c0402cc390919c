import { request } from './client';
import type { Id, MySuggestions, OwnSuggestion, QueueSuggestion, SeriesSuggestionRequest, SuggestionCreated, SuggestionRequest, SuggestionReview } from './types';

export function submitSuggestion(body: SuggestionRequest): Promise<SuggestionCreated> {
  return request('/suggestions', { method: 'POST', body });
}

/** The whole review queue, each suggestion with its type: a recap's series name or a field of a series. */
export function fetchPendingSuggestions(): Promise<QueueSuggestion[]> {
  return request('/suggestions/admin/pending', { query: { types: 'all' } });
}

export function reviewSuggestion(id: Id, review: SuggestionReview): Promise<unknown> {
  return request(`/suggestions/admin/${id}`, { method: 'PUT', body: review });
}

export function fetchOwnSuggestion(recapId: Id): Promise<OwnSuggestion> {
  return request('/suggestions/mine', { query: { recap_id: recapId } });
}

export function submitSeriesSuggestion(body: SeriesSuggestionRequest): Promise<SuggestionCreated> {
  return request('/suggestions/series', { method: 'POST', body });
}

/** The member's own suggestions for one series, each with its outcome, and what is left today. */
export function fetchMySeriesSuggestions(slug: string): Promise<MySuggestions> {
  return request('/suggestions/mine/all', { query: { series: slug } });
}

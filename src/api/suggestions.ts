import { request } from './client';
import type { Id, OwnSuggestion, Suggestion, SuggestionCreated, SuggestionRequest, SuggestionReview } from './types';

export function submitSuggestion(body: SuggestionRequest): Promise<SuggestionCreated> {
  return request('/suggestions', { method: 'POST', body });
}

export function fetchPendingSuggestions(): Promise<Suggestion[]> {
  return request('/suggestions/admin/pending');
}

export function reviewSuggestion(id: Id, review: SuggestionReview): Promise<unknown> {
  return request(`/suggestions/admin/${id}`, { method: 'PUT', body: review });
}

export function fetchOwnSuggestion(recapId: Id): Promise<OwnSuggestion> {
  return request('/suggestions/mine', { query: { recap_id: recapId } });
}

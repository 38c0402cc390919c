import { request } from './client';
import type { Id, OwnSuggestion, PendingCount, Suggestion, SuggestionCreated, SuggestionRequest, SuggestionReview } from './types';

export function submitSuggestion(body: SuggestionRequest): Promise<SuggestionCreated> {
  return request('/suggestions', { method: 'POST', body });
}

export function fetchPendingSuggestions(): Promise<Suggestion[]> {
  return request('/suggestions/admin/pending');
}

/** How many suggestions wait for review, for the header's badge. */
export function fetchPendingSuggestionCount(): Promise<PendingCount> {
  return request('/suggestions/admin/pending/count');
}

export function reviewSuggestion(id: Id, review: SuggestionReview): Promise<unknown> {
  return request(`/suggestions/admin/${id}`, { method: 'PUT', body: review });
}

export function fetchOwnSuggestion(recapId: Id): Promise<OwnSuggestion> {
  return request('/suggestions/mine', { query: { recap_id: recapId } });
}

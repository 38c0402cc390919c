import { request } from './client';
import type { Id, Suggestion, SuggestionCreated, SuggestionRequest, SuggestionReview } from './types';

export function submitSuggestion(body: SuggestionRequest): Promise<SuggestionCreated> {
  return request('/suggestions', { method: 'POST', body });
}

export function fetchPendingSuggestions(): Promise<Suggestion[]> {
  return request('/suggestions/admin/pending');
}

export function reviewSuggestion(id: Id, review: SuggestionReview): Promise<unknown> {
  return request(`/suggestions/admin/${id}`, { method: 'PUT', body: review });
}

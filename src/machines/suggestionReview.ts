import { fetchPendingSuggestions, reviewSuggestion } from '../api/suggestions';
import { toApiError } from '../api/errors';
import type { Suggestion } from '../api/types';
import { createReviewQueueMachine, listingAll } from './reviewQueue';

/** Spec section 8, admin suggestions: the text of a failed list load. */
export function suggestionsLoadError(error: unknown): string {
  const failure = toApiError(error);
  if (failure.status === 0) return 'Network error - please check your connection.';
  if (failure.status === 403) return 'Admin access required';
  if (failure.status === 401) return 'Please log in to access admin features.';
  return failure.body?.error || 'Failed to fetch suggestions';
}

export type ReviewDecision = 'approve' | 'reject';

/** Reject asks first (docs/decisions/0111): a rejected suggestion cannot be set back to pending. */
export const suggestionReviewMachine = createReviewQueueMachine<Suggestion, ReviewDecision, { notes: string }>({
  id: 'suggestionReview',
  load: listingAll(fetchPendingSuggestions),
  loadErrorText: suggestionsLoadError,
  decisions: ['approve', 'reject'],
  draftOf: () => ({ notes: '' }),
  decide: ({ item, decision, draft }) => {
    const notes = draft.notes.trim();
    return reviewSuggestion(item.id, { status: decision === 'approve' ? 'approved' : 'rejected', admin_notes: notes ? notes : null });
  },
  decidedText: (decision) => (decision === 'approve' ? 'Suggestion approved' : 'Suggestion rejected'),
  failedText: (decision, error) => {
    if (toApiError(error).status === 0) return 'Network error.';
    return decision === 'approve' ? 'Failed to approve suggestion' : 'Failed to reject suggestion';
  },
  // The Admin menu item counts pending suggestions; it follows each review.
  decidedNotice: { type: 'suggestions.changed' },
  confirms: ['reject'],
});

/** The rejection's question: which name for which recap, and that it leaves the list for good. */
export function suggestionRejectionQuestion(suggestion: Pick<Suggestion, 'suggested_series_name' | 'recap_title'> | null): string {
  return suggestion ? `Reject "${suggestion.suggested_series_name}" as the series of "${suggestion.recap_title}"? This cannot be undone.` : '';
}

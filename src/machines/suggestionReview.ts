import { fetchPendingSuggestions, reviewSuggestion } from '../api/suggestions';
import { toApiError } from '../api/errors';
import type { QueueSuggestion } from '../api/types';
import type { SuggestionType } from '../domain/suggestionTypes';
import { TRACKER_FORMS } from '../domain/seriesIdentity';
import { message, type Message } from './shared/message';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { errorCodeOf } from '../domain/errorCodes';
import { codeMessage, textMessage } from '../domain/errorMessages';
import { createReviewQueueMachine, listingAll } from './reviewQueue';

/** Spec section 8, admin suggestions: what a failed list load says (the server's refusal by its code, else its text). */
export function suggestionsLoadError(error: unknown): Message {
  const failure = toApiError(error);
  if (failure.status === 0) return message('admin.suggestions.offline');
  if (failure.status === 403) return codeMessage('auth.adminOnly');
  if (failure.status === 401) return codeMessage('auth.logInAdmin');
  return serverErrorMessages(error, message('admin.suggestions.loadFailed'))[0]!;
}

export type ReviewDecision = 'approve' | 'reject';

/**
 * An approval the series refused (another series holds the title or the tracker id, the rules no longer take it):
 * the server's sentence is the one to tell, the suggestion stays in the queue for the admin to reject.
 */
export class ApprovalRefused extends Error {}

/**
 * The tracker a link suggestion is for, by its name, as the messages of a suggestion's field take it (`none`, the
 * ICU select's word for a link of no tracker).
 */
export function suggestionTracker(suggestion: Pick<QueueSuggestion, 'tracker'>): string {
  return suggestion.tracker ? TRACKER_FORMS[suggestion.tracker].label : 'none';
}

/** A series suggestion card's heading, by the field it is for: the series and the field ("Tower: Synopsis"). */
const CARD_TITLES: Record<Exclude<SuggestionType, 'series_name'>, string> = {
  alt_title: /*i18n*/ 'admin.suggestions.title.altTitle',
  tracker_link: /*i18n*/ 'admin.suggestions.title.trackerLink',
  status: /*i18n*/ 'admin.suggestions.title.status',
  synopsis: /*i18n*/ 'admin.suggestions.title.synopsis',
};

/** The rejection's question, by the field the suggestion is for. */
const REJECTION_QUESTIONS: Record<SuggestionType, string> = {
  series_name: /*i18n*/ 'admin.suggestions.rejectQuestion.seriesName',
  alt_title: /*i18n*/ 'admin.suggestions.rejectQuestion.altTitle',
  tracker_link: /*i18n*/ 'admin.suggestions.rejectQuestion.trackerLink',
  status: /*i18n*/ 'admin.suggestions.rejectQuestion.status',
  synopsis: /*i18n*/ 'admin.suggestions.rejectQuestion.synopsis',
};

/** A review card's heading: the recap a series name is for (as it is), or the series and the field of a series suggestion. */
export function suggestionCardTitle(suggestion: Pick<QueueSuggestion, 'type' | 'tracker' | 'recap_title' | 'series_name'>): Message {
  if (suggestion.type === 'series_name') return textMessage(suggestion.recap_title ?? '');
  return message(CARD_TITLES[suggestion.type], { series: suggestion.series_name ?? '', tracker: suggestionTracker(suggestion) });
}

/** Reject asks first (docs/decisions/0111): a rejected suggestion cannot be set back to pending. */
export const suggestionReviewMachine = createReviewQueueMachine<QueueSuggestion, ReviewDecision, { notes: string }>({
  id: 'suggestionReview',
  load: listingAll(fetchPendingSuggestions),
  loadErrorText: suggestionsLoadError,
  decisions: ['approve', 'reject'],
  draftOf: () => ({ notes: '' }),
  decide: async ({ item, decision, draft }) => {
    const notes = draft.notes.trim();
    try {
      return await reviewSuggestion(item.id, { status: decision === 'approve' ? 'approved' : 'rejected', admin_notes: notes ? notes : null });
    } catch (error) {
      const failure = toApiError(error);
      const refusal = failure.body?.error;
      if (decision === 'approve' && item.type !== 'series_name' && (failure.status === 400 || failure.status === 409) && refusal) throw new ApprovalRefused(refusal);
      throw error;
    }
  },
  decidedText: (decision) => message(decision === 'approve' ? /*i18n*/ 'admin.suggestions.approved' : /*i18n*/ 'admin.suggestions.rejected'),
  failedText: (decision, error) => {
    if (error instanceof ApprovalRefused) {
      // The series' rules refused it, in the server's (English) words: their code's message says it in the reader's language.
      const found = errorCodeOf(error.message);
      return found === undefined ? textMessage(error.message) : codeMessage(found.code, found.values);
    }
    if (toApiError(error).status === 0) return message('admin.suggestions.decisionOffline');
    return message(decision === 'approve' ? /*i18n*/ 'admin.suggestions.approveFailed' : /*i18n*/ 'admin.suggestions.rejectFailed');
  },
  // The Admin menu item counts pending suggestions; it follows each review.
  decidedNotice: { type: 'suggestions.changed' },
  confirms: ['reject'],
});

/** The rejection's question: which value for which recap or series, and that it leaves the list for good. */
export function suggestionRejectionQuestion(
  suggestion: Pick<QueueSuggestion, 'type' | 'tracker' | 'suggested_series_name' | 'recap_title' | 'series_name' | 'proposed_value'> | null,
): Message | null {
  if (!suggestion) return null;
  if (suggestion.type === 'series_name') {
    return message(REJECTION_QUESTIONS.series_name, { name: suggestion.suggested_series_name ?? '', recap: suggestion.recap_title ?? '' });
  }
  const value = suggestion.proposed_value ?? '';
  const shown = Array.from(value).length > 80 ? `${Array.from(value).slice(0, 80).join('')}…` : value;
  return message(REJECTION_QUESTIONS[suggestion.type], { value: shown, series: suggestion.series_name ?? '', tracker: suggestionTracker(suggestion) });
}

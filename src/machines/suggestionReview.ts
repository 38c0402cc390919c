import { assign, fromPromise, sendTo, setup } from 'xstate';
import { fetchPendingSuggestions, reviewSuggestion } from '../api/suggestions';
import { toApiError } from '../api/errors';
import type { Id, Suggestion, SuggestionReview } from '../api/types';
import type { SessionRef } from './session';
import { toast, type ToastsRef } from './toasts';

export type ReviewDecision = 'approved' | 'rejected';

export interface SuggestionReviewInput {
  /** Told after each review, so the admin menu's pending count follows. */
  session: SessionRef;
  toasts: ToastsRef;
}

export interface SuggestionReviewContext extends SuggestionReviewInput {
  suggestions: Suggestion[];
  /** Admin notes typed per suggestion, kept while the person reviews others. */
  notes: Record<Id, string>;
  loadError: string | null;
  /** The review being sent. */
  reviewing: { id: Id; status: ReviewDecision } | null;
  /** The last failed review, shown beside its suggestion. */
  itemError: { id: Id; text: string } | null;
}

export type SuggestionReviewEvent =
  | { type: 'NOTES'; id: Id; text: string }
  | { type: 'APPROVE'; id: Id }
  | { type: 'REJECT'; id: Id }
  | { type: 'RETRY' };

/** Spec section 8, admin suggestions: the text of a failed list load. */
export function suggestionsLoadError(error: unknown): string {
  const failure = toApiError(error);
  if (failure.status === 0) return 'Network error - please check your connection.';
  if (failure.status === 403) return 'Admin access required';
  if (failure.status === 401) return 'Please log in to access admin features.';
  return failure.body?.error || 'Failed to fetch suggestions';
}

function reviewError(error: unknown, status: ReviewDecision): string {
  if (toApiError(error).status === 0) return 'Network error.';
  return status === 'approved' ? 'Failed to approve suggestion' : 'Failed to reject suggestion';
}

export const suggestionReviewMachine = setup({
  types: {
    context: {} as SuggestionReviewContext,
    events: {} as SuggestionReviewEvent,
    input: {} as SuggestionReviewInput,
  },
  actors: {
    loadSuggestions: fromPromise<Suggestion[]>(() => fetchPendingSuggestions()),
    sendReview: fromPromise<unknown, { id: Id; review: SuggestionReview }>(({ input }) => reviewSuggestion(input.id, input.review)),
  },
  guards: {
    nothingPending: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    lastOneReviewed: ({ context }) => context.suggestions.every((item) => item.id === context.reviewing?.id),
    listed: ({ context, event }) => 'id' in event && context.suggestions.some((item) => item.id === event.id),
  },
  actions: {
    keepNotes: assign({
      notes: ({ context, event }) => (event.type === 'NOTES' ? { ...context.notes, [event.id]: event.text } : context.notes),
    }),
    tellReviewed: sendTo(({ context }) => context.session, { type: 'suggestions.changed' }),
    dropReviewed: assign({
      suggestions: ({ context }) => context.suggestions.filter((item) => item.id !== context.reviewing?.id),
      reviewing: null,
    }),
    toastReviewed: sendTo(
      ({ context }) => context.toasts,
      ({ context }) => toast('success', context.reviewing?.status === 'approved' ? 'Suggestion approved' : 'Suggestion rejected'),
    ),
  },
}).createMachine({
  id: 'suggestionReview',
  context: ({ input }) => ({ ...input, suggestions: [], notes: {}, loadError: null, reviewing: null, itemError: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        onDone: [
          { guard: 'nothingPending', target: 'empty', actions: assign({ suggestions: [] }) },
          { target: 'ready', actions: assign({ suggestions: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => suggestionsLoadError(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    empty: {},
    ready: {
      on: {
        NOTES: { actions: 'keepNotes' },
        APPROVE: {
          guard: 'listed',
          target: 'reviewing',
          actions: assign({ reviewing: ({ event }) => ({ id: event.id, status: 'approved' as const }), itemError: null }),
        },
        REJECT: {
          guard: 'listed',
          target: 'reviewing',
          actions: assign({ reviewing: ({ event }) => ({ id: event.id, status: 'rejected' as const }), itemError: null }),
        },
      },
    },
    reviewing: {
      on: {
        NOTES: { actions: 'keepNotes' },
      },
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) => {
          const reviewing = context.reviewing!;
          const notes = context.notes[reviewing.id]?.trim();
          return { id: reviewing.id, review: { status: reviewing.status, admin_notes: notes ? notes : null } };
        },
        onDone: [
          { guard: 'lastOneReviewed', target: 'empty', actions: ['toastReviewed', 'tellReviewed', 'dropReviewed'] },
          { target: 'ready', actions: ['toastReviewed', 'tellReviewed', 'dropReviewed'] },
        ],
        onError: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            itemError: { id: context.reviewing!.id, text: reviewError(event.error, context.reviewing!.status) },
            reviewing: null,
          })),
        },
      },
    },
  },
});

import { assign, emit, fromPromise, setup } from 'xstate';
import { submitSuggestion } from '../api/suggestions';
import type { Id, SuggestionCreated } from '../api/types';
import { sanitizeSeriesName, validateSeriesSuggestion } from '../domain/seriesName';
import type { ToastEmitted } from './watchlist';

export interface SuggestionDialogContext {
  recapId: Id | null;
  text: string;
  isAuthenticated: boolean;
  error: string | null;
}

export type SuggestionDialogEvent =
  | { type: 'OPEN'; recapId: Id }
  | { type: 'CLOSE' }
  | { type: 'CHANGE'; value: string }
  | { type: 'SUBMIT' }
  | { type: 'AUTH.CHANGED'; isAuthenticated: boolean };

/** Spec section 8: the server's error text, else the generic one; a network failure has its own. */
export function suggestionErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, body } = error as { status?: number; body?: { error?: string; message?: string } | null };
    if (status === 0) return 'Network error. Please try again.';
    if (body?.error) return body.error;
    if (body?.message) return body.message;
  }
  return 'Failed to submit suggestion';
}

export const suggestionDialogMachine = setup({
  types: {
    context: {} as SuggestionDialogContext,
    events: {} as SuggestionDialogEvent,
    input: {} as { isAuthenticated: boolean },
    emitted: {} as ToastEmitted,
  },
  actors: {
    submitSuggestion: fromPromise<SuggestionCreated, { recapId: Id; name: string }>(({ input }) =>
      submitSuggestion({ recap_id: input.recapId, suggested_series_name: input.name }),
    ),
  },
  delays: {
    suggestionClose: 2000,
  },
  guards: {
    anonymous: ({ context }) => !context.isAuthenticated,
    emptyText: ({ context }) => !validateSeriesSuggestion(context.text).ok,
  },
  actions: {
    reset: assign({ text: '', error: null }),
  },
}).createMachine({
  id: 'suggestionDialog',
  context: ({ input }) => ({ recapId: null, text: '', isAuthenticated: input.isAuthenticated, error: null }),
  initial: 'closed',
  on: {
    'AUTH.CHANGED': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated }) },
  },
  states: {
    closed: {
      on: {
        OPEN: [
          {
            guard: 'anonymous',
            actions: emit({ type: 'toast', kind: 'info', text: 'Please log in to suggest series names.' }),
          },
          { target: 'open', actions: ['reset', assign({ recapId: ({ event }) => event.recapId })] },
        ],
      },
    },
    open: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: assign({ text: ({ event }) => sanitizeSeriesName(event.value), error: null }) },
            SUBMIT: [
              // The session may have ended while the dialog was open.
              { guard: 'anonymous', actions: assign({ error: 'You must be logged in to submit suggestions' }) },
              { guard: 'emptyText', actions: assign({ error: 'Please enter a series name' }) },
              { target: 'sending', actions: assign({ error: null }) },
            ],
            CLOSE: { target: '#suggestionDialog.closed' },
          },
        },
        sending: {
          invoke: {
            id: 'submitSuggestion',
            src: 'submitSuggestion',
            input: ({ context }) => ({
              recapId: context.recapId as Id,
              name: (validateSeriesSuggestion(context.text) as { value: string }).value,
            }),
            onDone: { target: 'succeeded' },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => suggestionErrorText(event.error) }) },
          },
        },
        succeeded: {
          after: { suggestionClose: { target: '#suggestionDialog.closed' } },
          on: {
            CLOSE: { target: '#suggestionDialog.closed' },
          },
        },
      },
    },
  },
});

import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { fetchOwnSuggestion, submitSuggestion } from '../api/suggestions';
import type { Id, OwnSuggestion, SuggestionCreated } from '../api/types';
import { sanitizeSeriesName, seriesNameLeftOut, validateSeriesSuggestion } from '../domain/seriesName';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { message, serverMessage, type Message } from './shared/message';
import { errorBodyOf } from './shared/serverErrorText';
import { toastMessage, type ToastsRef } from './shared/toast';

export interface SuggestionDialogInput {
  session: SessionRef;
  toasts: ToastsRef;
  isAuthenticated: boolean;
}

export interface SuggestionDialogContext extends SuggestionDialogInput {
  recapId: Id | null;
  text: string;
  error: Message | null;
  /** The member's own suggestion for this recap, found when the dialog opened. */
  known: OwnSuggestion['suggestion'];
  /** Suggestions the member has left today; null until the server has said. */
  dailyRemaining: number | null;
  /** The characters the spec's rule has left out of what was typed since the dialog opened, each once. */
  leftOut: string[];
}

export type SuggestionDialogEvent =
  | { type: 'dialog.open'; recapId: Id }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: 'seriesName'; value: string }
  | { type: 'form.submit' }
  | SessionChangedEvent;

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

/**
 * The same as a message: the refusal of the server's code (its English text when the catalogue lacks the code),
 * a text the server sent without a code as it is, else the generic one; a network failure has its own.
 */
export function suggestionError(error: unknown): Message {
  if (typeof error === 'object' && error !== null && (error as { status?: number }).status === 0) return message('recap.suggest.networkError');
  const refusal = serverMessage(error);
  if (refusal !== null) return refusal;
  const body = errorBodyOf(error);
  const text = [body?.error, body?.message].find((said): said is string => typeof said === 'string' && said !== '');
  return text === undefined ? message('recap.suggest.failed') : { ...message('error.unlisted', { text }), fallback: text };
}

export const suggestionDialogMachine = setup({
  types: {
    context: {} as SuggestionDialogContext,
    events: {} as SuggestionDialogEvent,
    input: {} as SuggestionDialogInput,
  },
  actors: {
    sessionChanges,
    fetchOwnSuggestion: fromPromise<OwnSuggestion, { recapId: Id }>(({ input }) => fetchOwnSuggestion(input.recapId)),
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
    suggestedAlready: (_, own: OwnSuggestion) => own.suggestion !== null,
  },
  actions: {
    reset: assign({ text: '', error: null, known: null, dailyRemaining: null, leftOut: [] }),
    rememberOwn: assign((_, own: OwnSuggestion) => ({ known: own.suggestion, dailyRemaining: own.daily_remaining })),
  },
}).createMachine({
  id: 'suggestionDialog',
  context: ({ input }) => ({ ...input, recapId: null, text: '', error: null, known: null, dailyRemaining: null, leftOut: [] }),
  initial: 'closed',
  invoke: followSession,
  on: {
    'session.changed': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated }) },
  },
  states: {
    closed: {
      on: {
        'dialog.open': [
          {
            guard: 'anonymous',
            actions: sendTo(({ context }) => context.toasts, toastMessage('info', message('recap.suggest.logInToast'))),
          },
          { target: 'open', actions: ['reset', assign({ recapId: ({ event }) => event.recapId })] },
        ],
      },
    },
    open: {
      initial: 'checking',
      states: {
        // Asks whether this member has suggested a name for this recap before letting them type one.
        checking: {
          invoke: {
            id: 'fetchOwnSuggestion',
            src: 'fetchOwnSuggestion',
            input: ({ context }) => ({ recapId: context.recapId as Id }),
            onDone: [
              {
                guard: { type: 'suggestedAlready', params: ({ event }) => event.output },
                target: 'alreadySuggested',
                actions: { type: 'rememberOwn', params: ({ event }) => event.output },
              },
              { target: 'editing', actions: { type: 'rememberOwn', params: ({ event }) => event.output } },
            ],
            // A failed check must not block suggesting: the server still refuses a second suggestion.
            onError: { target: 'editing' },
          },
          on: {
            'dialog.close': { target: '#suggestionDialog.closed' },
          },
        },
        alreadySuggested: {
          on: {
            'dialog.close': { target: '#suggestionDialog.closed' },
          },
        },
        editing: {
          on: {
            // The box shows the name as it will be sent, and the dialog says what it left out: nothing changes silently.
            'field.change': {
              actions: assign({
                text: ({ event }) => sanitizeSeriesName(event.value),
                leftOut: ({ context, event }) => [...new Set([...context.leftOut, ...seriesNameLeftOut(event.value)])],
                error: null,
              }),
            },
            'form.submit': [
              // The session may have ended while the dialog was open.
              { guard: 'anonymous', actions: assign({ error: message('recap.suggest.logIn') }) },
              { guard: 'emptyText', actions: assign({ error: message('recap.suggest.empty') }) },
              { target: 'sending', actions: assign({ error: null }) },
            ],
            'dialog.close': { target: '#suggestionDialog.closed' },
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
            onError: { target: 'editing', actions: assign({ error: ({ event }) => suggestionError(event.error) }) },
          },
        },
        succeeded: {
          after: { suggestionClose: { target: '#suggestionDialog.closed' } },
          on: {
            'dialog.close': { target: '#suggestionDialog.closed' },
          },
        },
      },
    },
  },
});

type SuggestionDialogSnapshot = SnapshotFrom<typeof suggestionDialogMachine>;

export function selectSuggestionOpen(snapshot: SuggestionDialogSnapshot): boolean {
  return snapshot.matches('open');
}

export function selectSuggestionText(snapshot: SuggestionDialogSnapshot): string {
  return snapshot.context.text;
}

/** What the series name's rule left out of the typed text, each character once; empty when nothing. */
export function selectLeftOutCharacters(snapshot: SuggestionDialogSnapshot): string[] {
  return snapshot.context.leftOut;
}

export function selectSuggestionError(snapshot: SuggestionDialogSnapshot): Message | null {
  return snapshot.context.error;
}

export function selectSuggestionSending(snapshot: SuggestionDialogSnapshot): boolean {
  return snapshot.matches({ open: 'sending' });
}

export function selectSuggestionSucceeded(snapshot: SuggestionDialogSnapshot): boolean {
  return snapshot.matches({ open: 'succeeded' });
}

export function selectSuggestionChecking(snapshot: SuggestionDialogSnapshot): boolean {
  return snapshot.matches({ open: 'checking' });
}

/** The member's own suggestion for the open recap, when the dialog found one on opening. */
export function selectKnownSuggestion(snapshot: SuggestionDialogSnapshot): OwnSuggestion['suggestion'] {
  // Stryker disable next-line ObjectLiteral: the suggestion is kept only on the way to alreadySuggested and forgotten at each opening, and an empty match is false once closed
  return snapshot.matches({ open: 'alreadySuggested' }) ? snapshot.context.known : null;
}

export function selectDailyRemaining(snapshot: SuggestionDialogSnapshot): number | null {
  return snapshot.context.dailyRemaining;
}

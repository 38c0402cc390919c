import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { fetchMySeriesSuggestions, submitSeriesSuggestion } from '../api/suggestions';
import type { MySuggestion, MySuggestions, SuggestionCreated } from '../api/types';
import type { SeriesTracker } from '../domain/seriesIdentity';
import { checkSeriesSuggestion, type SeriesIdentityNow, type SeriesSuggestionType } from '../domain/seriesSuggestion';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { errorCodeOf } from '../domain/errorCodes';
import { codeMessage, textMessage } from '../domain/errorMessages';
import { suggestionError } from './suggestionDialog';
import { message, type Message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

/**
 * A member's corrections to a series (docs/decisions/0120): the "Suggest a correction" dialog, where they choose
 * the field (an other title, a tracker link, the status, the synopsis) and the value, checked by the rules the
 * server applies; and their own suggestions for the series with each outcome, read when the page opens and again
 * after each one they send.
 */

export interface SeriesSuggestionInput {
  session: SessionRef;
  toasts: ToastsRef;
  isAuthenticated: boolean;
  slug: string;
  /** What the series says now: the dialog refuses a value it has already, as the server does. */
  series: SeriesIdentityNow;
}

export interface SeriesSuggestionContext extends SeriesSuggestionInput {
  type: SeriesSuggestionType;
  tracker: SeriesTracker;
  value: string;
  error: Message | null;
  /** The member's own suggestions for this series, newest first; null until the server has said. */
  mine: MySuggestion[] | null;
  dailyRemaining: number | null;
}

export type SeriesSuggestionEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: 'type'; value: SeriesSuggestionType }
  | { type: 'field.change'; field: 'tracker'; value: SeriesTracker }
  | { type: 'field.change'; field: 'value'; value: string }
  | { type: 'form.submit' }
  | SessionChangedEvent;

/** The English of the login toast (en.po's `series.suggest.logInToast`). */
export const LOGIN_TO_SUGGEST_CORRECTION = 'Please log in to suggest a correction.';

/** The value a field starts from: a synopsis is corrected from the one the series has, the others are typed anew. */
function startingValue(type: SeriesSuggestionType, series: SeriesIdentityNow): string {
  return type === 'synopsis' ? series.synopsis : '';
}

/**
 * The rules' refusal (shared with the server, which says it in English) as the message of its error code, so the
 * reader meets it in their language; a text of no code is shown as it is.
 */
function refusalOf(text: string): Message {
  const found = errorCodeOf(text);
  return found === undefined ? textMessage(text) : codeMessage(found.code, found.values);
}

export const seriesSuggestionMachine = setup({
  types: {
    context: {} as SeriesSuggestionContext,
    events: {} as SeriesSuggestionEvent,
    input: {} as SeriesSuggestionInput,
  },
  actors: {
    sessionChanges,
    fetchMine: fromPromise<MySuggestions, { slug: string }>(({ input }) => fetchMySeriesSuggestions(input.slug)),
    submitCorrection: fromPromise<SuggestionCreated, { slug: string; type: SeriesSuggestionType; tracker: SeriesTracker | null; value: string }>(({ input }) =>
      submitSeriesSuggestion({ slug: input.slug, type: input.type, tracker: input.tracker, value: input.value }),
    ),
  },
  delays: {
    suggestionClose: 2000,
  },
  guards: {
    anonymous: ({ context }) => !context.isAuthenticated,
    signedIn: (_, params: { isAuthenticated: boolean }) => params.isAuthenticated,
    refusedByRules: ({ context }) => !checkSeriesSuggestion(context, context.series).ok,
    changesField: (_, params: { field: string; expected: 'type' | 'tracker' }) => params.field === params.expected,
  },
  actions: {
    rememberSession: assign((_, params: { isAuthenticated: boolean }) => ({
      isAuthenticated: params.isAuthenticated,
      // A member's suggestions are theirs: they go with the session.
      mine: null,
      dailyRemaining: null,
    })),
    askToLogIn: sendTo(({ context }) => context.toasts, toastMessage('info', message('series.suggest.logInToast'))),
    resetForm: assign({ type: 'alt_title', tracker: 'anilist', value: '', error: null }),
    rememberMine: assign((_, mine: MySuggestions) => ({ mine: mine.suggestions, dailyRemaining: mine.daily_remaining })),
    chooseType: assign(({ context }, type: SeriesSuggestionType) => ({ type, value: startingValue(type, context.series), error: null })),
    chooseTracker: assign((_, tracker: SeriesTracker) => ({ tracker, error: null })),
    typeValue: assign((_, value: string) => ({ value, error: null })),
    clearError: assign({ error: null }),
    tellLoggedOut: assign({ error: codeMessage('auth.logInSuggest') }),
    rememberSent: assign((_, sent: SuggestionCreated) => ({ dailyRemaining: sent.daily_remaining })),
    tellServerError: assign((_, error: unknown) => ({ error: suggestionError(error) })),
    tellRefusal: assign({ error: ({ context }) => {
      const check = checkSeriesSuggestion(context, context.series);
      return check.ok ? null : refusalOf(check.message);
    } }),
  },
}).createMachine({
  id: 'seriesSuggestion',
  context: ({ input }) => ({ ...input, type: 'alt_title', tracker: 'anilist', value: '', error: null, mine: null, dailyRemaining: null }),
  initial: 'loadingMine',
  invoke: followSession,
  states: {
    // The member's own suggestions for the series; a visitor has none to read.
    loadingMine: {
      always: { guard: 'anonymous', target: 'closed' },
      invoke: {
        id: 'fetchMine',
        src: 'fetchMine',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'closed', actions: { type: 'rememberMine', params: ({ event }) => event.output } },
        // The list is a courtesy: the page and the dialog work without it.
        onError: { target: 'closed' },
      },
      on: {
        // The button works while the list is read: the list is read again when the dialog closes.
        'dialog.open': { target: 'open', actions: 'resetForm' },
        'session.changed': { target: 'loadingMine', reenter: true, actions: { type: 'rememberSession', params: ({ event }) => event } },
      },
    },
    closed: {
      on: {
        'dialog.open': [
          { guard: 'anonymous', actions: 'askToLogIn' },
          { target: 'open', actions: 'resetForm' },
        ],
        'session.changed': [
          { guard: { type: 'signedIn', params: ({ event }) => event }, target: 'loadingMine', actions: { type: 'rememberSession', params: ({ event }) => event } },
          { actions: { type: 'rememberSession', params: ({ event }) => event } },
        ],
      },
    },
    open: {
      initial: 'editing',
      on: {
        'session.changed': { actions: { type: 'rememberSession', params: ({ event }) => event } },
      },
      states: {
        editing: {
          on: {
            'field.change': [
              {
                guard: { type: 'changesField', params: ({ event }) => ({ field: event.field, expected: 'type' as const }) },
                actions: { type: 'chooseType', params: ({ event }) => event.value as SeriesSuggestionType },
              },
              {
                guard: { type: 'changesField', params: ({ event }) => ({ field: event.field, expected: 'tracker' as const }) },
                actions: { type: 'chooseTracker', params: ({ event }) => event.value as SeriesTracker },
              },
              { actions: { type: 'typeValue', params: ({ event }) => event.value } },
            ],
            'form.submit': [
              // The session may have ended while the dialog was open.
              { guard: 'anonymous', actions: 'tellLoggedOut' },
              { guard: 'refusedByRules', actions: 'tellRefusal' },
              { target: 'sending', actions: 'clearError' },
            ],
            'dialog.close': { target: '#seriesSuggestion.loadingMine' },
          },
        },
        sending: {
          invoke: {
            id: 'submitCorrection',
            src: 'submitCorrection',
            input: ({ context }) => ({
              slug: context.slug,
              type: context.type,
              tracker: context.type === 'tracker_link' ? context.tracker : null,
              value: context.value,
            }),
            onDone: { target: 'succeeded', actions: { type: 'rememberSent', params: ({ event }) => event.output } },
            onError: { target: 'editing', actions: { type: 'tellServerError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        // The thanks stay two seconds, then the list is read again with the new suggestion in it.
        succeeded: {
          after: { suggestionClose: { target: '#seriesSuggestion.loadingMine' } },
          on: {
            'dialog.close': { target: '#seriesSuggestion.loadingMine' },
          },
        },
      },
    },
  },
});

type SeriesSuggestionSnapshot = SnapshotFrom<typeof seriesSuggestionMachine>;

export function selectCorrectionOpen(snapshot: SeriesSuggestionSnapshot): boolean {
  return snapshot.matches('open');
}

/** The form as the member has it: the field, the tracker and the value. */
export function selectCorrectionForm(snapshot: SeriesSuggestionSnapshot): Pick<SeriesSuggestionContext, 'type' | 'tracker' | 'value'> {
  const { type, tracker, value } = snapshot.context;
  return { type, tracker, value };
}

export function selectCorrectionError(snapshot: SeriesSuggestionSnapshot): Message | null {
  return snapshot.context.error;
}

export function selectCorrectionSending(snapshot: SeriesSuggestionSnapshot): boolean {
  return snapshot.matches({ open: 'sending' });
}

export function selectCorrectionSucceeded(snapshot: SeriesSuggestionSnapshot): boolean {
  return snapshot.matches({ open: 'succeeded' });
}

export function selectMySuggestions(snapshot: SeriesSuggestionSnapshot): MySuggestion[] | null {
  return snapshot.context.mine;
}

export function selectCorrectionsLeft(snapshot: SeriesSuggestionSnapshot): number | null {
  return snapshot.context.dailyRemaining;
}

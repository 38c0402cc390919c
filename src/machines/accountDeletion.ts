import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { deleteAccount } from '../api/accountData';
import { saveSearchHistory } from '../domain/searchHistory';
import type { SessionRef } from './session';
import { errorMessagesOf } from '../domain/errorMessages';
import { message, type Message } from './shared/message';
import { errorBodyOf } from './shared/serverErrorText';
import { toastMessage, type ToastsRef } from './shared/toast';

export interface AccountDeletionInput {
  toasts: ToastsRef;
  session: SessionRef;
}

export interface AccountDeletionContext extends AccountDeletionInput {
  password: string;
  error: Message | null;
}

export type AccountDeletionEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: 'password'; value: string }
  | { type: 'form.submit' };

/**
 * Delete my account: one dialog asks for the password and confirms; the server removes everything in one
 * transaction. After it, the session is ended the way Log Out ends it (the session leaves the member at once and
 * the app goes home), the toast says what happened, and the search history this browser kept goes too.
 */
export const accountDeletionMachine = setup({
  types: {
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
    input: {} as AccountDeletionInput,
  },
  actors: {
    deleteAccount: fromPromise<void, { password: string }>(async ({ input }) => {
      await deleteAccount(input.password);
    }),
  },
  guards: {
    passwordGiven: ({ context }) => context.password !== '',
  },
  actions: {
    setPassword: assign(({ event }) => (event.type === 'field.change' ? { password: event.value, error: null } : {})),
    clearForm: assign({ password: '', error: null }),
    askForPassword: assign({ error: message('deletion.missingPassword') }),
    showFailure: assign(({ event }) => ({ error: errorMessagesOf(errorBodyOf((event as { error?: unknown }).error), message('deletion.failed'))[0]! })),
    announceDeleted: sendTo(({ context }) => context.toasts, toastMessage('success', message('deletion.deleted'))),
    endSession: sendTo(({ context }) => context.session, { type: 'session.logOut' as const }),
    forgetSearchHistory: () => saveSearchHistory(globalThis.localStorage, []),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ ...input, password: '', error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'dialog.open': 'confirming' },
    },
    confirming: {
      on: {
        'field.change': { actions: 'setPassword' },
        'form.submit': [{ guard: 'passwordGiven', target: 'deleting' }, { actions: 'askForPassword' }],
        'dialog.close': { target: 'idle', actions: 'clearForm' },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'deleted', actions: ['clearForm', 'forgetSearchHistory', 'announceDeleted', 'endSession'] },
        onError: { target: 'confirming', actions: 'showFailure' },
      },
    },
    deleted: { type: 'final' },
  },
});

type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;

export type AccountDeletionStep = 'idle' | 'confirming' | 'deleting' | 'deleted';

export function selectAccountDeletionStep(snapshot: AccountDeletionSnapshot): AccountDeletionStep {
  return snapshot.value as AccountDeletionStep;
}

export function selectDeletionPassword(snapshot: AccountDeletionSnapshot): string {
  return snapshot.context.password;
}

export function selectDeletionError(snapshot: AccountDeletionSnapshot): Message | null {
  return snapshot.context.error;
}

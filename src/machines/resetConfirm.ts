import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { confirmPasswordReset } from '../api/account';
import type { MessageResponse } from '../api/types';
import { newPasswordProblem } from '../domain/password';
import { serverErrorText } from './shared/serverErrorText';

export type ResetConfirmField = 'password' | 'confirmPassword';

export interface ResetConfirmContext {
  token: string | null;
  password: string;
  confirmPassword: string;
  error: string | null;
  message: string | null;
}

export type ResetConfirmEvent = { type: 'field.change'; field: ResetConfirmField; value: string } | { type: 'form.submit' };

const INVALID_RESET_LINK = 'Invalid reset link.';
const RESET_PASSWORDS_DIFFER = 'Passwords do not match';
const RESET_FAILED = 'Failed to reset password.';

export const resetConfirmMachine = setup({
  types: {
    context: {} as ResetConfirmContext,
    events: {} as ResetConfirmEvent,
    input: {} as { token: string | null },
  },
  actors: {
    confirmPasswordReset: fromPromise<MessageResponse, { token: string; password: string }>(({ input }) =>
      confirmPasswordReset(input.token, input.password),
    ),
  },
  // Spec section 5, reset confirm: the rules are checked in the spec's order, match first.
  guards: {
    noToken: ({ context }) => context.token === null || context.token.trim() === '',
    passwordsDiffer: ({ context }) => context.password !== context.confirmPassword,
    // The server's own rule (src/domain/password.ts): too short, too long, or spaces alone; the first is the spec's text.
    passwordRefused: ({ context }) => newPasswordProblem(context.password) !== null,
  },
  delays: {
    // Long enough to read the message before the login screen replaces it.
    loginRedirect: 3000,
  },
}).createMachine({
  id: 'resetConfirm',
  context: ({ input }) => ({ token: input.token, password: '', confirmPassword: '', error: null, message: null }),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      always: [
        { guard: 'noToken', target: 'invalidLink', actions: assign({ error: INVALID_RESET_LINK }) },
        { target: 'editing' },
      ],
    },
    invalidLink: {
      after: { loginRedirect: 'toLogin' },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value }) as Partial<ResetConfirmContext>),
        },
        'form.submit': [
          { guard: 'passwordsDiffer', actions: assign({ error: RESET_PASSWORDS_DIFFER }) },
          { guard: 'passwordRefused', actions: assign({ error: ({ context }) => newPasswordProblem(context.password) }) },
          { target: 'submitting', actions: assign({ error: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'confirmPasswordReset',
        src: 'confirmPasswordReset',
        // The token is never null here: checkingToken sent a null one to invalidLink.
        input: ({ context }) => ({ token: context.token!.trim(), password: context.password }),
        onDone: { target: 'done', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => serverErrorText(event.error, RESET_FAILED) }) },
      },
    },
    done: {
      after: { loginRedirect: 'toLogin' },
    },
    /** The view moves to /login on reaching this. */
    toLogin: { type: 'final' },
  },
});

type ResetConfirmSnapshot = SnapshotFrom<typeof resetConfirmMachine>;

/** Which step of the flow the page shows (the machine's state). */
export function selectResetConfirmStep(snapshot: ResetConfirmSnapshot): ResetConfirmSnapshot['value'] {
  return snapshot.value;
}

/** What the form shows: the typed values and the messages. */
export function selectResetConfirmForm(snapshot: ResetConfirmSnapshot): ResetConfirmSnapshot['context'] {
  return snapshot.context;
}

import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { confirmPasswordReset } from '../api/account';
import type { MessageResponse } from '../api/types';
import { noticeMessageOf } from '../domain/accountNotices';
import { codeMessage, type Message } from '../domain/errorMessages';
import { newPasswordProblem, newPasswordRuleBroken } from '../domain/password';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { serverErrorText } from './shared/serverErrorText';

export type ResetConfirmField = 'password' | 'confirmPassword';

export interface ResetConfirmContext {
  token: string | null;
  password: string;
  confirmPassword: string;
  error: string | null;
  /** The error as the view says it in the reader's language: message ids and values. */
  errorMessages: Message[] | null;
  message: string | null;
  /** The server's answer as the view says it. */
  successMessage: Message | null;
}

export type ResetConfirmEvent = { type: 'field.change'; field: ResetConfirmField; value: string } | { type: 'form.submit' };

const INVALID_RESET_LINK = 'Invalid reset link.';
const INVALID_RESET_LINK_MESSAGES: Message[] = [{ id: /*i18n*/ 'auth.resetConfirm.invalidLink' }];
const RESET_PASSWORDS_DIFFER = 'Passwords do not match';
const RESET_PASSWORDS_DIFFER_MESSAGES: Message[] = [{ id: /*i18n*/ 'auth.resetConfirm.passwordsDiffer' }];
const RESET_FAILED = 'Failed to reset password.';
const RESET_FAILED_MESSAGE: Message = { id: /*i18n*/ 'auth.resetConfirm.failed' };

function passwordRefusal(password: string): Pick<ResetConfirmContext, 'error' | 'errorMessages'> {
  const problem = newPasswordRuleBroken(password);
  return problem === null ? { error: null, errorMessages: null } : { error: problem.text, errorMessages: [codeMessage(problem.code, problem.values)] };
}

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
  context: ({ input }) => ({ token: input.token, password: '', confirmPassword: '', error: null, errorMessages: null, message: null, successMessage: null }),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      always: [
        { guard: 'noToken', target: 'invalidLink', actions: assign({ error: INVALID_RESET_LINK, errorMessages: INVALID_RESET_LINK_MESSAGES }) },
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
          { guard: 'passwordsDiffer', actions: assign({ error: RESET_PASSWORDS_DIFFER, errorMessages: RESET_PASSWORDS_DIFFER_MESSAGES }) },
          { guard: 'passwordRefused', actions: assign(({ context }) => passwordRefusal(context.password)) },
          { target: 'submitting', actions: assign({ error: null, errorMessages: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'confirmPasswordReset',
        src: 'confirmPasswordReset',
        // The token is never null here: checkingToken sent a null one to invalidLink.
        input: ({ context }) => ({ token: context.token!.trim(), password: context.password }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({ message: event.output.message, successMessage: noticeMessageOf(event.output.message) })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: serverErrorText(event.error, RESET_FAILED), errorMessages: serverErrorMessages(event.error, RESET_FAILED_MESSAGE) })),
        },
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
export function selectResetConfirmForm(snapshot: ResetConfirmSnapshot): Omit<ResetConfirmContext, 'errorMessages' | 'successMessage'> {
  const { token, password, confirmPassword, error, message } = snapshot.context;
  return { token, password, confirmPassword, error, message };
}

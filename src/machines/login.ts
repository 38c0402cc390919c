import { assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { login, resendVerification } from '../api/account';
import type { LoginResponse, MessageResponse, User } from '../api/types';
import type { SessionRef } from './session';
import { noticeMessageOf } from '../domain/accountNotices';
import type { Message } from '../domain/errorMessages';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { errorBodyOf, serverErrorText } from './shared/serverErrorText';

type LoginField = 'loginIdentifier' | 'password';

export interface LoginContext {
  session: SessionRef;
  loginIdentifier: string;
  password: string;
  /** A failure, or the answer to an unverified account (shown with the resend action in `editing.unverified`). */
  error: string | null;
  /** The failure as the view says it in the reader's language: message ids and values. */
  errorMessages: Message[] | null;
  /** The server's confirmation after a resend. */
  notice: string | null;
  /** The confirmation as the view says it. */
  noticeMessage: Message | null;
  user: User | null;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'form.submit' }
  | { type: 'verification.resend' };

/** Told to the page, which leaves for the home page. */
export interface LoggedInEmitted {
  type: 'login.succeeded';
}

function needsVerificationAnswer(error: unknown): boolean {
  return errorBodyOf(error)?.needsVerification === true;
}

// Each screen's own wording (the English `error`, as the spec words it) and its message in the catalogue.
const LOGIN_FAILED = 'Login failed.';
const LOGIN_FAILED_MESSAGE: Message = { id: /*i18n*/ 'auth.login.failed' };
const RESEND_FAILED = 'Failed to resend verification email.';
const RESEND_FAILED_MESSAGE: Message = { id: /*i18n*/ 'auth.login.resendFailed' };
const RESEND_NEEDS_EMAIL = 'Please enter your email address first.';
const RESEND_NEEDS_EMAIL_MESSAGES: Message[] = [{ id: /*i18n*/ 'auth.login.resendNeedsEmail' }];

/** A failed call's refusal, in English and as messages. */
function refusal(error: unknown, fallbackText: string, fallback: Message): Pick<LoginContext, 'error' | 'errorMessages'> {
  return { error: serverErrorText(error, fallbackText), errorMessages: serverErrorMessages(error, fallback) };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { session: SessionRef },
    emitted: {} as LoggedInEmitted,
  },
  actors: {
    login: fromPromise<LoginResponse, { loginIdentifier: string; password: string }>(({ input }) =>
      login(input.loginIdentifier, input.password),
    ),
    resendVerification: fromPromise<MessageResponse, { email: string }>(({ input }) => resendVerification(input.email)),
  },
  guards: {
    formFilled: ({ context }) => context.loginIdentifier.trim() !== '' && context.password !== '',
    loginFieldEmpty: ({ context }) => context.loginIdentifier.trim() === '',
    needsVerification: ({ event }) => needsVerificationAnswer((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ session: input.session, loginIdentifier: '', password: '', error: null, errorMessages: null, notice: null, noticeMessage: null, user: null }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'plain',
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value }) as Partial<LoginContext>),
        },
        'form.submit': { guard: 'formFilled', target: 'submitting', actions: assign({ error: null, errorMessages: null, notice: null, noticeMessage: null }) },
      },
      states: {
        plain: {},
        /** The account exists but its email is not verified: the resend action is offered. */
        unverified: {
          on: {
            'verification.resend': [
              { guard: 'loginFieldEmpty', actions: assign({ error: RESEND_NEEDS_EMAIL, errorMessages: RESEND_NEEDS_EMAIL_MESSAGES }) },
              { target: '#login.resending' },
            ],
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ loginIdentifier: context.loginIdentifier.trim(), password: context.password }),
        onDone: {
          target: 'loggedIn',
          actions: [
            assign({ user: ({ event }) => event.output.user }),
            // The page leaves first, then the session takes the user: the login form never shows a logged-in state.
            emit({ type: 'login.succeeded' }),
            sendTo(({ context }) => context.session, ({ event }) => ({ type: 'session.loggedIn' as const, user: event.output.user })),
          ],
        },
        onError: [
          {
            guard: 'needsVerification',
            target: 'editing.unverified',
            actions: assign(({ event }) => refusal(event.error, LOGIN_FAILED, LOGIN_FAILED_MESSAGE)),
          },
          { target: 'editing.plain', actions: assign(({ event }) => refusal(event.error, LOGIN_FAILED, LOGIN_FAILED_MESSAGE)) },
        ],
      },
    },
    resending: {
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ email: context.loginIdentifier.trim() }),
        onDone: {
          // Spec section 4: after a resend the action and its message clear.
          target: 'editing.plain',
          actions: assign(({ event }) => ({
            error: null,
            errorMessages: null,
            notice: event.output.message,
            noticeMessage: noticeMessageOf(event.output.message),
          })),
        },
        onError: {
          target: 'editing.unverified',
          actions: assign(({ event }) => refusal(event.error, RESEND_FAILED, RESEND_FAILED_MESSAGE)),
        },
      },
    },
    loggedIn: { type: 'final' },
  },
});

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export function selectLoginForm(snapshot: LoginSnapshot): Pick<LoginContext, 'loginIdentifier' | 'password' | 'error' | 'notice'> {
  const { loginIdentifier, password, error, notice } = snapshot.context;
  return { loginIdentifier, password, error, notice };
}

/** What the form's messages say, as message ids and values for the view to say in the reader's language. */
export function selectLoginMessages(snapshot: LoginSnapshot): Pick<LoginContext, 'errorMessages' | 'noticeMessage'> {
  const { errorMessages, noticeMessage } = snapshot.context;
  return { errorMessages, noticeMessage };
}

export function selectResending(snapshot: LoginSnapshot): boolean {
  return snapshot.matches('resending');
}

/** The resend action stays in view (disabled) while it is on its way. */
export function selectOfferResend(snapshot: LoginSnapshot): boolean {
  return snapshot.matches({ editing: 'unverified' }) || snapshot.matches('resending');
}

export function selectSubmitting(snapshot: LoginSnapshot): boolean {
  return snapshot.matches('submitting');
}

export function selectLoginBusy(snapshot: LoginSnapshot): boolean {
  return snapshot.matches('submitting') || snapshot.matches('resending');
}

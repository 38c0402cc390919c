import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { register } from '../api/account';
import type { MessageResponse, RegisterRequest } from '../api/types';
import { noticeMessageOf } from '../domain/accountNotices';
import { codeMessage, fieldMessagesOf, type Message } from '../domain/errorMessages';
import { newPasswordProblem, newPasswordRuleBroken } from '../domain/password';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { errorBodyOf, serverErrorText } from './shared/serverErrorText';

export type RegisterField = 'username' | 'email' | 'password' | 'confirmPassword';

export interface RegisterContext {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  error: string | null;
  /** The error as the view says it in the reader's language: message ids and values. */
  errorMessages: Message[] | null;
  /** The server's answer to a successful registration (check your email). */
  message: string | null;
  /** That answer as the view says it. */
  successMessage: Message | null;
}

export type RegisterEvent = { type: 'field.change'; field: RegisterField; value: string } | { type: 'form.submit' };

const REGISTRATION_FAILED = 'Registration failed.';
const REGISTRATION_FAILED_MESSAGE: Message = { id: /*i18n*/ 'auth.register.failed' };
const PASSWORDS_DIFFER = 'Passwords do not match.';
const PASSWORDS_DIFFER_MESSAGES: Message[] = [{ id: /*i18n*/ 'auth.register.passwordsDiffer' }];

/** Spec section 5: validation answers list their messages, joined with spaces; else the server's text. */
export function registrationErrorText(error: unknown): string {
  const list = errorBodyOf(error)?.errors;
  if (Array.isArray(list)) {
    const texts = list
      .map((item) => (item as { msg?: unknown } | null | undefined)?.msg)
      .filter((msg): msg is string => typeof msg === 'string' && msg !== '');
    if (texts.length > 0) return texts.join(' ');
  }
  return serverErrorText(error, REGISTRATION_FAILED);
}

/** The same refusal as messages: each refused field's code (else its text), else the answer's, else the screen's own. */
function registrationErrorMessages(error: unknown): Message[] {
  const fields = fieldMessagesOf(errorBodyOf(error));
  return fields.length > 0 ? fields : serverErrorMessages(error, REGISTRATION_FAILED_MESSAGE);
}

function passwordRefusal(password: string): Pick<RegisterContext, 'error' | 'errorMessages'> {
  const problem = newPasswordRuleBroken(password);
  return problem === null ? { error: null, errorMessages: null } : { error: problem.text, errorMessages: [codeMessage(problem.code, problem.values)] };
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    register: fromPromise<MessageResponse, RegisterRequest>(({ input }) => register(input)),
  },
  guards: {
    passwordsDiffer: ({ context }) => context.password !== context.confirmPassword,
    // The server's own rule (src/domain/password.ts): a password of spaces alone is refused before it is sent.
    passwordRefused: ({ context }) => newPasswordProblem(context.password) !== null,
    allFieldsFilled: ({ context }) =>
      context.username.trim() !== '' &&
      context.email.trim() !== '' &&
      context.password !== '' &&
      context.confirmPassword !== '',
  },
}).createMachine({
  id: 'register',
  context: { username: '', email: '', password: '', confirmPassword: '', error: null, errorMessages: null, message: null, successMessage: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ event }) => ({ [event.field]: event.value }) as Partial<RegisterContext>),
        },
        // An empty field is caught first by the form's own required check, as a browser does; the machine
        // only refuses to send it, and compares the passwords once every field is filled.
        'form.submit': [
          { guard: and(['allFieldsFilled', 'passwordsDiffer']), actions: assign({ error: PASSWORDS_DIFFER, errorMessages: PASSWORDS_DIFFER_MESSAGES }) },
          {
            guard: and(['allFieldsFilled', 'passwordRefused']),
            actions: assign(({ context }) => passwordRefusal(context.password)),
          },
          { guard: 'allFieldsFilled', target: 'submitting', actions: assign({ error: null, errorMessages: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          username: context.username.trim(),
          email: context.email.trim(),
          password: context.password,
        }),
        onDone: {
          target: 'registered',
          actions: assign(({ event }) => ({ message: event.output.message, successMessage: noticeMessageOf(event.output.message) })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ error: registrationErrorText(event.error), errorMessages: registrationErrorMessages(event.error) })),
        },
      },
    },
    // Stryker disable next-line ObjectLiteral,StringLiteral: nothing waits for the flow's end, and registered takes no event either way
    registered: { type: 'final' },
  },
});

type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

/** Which step of the flow the page shows (the machine's state). */
export function selectRegisterStep(snapshot: RegisterSnapshot): RegisterSnapshot['value'] {
  return snapshot.value;
}

/** What the form shows: the typed values and the messages. */
export function selectRegisterForm(snapshot: RegisterSnapshot): Omit<RegisterContext, 'errorMessages' | 'successMessage'> {
  const { username, email, password, confirmPassword, error, message } = snapshot.context;
  return { username, email, password, confirmPassword, error, message };
}

import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { register } from '../api/account';
import type { MessageResponse, RegisterRequest } from '../api/types';
import { newPasswordProblem } from '../domain/password';
import { errorBodyOf, serverErrorText } from './shared/serverErrorText';

export type RegisterField = 'username' | 'email' | 'password' | 'confirmPassword';

export interface RegisterContext {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  error: string | null;
  /** The server's answer to a successful registration (check your email). */
  message: string | null;
}

export type RegisterEvent = { type: 'field.change'; field: RegisterField; value: string } | { type: 'form.submit' };

const REGISTRATION_FAILED = 'Registration failed.';
const PASSWORDS_DIFFER = 'Passwords do not match.';

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
  context: { username: '', email: '', password: '', confirmPassword: '', error: null, message: null },
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
          { guard: and(['allFieldsFilled', 'passwordsDiffer']), actions: assign({ error: PASSWORDS_DIFFER }) },
          {
            guard: and(['allFieldsFilled', 'passwordRefused']),
            actions: assign({ error: ({ context }) => newPasswordProblem(context.password) }),
          },
          { guard: 'allFieldsFilled', target: 'submitting', actions: assign({ error: null }) },
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
        onDone: { target: 'registered', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => registrationErrorText(event.error) }) },
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
export function selectRegisterForm(snapshot: RegisterSnapshot): RegisterSnapshot['context'] {
  return snapshot.context;
}

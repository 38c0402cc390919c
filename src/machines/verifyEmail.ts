import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { verifyEmail } from '../api/account';
import type { MessageResponse } from '../api/types';
import { noticeMessageOf } from '../domain/accountNotices';
import { codeMessage, type Message } from '../domain/errorMessages';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { serverErrorText } from './shared/serverErrorText';

export interface VerifyEmailContext {
  token: string | null;
  message: string | null;
  /** The server's answer as the view says it in the reader's language. */
  successMessage: Message | null;
  error: string | null;
  /** The error as the view says it: message ids and values. */
  errorMessages: Message[] | null;
}

const NO_TOKEN = 'No verification token provided.';
const NO_TOKEN_MESSAGES: Message[] = [codeMessage('auth.noVerificationToken')];
const VERIFICATION_FAILED = 'An error occurred during verification.';
const VERIFICATION_FAILED_MESSAGE: Message = { id: /*i18n*/ 'auth.verify.error' };

/**
 * A verification token works once. React's development StrictMode starts the page's machine twice, which
 * would send the link twice and let the second answer (token already used) race the first: one token,
 * one request while it is on its way.
 */
const inFlight = new Map<string, Promise<MessageResponse>>();

function verifyOnce(token: string): Promise<MessageResponse> {
  const pending = inFlight.get(token);
  if (pending) return pending;
  const request = verifyEmail(token).finally(() => inFlight.delete(token));
  inFlight.set(token, request);
  return request;
}

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    input: {} as { token: string | null },
  },
  actors: {
    verifyEmail: fromPromise<MessageResponse, { token: string }>(({ input }) => verifyOnce(input.token)),
  },
  guards: {
    noToken: ({ context }) => context.token === null || context.token.trim() === '',
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ token: input.token, message: null, successMessage: null, error: null, errorMessages: null }),
  initial: 'checkingToken',
  states: {
    checkingToken: {
      always: [
        { guard: 'noToken', target: 'failed', actions: assign({ error: NO_TOKEN, errorMessages: NO_TOKEN_MESSAGES }) },
        { target: 'verifying' },
      ],
    },
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        // The token is never null here: checkingToken sent a null one to failed.
        input: ({ context }) => ({ token: context.token!.trim() }),
        onDone: {
          target: 'verified',
          actions: assign(({ event }) => ({ message: event.output.message, successMessage: noticeMessageOf(event.output.message) })),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({
            error: serverErrorText(event.error, VERIFICATION_FAILED),
            errorMessages: serverErrorMessages(event.error, VERIFICATION_FAILED_MESSAGE),
          })),
        },
      },
    },
    verified: { type: 'final' },
    failed: { type: 'final' },
  },
});

type VerifyEmailSnapshot = SnapshotFrom<typeof verifyEmailMachine>;

/** Which step of the flow the page shows (the machine's state). */
export function selectVerifyEmailStep(snapshot: VerifyEmailSnapshot): VerifyEmailSnapshot['value'] {
  return snapshot.value;
}

/** What the form shows: the typed values and the messages. */
export function selectVerifyEmailForm(snapshot: VerifyEmailSnapshot): Omit<VerifyEmailContext, 'errorMessages' | 'successMessage'> {
  const { token, message, error } = snapshot.context;
  return { token, message, error };
}

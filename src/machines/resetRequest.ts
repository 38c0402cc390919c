import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { requestPasswordReset } from '../api/account';
import type { MessageResponse } from '../api/types';
import { noticeMessageOf } from '../domain/accountNotices';
import type { Message } from '../domain/errorMessages';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { serverErrorText } from './shared/serverErrorText';

export interface ResetRequestContext {
  email: string;
  error: string | null;
  /** The error as the view says it in the reader's language: message ids and values. */
  errorMessages: Message[] | null;
  message: string | null;
  /** The server's answer as the view says it. */
  successMessage: Message | null;
}

export type ResetRequestEvent = { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' };

const RESET_EMAIL_FAILED = 'Failed to send reset email';
const RESET_EMAIL_FAILED_MESSAGE: Message = { id: /*i18n*/ 'auth.reset.failed' };

export const resetRequestMachine = setup({
  types: {
    context: {} as ResetRequestContext,
    events: {} as ResetRequestEvent,
  },
  actors: {
    requestPasswordReset: fromPromise<MessageResponse, { email: string }>(({ input }) => requestPasswordReset(input.email)),
  },
  guards: {
    emailFilled: ({ context }) => context.email.trim() !== '',
  },
}).createMachine({
  id: 'resetRequest',
  context: { email: '', error: null, errorMessages: null, message: null, successMessage: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign({ email: ({ event }) => event.value }) },
        'form.submit': { guard: 'emailFilled', target: 'sending', actions: assign({ error: null, errorMessages: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'sent',
          actions: assign(({ event }) => ({ message: event.output.message, successMessage: noticeMessageOf(event.output.message) })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({
            error: serverErrorText(event.error, RESET_EMAIL_FAILED),
            errorMessages: serverErrorMessages(event.error, RESET_EMAIL_FAILED_MESSAGE),
          })),
        },
      },
    },
    sent: { type: 'final' },
  },
});

type ResetRequestSnapshot = SnapshotFrom<typeof resetRequestMachine>;

/** Which step of the flow the page shows (the machine's state). */
export function selectResetRequestStep(snapshot: ResetRequestSnapshot): ResetRequestSnapshot['value'] {
  return snapshot.value;
}

/** What the form shows: the typed values and the messages. */
export function selectResetRequestForm(snapshot: ResetRequestSnapshot): Omit<ResetRequestContext, 'errorMessages' | 'successMessage'> {
  const { email, error, message } = snapshot.context;
  return { email, error, message };
}

import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { requestPasswordReset } from '../api/account';
import type { MessageResponse } from '../api/types';
import { serverErrorText } from './shared/serverErrorText';

export interface ResetRequestContext {
  email: string;
  error: string | null;
  message: string | null;
}

export type ResetRequestEvent = { type: 'field.change'; field: 'email'; value: string } | { type: 'form.submit' };

const RESET_EMAIL_FAILED = 'Failed to send reset email';

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
  context: { email: '', error: null, message: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: assign({ email: ({ event }) => event.value }) },
        'form.submit': { guard: 'emailFilled', target: 'sending', actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'requestPasswordReset',
        src: 'requestPasswordReset',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'sent', actions: assign({ message: ({ event }) => event.output.message }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => serverErrorText(event.error, RESET_EMAIL_FAILED) }) },
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
export function selectResetRequestForm(snapshot: ResetRequestSnapshot): ResetRequestSnapshot['context'] {
  return snapshot.context;
}

import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { updateRecap } from '../api/recap';
import type { Id, Recap } from '../api/types';
import type { RecapPatchTarget } from './shared/recapPatch';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

/**
 * The statuses an administrator can give a recap from its card. 'public' undoes the other two: the recap gets
 * back the status it had before it was hidden (the server keeps it), so it shows and opens for everyone again.
 */
export type ModerationStatus = 'private' | 'error' | 'public';

/** The status a moderation choice sends (the status-only form); public sends none. */
export function storedStatusOf(status: ModerationStatus): string | null {
  return status === 'public' ? null : status;
}

export type RecapModerationEvent = { type: 'recap.mark'; recapId: Id; status: ModerationStatus };

export interface RecapModerationInput {
  toasts: ToastsRef;
  /** The list the card is in: it shows the new status without a reload. */
  list: RecapPatchTarget;
}

interface ModerationContext extends RecapModerationInput {
  recapId: Id;
  status: ModerationStatus;
}

export const recapModerationMachine = setup({
  types: {
    context: {} as ModerationContext,
    events: {} as RecapModerationEvent,
    input: {} as RecapModerationInput,
  },
  actors: {
    markRecap: fromPromise<Recap, Pick<ModerationContext, 'recapId' | 'status'>>(({ input }) => updateRecap(input.recapId, { status: storedStatusOf(input.status) })),
  },
}).createMachine({
  id: 'recapModeration',
  // Stryker disable next-line StringLiteral: each recap.mark sets the status before anything reads it
  context: ({ input }) => ({ ...input, recapId: 0, status: 'private' }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'recap.mark': {
          target: 'marking',
          actions: assign(({ event }) => ({ recapId: event.recapId, status: event.status })),
        },
      },
    },
    marking: {
      invoke: {
        id: 'markRecap',
        src: 'markRecap',
        input: ({ context }) => ({ recapId: context.recapId, status: context.status }),
        onDone: {
          target: 'idle',
          actions: [
            sendTo(
              ({ context }) => context.list,
              // The status the server answers: public gives back one the card did not know ("Ongoing").
              ({ context, event }) => ({ type: 'item.patch' as const, id: context.recapId, changes: { status: event.output.status } }),
            ),
            sendTo(({ context }) => context.toasts, ({ context }) => toastMessage('success', message('admin.moderation.marked', { status: context.status }))),
          ],
        },
        onError: {
          target: 'idle',
          actions: sendTo(({ context }) => context.toasts, toastMessage('error', message('admin.moderation.failed'))),
        },
      },
    },
  },
});

export function selectMarking(snapshot: SnapshotFrom<typeof recapModerationMachine>): boolean {
  return snapshot.matches('marking');
}

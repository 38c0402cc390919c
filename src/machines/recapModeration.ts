import { assign, emit, fromPromise, setup } from 'xstate';
import { updateRecap } from '../api/recaps';
import type { Id } from '../api/types';
import type { ToastEmitted } from './watchlist';

/** The statuses an administrator can give a recap from its card. */
export type ModerationStatus = 'private' | 'error';

export type RecapModerationEvent = { type: 'MARK'; recapId: Id; status: ModerationStatus };

/** Told to the view so the card shows its new status without reloading the list. */
export interface RecapMarkedEmitted {
  type: 'marked';
  recapId: Id;
  status: ModerationStatus;
}

interface ModerationContext {
  recapId: Id;
  status: ModerationStatus;
}

export const recapModerationMachine = setup({
  types: {
    context: {} as ModerationContext,
    events: {} as RecapModerationEvent,
    emitted: {} as ToastEmitted | RecapMarkedEmitted,
  },
  actors: {
    markRecap: fromPromise<unknown, ModerationContext>(({ input }) => updateRecap(input.recapId, { status: input.status })),
  },
}).createMachine({
  id: 'recapModeration',
  context: { recapId: 0, status: 'private' },
  initial: 'idle',
  states: {
    idle: {
      on: {
        MARK: {
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
            emit(({ context }) => ({ type: 'marked' as const, recapId: context.recapId, status: context.status })),
            emit(({ context }) => ({
              type: 'toast' as const,
              kind: 'success' as const,
              text: `Recap marked as ${context.status}.`,
            })),
          ],
        },
        onError: {
          target: 'idle',
          actions: emit({ type: 'toast', kind: 'error', text: 'Failed to update status.' }),
        },
      },
    },
  },
});

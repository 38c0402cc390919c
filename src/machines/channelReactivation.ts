import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { reactivateChannel } from '../api/channels';
import type { Id } from '../api/types';
import type { ChannelDeactivationInput } from './channelDeactivation';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

/**
 * Undoing a deactivation from the admins' list of deactivated channels. No confirmation: nothing is hidden by
 * it, and deactivating again is one click away.
 */
export interface ChannelReactivationInput {
  toasts: ToastsRef;
  /** The list of deactivated channels: the channel leaves it once it is active again. */
  list: ChannelDeactivationInput['list'];
}

interface ChannelReactivationContext extends ChannelReactivationInput {
  channelId: Id | null;
}

export type ChannelReactivationEvent = { type: 'channel.reactivate'; channelId: Id };

export const channelReactivationMachine = setup({
  types: {
    context: {} as ChannelReactivationContext,
    events: {} as ChannelReactivationEvent,
    input: {} as ChannelReactivationInput,
  },
  actors: {
    reactivateChannel: fromPromise<void, { channelId: Id }>(async ({ input }) => {
      await reactivateChannel(input.channelId);
    }),
  },
}).createMachine({
  id: 'channelReactivation',
  context: ({ input }) => ({ ...input, channelId: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'channel.reactivate': { target: 'reactivating', actions: assign({ channelId: ({ event }) => event.channelId }) },
      },
    },
    reactivating: {
      invoke: {
        id: 'reactivateChannel',
        src: 'reactivateChannel',
        input: ({ context }) => ({ channelId: context.channelId! }),
        onDone: {
          target: 'idle',
          actions: [
            sendTo(({ context }) => context.toasts, toastMessage('success', message('channels.reactivated'))),
            // The same notification as a deactivation: the card leaves the list it is shown in.
            sendTo(({ context }) => context.list, ({ context }) => ({ type: 'channel.deactivated' as const, channelId: context.channelId! })),
            assign({ channelId: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [sendTo(({ context }) => context.toasts, toastMessage('error', message('channels.reactivateFailed'))), assign({ channelId: null })],
        },
      },
    },
  },
});

/** The channel being reactivated, so its button can say so. */
export function selectReactivatingId(snapshot: SnapshotFrom<typeof channelReactivationMachine>): Id | null {
  return snapshot.context.channelId;
}

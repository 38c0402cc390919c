import { assign, emit, fromPromise, setup } from 'xstate';
import { deactivateChannel } from '../api/channels';
import type { Id } from '../api/types';
import type { ToastEmitted } from './watchlist';

export interface DeactivationTarget {
  id: Id;
  name: string;
}

export interface ChannelDeactivationContext {
  channel: DeactivationTarget | null;
}

export type ChannelDeactivationEvent =
  | { type: 'DEACTIVATE'; channel: DeactivationTarget }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export interface DeactivatedEmitted {
  type: 'deactivated';
  channelId: Id;
}

const DEACTIVATION_TEXT = {
  success: 'Channel deactivated successfully',
  failed: 'Failed to deactivate channel. Please try again.',
} as const;

/** The confirmation names the channel and warns about its recaps (spec section 4). */
export function deactivationQuestion(channel: DeactivationTarget): string {
  return `Deactivate "${channel.name}"? All recaps from this channel will be hidden.`;
}

export const channelDeactivationMachine = setup({
  types: {
    context: {} as ChannelDeactivationContext,
    events: {} as ChannelDeactivationEvent,
    emitted: {} as ToastEmitted | DeactivatedEmitted,
  },
  actors: {
    deactivateChannel: fromPromise<void, { channelId: Id }>(async ({ input }) => {
      await deactivateChannel(input.channelId);
    }),
  },
}).createMachine({
  id: 'channelDeactivation',
  context: { channel: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        DEACTIVATE: { target: 'confirming', actions: assign({ channel: ({ event }) => event.channel }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: 'deactivating',
        CANCEL: { target: 'idle', actions: assign({ channel: null }) },
      },
    },
    deactivating: {
      invoke: {
        id: 'deactivateChannel',
        src: 'deactivateChannel',
        input: ({ context }) => ({ channelId: (context.channel as DeactivationTarget).id }),
        onDone: {
          target: 'idle',
          actions: [
            emit({ type: 'toast', kind: 'success', text: DEACTIVATION_TEXT.success }),
            emit(({ context }) => ({ type: 'deactivated' as const, channelId: (context.channel as DeactivationTarget).id })),
            assign({ channel: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [emit({ type: 'toast', kind: 'error', text: DEACTIVATION_TEXT.failed }), assign({ channel: null })],
        },
      },
    },
  },
});

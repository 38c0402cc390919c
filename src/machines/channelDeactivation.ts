import { assign, fromPromise, sendTo, setup, type ActorRef, type Snapshot, type SnapshotFrom } from 'xstate';
import { deactivateChannel } from '../api/channels';
import type { Id } from '../api/types';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

export interface DeactivationTarget {
  id: Id;
  name: string;
}

/** The list on the same page, told which channel went so it drops the card at once. */
type DeactivatedChannelListener = ActorRef<Snapshot<unknown>, ChannelDeactivatedEvent>;

export interface ChannelDeactivationInput {
  toasts: ToastsRef;
  list: DeactivatedChannelListener;
}

export interface ChannelDeactivationContext extends ChannelDeactivationInput {
  channel: DeactivationTarget | null;
}

export type ChannelDeactivationEvent =
  | { type: 'dialog.open'; channel: DeactivationTarget }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.close' };

export interface ChannelDeactivatedEvent {
  type: 'channel.deactivated';
  channelId: Id;
}

/** The confirmation names the channel and warns about its recaps (spec section 4). */
export function deactivationQuestion(channel: DeactivationTarget): string {
  return `Deactivate "${channel.name}"? All recaps from this channel will be hidden.`;
}

export const channelDeactivationMachine = setup({
  types: {
    context: {} as ChannelDeactivationContext,
    events: {} as ChannelDeactivationEvent,
    input: {} as ChannelDeactivationInput,
  },
  actors: {
    deactivateChannel: fromPromise<void, { channelId: Id }>(async ({ input }) => {
      await deactivateChannel(input.channelId);
    }),
  },
}).createMachine({
  id: 'channelDeactivation',
  context: ({ input }) => ({ ...input, channel: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'dialog.open': { target: 'confirming', actions: assign({ channel: ({ event }) => event.channel }) },
      },
    },
    confirming: {
      on: {
        'dialog.confirm': 'deactivating',
        'dialog.close': { target: 'idle', actions: assign({ channel: null }) },
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
            sendTo(({ context }) => context.toasts, toastMessage('success', message('channels.deactivated'))),
            sendTo(
              ({ context }) => context.list,
              ({ context }) => ({ type: 'channel.deactivated' as const, channelId: (context.channel as DeactivationTarget).id }),
            ),
            assign({ channel: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [sendTo(({ context }) => context.toasts, toastMessage('error', message('channels.deactivateFailed'))), assign({ channel: null })],
        },
      },
    },
  },
});

type ChannelDeactivationSnapshot = SnapshotFrom<typeof channelDeactivationMachine>;

/** The channel the dialog asks about, or null when it is closed. */
export function selectDeactivationTarget(snapshot: ChannelDeactivationSnapshot): DeactivationTarget | null {
  return snapshot.context.channel;
}

export function selectDeactivating(snapshot: ChannelDeactivationSnapshot): boolean {
  return snapshot.matches('deactivating');
}

export function selectDeactivationDialogOpen(snapshot: ChannelDeactivationSnapshot): boolean {
  return !snapshot.matches('idle');
}

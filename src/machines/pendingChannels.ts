import { assign, fromPromise, sendTo, setup } from 'xstate';
import { approvePendingChannel, fetchPendingChannels, rejectPendingChannel } from '../api/admin';
import type { Id, PendingChannel, PendingChannelApprove, PendingChannelReject } from '../api/types';
import { toast, type ToastsRef } from './toasts';

export type PendingDecision = 'approve' | 'reject';

export interface PendingChannelsContext {
  toasts: ToastsRef;
  channels: PendingChannel[];
  /** The name and language as the admin edited them, per channel. */
  edits: Record<Id, { channel_name: string; language: string }>;
  loadError: string | null;
  deciding: { id: Id; decision: PendingDecision } | null;
  itemError: { id: Id; text: string } | null;
}

export type PendingChannelsEvent =
  | { type: 'EDIT_NAME'; id: Id; name: string }
  | { type: 'EDIT_LANGUAGE'; id: Id; language: string }
  | { type: 'APPROVE'; id: Id }
  | { type: 'REJECT'; id: Id }
  | { type: 'RETRY' };

export type PendingChannelDecisionInput =
  | { id: Id; decision: 'approve'; body: PendingChannelApprove }
  | { id: Id; decision: 'reject'; body: PendingChannelReject };

/** The name and language shown for a channel: the admin's edit, else what the scanner found. */
export function editedChannel(context: Pick<PendingChannelsContext, 'edits'>, channel: PendingChannel) {
  return context.edits[channel.id] ?? { channel_name: channel.channel_name, language: channel.language };
}

/** Spec section 4, pending channel: what approve and reject send. */
export function decisionInput(context: PendingChannelsContext): PendingChannelDecisionInput {
  const { id, decision } = context.deciding!;
  if (decision === 'reject') return { id, decision, body: { full_scan: 0, status: 'verified' } };
  const channel = context.channels.find((item) => item.id === id)!;
  const edited = editedChannel(context, channel);
  return {
    id,
    decision,
    body: { channel_name: edited.channel_name.trim(), language: edited.language, active: 1, full_scan: 1, status: 'verified' },
  };
}

export const pendingChannelsMachine = setup({
  types: {
    context: {} as PendingChannelsContext,
    events: {} as PendingChannelsEvent,
    input: {} as { toasts: ToastsRef },
  },
  actors: {
    loadChannels: fromPromise<PendingChannel[]>(() => fetchPendingChannels()),
    sendDecision: fromPromise<unknown, PendingChannelDecisionInput>(({ input }) =>
      input.decision === 'approve' ? approvePendingChannel(input.id, input.body) : rejectPendingChannel(input.id, input.body),
    ),
  },
  guards: {
    nothingPending: ({ event }) => 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    listed: ({ context, event }) => 'id' in event && context.channels.some((item) => item.id === event.id),
    namedAndListed: ({ context, event }) => {
      if (event.type !== 'APPROVE') return false;
      const channel = context.channels.find((item) => item.id === event.id);
      return channel !== undefined && editedChannel(context, channel).channel_name.trim() !== '';
    },
    lastOneDecided: ({ context }) => context.channels.every((item) => item.id === context.deciding?.id),
  },
  actions: {
    edit: assign({
      edits: ({ context, event }) => {
        if (event.type !== 'EDIT_NAME' && event.type !== 'EDIT_LANGUAGE') return context.edits;
        const channel = context.channels.find((item) => item.id === event.id);
        if (channel === undefined) return context.edits;
        const current = editedChannel(context, channel);
        const next = event.type === 'EDIT_NAME' ? { ...current, channel_name: event.name } : { ...current, language: event.language };
        return { ...context.edits, [event.id]: next };
      },
    }),
    dropDecided: assign({
      channels: ({ context }) => context.channels.filter((item) => item.id !== context.deciding?.id),
      deciding: null,
    }),
    toastDecided: sendTo(
      ({ context }) => context.toasts,
      ({ context }) => toast('success', context.deciding?.decision === 'approve' ? 'Channel approved' : 'Channel rejected'),
    ),
  },
}).createMachine({
  id: 'pendingChannels',
  context: ({ input }) => ({ toasts: input.toasts, channels: [], edits: {}, loadError: null, deciding: null, itemError: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadChannels',
        src: 'loadChannels',
        onDone: [
          { guard: 'nothingPending', target: 'empty', actions: assign({ channels: [] }) },
          { target: 'ready', actions: assign({ channels: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: assign({ loadError: 'Failed to fetch pending channels' }) },
      },
    },
    failed: {
      on: { RETRY: 'loading' },
    },
    empty: {},
    ready: {
      on: {
        EDIT_NAME: { actions: 'edit' },
        EDIT_LANGUAGE: { actions: 'edit' },
        APPROVE: {
          guard: 'namedAndListed',
          target: 'deciding',
          actions: assign({ deciding: ({ event }) => ({ id: event.id, decision: 'approve' as const }), itemError: null }),
        },
        REJECT: {
          guard: 'listed',
          target: 'deciding',
          actions: assign({ deciding: ({ event }) => ({ id: event.id, decision: 'reject' as const }), itemError: null }),
        },
      },
    },
    deciding: {
      on: {
        EDIT_NAME: { actions: 'edit' },
        EDIT_LANGUAGE: { actions: 'edit' },
      },
      invoke: {
        id: 'sendDecision',
        src: 'sendDecision',
        input: ({ context }) => decisionInput(context),
        onDone: [
          { guard: 'lastOneDecided', target: 'empty', actions: ['toastDecided', 'dropDecided'] },
          { target: 'ready', actions: ['toastDecided', 'dropDecided'] },
        ],
        onError: {
          target: 'ready',
          actions: assign(({ context }) => ({
            itemError: {
              id: context.deciding!.id,
              text: context.deciding!.decision === 'approve' ? 'Failed to approve channel' : 'Failed to reject channel',
            },
            deciding: null,
          })),
        },
      },
    },
  },
});

import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { createFeedToken, fetchFeedToken } from '../api/series';
import type { FeedTokenCreated, FeedTokenStatus } from '../api/types';
import { errorMessagesOf } from '../domain/errorMessages';
import { message, type Message } from './shared/message';
import { errorBodyOf } from './shared/serverErrorText';
import { toastMessage, type ToastsRef } from './shared/toast';

export interface FeedTokenInput {
  toasts: ToastsRef;
}

interface FeedTokenContext extends FeedTokenInput {
  status: FeedTokenStatus | null;
  /** The new address, shown once: the server keeps only a hash of it. */
  url: string | null;
  error: Message | null;
}

export type FeedTokenEvent = { type: 'feedToken.create' } | { type: 'feedToken.copy' } | { type: 'request.retry' };

/** A member's private feed address of their followed series: whether one exists, a new one (the old one stops), copy. */
export const feedTokenMachine = setup({
  types: {
    context: {} as FeedTokenContext,
    events: {} as FeedTokenEvent,
    input: {} as FeedTokenInput,
  },
  actors: {
    fetchStatus: fromPromise<FeedTokenStatus>(() => fetchFeedToken()),
    createToken: fromPromise<FeedTokenCreated>(() => createFeedToken()),
    copyText: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
  },
}).createMachine({
  id: 'feedToken',
  context: ({ input }) => ({ ...input, status: null, url: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchStatus',
        src: 'fetchStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessagesOf(errorBodyOf(event.error), message('feed.loadFailed'))[0]! }) },
      },
    },
    failed: {
      on: { 'request.retry': 'loading' },
    },
    ready: {
      on: { 'feedToken.create': 'creating' },
    },
    creating: {
      invoke: {
        id: 'createToken',
        src: 'createToken',
        onDone: {
          target: 'created',
          actions: assign({ url: ({ event }) => event.output.url, status: () => ({ active: true, created_at: new Date().toISOString() }), error: null }),
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => errorMessagesOf(errorBodyOf(event.error), message('feed.createFailed'))[0]! }) },
      },
    },
    created: {
      initial: 'shown',
      on: { 'feedToken.create': '#feedToken.creating' },
      states: {
        shown: { on: { 'feedToken.copy': 'copying' } },
        copying: {
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ text: context.url! }),
            onDone: { target: 'shown', actions: sendTo(({ context }) => context.toasts, toastMessage('success', message('feed.copied'))) },
            onError: { target: 'shown', actions: sendTo(({ context }) => context.toasts, toastMessage('error', message('feed.copyFailed'))) },
          },
        },
      },
    },
  },
});

type FeedTokenSnapshot = SnapshotFrom<typeof feedTokenMachine>;
export type FeedTokenStep = 'loading' | 'failed' | 'ready' | 'creating' | 'created';

export function selectFeedTokenStep(snapshot: FeedTokenSnapshot): FeedTokenStep {
  for (const step of ['failed', 'ready', 'creating', 'created'] as const) if (snapshot.matches(step)) return step;
  return 'loading';
}
export const selectFeedTokenActive = (snapshot: FeedTokenSnapshot) => snapshot.context.status?.active ?? false;
export const selectFeedTokenCreatedAt = (snapshot: FeedTokenSnapshot) => snapshot.context.status?.created_at ?? null;
export const selectFeedUrl = (snapshot: FeedTokenSnapshot) => snapshot.context.url;
export const selectFeedTokenError = (snapshot: FeedTokenSnapshot) => snapshot.context.error;

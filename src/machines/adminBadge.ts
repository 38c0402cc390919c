import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fetchPendingSuggestionCount } from '../api/suggestionCount';
import type { SessionRef } from './session';

export interface AdminBadgeContext {
  session: SessionRef;
  /** Suggestions waiting for an administrator; shown in the header's Admin link. */
  pending: number;
}

export type AdminBadgeEvent = { type: 'suggestions.changed' };

/**
 * The count of suggestions waiting for review, beside the header's Admin link. It loads with the administrator's
 * row of links, so a visitor's first screen does not carry it; the session tells it of each review decided.
 */
export const adminBadgeMachine = setup({
  types: {
    context: {} as AdminBadgeContext,
    events: {} as AdminBadgeEvent,
    input: {} as { session: SessionRef },
  },
  actors: {
    countPendingSuggestions: fromPromise<number>(async () => (await fetchPendingSuggestionCount()).count),
    // The review queue tells the session when a suggestion is decided; the session passes it on.
    reviews: fromCallback<AdminBadgeEvent, SessionRef>(({ input, sendBack }) => {
      const subscription = input.on('suggestions.changed', () => sendBack({ type: 'suggestions.changed' }));
      return () => subscription.unsubscribe();
    }),
  },
}).createMachine({
  id: 'adminBadge',
  context: ({ input }) => ({ session: input.session, pending: 0 }),
  invoke: { id: 'reviews', src: 'reviews', input: ({ context }) => context.session },
  initial: 'counting',
  states: {
    counting: {
      // A review decided while the count is read may come after the server counted: count again.
      on: { 'suggestions.changed': { target: 'counting', reenter: true } },
      invoke: {
        id: 'countPendingSuggestions',
        src: 'countPendingSuggestions',
        onDone: { target: 'counted', actions: assign({ pending: ({ event }) => event.output }) },
        // The badge is a hint only: without a count the link still shows.
        onError: { target: 'counted', actions: assign({ pending: 0 }) },
      },
    },
    counted: {
      on: { 'suggestions.changed': 'counting' },
    },
  },
});

/** Suggestions waiting for review. */
export function selectPendingSuggestions(snapshot: SnapshotFrom<typeof adminBadgeMachine>): number {
  return snapshot.context.pending;
}

import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchShelfNewCount, recordShelfVisit } from '../api/shelfBadge';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';

export type ShelfBadgeEvent =
  | SessionChangedEvent
  /** Counted again: the member moved to another page, so recaps the scanner added meanwhile show. */
  | { type: 'badge.refresh' }
  /** The member left the shelf, having seen what was new: the visit is recorded and nothing is new any more. */
  | { type: 'shelf.left' };

interface ShelfBadgeContext {
  session: SessionRef;
  /** null until the session has answered. */
  isAuthenticated: boolean | null;
  /** Recaps new since the member's last shelf visit; 0 for a visitor. */
  count: number;
}

/**
 * The header's count of what is new on a member's shelf. It follows the session as the other global actors do
 * (a visitor has no shelf, so nothing is asked), and it records the shelf visit itself: the shelf page is gone
 * by the time the member has left it, and a request it made would be stopped with it.
 *
 * A count that fails to load leaves the last one shown: the badge is a hint, and the shelf says what is new.
 */
export const shelfBadgeMachine = setup({
  types: {
    context: {} as ShelfBadgeContext,
    events: {} as ShelfBadgeEvent,
    input: {} as { session: SessionRef },
  },
  actors: {
    sessionChanges,
    fetchNewCount: fromPromise<number>(async () => (await fetchShelfNewCount()).count),
    recordVisit: fromPromise<unknown>(() => recordShelfVisit()),
  },
  guards: {
    member: ({ context }) => context.isAuthenticated === true,
  },
  actions: {
    forget: assign({ count: 0 }),
  },
}).createMachine({
  id: 'shelfBadge',
  context: ({ input }) => ({ session: input.session, isAuthenticated: null, count: 0 }),
  initial: 'waitingForSession',
  invoke: followSession,
  on: {
    // A count or a visit in flight for the last person is dropped with the state it was asked from.
    'session.changed': {
      target: '.deciding',
      actions: [assign({ isAuthenticated: ({ event }) => event.isAuthenticated }), 'forget'],
    },
  },
  states: {
    waitingForSession: {},
    deciding: {
      always: [{ guard: 'member', target: 'member' }, { target: 'visitor' }],
    },
    visitor: {},
    member: {
      initial: 'counting',
      on: {
        'shelf.left': { target: '.recordingVisit', actions: 'forget' },
      },
      states: {
        counting: {
          invoke: {
            id: 'fetchNewCount',
            src: 'fetchNewCount',
            onDone: { target: 'counted', actions: assign({ count: ({ event }) => event.output }) },
            onError: { target: 'counted' },
          },
        },
        counted: {
          on: { 'badge.refresh': 'counting' },
        },
        recordingVisit: {
          // Counted again once the visit is in, whatever its answer: the server's count is the truth.
          invoke: { id: 'recordVisit', src: 'recordVisit', onDone: 'counting', onError: 'counting' },
        },
      },
    },
  },
});

export type ShelfBadgeRef = ActorRefFrom<typeof shelfBadgeMachine>;

/** What the header's Shelf link shows beside its name: 0 shows nothing. */
export function selectShelfNewCount(snapshot: SnapshotFrom<typeof shelfBadgeMachine>): number {
  return snapshot.context.count;
}

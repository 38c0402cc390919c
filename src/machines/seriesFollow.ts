import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { followSeries, unfollowSeries } from '../api/series';
import type { SeriesFollowChanged } from '../api/types';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { toast, type ToastsRef } from './shared/toast';

export const FOLLOW_TEXT = {
  loginRequired: 'Please log in to follow series.',
  followed: 'You now follow this series.',
  unfollowed: 'You no longer follow this series.',
  failed: 'Failed to update follow status. Please try again.',
} as const;

export interface SeriesFollowInput {
  session: SessionRef;
  toasts: ToastsRef;
  slug: string;
  isFollowing: boolean;
  isAuthenticated: boolean;
}

type SeriesFollowContext = SeriesFollowInput;

export type SeriesFollowEvent = { type: 'follow.toggle' } | SessionChangedEvent;

/** Following a series (member only): a visitor is told to log in. */
export const seriesFollowMachine = setup({
  types: {
    context: {} as SeriesFollowContext,
    events: {} as SeriesFollowEvent,
    input: {} as SeriesFollowInput,
  },
  actors: {
    sessionChanges,
    changeFollow: fromPromise<SeriesFollowChanged, { slug: string; follow: boolean }>(({ input }) =>
      input.follow ? followSeries(input.slug) : unfollowSeries(input.slug),
    ),
  },
  guards: {
    anonymous: ({ context }) => !context.isAuthenticated,
  },
}).createMachine({
  id: 'seriesFollow',
  context: ({ input }) => input,
  initial: 'idle',
  invoke: followSession,
  on: {
    // Whether a new member follows the series is the series page's to load again; a visitor follows nothing.
    'session.changed': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated, isFollowing: false }) },
  },
  states: {
    idle: {
      on: {
        'follow.toggle': [
          { guard: 'anonymous', actions: sendTo(({ context }) => context.toasts, toast('info', FOLLOW_TEXT.loginRequired)) },
          { target: 'changing' },
        ],
      },
    },
    changing: {
      invoke: {
        id: 'changeFollow',
        src: 'changeFollow',
        input: ({ context }) => ({ slug: context.slug, follow: !context.isFollowing }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ isFollowing: ({ event }) => event.output.is_following }),
            sendTo(({ context }) => context.toasts, ({ event }) => toast('success', event.output.is_following ? FOLLOW_TEXT.followed : FOLLOW_TEXT.unfollowed)),
          ],
        },
        onError: { target: 'idle', actions: sendTo(({ context }) => context.toasts, toast('error', FOLLOW_TEXT.failed)) },
      },
    },
  },
});

type SeriesFollowSnapshot = SnapshotFrom<typeof seriesFollowMachine>;
export const selectIsFollowing = (snapshot: SeriesFollowSnapshot) => snapshot.context.isFollowing;
export const selectFollowBusy = (snapshot: SeriesFollowSnapshot) => snapshot.matches('changing');

import { assertEvent, assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { followSeries, unfollowSeries } from '../api/series';
import type { SeriesFollowChanged } from '../api/types';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

/** The English of the toasts (en.po's `series.follow.*` say the same). */
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
  /** null until the series page has loaded the series, whose answer says it (`series.loaded`). */
  isFollowing: boolean | null;
  isAuthenticated: boolean;
}

type SeriesFollowContext = SeriesFollowInput;

export type SeriesFollowEvent =
  | { type: 'follow.toggle' }
  /** The series page loaded the series: whether the person now logged in follows it. */
  | { type: 'series.loaded'; isFollowing: boolean }
  | SessionChangedEvent;

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
    followingUnknown: ({ context }) => context.isFollowing === null,
  },
  actions: {
    takeFollowing: assign({
      isFollowing: ({ event }) => {
        assertEvent(event, 'series.loaded');
        return event.isFollowing;
      },
    }),
  },
}).createMachine({
  id: 'seriesFollow',
  context: ({ input }) => input,
  initial: 'deciding',
  invoke: followSession,
  on: {
    // Whether a new person follows the series comes with the series, which the series page loads again: the button
    // waits for it. A follow in flight is dropped with the state it was sent from (its answer was the last person's).
    'session.changed': {
      target: '.waitingForSeries',
      actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated, isFollowing: null }),
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'followingUnknown', target: 'waitingForSeries' }, { target: 'idle' }],
    },
    waitingForSeries: {
      on: {
        'series.loaded': { target: 'idle', actions: 'takeFollowing' },
      },
    },
    idle: {
      on: {
        // Each load of the series says it again (a retry after a failure).
        'series.loaded': { actions: 'takeFollowing' },
        'follow.toggle': [
          { guard: 'anonymous', actions: sendTo(({ context }) => context.toasts, toastMessage('info', message('series.follow.loginRequired'))) },
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
            sendTo(({ context }) => context.toasts, ({ event }) => toastMessage('success', message(event.output.is_following ? /*i18n*/ 'series.follow.followed' : /*i18n*/ 'series.follow.unfollowed'))),
          ],
        },
        onError: { target: 'idle', actions: sendTo(({ context }) => context.toasts, toastMessage('error', message('series.follow.failed'))) },
      },
    },
  },
});

type SeriesFollowSnapshot = SnapshotFrom<typeof seriesFollowMachine>;
export const selectIsFollowing = (snapshot: SeriesFollowSnapshot) => snapshot.context.isFollowing === true;
/** Busy while a change is sent, and while the series that says whether this person follows it is loaded again. */
export const selectFollowBusy = (snapshot: SeriesFollowSnapshot) => snapshot.matches('changing') || snapshot.matches('waitingForSeries');

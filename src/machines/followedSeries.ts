import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fetchFollowedSeries } from '../api/series';
import type { FollowedSeries } from '../api/types';
import { message, type Message } from './shared/message';
import { serverErrorMessages } from './shared/serverErrorMessages';

/** The series a member follows, with their reading place in each (shown on the watchlist page). */
export const followedSeriesMachine = setup({
  types: {
    context: {} as { series: FollowedSeries[]; error: Message | null },
    events: {} as { type: 'request.retry' },
  },
  actors: {
    fetchFollowed: fromPromise<FollowedSeries[]>(async () => (await fetchFollowedSeries()).data),
  },
}).createMachine({
  id: 'followedSeries',
  context: { series: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchFollowed',
        src: 'fetchFollowed',
        onDone: { target: 'loaded', actions: assign({ series: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => serverErrorMessages(event.error, message('watchlist.followed.loadFailed'))[0]! }) },
      },
    },
    loaded: {},
    failed: { on: { 'request.retry': 'loading' } },
  },
});

type FollowedSeriesSnapshot = SnapshotFrom<typeof followedSeriesMachine>;
export const selectFollowedSeries = (snapshot: FollowedSeriesSnapshot) => snapshot.context.series;
export const selectFollowedError = (snapshot: FollowedSeriesSnapshot) => snapshot.context.error;
export const selectFollowedLoading = (snapshot: FollowedSeriesSnapshot) => snapshot.matches('loading');

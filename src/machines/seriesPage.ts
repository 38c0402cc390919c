import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toApiError } from '../api/errors';
import { fetchRecap } from '../api/recaps';
import { fetchSeries } from '../api/series';
import type { Id, Recap, SeriesDetail } from '../api/types';
import type { CoverageLanes } from '../domain/seriesCoverage';
import { serverErrorText } from './shared/serverErrorText';
import { recapDetailMachine } from './recapDetail';
import { seriesFollowMachine } from './seriesFollow';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import type { RecapPatchTarget } from './shared/recapPatch';
import { toast, type ToastsRef } from './shared/toast';

const SERIES_LOAD_FAILED = 'Failed to load this series. Please try again.';
export const RECAP_OPEN_FAILED = 'Failed to open this recap. Please try again.';

export interface SeriesPageInput {
  session: SessionRef;
  toasts: ToastsRef;
  /** The paging actor of the page's recap list: a rating given in a bar's dialog patches its card there. */
  list: RecapPatchTarget;
  slug: string;
  /** null while the session is still asked (`knownAuthentication`): the series waits for it. */
  isAuthenticated: boolean | null;
}

interface SeriesPageContext extends SeriesPageInput {
  /** The recap dialog a bar's recap opens in. */
  detail: ActorRefFrom<typeof recapDetailMachine>;
  /** The Follow button, told whether this person follows the series each time it loads. */
  follow: ActorRefFrom<typeof seriesFollowMachine>;
  series: SeriesDetail | null;
  lanes: CoverageLanes;
  /** The language chosen on the page to continue in; '' until one is chosen. */
  language: string;
  loadError: string | null;
  openingRecapId: Id | null;
}

export type SeriesPageEvent =
  | { type: 'request.retry' }
  | { type: 'lanes.change'; lanes: CoverageLanes }
  | { type: 'language.change'; language: string }
  /** A bar of the coverage map, or "continue from chapter N": the recap opens in the dialog. */
  | { type: 'recap.open'; recapId: Id }
  | SessionChangedEvent;

/**
 * A series page: loads the series (a merged slug's answer names the series it went into), chooses how the
 * coverage map groups its lanes, and opens a bar's recap in the recap dialog (a rating there patches the
 * page's recap list, as the list's own dialog does). The caller's progress and
 * following come with the series, so a new session loads it again.
 */
export const seriesPageMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; nothing of it runs
  types: {
    context: {} as SeriesPageContext,
    events: {} as SeriesPageEvent,
    input: {} as SeriesPageInput,
  },
  actors: {
    sessionChanges,
    recapDetail: recapDetailMachine,
    seriesFollow: seriesFollowMachine,
    fetchSeries: fromPromise<SeriesDetail, { slug: string }>(({ input }) => fetchSeries(input.slug)),
    fetchRecap: fromPromise<Recap, { recapId: Id }>(({ input }) => fetchRecap(input.recapId)),
  },
  guards: {
    sessionUnknown: ({ context }) => context.isAuthenticated === null,
    notFound: ({ event }) => 'error' in event && toApiError(event.error).status === 404,
  },
  actions: {
    openDialog: sendTo(({ context }) => context.detail, (_, recap: Recap) => ({ type: 'dialog.open' as const, recap })),
    tellOpenFailed: sendTo(({ context }) => context.toasts, toast('error', RECAP_OPEN_FAILED)),
    tellFollowing: sendTo(({ context }) => context.follow, ({ context }) => ({ type: 'series.loaded' as const, isFollowing: context.series!.is_following })),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: no target names the machine by its id
  id: 'seriesPage',
  context: ({ input, spawn }) => ({
    ...input,
    series: null,
    lanes: 'channel',
    language: '',
    loadError: null,
    openingRecapId: null,
    detail: spawn('recapDetail', {
      // Stryker disable next-line StringLiteral: the dialog is reached through this context entry, never by its id
      id: 'detail',
      input: { session: input.session, toasts: input.toasts, list: input.list, isAuthenticated: input.isAuthenticated ?? false },
    }),
    // Whether this person follows the series comes with it: the button waits for the first load.
    follow: spawn('seriesFollow', {
      // Stryker disable next-line StringLiteral: nothing finds the follow actor by its id; it is reached through the context
      id: 'follow',
      input: { session: input.session, toasts: input.toasts, slug: input.slug, isFollowing: null, isAuthenticated: input.isAuthenticated ?? false },
    }),
  }),
  initial: 'deciding',
  invoke: followSession,
  // The caller's progress and following come with the series. Who is logged in is read at the start only: the
  // session follower, the dialog and the Follow button were handed it then and follow the session themselves.
  on: { 'session.changed': '.loading' },
  states: {
    deciding: {
      always: [{ guard: 'sessionUnknown', target: 'waitingForSession' }, { target: 'loading' }],
    },
    // The caller's progress and following come with the series: it is asked for once the session knows (session.changed above).
    waitingForSession: {},
    loading: {
      invoke: {
        // Stryker disable next-line StringLiteral: the invoke is named only by its own done and error events, which follow the name
        id: 'fetchSeries',
        src: 'fetchSeries',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'loaded', actions: [assign({ series: ({ event }) => event.output, loadError: null }), 'tellFollowing'] },
        onError: [
          { guard: 'notFound', target: 'notFound' },
          { target: 'failed', actions: assign({ loadError: ({ event }) => serverErrorText(event.error, SERIES_LOAD_FAILED) }) },
        ],
      },
    },
    loaded: {
      initial: 'idle',
      on: {
        'lanes.change': { actions: assign({ lanes: ({ event }) => event.lanes }) },
        'language.change': { actions: assign({ language: ({ event }) => event.language }) },
      },
      states: {
        idle: {
          on: {
            'recap.open': { target: 'opening', actions: assign({ openingRecapId: ({ event }) => event.recapId }) },
          },
        },
        opening: {
          invoke: {
            // Stryker disable next-line StringLiteral: the invoke is named only by its own done and error events, which follow the name
            id: 'fetchRecap',
            src: 'fetchRecap',
            input: ({ context }) => ({ recapId: context.openingRecapId! }),
            onDone: { target: 'idle', actions: [{ type: 'openDialog', params: ({ event }) => event.output }, assign({ openingRecapId: null })] },
            onError: { target: 'idle', actions: ['tellOpenFailed', assign({ openingRecapId: null })] },
          },
        },
      },
    },
    notFound: {},
    failed: {
      on: { 'request.retry': 'loading' },
    },
  },
});

type SeriesPageSnapshot = SnapshotFrom<typeof seriesPageMachine>;
export type SeriesPageStatus = 'loading' | 'loaded' | 'notFound' | 'failed';

export function selectSeriesPageStatus(snapshot: SeriesPageSnapshot): SeriesPageStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}
export const selectSeries = (snapshot: SeriesPageSnapshot) => snapshot.context.series;
export const selectCoverageLanes = (snapshot: SeriesPageSnapshot) => snapshot.context.lanes;
export const selectChosenLanguage = (snapshot: SeriesPageSnapshot) => snapshot.context.language;
export const selectSeriesLoadError = (snapshot: SeriesPageSnapshot) => snapshot.context.loadError;
export const selectBarDialog = (snapshot: SeriesPageSnapshot) => snapshot.context.detail;
export const selectOpeningRecapId = (snapshot: SeriesPageSnapshot) => snapshot.context.openingRecapId;
export const selectFollow = (snapshot: SeriesPageSnapshot) => snapshot.context.follow;

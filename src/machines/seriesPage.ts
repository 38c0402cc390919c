import { assertEvent, assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { toApiError } from '../api/errors';
import { fetchSeries } from '../api/series';
import type { SeriesDetail } from '../api/types';
import type { CoverageLanes } from '../domain/seriesCoverage';
import { message, type Message } from './shared/message';
import { serverErrorMessage } from './shared/serverErrorMessages';
import { waitsForAnswer } from './shared/slowAnswer';
import { seriesFollowMachine } from './seriesFollow';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import type { ToastsRef } from './shared/toast';

const SERIES_LOAD_FAILED = message(/*i18n*/ 'series.loadOneFailedDetail');

export interface SeriesPageInput {
  session: SessionRef;
  /** Where the Follow button tells what went wrong. */
  toasts: ToastsRef;
  slug: string;
  /** null while the session is still asked (`knownAuthentication`): the series waits for it. */
  isAuthenticated: boolean | null;
  /** How the address groups the coverage map when the page opens; by channel when it says nothing. */
  lanes?: CoverageLanes;
}

interface SeriesPageContext extends Omit<SeriesPageInput, 'lanes'> {
  /** The Follow button, told whether this person follows the series each time it loads. */
  follow: ActorRefFrom<typeof seriesFollowMachine>;
  series: SeriesDetail | null;
  lanes: CoverageLanes;
  /** The language chosen on the page to continue in; '' until one is chosen. */
  language: string;
  /** What the failed load says: the answer's code or text, else Failed to load this series. Please try again. */
  loadError: Message | null;
}

export type SeriesPageEvent =
  | { type: 'request.retry' }
  /** The address now names this grouping of the coverage map: the person's choice, Back, Forward or a link. */
  | { type: 'address.change'; lanes: CoverageLanes }
  | { type: 'language.change'; language: string }
  | SessionChangedEvent;

/**
 * A series page: loads the series (a merged slug's answer names the series it went into) and follows how the
 * address groups the coverage map's lanes (the choice is written to the address by the view, so a reload and Back
 * keep it). A bar's recap, or "continue from chapter N", opens through the address in the
 * page's recap list dialog, as a card does. The caller's progress and following come with the series, so a
 * new session loads it again.
 */
export const seriesPageMachine = setup({
  types: {
    context: {} as SeriesPageContext,
    events: {} as SeriesPageEvent,
    input: {} as SeriesPageInput,
  },
  actors: {
    sessionChanges,
    seriesFollow: seriesFollowMachine,
    fetchSeries: fromPromise<SeriesDetail, { slug: string }>(({ input }) => fetchSeries(input.slug)),
  },
  guards: {
    sessionUnknown: ({ context }) => context.isAuthenticated === null,
    notFound: ({ event }) => 'error' in event && toApiError(event.error).status === 404,
  },
  actions: {
    followAddressLanes: assign({
      lanes: ({ event }) => {
        assertEvent(event, 'address.change');
        return event.lanes;
      },
    }),
    tellFollowing: sendTo(({ context }) => context.follow, ({ context }) => ({ type: 'series.loaded' as const, isFollowing: context.series!.is_following })),
  },
}).createMachine({
  id: 'seriesPage',
  context: ({ input, spawn }) => ({
    ...input,
    series: null,
    lanes: input.lanes ?? 'channel',
    language: '',
    loadError: null,
    // Whether this person follows the series comes with it: the button waits for the first load.
    follow: spawn('seriesFollow', {
      id: 'follow',
      input: { session: input.session, toasts: input.toasts, slug: input.slug, isFollowing: null, isAuthenticated: input.isAuthenticated ?? false },
    }),
  }),
  initial: 'deciding',
  invoke: followSession,
  // The caller's progress and following come with the series. Who is logged in is read at the start only: the
  // session follower and the Follow button were handed it then and follow the session themselves.
  on: {
    'session.changed': '.loading',
    // The address may change while the series loads (Back, Forward): the map shows what it names once it is there.
    'address.change': { actions: 'followAddressLanes' },
  },
  states: {
    deciding: {
      always: [{ guard: 'sessionUnknown', target: 'waitingForSession' }, { target: 'loading' }],
    },
    // The caller's progress and following come with the series: it is asked for once the session knows (session.changed above).
    waitingForSession: {},
    loading: {
      ...waitsForAnswer('#seriesPage.loading'),
      invoke: {
        id: 'fetchSeries',
        src: 'fetchSeries',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'loaded', actions: [assign({ series: ({ event }) => event.output, loadError: null }), 'tellFollowing'] },
        onError: [
          { guard: 'notFound', target: 'notFound' },
          { target: 'failed', actions: assign({ loadError: ({ event }) => serverErrorMessage(event.error, SERIES_LOAD_FAILED) }) },
        ],
      },
    },
    loaded: {
      on: {
        'language.change': { actions: assign({ language: ({ event }) => event.language }) },
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
export { selectSlow as selectSeriesSlow } from './shared/slowAnswer';
export const selectSeriesLoadError = (snapshot: SeriesPageSnapshot) => snapshot.context.loadError;
export const selectFollow = (snapshot: SeriesPageSnapshot) => snapshot.context.follow;

import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, type ActorRef, type ActorRefFrom, type Snapshot, type SnapshotFrom } from 'xstate';
import { fetchShelf } from '../api/shelf';
import type { Recap, ShelfSeries, ShelfStatus } from '../api/types';
import type { Message } from '../domain/errorMessages';
import { createPagingMachine } from './paging';
import { followSession, selectSessionStatus, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { message } from './shared/message';
import { serverErrorMessage } from './shared/serverErrorMessages';
import { waitsForAnswer } from './shared/slowAnswer';

/** Recaps per page of "New since your last visit", as every recap list pages. */
const NEW_PER_PAGE = 20;

/** The new recaps' pages: the shelf's `new` part, which every page of GET /api/shelf carries. */
export const shelfNewPagingMachine = createPagingMachine<Recap, Record<string, never>>({
  fetchPage: async ({ page }) => (await fetchShelf({ page, limit: NEW_PER_PAGE })).new,
  errorMessage: (error) => serverErrorMessage(error, message('shelf.newFetchFailed')),
});

interface FollowingAnswer {
  lastVisitAt: string | null;
  series: ShelfSeries[];
}

export type ShelfPageEvent =
  | SessionChangedEvent
  /** Only the followed series with this list status; null for all of them. */
  | { type: 'status.filter'; status: ShelfStatus | null }
  | { type: 'request.retry' };

/** What the leave watcher hears: the member has seen what is new. */
type LeaveWatcherEvent = { type: 'shelf.seen' };

/**
 * Who records the visit when the shelf is left: the header's badge (src/machines/shelfBadge.ts), reached through the
 * app's root, which hands it `shelf.left` (the page can start before the badge's code has loaded).
 */
type ShelfBadgeRef = ActorRef<Snapshot<unknown>, { type: 'shelf.left' }>;

export interface ShelfPageInput {
  session: SessionRef;
  shelfBadge: ShelfBadgeRef;
  /** null while the session is still asked. */
  isAuthenticated: boolean | null;
  /** The reader's preferred languages, most preferred first: each series' continuing recap is chosen in them. */
  languages: readonly string[];
}

interface ShelfPageContext extends ShelfPageInput {
  newRecaps: ActorRefFrom<typeof shelfNewPagingMachine>;
  status: ShelfStatus | null;
  lastVisitAt: string | null;
  series: ShelfSeries[];
  error: Message | null;
}

/**
 * Records the visit when the member leaves the shelf, and only then: a reload keeps the list of what is new (the
 * page never gets to stop), and a shelf that never loaded has not been seen. The badge records it,
 * as it outlives the page. A shelf left because its member logged out records nothing: the visit is theirs, and
 * they are gone.
 */
const visitOnLeave = fromCallback<LeaveWatcherEvent, { session: SessionRef; shelfBadge: ShelfBadgeRef }>(({ input, receive }) => {
  let seen = false;
  receive(() => {
    seen = true;
  });
  return () => {
    if (seen && selectSessionStatus(input.session.getSnapshot()) === 'authenticated') input.shelfBadge.send({ type: 'shelf.left' });
  };
});

/**
 * A member's shelf: what is new since the last visit (paged by its own child, as every list pages) and the
 * followed series with their list status. The two come from the same route, asked twice: the list pages on, the
 * series are asked again for another status filter, and neither waits for the other.
 */
export const shelfPageMachine = setup({
  types: {
    context: {} as ShelfPageContext,
    events: {} as ShelfPageEvent,
    input: {} as ShelfPageInput,
  },
  actors: {
    sessionChanges,
    visitOnLeave,
    newRecapsPaging: shelfNewPagingMachine,
    fetchFollowing: fromPromise<FollowingAnswer, { status: ShelfStatus | null; languages: readonly string[] }>(async ({ input }) => {
      // One new recap is the least a page can ask for; the series are what this call is for.
      const shelf = await fetchShelf({ page: 1, limit: 1, languages: input.languages, ...(input.status ? { status: input.status } : {}) });
      return { lastVisitAt: shelf.last_visit_at, series: shelf.series };
    }),
  },
  guards: {
    sessionKnown: ({ context }) => context.isAuthenticated !== null,
    member: ({ context }) => context.isAuthenticated === true,
    otherStatus: ({ context, event }) => {
      assertEvent(event, 'status.filter');
      return event.status !== context.status;
    },
  },
  actions: {
    takeSession: assign({ isAuthenticated: ({ event }) => (assertEvent(event, 'session.changed'), event.isAuthenticated) }),
    takeStatus: assign({ status: ({ event }) => (assertEvent(event, 'status.filter'), event.status) }),
    askNewRecaps: sendTo(({ context }) => context.newRecaps, { type: 'query.change' as const, query: {} }),
    forgetNewRecaps: sendTo(({ context }) => context.newRecaps, { type: 'list.clear' as const }),
    forgetSeries: assign({ series: [], lastVisitAt: null, error: null }),
    markSeen: sendTo('visitOnLeave', { type: 'shelf.seen' as const }),
  },
}).createMachine({
  id: 'shelfPage',
  context: ({ input, spawn }) => ({
    ...input,
    newRecaps: spawn('newRecapsPaging', { id: 'newRecaps', input: { query: null } }),
    status: null,
    lastVisitAt: null,
    series: [],
    error: null,
  }),
  initial: 'deciding',
  invoke: followSession,
  on: {
    'session.changed': { target: '.deciding', actions: ['takeSession', 'forgetSeries', 'forgetNewRecaps'] },
  },
  states: {
    deciding: {
      always: [
        { guard: 'member', target: 'member' },
        { guard: 'sessionKnown', target: 'visitor' },
        // While the session is still asked, nobody is logged in yet: a member reloading the shelf waits.
        { target: 'waitingForSession' },
      ],
    },
    waitingForSession: {},
    visitor: {},
    member: {
      entry: 'askNewRecaps',
      invoke: { id: 'visitOnLeave', src: 'visitOnLeave', input: ({ context }) => ({ session: context.session, shelfBadge: context.shelfBadge }) },
      initial: 'loading',
      on: {
        // `loading` is left and entered again even from itself (the shelf itself stays), which stops the request for the
        // last filter, so its answer is never shown.
        'status.filter': { guard: 'otherStatus', target: '.loading', actions: 'takeStatus' },
      },
      states: {
        loading: {
          ...waitsForAnswer('#shelfPage.member.loading'),
          invoke: {
            id: 'fetchFollowing',
            src: 'fetchFollowing',
            input: ({ context }) => ({ status: context.status, languages: context.languages }),
            onDone: {
              target: 'loaded',
              actions: [assign(({ event }) => ({ series: event.output.series, lastVisitAt: event.output.lastVisitAt, error: null })), 'markSeen'],
            },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => serverErrorMessage(event.error, message('watchlist.followed.loadFailed')) }) },
          },
        },
        loaded: {},
        failed: {
          on: { 'request.retry': 'loading' },
        },
      },
    },
  },
});

type ShelfPageSnapshot = SnapshotFrom<typeof shelfPageMachine>;

/** What the page shows: the session is still asked, a visitor is asked to log in, or the member's shelf. */
export function selectShelfView(snapshot: ShelfPageSnapshot): 'waiting' | 'visitor' | 'member' {
  if (snapshot.matches('member')) return 'member';
  return snapshot.matches('visitor') ? 'visitor' : 'waiting';
}

/** Where the followed series stand: loading, failed or loaded. */
export function selectFollowingStatus(snapshot: ShelfPageSnapshot): 'loading' | 'failed' | 'loaded' {
  if (snapshot.matches({ member: 'failed' })) return 'failed';
  return snapshot.matches({ member: 'loaded' }) ? 'loaded' : 'loading';
}

export const selectShelfNewRecaps = (snapshot: ShelfPageSnapshot) => snapshot.context.newRecaps;
export const selectShelfSeries = (snapshot: ShelfPageSnapshot) => snapshot.context.series;
export const selectShelfStatusFilter = (snapshot: ShelfPageSnapshot) => snapshot.context.status;
export const selectLastVisitAt = (snapshot: ShelfPageSnapshot) => snapshot.context.lastVisitAt;
export const selectShelfError = (snapshot: ShelfPageSnapshot) => snapshot.context.error;

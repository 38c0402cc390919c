import { assertEvent, assign, fromCallback, fromPromise, setup, type SnapshotFrom, type Subscription } from 'xstate';
import { fetchRecapsByIds } from '../api/watchlist';
import type { Id, Recap } from '../api/types';
import { selectWatchlist, type AppRef } from './app';
import { selectSessionStatus, type SessionRef, type SessionStatus } from './session';
import { waitsForAnswer } from './shared/slowAnswer';
import { selectWatchlistIds, selectWatchlistSettled, type WatchlistRef } from './watchlist';

/** What the global watchlist says: who is there, which ids are saved, and whether those ids are still arriving. */
export interface WatchlistSnapshot {
  isAuthenticated: boolean;
  ids: Id[];
  idsLoading: boolean;
}

/**
 * What the page shows depends on: who is there, the saved ids, and whether they are still arriving. An unknown list
 * (session or ids still loading) is never called empty.
 */
export function watchlistState(status: SessionStatus, ids: Id[], idsSettled: boolean): WatchlistSnapshot {
  return { isAuthenticated: status === 'authenticated', ids, idsLoading: status === 'loading' || (status === 'authenticated' && !idsSettled) };
}

/**
 * Read from the session and the global watchlist: undefined while the watchlist is not in yet (its code loads
 * once a member is there), whose ids are then still arriving.
 */
export function readWatchlistState(session: SnapshotFrom<SessionRef>, watchlist: SnapshotFrom<WatchlistRef> | undefined): WatchlistSnapshot {
  return watchlistState(
    selectSessionStatus(session),
    watchlist === undefined ? [] : selectWatchlistIds(watchlist),
    watchlist !== undefined && selectWatchlistSettled(watchlist),
  );
}

export interface WatchlistPageInput extends WatchlistSnapshot {
  session: SessionRef;
  /** The app's root, which starts the global watchlist (selectWatchlist) when a member is first there. */
  app: AppRef;
}

/**
 * Watches the session and the global watchlist and sends `watchlist.changed` each time what the page shows
 * depends on changes (who is there, the saved ids, whether they are still arriving). The watchlist may not be in
 * yet: the root is watched too, and the watchlist followed from when it starts.
 */
const watchlistChanges = fromCallback<WatchlistPageEvent, WatchlistPageInput>(({ input, sendBack }) => {
  const keyOf = (state: WatchlistSnapshot) => JSON.stringify([state.isAuthenticated, state.ids, state.idsLoading]);
  let known = keyOf(input);
  let followed: WatchlistRef | null = null;
  let watchlistSubscription: Subscription | undefined;
  const follow = () => {
    const watchlist = selectWatchlist(input.app.getSnapshot());
    if (watchlist !== followed) {
      followed = watchlist;
      watchlistSubscription = watchlist?.subscribe(follow);
    }
    const state = readWatchlistState(input.session.getSnapshot(), watchlist?.getSnapshot());
    const key = keyOf(state);
    if (key === known) return;
    known = key;
    sendBack({ type: 'watchlist.changed', ...state });
  };
  const subscriptions = [input.session.subscribe(follow), input.app.subscribe(follow)];
  follow();
  return () => [...subscriptions, watchlistSubscription].forEach((subscription) => subscription?.unsubscribe());
});

export interface WatchlistPageContext extends WatchlistPageInput {
  recaps: Recap[];
  /** The ids the shown recaps were fetched for (recaps hidden since they were saved do not come back). */
  fetchedIds: Id[];
}

export type WatchlistPageEvent = ({ type: 'watchlist.changed' } & WatchlistSnapshot) | { type: 'request.retry' };

export const WATCHLIST_PAGE_ERROR_TEXT = 'Failed to load watchlist recaps. Please try again later.';

/** The server caps a page at 100 recaps. */
const IDS_PER_REQUEST = 100;

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

function newestFirst(a: Recap, b: Recap): number {
  return (b.published_at ?? '').localeCompare(a.published_at ?? '');
}

/** True when every saved id was part of the last fetch, so a removal needs no new request. */
function alreadyFetched(context: WatchlistPageContext, ids: Id[]): boolean {
  const fetched = new Set(context.fetchedIds);
  return ids.every((id) => fetched.has(id));
}

export const watchlistPageMachine = setup({
  types: {
    context: {} as WatchlistPageContext,
    events: {} as WatchlistPageEvent,
    input: {} as WatchlistPageInput,
  },
  actors: {
    watchlistChanges,
    fetchWatchlistRecaps: fromPromise<Recap[], { ids: Id[] }>(async ({ input }) => {
      const recaps: Recap[] = [];
      for (let start = 0; start < input.ids.length; start += IDS_PER_REQUEST) {
        const chunk = input.ids.slice(start, start + IDS_PER_REQUEST);
        const page = await fetchRecapsByIds(chunk, 1, chunk.length);
        recaps.push(...page.data);
      }
      return recaps.sort(newestFirst);
    }),
  },
  guards: {
    anonymous: ({ context }) => !context.isAuthenticated,
    idsLoading: ({ context }) => context.idsLoading,
    noIds: ({ context }) => context.ids.length === 0,
    onlyRemoved: ({ context, event }) =>
      event.type === 'watchlist.changed' &&
      event.isAuthenticated && !event.idsLoading && event.ids.length > 0 && alreadyFetched(context, event.ids),
  },
  actions: {
    takeSnapshot: assign(({ event }) => {
      assertEvent(event, 'watchlist.changed');
      return { isAuthenticated: event.isAuthenticated, ids: event.ids, idsLoading: event.idsLoading };
    }),
  },
}).createMachine({
  id: 'watchlistPage',
  context: ({ input }) => ({
    ...input,
    recaps: [],
    // Stryker disable next-line ArrayDeclaration: read only in loaded, after a load has set it
    fetchedIds: [],
  }),
  initial: 'deciding',
  invoke: {
    src: 'watchlistChanges',
    input: ({ context }) => ({
      session: context.session,
      app: context.app,
      isAuthenticated: context.isAuthenticated,
      ids: context.ids,
      idsLoading: context.idsLoading,
    }),
  },
  states: {
    deciding: {
      always: [
        // While the session is still asked, nobody is logged in yet: a member reloading the page waits, not told to log in.
        { guard: 'idsLoading', target: 'waitingForIds', actions: assign({ recaps: [] }) },
        { guard: 'anonymous', target: 'anonymous', actions: assign({ recaps: [] }) },
        { guard: 'noIds', target: 'empty', actions: assign({ recaps: [] }) },
        { target: 'loading' },
      ],
    },
    anonymous: {
      on: { 'watchlist.changed': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    waitingForIds: {
      on: { 'watchlist.changed': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    empty: {
      on: { 'watchlist.changed': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    loading: {
      // Recaps that have not come after 8 s: the page says so and offers Try Again; they still fill it when they come.
      ...waitsForAnswer('#watchlistPage.loading'),
      invoke: {
        id: 'fetchWatchlistRecaps',
        src: 'fetchWatchlistRecaps',
        input: ({ context }) => ({ ids: context.ids }),
        onDone: {
          target: 'loaded',
          actions: assign({ recaps: ({ event }) => event.output, fetchedIds: ({ context }) => context.ids }),
        },
        onError: { target: 'failed' },
      },
      // Leaving this state stops the request, so an answer for an older list of ids is never shown.
      on: { 'watchlist.changed': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    loaded: {
      on: {
        'watchlist.changed': [
          {
            guard: 'onlyRemoved',
            actions: [
              'takeSnapshot',
              assign({ recaps: ({ context }) => context.recaps.filter((recap) => context.ids.includes(recap.id)) }),
            ],
          },
          { target: 'deciding', actions: 'takeSnapshot' },
        ],
      },
    },
    failed: {
      on: { 'watchlist.changed': { target: 'deciding', actions: 'takeSnapshot' } },
    },
  },
});

type WatchlistPageSnapshot = SnapshotFrom<typeof watchlistPageMachine>;

/** What the page shows, one of: anonymous, loading, empty, loaded, failed. */
export function selectWatchlistPageView(snapshot: WatchlistPageSnapshot): 'anonymous' | 'loading' | 'empty' | 'loaded' | 'failed' {
  if (snapshot.matches('anonymous')) return 'anonymous';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export function selectWatchlistRecaps(snapshot: WatchlistPageSnapshot): Recap[] {
  return snapshot.context.recaps;
}

import { assign, fromPromise, setup } from 'xstate';
import { fetchRecapsByIds } from '../api/recaps';
import type { Id, Recap } from '../api/types';

/** What the global watchlist says: who is there, which ids are saved, and whether those ids are still arriving. */
export interface WatchlistSnapshot {
  isAuthenticated: boolean;
  ids: Id[];
  idsLoading: boolean;
}

export interface WatchlistPageContext extends WatchlistSnapshot {
  recaps: Recap[];
  /** The ids the shown recaps were fetched for (recaps hidden since they were saved do not come back). */
  fetchedIds: Id[];
}

export type WatchlistPageEvent = { type: 'WATCHLIST.CHANGED' } & WatchlistSnapshot;

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
    input: {} as WatchlistSnapshot,
  },
  actors: {
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
      event.isAuthenticated && !event.idsLoading && event.ids.length > 0 && alreadyFetched(context, event.ids),
  },
  actions: {
    takeSnapshot: assign(({ event }) => ({ isAuthenticated: event.isAuthenticated, ids: event.ids, idsLoading: event.idsLoading })),
  },
}).createMachine({
  id: 'watchlistPage',
  context: ({ input }) => ({ ...input, recaps: [], fetchedIds: [] }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'anonymous', target: 'anonymous', actions: assign({ recaps: [] }) },
        { guard: 'idsLoading', target: 'waitingForIds', actions: assign({ recaps: [] }) },
        { guard: 'noIds', target: 'empty', actions: assign({ recaps: [] }) },
        { target: 'loading' },
      ],
    },
    anonymous: {
      on: { 'WATCHLIST.CHANGED': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    waitingForIds: {
      on: { 'WATCHLIST.CHANGED': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    empty: {
      on: { 'WATCHLIST.CHANGED': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    loading: {
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
      on: { 'WATCHLIST.CHANGED': { target: 'deciding', actions: 'takeSnapshot' } },
    },
    loaded: {
      on: {
        'WATCHLIST.CHANGED': [
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
      on: { 'WATCHLIST.CHANGED': { target: 'deciding', actions: 'takeSnapshot' } },
    },
  },
});

import { assign, emit, fromPromise, setup } from 'xstate';
import { addToWatchlist, fetchWatchlist, removeFromWatchlist } from '../api/watchlist';
import type { Id } from '../api/types';

export type ToastKind = 'success' | 'error' | 'info';
export interface ToastEmitted {
  type: 'toast';
  kind: ToastKind;
  text: string;
}

/** Where the toggle was pressed: cards "add", the detail dialog "saves". */
export type WatchlistToggleOrigin = 'add' | 'save';

export interface WatchlistContext {
  ids: Id[];
  pendingId: Id | null;
  startsAuthenticated: boolean;
}

export type WatchlistEvent =
  | { type: 'TOGGLE'; recapId: Id; origin: WatchlistToggleOrigin }
  | { type: 'AUTH.CHANGED'; isAuthenticated: boolean };

const LOGIN_REQUIRED: Record<WatchlistToggleOrigin, string> = {
  add: 'Please log in to add items to your watchlist.',
  save: 'Please log in to save items to your watchlist.',
};

export function isInWatchlist(context: WatchlistContext, recapId: Id): boolean {
  return context.ids.includes(recapId);
}

export const watchlistMachine = setup({
  types: {
    context: {} as WatchlistContext,
    events: {} as WatchlistEvent,
    input: {} as { isAuthenticated: boolean },
    emitted: {} as ToastEmitted,
  },
  actors: {
    loadWatchlist: fromPromise<Id[]>(() => fetchWatchlist()),
    changeWatchlist: fromPromise<void, { recapId: Id; add: boolean }>(async ({ input }) => {
      if (input.add) await addToWatchlist(input.recapId);
      else await removeFromWatchlist(input.recapId);
    }),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'AUTH.CHANGED' && event.isAuthenticated,
  },
  actions: {
    clear: assign({ ids: [], pendingId: null }),
  },
}).createMachine({
  id: 'watchlist',
  context: ({ input }) => ({ ids: [], pendingId: null, startsAuthenticated: input.isAuthenticated }),
  initial: 'deciding',
  on: {
    'AUTH.CHANGED': [
      { guard: 'loggedIn', target: '.loading' },
      { target: '.anonymous', actions: 'clear' },
    ],
  },
  states: {
    deciding: {
      always: [{ guard: ({ context }) => context.startsAuthenticated, target: 'loading' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        TOGGLE: {
          actions: emit(({ event }) => ({ type: 'toast' as const, kind: 'info' as const, text: LOGIN_REQUIRED[event.origin] })),
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadWatchlist',
        src: 'loadWatchlist',
        onDone: { target: 'ready', actions: assign({ ids: ({ event }) => event.output }) },
        onError: { target: 'ready', actions: 'clear' },
      },
    },
    ready: {
      on: {
        TOGGLE: { target: 'updating', actions: assign({ pendingId: ({ event }) => event.recapId }) },
      },
    },
    updating: {
      invoke: {
        id: 'changeWatchlist',
        src: 'changeWatchlist',
        input: ({ context }) => ({
          recapId: context.pendingId as Id,
          add: !isInWatchlist(context, context.pendingId as Id),
        }),
        onDone: {
          target: 'ready',
          actions: [
            emit(({ context }) => ({
              type: 'toast' as const,
              kind: 'success' as const,
              text: isInWatchlist(context, context.pendingId as Id) ? 'Removed from watchlist' : 'Added to watchlist',
            })),
            assign({
              ids: ({ context }) =>
                isInWatchlist(context, context.pendingId as Id)
                  ? context.ids.filter((id) => id !== context.pendingId)
                  : [...context.ids, context.pendingId as Id],
              pendingId: null,
            }),
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            emit({ type: 'toast', kind: 'error', text: 'Failed to update watchlist. Please try again.' }),
            assign({ pendingId: null }),
          ],
        },
      },
    },
  },
});

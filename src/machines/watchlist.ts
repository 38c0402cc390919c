import { assertEvent, assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { addToWatchlist, fetchWatchlist, removeFromWatchlist } from '../api/watchlist';
import type { Id } from '../api/types';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

/** Where the toggle was pressed: cards "add", the detail dialog "saves". */
export type WatchlistToggleOrigin = 'add' | 'save';

export interface WatchlistInput {
  session: SessionRef;
  toasts: ToastsRef;
  isAuthenticated: boolean;
}

export interface WatchlistContext extends WatchlistInput {
  ids: Id[];
  pendingId: Id | null;
}

/** A watchlist button pressed (the app's root hands it on, see src/machines/app.ts). */
export interface WatchlistToggleEvent {
  type: 'watchlist.toggle';
  recapId: Id;
  origin: WatchlistToggleOrigin;
}

export type WatchlistEvent = WatchlistToggleEvent | SessionChangedEvent;

const LOGIN_REQUIRED: Record<WatchlistToggleOrigin, string> = {
  add: /*i18n*/ 'recap.watchlist.logInAdd',
  save: /*i18n*/ 'recap.watchlist.logInSave',
};

export function isInWatchlist(context: Pick<WatchlistContext, 'ids'>, recapId: Id): boolean {
  return context.ids.includes(recapId);
}

export const watchlistMachine = setup({
  types: {
    context: {} as WatchlistContext,
    events: {} as WatchlistEvent,
    input: {} as WatchlistInput,
  },
  actors: {
    sessionChanges,
    loadWatchlist: fromPromise<Id[]>(() => fetchWatchlist()),
    changeWatchlist: fromPromise<void, { recapId: Id; add: boolean }>(async ({ input }) => {
      if (input.add) await addToWatchlist(input.recapId);
      else await removeFromWatchlist(input.recapId);
    }),
  },
  guards: {
    loggedIn: ({ event }) => {
      assertEvent(event, 'session.changed');
      return event.isAuthenticated;
    },
  },
  actions: {
    clear: assign({ ids: [], pendingId: null }),
  },
}).createMachine({
  id: 'watchlist',
  context: ({ input }) => ({ ...input, ids: [], pendingId: null }),
  initial: 'deciding',
  invoke: followSession,
  on: {
    'session.changed': [
      { guard: 'loggedIn', target: '.loading', actions: assign({ isAuthenticated: true }) },
      { target: '.anonymous', actions: ['clear', assign({ isAuthenticated: false })] },
    ],
  },
  states: {
    deciding: {
      always: [{ guard: ({ context }) => context.isAuthenticated, target: 'loading' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        'watchlist.toggle': {
          actions: sendTo(({ context }) => context.toasts, ({ event }) => toastMessage('info', message(LOGIN_REQUIRED[event.origin]))),
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
        'watchlist.toggle': { target: 'updating', actions: assign({ pendingId: ({ event }) => event.recapId }) },
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
            sendTo(
              ({ context }) => context.toasts,
              ({ context }) => toastMessage('success', message(isInWatchlist(context, context.pendingId as Id) ? /*i18n*/ 'recap.watchlist.removed' : /*i18n*/ 'recap.watchlist.added')),
            ),
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
            sendTo(({ context }) => context.toasts, toastMessage('error', message('recap.watchlist.failed'))),
            assign({ pendingId: null }),
          ],
        },
      },
    },
  },
});

export type WatchlistRef = ActorRefFrom<typeof watchlistMachine>;
type WatchlistSnapshot = SnapshotFrom<typeof watchlistMachine>;

export function selectWatchlistIds(snapshot: WatchlistSnapshot): Id[] {
  return snapshot.context.ids;
}

/** The recap whose add or remove is on its way to the server. */
export function selectPendingRecap(snapshot: WatchlistSnapshot): Id | null {
  return snapshot.context.pendingId;
}

/** True once the ids of the logged-in user are known (not while they load). */
export function selectWatchlistSettled(snapshot: WatchlistSnapshot): boolean {
  return snapshot.matches('ready') || snapshot.matches('updating');
}

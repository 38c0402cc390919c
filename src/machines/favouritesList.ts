import { assertEvent, assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchFavourites } from '../api/channels';
import type { Channel, Id } from '../api/types';
import { FAVOURITES_PAGE_SIZE } from '../domain/constants';
import { changeCardFavourite } from './channelList';
import { createPagingMachine } from './paging';
import type { ChannelDeactivatedEvent } from './channelDeactivation';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

/** The favourites' pages: the query is the session's own user, so it carries nothing. */
export const favouritesPagingMachine = createPagingMachine<Channel, Record<string, never>>({
  fetchPage: ({ page }) => fetchFavourites({ page, limit: FAVOURITES_PAGE_SIZE }),
  errorMessage: () => message('favourites.fetchFailed'),
});

const MEMBER_QUERY: Record<string, never> = {};

export interface FavouritesListInput {
  session: SessionRef;
  toasts: ToastsRef;
  /**
   * The session as it stood when the list was made, null while it is still asked (`knownAuthentication`): it picks
   * the first state only, as every later change comes as a `session.changed` event.
   */
  isAuthenticated: boolean | null;
}

export interface FavouritesListContext extends FavouritesListInput {
  favouritePendingId: Id | null;
  paging: ActorRefFrom<typeof favouritesPagingMachine>;
}

export type FavouritesListEvent =
  | SessionChangedEvent
  /** Sent from a shown card; every card here is a favourite, so its toggle always removes. */
  | { type: 'favourite.toggle'; channel: Pick<Channel, 'id' | 'is_favourited'> }
  | ChannelDeactivatedEvent;

export const favouritesListMachine = setup({
  types: {
    context: {} as FavouritesListContext,
    events: {} as FavouritesListEvent,
    input: {} as FavouritesListInput,
  },
  actors: {
    sessionChanges,
    paging: favouritesPagingMachine,
    changeFavourite: changeCardFavourite,
  },
  guards: {
    sessionUnknown: ({ context }) => context.isAuthenticated === null,
    startsAuthenticated: ({ context }) => context.isAuthenticated === true,
    loggedIn: ({ event }) => {
      assertEvent(event, 'session.changed');
      return event.isAuthenticated;
    },
  },
  actions: {
    removeFromList: sendTo(
      ({ context }) => context.paging,
      (_, params: { channelId: Id }) => ({ type: 'item.remove' as const, id: params.channelId }),
    ),
  },
}).createMachine({
  id: 'favouritesList',
  context: ({ input, spawn }) => ({
    session: input.session,
    toasts: input.toasts,
    isAuthenticated: input.isAuthenticated,
    favouritePendingId: null,
    // A visitor has no favourites to list, nor has anyone before the session knows: the paging waits until a
    // member gives it a query.
    paging: spawn('paging', {
      id: 'paging',
      input: { query: input.isAuthenticated === true ? MEMBER_QUERY : null },
    }),
  }),
  initial: 'deciding',
  invoke: followSession,
  on: {
    'session.changed': [
      {
        guard: 'loggedIn',
        target: '.member',
        actions: [
          // A login again restarts the page: a removal in flight is dropped with it, so no card stays busy.
          assign({ favouritePendingId: null }),
          sendTo(({ context }) => context.paging, { type: 'query.change', query: MEMBER_QUERY }),
        ],
      },
      {
        target: '.anonymous',
        actions: [assign({ favouritePendingId: null }), sendTo(({ context }) => context.paging, { type: 'list.clear' })],
      },
    ],
  },
  states: {
    deciding: {
      always: [
        { guard: 'sessionUnknown', target: 'waitingForSession' },
        { guard: 'startsAuthenticated', target: 'member' },
        { target: 'anonymous' },
      ],
    },
    // Neither the favourites nor "log in to see them" until the session knows; its answer leads on (session.changed above).
    waitingForSession: {},
    anonymous: {},
    member: {
      initial: 'idle',
      on: {
        'channel.deactivated': { actions: { type: 'removeFromList', params: ({ event }) => ({ channelId: event.channelId }) } },
      },
      states: {
        idle: {
          on: {
            'favourite.toggle': {
              target: 'removing',
              actions: assign({ favouritePendingId: ({ event }) => event.channel.id }),
            },
          },
        },
        removing: {
          invoke: {
            id: 'changeFavourite',
            src: 'changeFavourite',
            input: ({ context }) => ({ channelId: context.favouritePendingId as Id, add: false }),
            onDone: {
              target: 'idle',
              actions: [
                sendTo(({ context }) => context.toasts, toastMessage('success', message('channels.favourite.removed'))),
                { type: 'removeFromList', params: ({ context }) => ({ channelId: context.favouritePendingId as Id }) },
                assign({ favouritePendingId: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                sendTo(({ context }) => context.toasts, toastMessage('error', message('channels.favourite.failed'))),
                assign({ favouritePendingId: null }),
              ],
            },
          },
        },
      },
    },
  },
});

type FavouritesListSnapshot = SnapshotFrom<typeof favouritesListMachine>;
export const selectFavouritesPaging = (snapshot: FavouritesListSnapshot) => snapshot.context.paging;
export const selectIsMember = (snapshot: FavouritesListSnapshot) => snapshot.matches('member');
/** The session is still asked: the page says it is loading. */
export const selectWaitingForSession = (snapshot: FavouritesListSnapshot) => snapshot.matches('waitingForSession');
export const selectFavouritePendingId = (snapshot: FavouritesListSnapshot) => snapshot.context.favouritePendingId;

import { assign, fromPromise, sendTo, setup } from 'xstate';
import { fetchFavourites } from '../api/channels';
import type { Channel, Id, Page } from '../api/types';
import { FAVOURITES_PAGE_SIZE } from '../domain/constants';
import { CARD_FAVOURITE_TEXT, changeCardFavourite } from './channelList';
import type { ChannelDeactivatedEvent } from './channelDeactivation';
import { sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { toast, type ToastsRef } from './toasts';

export interface FavouritesListInput {
  session: SessionRef;
  toasts: ToastsRef;
  isAuthenticated: boolean;
}

export interface FavouritesListContext extends FavouritesListInput {
  channels: Channel[];
  total: number;
  page: number;
  error: string | null;
  favouritePendingId: Id | null;
}

export type FavouritesListEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | SessionChangedEvent
  | { type: 'FAVOURITE.TOGGLE'; channelId: Id }
  | ChannelDeactivatedEvent;

export const FAVOURITES_ERROR_TEXT = 'Failed to fetch favourite channels. Please try again.';

export function hasMoreFavourites(context: Pick<FavouritesListContext, 'channels' | 'total'>): boolean {
  return context.channels.length < context.total;
}

function withoutChannel(context: FavouritesListContext, channelId: Id | null) {
  if (!context.channels.some((channel) => channel.id === channelId)) return {};
  return {
    channels: context.channels.filter((channel) => channel.id !== channelId),
    total: Math.max(0, context.total - 1),
  };
}

export const favouritesListMachine = setup({
  types: {
    context: {} as FavouritesListContext,
    events: {} as FavouritesListEvent,
    input: {} as FavouritesListInput,
  },
  actors: {
    sessionChanges,
    fetchFavouritesPage: fromPromise<Page<Channel>, { page: number }>(({ input }) =>
      fetchFavourites({ page: input.page, limit: FAVOURITES_PAGE_SIZE }),
    ),
    changeFavourite: changeCardFavourite,
  },
  guards: {
    startsAuthenticated: ({ context }) => context.isAuthenticated,
    loggedIn: ({ event }) => event.type === 'session.changed' && event.isAuthenticated,
    hasMore: ({ context }) => hasMoreFavourites(context),
    hasChannels: ({ context }) => context.channels.length > 0,
    knownChannel: ({ context, event }) =>
      event.type === 'FAVOURITE.TOGGLE' && context.channels.some((channel) => channel.id === event.channelId),
  },
  actions: {
    startFirstPage: assign({ page: 1, error: null }),
    startNextPage: assign({ page: ({ context }) => context.page + 1, error: null }),
    storeError: assign({
      error: FAVOURITES_ERROR_TEXT,
      // A failed later page is retried as that same page.
      page: ({ context }) => (context.page > 1 ? context.page - 1 : context.page),
    }),
    forget: assign({ channels: [], total: 0, page: 1, error: null, favouritePendingId: null, isAuthenticated: false }),
  },
}).createMachine({
  id: 'favouritesList',
  context: ({ input }) => ({
    session: input.session,
    toasts: input.toasts,
    channels: [],
    total: 0,
    page: 1,
    error: null,
    isAuthenticated: input.isAuthenticated,
    favouritePendingId: null,
  }),
  initial: 'deciding',
  invoke: {
    src: 'sessionChanges',
    input: ({ context }) => ({ session: context.session, isAuthenticated: context.isAuthenticated }),
  },
  on: {
    'session.changed': [
      {
        guard: 'loggedIn',
        target: '.member',
        actions: [assign({ isAuthenticated: true }), 'startFirstPage'],
      },
      { target: '.anonymous', actions: 'forget' },
    ],
  },
  states: {
    deciding: {
      always: [{ guard: 'startsAuthenticated', target: 'member' }, { target: 'anonymous' }],
    },
    anonymous: {},
    member: {
      type: 'parallel',
      on: {
        'channel.deactivated': { actions: assign(({ context, event }) => withoutChannel(context, event.channelId)) },
      },
      states: {
        list: {
          initial: 'loading',
          states: {
            loading: {
              // Logging in again re-enters this state and stops the request in flight, so a late answer is never shown.
              invoke: {
                id: 'fetchFavouritesPage',
                src: 'fetchFavouritesPage',
                input: { page: 1 },
                onDone: {
                  target: 'loaded',
                  actions: assign({ channels: ({ event }) => event.output.data, total: ({ event }) => event.output.total }),
                },
                onError: { target: 'failed', actions: 'storeError' },
              },
            },
            loaded: {
              on: {
                LOAD_MORE: { guard: 'hasMore', target: 'loadingMore', actions: 'startNextPage' },
              },
            },
            loadingMore: {
              invoke: {
                id: 'fetchFavouritesPage',
                src: 'fetchFavouritesPage',
                input: ({ context }) => ({ page: context.page }),
                onDone: {
                  target: 'loaded',
                  actions: assign({
                    channels: ({ context, event }) => [...context.channels, ...event.output.data],
                    total: ({ event }) => event.output.total,
                  }),
                },
                onError: { target: 'failed', actions: 'storeError' },
              },
            },
            failed: {
              on: {
                RETRY: [
                  { guard: 'hasChannels', target: 'loadingMore', actions: 'startNextPage' },
                  { target: 'loading', actions: 'startFirstPage' },
                ],
              },
            },
          },
        },
        favourite: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'FAVOURITE.TOGGLE': {
                  guard: 'knownChannel',
                  target: 'removing',
                  actions: assign({ favouritePendingId: ({ event }) => event.channelId }),
                },
              },
            },
            removing: {
              invoke: {
                id: 'changeFavourite',
                src: 'changeFavourite',
                // Every card on this page is a favourite, so its toggle always removes.
                input: ({ context }) => ({ channelId: context.favouritePendingId as Id, add: false }),
                onDone: {
                  target: 'idle',
                  actions: [
                    sendTo(({ context }) => context.toasts, toast('success', CARD_FAVOURITE_TEXT.removed)),
                    assign(({ context }) => ({ ...withoutChannel(context, context.favouritePendingId), favouritePendingId: null })),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    sendTo(({ context }) => context.toasts, toast('error', CARD_FAVOURITE_TEXT.failed)),
                    assign({ favouritePendingId: null }),
                  ],
                },
              },
            },
          },
        },
      },
    },
  },
});

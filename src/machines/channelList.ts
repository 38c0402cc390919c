import { assign, fromPromise, sendTo, setup } from 'xstate';
import { addFavourite, fetchChannels, removeFavourite } from '../api/channels';
import { fetchRecapLanguages } from '../api/recaps';
import type { Channel, ChannelQuery, ChannelSortBy, Id, Page, SortOrder } from '../api/types';
import { CHANNEL_PAGE_SIZE } from '../domain/constants';
import type { ChannelDeactivatedEvent } from './channelDeactivation';
import { sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { toast, type ToastsRef } from './toasts';

export interface ChannelFilters {
  /** '' means every language. */
  language: string;
  sortBy: ChannelSortBy;
  sortOrder: SortOrder;
}

export const DEFAULT_CHANNEL_FILTERS: ChannelFilters = { language: '', sortBy: 'name', sortOrder: 'asc' };

export interface ChannelListContext {
  session: SessionRef;
  toasts: ToastsRef;
  filters: ChannelFilters;
  /** Languages the server reports recaps in; empty until known or when that call fails. */
  languages: string[];
  channels: Channel[];
  total: number;
  page: number;
  error: string | null;
  isAuthenticated: boolean;
  favouritePendingId: Id | null;
}

export interface ChannelListInput {
  session: SessionRef;
  toasts: ToastsRef;
  isAuthenticated: boolean;
  filters?: Partial<ChannelFilters>;
}

export type ChannelListEvent =
  | { type: 'FILTERS.CHANGE'; filters: Partial<ChannelFilters> }
  | { type: 'SORT_ORDER.TOGGLE' }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
  | SessionChangedEvent
  | { type: 'FAVOURITE.TOGGLE'; channelId: Id }
  | ChannelDeactivatedEvent;

export const CHANNELS_ERROR_TEXT = 'Failed to fetch channels. Please try again.';

export function buildChannelQuery(context: Pick<ChannelListContext, 'filters' | 'isAuthenticated'>, page: number): ChannelQuery {
  const query: ChannelQuery = {
    page,
    limit: CHANNEL_PAGE_SIZE,
    active: true,
    sortBy: context.filters.sortBy,
    sortOrder: context.filters.sortOrder,
  };
  if (context.filters.language) query.language = context.filters.language;
  // The server fills is_favourited only for the session's own user.
  if (context.isAuthenticated) query.userId = 'current';
  return query;
}

/** The language choices: the server's list, else the languages of the channels shown, plus the current choice. */
export function channelLanguageChoices(context: Pick<ChannelListContext, 'languages' | 'channels' | 'filters'>): string[] {
  const known = context.languages.length > 0 ? context.languages : context.channels.map((channel) => channel.language);
  const choices = new Set(known.filter(Boolean));
  if (context.filters.language) choices.add(context.filters.language);
  return [...choices];
}

export function hasMoreChannels(context: Pick<ChannelListContext, 'channels' | 'total'>): boolean {
  return context.channels.length < context.total;
}

/** A card's favourite change: resolves with the new flag. Shared by every list of channel cards. */
export const changeCardFavourite = fromPromise<boolean, { channelId: Id; add: boolean }>(async ({ input }) => {
  if (input.add) await addFavourite(input.channelId);
  else await removeFavourite(input.channelId);
  return input.add;
});

export const CARD_FAVOURITE_TEXT = {
  loginRequired: 'Please log in to manage favorites.',
  added: 'Marked as Favorite',
  removed: 'Removed from Favorites',
  failed: 'Failed to update favourite status. Please try again.',
} as const;

function favouriteTarget(context: ChannelListContext): Channel | undefined {
  return context.channels.find((channel) => channel.id === context.favouritePendingId);
}

export const channelListMachine = setup({
  types: {
    context: {} as ChannelListContext,
    events: {} as ChannelListEvent,
    input: {} as ChannelListInput,
  },
  actors: {
    sessionChanges,
    fetchChannelsPage: fromPromise<Page<Channel>, ChannelQuery>(({ input }) => fetchChannels(input)),
    fetchLanguages: fromPromise<string[]>(() => fetchRecapLanguages()),
    changeFavourite: changeCardFavourite,
  },
  guards: {
    hasMore: ({ context }) => hasMoreChannels(context),
    hasChannels: ({ context }) => context.channels.length > 0,
    anonymous: ({ context }) => !context.isAuthenticated,
    knownChannel: ({ context, event }) =>
      event.type === 'FAVOURITE.TOGGLE' && context.channels.some((channel) => channel.id === event.channelId),
  },
  actions: {
    applyFilters: assign({
      filters: ({ context, event }) => {
        if (event.type === 'FILTERS.CHANGE') return { ...context.filters, ...event.filters };
        if (event.type === 'SORT_ORDER.TOGGLE')
          return { ...context.filters, sortOrder: context.filters.sortOrder === 'asc' ? ('desc' as const) : ('asc' as const) };
        return context.filters;
      },
    }),
    startFirstPage: assign({ page: 1, error: null }),
    startNextPage: assign({ page: ({ context }) => context.page + 1, error: null }),
    storeError: assign({
      error: CHANNELS_ERROR_TEXT,
      // A failed later page is retried as that same page.
      page: ({ context }) => (context.page > 1 ? context.page - 1 : context.page),
    }),
    removeChannel: assign(({ context, event }) => {
      if (event.type !== 'channel.deactivated') return {};
      if (!context.channels.some((channel) => channel.id === event.channelId)) return {};
      return {
        channels: context.channels.filter((channel) => channel.id !== event.channelId),
        total: Math.max(0, context.total - 1),
      };
    }),
  },
}).createMachine({
  id: 'channelList',
  type: 'parallel',
  context: ({ input }) => ({
    session: input.session,
    toasts: input.toasts,
    filters: { ...DEFAULT_CHANNEL_FILTERS, ...input.filters },
    languages: [],
    channels: [],
    total: 0,
    page: 1,
    error: null,
    isAuthenticated: input.isAuthenticated,
    favouritePendingId: null,
  }),
  invoke: {
    src: 'sessionChanges',
    input: ({ context }) => ({ session: context.session, isAuthenticated: context.isAuthenticated }),
  },
  on: {
    'channel.deactivated': { actions: 'removeChannel' },
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        'FILTERS.CHANGE': { target: '.loading', actions: ['applyFilters', 'startFirstPage'] },
        'SORT_ORDER.TOGGLE': { target: '.loading', actions: ['applyFilters', 'startFirstPage'] },
        'session.changed': {
          target: '.loading',
          actions: [assign({ isAuthenticated: ({ event }) => event.isAuthenticated }), 'startFirstPage'],
        },
      },
      states: {
        loading: {
          // Re-entering this state (a new filter) stops the request in flight, so its late answer is never shown.
          invoke: {
            id: 'fetchChannelsPage',
            src: 'fetchChannelsPage',
            input: ({ context }) => buildChannelQuery(context, 1),
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
            id: 'fetchChannelsPage',
            src: 'fetchChannelsPage',
            input: ({ context }) => buildChannelQuery(context, context.page),
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
    languages: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchLanguages',
            src: 'fetchLanguages',
            onDone: { target: 'ready', actions: assign({ languages: ({ event }) => event.output }) },
            // The channels' own languages stand in for the server's list.
            onError: { target: 'ready' },
          },
        },
        ready: {},
      },
    },
    favourite: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'FAVOURITE.TOGGLE': [
              { guard: 'anonymous', actions: sendTo(({ context }) => context.toasts, toast('info', CARD_FAVOURITE_TEXT.loginRequired)) },
              {
                guard: 'knownChannel',
                target: 'toggling',
                actions: assign({ favouritePendingId: ({ event }) => event.channelId }),
              },
            ],
          },
        },
        toggling: {
          invoke: {
            id: 'changeFavourite',
            src: 'changeFavourite',
            input: ({ context }) => ({
              channelId: context.favouritePendingId as Id,
              add: !favouriteTarget(context)?.is_favourited,
            }),
            onDone: {
              target: 'idle',
              actions: [
                sendTo(
                  ({ context }) => context.toasts,
                  ({ event }) => toast('success', event.output ? CARD_FAVOURITE_TEXT.added : CARD_FAVOURITE_TEXT.removed),
                ),
                assign({
                  channels: ({ context, event }) =>
                    context.channels.map((channel) =>
                      channel.id === context.favouritePendingId ? { ...channel, is_favourited: event.output } : channel,
                    ),
                  favouritePendingId: null,
                }),
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
});

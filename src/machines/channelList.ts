import { assertEvent, assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { addFavourite, fetchChannels, fetchRecapLanguages, removeFavourite } from '../api/channels';
import type { Channel, ChannelQuery, Id } from '../api/types';
import { changeChannelFilters, DEFAULT_CHANNEL_FILTERS, type ChannelFilters } from '../domain/channelFilters';
import { CHANNEL_PAGE_SIZE } from '../domain/constants';
import { createPagingMachine } from './paging';
import type { ChannelDeactivatedEvent } from './channelDeactivation';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';


export interface ChannelListQuery {
  filters: ChannelFilters;
  isAuthenticated: boolean;
}

export function buildChannelQuery(query: ChannelListQuery, page: number): ChannelQuery {
  const request: ChannelQuery = {
    page,
    limit: CHANNEL_PAGE_SIZE,
    active: !query.filters.deactivated,
    sortBy: query.filters.sortBy,
    sortOrder: query.filters.sortOrder,
  };
  if (query.filters.language) request.language = query.filters.language;
  // The server fills is_favourited only for the session's own user.
  if (query.isAuthenticated) request.userId = 'current';
  return request;
}

export const channelPagingMachine = createPagingMachine<Channel, ChannelListQuery>({
  fetchPage: ({ query, page }) => fetchChannels(buildChannelQuery(query, page)),
  errorMessage: () => message('channels.fetchFailed'),
});

export interface ChannelListContext {
  filters: ChannelFilters;
  /** null until the session knows who is logged in: the list asks nothing before (see the `session` region). */
  isAuthenticated: boolean | null;
  session: SessionRef;
  toasts: ToastsRef;
  /** Languages the server reports recaps in; empty until known or when that call fails. */
  languages: string[];
  /** The card whose favourite is being changed, and whether it is being added. */
  favouritePending: { channelId: Id; add: boolean } | null;
  paging: ActorRefFrom<typeof channelPagingMachine>;
}

export interface ChannelListInput {
  session: SessionRef;
  toasts: ToastsRef;
  /** null while the session is still asked (`knownAuthentication`). */
  isAuthenticated: boolean | null;
  filters?: Partial<ChannelFilters>;
}

export type ChannelListEvent =
  | { type: 'filters.change'; filters: Partial<ChannelFilters> }
  | { type: 'sortOrder.toggle' }
  | SessionChangedEvent
  /** Sent from a shown card, with its flag as shown. */
  | { type: 'favourite.toggle'; channel: Pick<Channel, 'id' | 'is_favourited'> }
  | ChannelDeactivatedEvent;

/** The language choices: the server's list, else the languages of the channels shown, plus the current choice. */
export function channelLanguageChoices(context: { languages: string[]; channels: Channel[]; filters: ChannelFilters }): string[] {
  const known = context.languages.length > 0 ? context.languages : context.channels.map((channel) => channel.language);
  const choices = new Set(known.filter(Boolean));
  if (context.filters.language) choices.add(context.filters.language);
  return [...choices];
}

/** A card's favourite change: resolves with the new flag. Shared by every list of channel cards. */
export const changeCardFavourite = fromPromise<boolean, { channelId: Id; add: boolean }>(async ({ input }) => {
  if (input.add) await addFavourite(input.channelId);
  else await removeFavourite(input.channelId);
  return input.add;
});

/** The English of the favourite toasts (en.po's `channels.favourite.*` say the same). */
export const CARD_FAVOURITE_TEXT = {
  loginRequired: 'Please log in to manage favorites.',
  added: 'Marked as Favorite',
  removed: 'Removed from Favorites',
  failed: 'Failed to update favourite status. Please try again.',
} as const;

export const channelListMachine = setup({
  types: {
    context: {} as ChannelListContext,
    events: {} as ChannelListEvent,
    input: {} as ChannelListInput,
  },
  actors: {
    sessionChanges,
    paging: channelPagingMachine,
    fetchLanguages: fromPromise<string[]>(() => fetchRecapLanguages()),
    changeFavourite: changeCardFavourite,
  },
  guards: {
    anonymous: ({ context }) => !context.isAuthenticated,
    sessionUnknown: ({ context }) => context.isAuthenticated === null,
  },
  actions: {
    applyFilters: assign({
      // Choosing a sort takes its own order: "Most ..." means most first.
      filters: ({ context, event }) => {
        assertEvent(event, 'filters.change');
        return changeChannelFilters(context.filters, event.filters);
      },
    }),
    toggleSortOrder: assign({
      filters: ({ context }) => ({ ...context.filters, sortOrder: context.filters.sortOrder === 'asc' ? ('desc' as const) : ('asc' as const) }),
    }),
    takeSession: assign({
      isAuthenticated: ({ event }) => {
        assertEvent(event, 'session.changed');
        return event.isAuthenticated;
      },
    }),
    requestFirstPage: sendTo(({ context }) => context.paging, ({ context }) => ({
      type: 'query.change' as const,
      query: { filters: context.filters, isAuthenticated: context.isAuthenticated === true },
    })),
  },
}).createMachine({
  id: 'channelList',
  type: 'parallel',
  context: ({ input, spawn }) => {
    const filters = { ...DEFAULT_CHANNEL_FILTERS, ...input.filters };
    const isAuthenticated = input.isAuthenticated;
    return {
      filters,
      isAuthenticated,
      session: input.session,
      toasts: input.toasts,
      languages: [],
      favouritePending: null,
      paging: spawn('paging', {
        id: 'paging',
        // Until the session knows, the paging waits in idle: no list is asked for with the wrong favourite flags.
        input: { query: isAuthenticated === null ? null : { filters, isAuthenticated } },
      }),
    };
  },
  invoke: followSession,
  on: {
    'channel.deactivated': {
      actions: sendTo(({ context }) => context.paging, ({ event }) => ({ type: 'item.remove' as const, id: event.channelId })),
    },
  },
  states: {
    // The list asks for the favourite flags of whoever is logged in, so it waits until the session knows; filters
    // chosen meanwhile (an address followed) are kept for that first request.
    session: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'sessionUnknown', target: 'waiting' }, { target: 'known' }],
        },
        waiting: {
          on: {
            'session.changed': { target: 'known', actions: ['takeSession', 'requestFirstPage'] },
            'filters.change': { actions: 'applyFilters' },
            'sortOrder.toggle': { actions: 'toggleSortOrder' },
          },
        },
        known: {
          on: {
            'session.changed': { actions: ['takeSession', 'requestFirstPage'] },
            'filters.change': { actions: ['applyFilters', 'requestFirstPage'] },
            'sortOrder.toggle': { actions: ['toggleSortOrder', 'requestFirstPage'] },
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
            'favourite.toggle': [
              { guard: 'anonymous', actions: sendTo(({ context }) => context.toasts, toastMessage('info', message('channels.favourite.loginRequired'))) },
              {
                target: 'toggling',
                actions: assign({
                  favouritePending: ({ event }) => ({ channelId: event.channel.id, add: !event.channel.is_favourited }),
                }),
              },
            ],
          },
        },
        toggling: {
          invoke: {
            id: 'changeFavourite',
            src: 'changeFavourite',
            input: ({ context }) => context.favouritePending!,
            onDone: {
              target: 'idle',
              actions: [
                sendTo(
                  ({ context }) => context.toasts,
                  ({ event }) => toastMessage('success', message(event.output ? /*i18n*/ 'channels.favourite.added' : /*i18n*/ 'channels.favourite.removed')),
                ),
                sendTo(({ context }) => context.paging, ({ context, event }) => ({
                  type: 'item.patch' as const,
                  id: context.favouritePending!.channelId,
                  changes: { is_favourited: event.output },
                })),
                assign({ favouritePending: null }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                sendTo(({ context }) => context.toasts, toastMessage('error', message('channels.favourite.failed'))),
                assign({ favouritePending: null }),
              ],
            },
          },
        },
      },
    },
  },
});

type ChannelListSnapshot = SnapshotFrom<typeof channelListMachine>;
export const selectChannelPaging = (snapshot: ChannelListSnapshot) => snapshot.context.paging;
export const selectKnownLanguages = (snapshot: ChannelListSnapshot) => snapshot.context.languages;
export const selectFavouritePendingId = (snapshot: ChannelListSnapshot) => snapshot.context.favouritePending?.channelId ?? null;
/** The session is still asked: the page says it is loading, with nothing of the list yet. */
export const selectWaitingForSession = (snapshot: ChannelListSnapshot) => snapshot.matches({ session: 'waiting' });

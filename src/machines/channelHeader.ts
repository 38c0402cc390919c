import { assertEvent, assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { addFavourite, fetchChannel, removeFavourite } from '../api/channels';
import type { Channel, Id } from '../api/types';
import { toApiError } from '../api/errors';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import { waitsForAnswer } from './shared/slowAnswer';
import { failedCallMessage } from './shared/failedCall';
import { message, type Message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

export interface ChannelHeaderContext {
  session: SessionRef;
  toasts: ToastsRef;
  channelId: Id | null;
  channel: Channel | null;
  isFavourited: boolean;
  isAuthenticated: boolean;
  /** What the failed load says: the answer's code or text, no answer at all as such, else Failed to load channel. */
  loadError: Message | null;
}

export interface ChannelHeaderInput {
  session: SessionRef;
  toasts: ToastsRef;
  channelId: Id | null;
  isAuthenticated: boolean;
  /** A channel already at hand (from a list) skips the first load. */
  channel?: Channel | null;
  isFavourited?: boolean;
}

export type ChannelHeaderEvent =
  | { type: 'favourite.toggle' }
  | { type: 'request.retry' }
  | SessionChangedEvent;

type FavouriteOutcome = 'added' | 'removed' | 'alreadyAdded' | 'alreadyRemoved';

function errorStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

/**
 * Another tab or device may have changed the favourite first: the server then answers 404 or 409, and the
 * header should simply follow the server's state instead of reporting a failure.
 */
export function settleFavouriteError(error: unknown): FavouriteOutcome | null {
  const says = (text: string) => error instanceof Error && error.message.includes(text);
  const status = errorStatus(error);
  if (says('not found in favourites') || status === 404) return 'alreadyRemoved';
  if (says('already in favourites') || status === 409) return 'alreadyAdded';
  return null;
}

const OUTCOME_TEXT: Record<FavouriteOutcome, string> = {
  added: /*i18n*/ 'channels.favourite.added',
  removed: /*i18n*/ 'channels.favourite.removed',
  alreadyAdded: /*i18n*/ 'channels.favourite.alreadyAdded',
  alreadyRemoved: /*i18n*/ 'channels.favourite.alreadyRemoved',
};

export const channelHeaderMachine = setup({
  types: {
    context: {} as ChannelHeaderContext,
    events: {} as ChannelHeaderEvent,
    input: {} as ChannelHeaderInput,
  },
  actors: {
    sessionChanges,
    loadChannel: fromPromise<Channel, { channelId: Id }>(({ input }) => fetchChannel(input.channelId)),
    changeFavourite: fromPromise<FavouriteOutcome, { channelId: Id; add: boolean }>(async ({ input }) => {
      try {
        if (input.add) await addFavourite(input.channelId);
        else await removeFavourite(input.channelId);
        return input.add ? 'added' : 'removed';
      } catch (error) {
        const settled = settleFavouriteError(error);
        if (settled) return settled;
        throw error;
      }
    }),
  },
  guards: {
    anonymous: ({ context }) => !context.isAuthenticated,
    noChannel: ({ context }) => context.channelId === null,
    needsChannel: ({ context }) => context.channelId !== null && context.channel === null,
    channelMissing: ({ event }) => 'error' in event && toApiError(event.error).status === 404,
    canReload: ({ context }) => context.channelId !== null,
  },
  actions: {
    followAuth: assign(({ event }) => {
      assertEvent(event, 'session.changed');
      // Someone else now (or nobody): the mark was the last person's, until the reload answers for this one.
      return { isAuthenticated: event.isAuthenticated, isFavourited: false };
    }),
  },
}).createMachine({
  id: 'channelHeader',
  context: ({ input }) => ({
    session: input.session,
    toasts: input.toasts,
    channelId: input.channelId,
    channel: input.channel ?? null,
    isFavourited: input.isAuthenticated && (input.isFavourited ?? input.channel?.is_favourited ?? false),
    isAuthenticated: input.isAuthenticated,
    loadError: null,
  }),
  initial: 'starting',
  invoke: followSession,
  on: {
    'session.changed': { actions: 'followAuth' },
  },
  states: {
    starting: {
      always: [{ guard: 'needsChannel', target: 'loading' }, { target: 'idle' }],
    },
    loading: {
      // A channel that has not come after 8 s: the header says so and offers Try Again; it still fills when it comes.
      ...waitsForAnswer('#channelHeader.loading'),
      on: {
        'session.changed': { target: 'loading', reenter: true, actions: 'followAuth' },
      },
      invoke: {
        id: 'loadChannel',
        src: 'loadChannel',
        input: ({ context }) => ({ channelId: context.channelId as Id }),
        onDone: {
          target: 'idle',
          actions: assign({
            channel: ({ event }) => event.output,
            isFavourited: ({ context, event }) => context.isAuthenticated && Boolean(event.output.is_favourited),
            loadError: null,
          }),
        },
        onError: [
          // No such channel (or a deactivated one): nothing to retry, the page says Not Found.
          { guard: 'channelMissing', target: 'notFound' },
          {
            target: 'loadFailed',
            actions: assign({ loadError: ({ event }) => failedCallMessage(event.error, message('channels.headerLoadFailed')) }),
          },
        ],
      },
    },
    loadFailed: {
      on: { 'request.retry': { target: 'loading' } },
    },
    notFound: { type: 'final' },
    idle: {
      on: {
        // Whether the channel is a favourite depends on who is asking: ask again after a login or logout.
        'session.changed': { guard: 'canReload', target: 'loading', actions: 'followAuth' },
        'favourite.toggle': [
          {
            guard: 'anonymous',
            actions: sendTo(({ context }) => context.toasts, toastMessage('info', message('channels.favourite.logInHeader'))),
          },
          { guard: 'noChannel', actions: sendTo(({ context }) => context.toasts, toastMessage('error', message('channels.favourite.noChannel'))) },
          { target: 'toggling' },
        ],
      },
    },
    toggling: {
      invoke: {
        id: 'changeFavourite',
        src: 'changeFavourite',
        input: ({ context }) => ({ channelId: context.channelId as Id, add: !context.isFavourited }),
        onDone: {
          target: 'idle',
          actions: [
            assign(({ context, event }) => {
              // A logout while the call was out wins: an anonymous visitor has no favourites.
              const isFavourited = context.isAuthenticated && (event.output === 'added' || event.output === 'alreadyAdded');
              return { isFavourited, channel: context.channel && { ...context.channel, is_favourited: isFavourited } };
            }),
            sendTo(
              ({ context }) => context.toasts,
              ({ event }) => toastMessage(event.output === 'added' || event.output === 'removed' ? 'success' : 'info', message(OUTCOME_TEXT[event.output])),
            ),
          ],
        },
        onError: {
          target: 'idle',
          actions: sendTo(({ context }) => context.toasts, toastMessage('error', message('channels.favourite.failed'))),
        },
      },
    },
  },
});

type ChannelHeaderSnapshot = SnapshotFrom<typeof channelHeaderMachine>;

export function selectChannel(snapshot: ChannelHeaderSnapshot): Channel | null {
  return snapshot.context.channel;
}

export function selectIsFavourited(snapshot: ChannelHeaderSnapshot): boolean {
  return snapshot.context.isFavourited;
}

export function selectChannelLoading(snapshot: ChannelHeaderSnapshot): boolean {
  return snapshot.matches('loading');
}

export function selectChannelLoadFailed(snapshot: ChannelHeaderSnapshot): boolean {
  return snapshot.matches('loadFailed');
}

/** The address names no channel the catalogue shows. */
export function selectChannelNotFound(snapshot: ChannelHeaderSnapshot): boolean {
  return snapshot.matches('notFound');
}

export function selectChannelLoadError(snapshot: ChannelHeaderSnapshot): Message | null {
  return snapshot.context.loadError;
}

export function selectFavouriteToggling(snapshot: ChannelHeaderSnapshot): boolean {
  return snapshot.matches('toggling');
}

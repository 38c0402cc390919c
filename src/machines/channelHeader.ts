import { assign, emit, fromPromise, setup } from 'xstate';
import { addFavourite, removeFavourite } from '../api/channels';
import type { Id } from '../api/types';
import type { ToastEmitted } from './watchlist';

export interface ChannelHeaderContext {
  channelId: Id | null;
  isFavourited: boolean;
  isAuthenticated: boolean;
}

export type ChannelHeaderEvent =
  | { type: 'FAVOURITE.TOGGLE' }
  | { type: 'AUTH.CHANGED'; isAuthenticated: boolean };

type FavouriteOutcome = 'added' | 'removed' | 'alreadyAdded' | 'alreadyRemoved';

function errorStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

/**
 * Another tab or device may have changed the favourite first: the server then answers 404 or 409, and the
 * header should simply follow the server's state instead of reporting a failure.
 */
export function settleFavouriteError(error: unknown): FavouriteOutcome | null {
  const message = error instanceof Error ? error.message : '';
  const status = errorStatus(error);
  if (message.includes('not found in favourites') || status === 404) return 'alreadyRemoved';
  if (message.includes('already in favourites') || status === 409) return 'alreadyAdded';
  return null;
}

const OUTCOME_TEXT: Record<FavouriteOutcome, string> = {
  added: 'Marked as Favorite',
  removed: 'Removed from Favorites',
  alreadyAdded: 'Channel was already in favourites',
  alreadyRemoved: 'Channel was already removed from favourites',
};

export const channelHeaderMachine = setup({
  types: {
    context: {} as ChannelHeaderContext,
    events: {} as ChannelHeaderEvent,
    input: {} as ChannelHeaderContext,
    emitted: {} as ToastEmitted,
  },
  actors: {
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
  },
}).createMachine({
  id: 'channelHeader',
  context: ({ input }) => input,
  initial: 'idle',
  on: {
    'AUTH.CHANGED': {
      actions: assign({
        isAuthenticated: ({ event }) => event.isAuthenticated,
        isFavourited: ({ context, event }) => event.isAuthenticated && context.isFavourited,
      }),
    },
  },
  states: {
    idle: {
      on: {
        'FAVOURITE.TOGGLE': [
          {
            guard: 'anonymous',
            actions: emit({ type: 'toast', kind: 'info', text: 'Please log in to add channels to your favourites!' }),
          },
          { guard: 'noChannel', actions: emit({ type: 'toast', kind: 'error', text: 'No channel ID available' }) },
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
            assign({ isFavourited: ({ event }) => event.output === 'added' || event.output === 'alreadyAdded' }),
            emit(({ event }) => ({
              type: 'toast' as const,
              kind: event.output === 'added' || event.output === 'removed' ? ('success' as const) : ('info' as const),
              text: OUTCOME_TEXT[event.output],
            })),
          ],
        },
        onError: {
          target: 'idle',
          actions: emit({ type: 'toast', kind: 'error', text: 'Failed to update favourite status. Please try again.' }),
        },
      },
    },
  },
});

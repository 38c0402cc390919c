import { assign, emit, fromPromise, setup } from 'xstate';
import { rateRecap } from '../api/recaps';
import type { Id, RateResponse, Recap } from '../api/types';
import { isValidRating } from '../domain/constants';
import type { ToastEmitted } from './watchlist';

/** A recap that is private or in error cannot be opened (spec section 2). */
export function isOpenableRecap(recap: Pick<Recap, 'status'>): boolean {
  const status = recap.status?.toLowerCase();
  return status !== 'private' && status !== 'error';
}

export interface RecapDetailContext {
  recap: Recap | null;
  isAuthenticated: boolean;
  /** The stars being sent, shown at once so the click feels answered. */
  pendingRating: number | null;
}

export type RecapDetailEvent =
  | { type: 'OPEN'; recap: Recap }
  | { type: 'CLOSE' }
  | { type: 'RATE'; rating: number }
  | { type: 'AUTH.CHANGED'; isAuthenticated: boolean };

/** Told to the view so the list's card shows the new rating too. */
export interface RecapRatedEmitted {
  type: 'rated';
  recapId: Id;
  result: RateResponse;
}

export const recapDetailMachine = setup({
  types: {
    context: {} as RecapDetailContext,
    events: {} as RecapDetailEvent,
    input: {} as { isAuthenticated: boolean },
    emitted: {} as ToastEmitted | RecapRatedEmitted,
  },
  actors: {
    rateRecap: fromPromise<RateResponse, { recapId: Id; rating: number }>(({ input }) => rateRecap(input.recapId, input.rating)),
  },
  guards: {
    openable: ({ event }) => event.type === 'OPEN' && isOpenableRecap(event.recap),
    anonymous: ({ context }) => !context.isAuthenticated,
    validRating: ({ event }) => event.type === 'RATE' && isValidRating(event.rating),
  },
}).createMachine({
  id: 'recapDetail',
  context: ({ input }) => ({ recap: null, isAuthenticated: input.isAuthenticated, pendingRating: null }),
  initial: 'closed',
  on: {
    'AUTH.CHANGED': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated }) },
  },
  states: {
    closed: {
      on: {
        OPEN: { guard: 'openable', target: 'open', actions: assign({ recap: ({ event }) => event.recap }) },
      },
    },
    open: {
      initial: 'idle',
      on: {
        CLOSE: { target: 'closed', actions: assign({ recap: null, pendingRating: null }) },
      },
      states: {
        idle: {
          on: {
            RATE: [
              { guard: 'anonymous', actions: emit({ type: 'toast', kind: 'info', text: 'You must be logged in to rate.' }) },
              {
                guard: 'validRating',
                target: 'rating',
                actions: assign({ pendingRating: ({ event }) => event.rating }),
              },
            ],
          },
        },
        rating: {
          invoke: {
            id: 'rateRecap',
            src: 'rateRecap',
            input: ({ context }) => ({ recapId: (context.recap as Recap).id, rating: context.pendingRating as number }),
            onDone: {
              target: 'idle',
              actions: [
                assign({
                  recap: ({ context, event }) =>
                    context.recap && {
                      ...context.recap,
                      avg_rating: event.output.avg_rating,
                      rating: Math.round(event.output.avg_rating * 10) / 10,
                      rating_count: event.output.rating_count,
                      user_rating: event.output.user_rating,
                    },
                  pendingRating: null,
                }),
                emit(({ context, event }) => ({
                  type: 'rated' as const,
                  recapId: (context.recap as Recap).id,
                  result: event.output,
                })),
                emit({ type: 'toast', kind: 'success', text: 'Rating submitted!' }),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingRating: null }),
                emit({ type: 'toast', kind: 'error', text: 'Failed to submit rating.' }),
              ],
            },
          },
        },
      },
    },
  },
});

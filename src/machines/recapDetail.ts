import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { rateRecap } from '../api/recaps';
import type { Id, RateResponse, Recap } from '../api/types';
import { isValidRating } from '../domain/constants';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import type { RecapPatchTarget } from './shared/recapPatch';
import { toast, type ToastsRef } from './toasts';
import { isOpenableRecap } from '../domain/recapAvailability';

export interface RecapDetailInput {
  session: SessionRef;
  toasts: ToastsRef;
  /** The list the dialog was opened from; it hears of a new rating. */
  list: RecapPatchTarget;
  isAuthenticated: boolean;
}

export interface RecapDetailContext extends RecapDetailInput {
  recap: Recap | null;
  isAuthenticated: boolean;
  /** The stars being sent, shown at once so the click feels answered. */
  pendingRating: number | null;
}

export type RecapDetailEvent =
  | { type: 'dialog.open'; recap: Recap }
  | { type: 'dialog.close' }
  | { type: 'recap.rate'; rating: number }
  | SessionChangedEvent;

export const recapDetailMachine = setup({
  types: {
    context: {} as RecapDetailContext,
    events: {} as RecapDetailEvent,
    input: {} as RecapDetailInput,
  },
  actors: {
    sessionChanges,
    rateRecap: fromPromise<RateResponse, { recapId: Id; rating: number }>(({ input }) => rateRecap(input.recapId, input.rating)),
  },
  guards: {
    openable: ({ event }) => event.type === 'dialog.open' && isOpenableRecap(event.recap),
    anonymous: ({ context }) => !context.isAuthenticated,
    validRating: ({ event }) => event.type === 'recap.rate' && isValidRating(event.rating),
  },
}).createMachine({
  id: 'recapDetail',
  context: ({ input }) => ({ ...input, recap: null, pendingRating: null }),
  initial: 'closed',
  invoke: followSession,
  on: {
    'session.changed': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated }) },
  },
  states: {
    closed: {
      on: {
        'dialog.open': { guard: 'openable', target: 'open', actions: assign({ recap: ({ event }) => event.recap }) },
      },
    },
    open: {
      initial: 'idle',
      on: {
        'dialog.close': { target: 'closed', actions: assign({ recap: null, pendingRating: null }) },
      },
      states: {
        idle: {
          on: {
            'recap.rate': [
              { guard: 'anonymous', actions: sendTo(({ context }) => context.toasts, toast('info', 'You must be logged in to rate.')) },
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
                // The card in the list shows the new rating too.
                sendTo(
                  ({ context }) => context.list,
                  ({ context, event }) => ({
                    type: 'item.patch' as const,
                    id: (context.recap as Recap).id,
                    changes: {
                      avg_rating: event.output.avg_rating,
                      rating: Math.round(event.output.avg_rating * 10) / 10,
                      rating_count: event.output.rating_count,
                      user_rating: event.output.user_rating,
                    },
                  }),
                ),
                sendTo(({ context }) => context.toasts, toast('success', 'Rating submitted!')),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingRating: null }),
                sendTo(({ context }) => context.toasts, toast('error', 'Failed to submit rating.')),
              ],
            },
          },
        },
      },
    },
  },
});

type RecapDetailSnapshot = SnapshotFrom<typeof recapDetailMachine>;

export function selectDetailRecap(snapshot: RecapDetailSnapshot): Recap | null {
  return snapshot.context.recap;
}

/** The stars being sent, shown at once so the click feels answered. */
export function selectPendingRating(snapshot: RecapDetailSnapshot): number | null {
  return snapshot.context.pendingRating;
}

export function selectRating(snapshot: RecapDetailSnapshot): boolean {
  return snapshot.matches({ open: 'rating' });
}

export function selectDetailOpen(snapshot: RecapDetailSnapshot): boolean {
  return !snapshot.matches('closed');
}

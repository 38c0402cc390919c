import { assertEvent, assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { fetchRecap, rateRecap } from '../api/recap';
import type { Id, RateResponse, Recap } from '../api/types';
import { isValidRating } from '../domain/rating';
import { parseRecordId } from '../domain/recordId';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';
import type { RecapPatchTarget } from './shared/recapPatch';
import { message, type Message } from './shared/message';
import { selectSlow, waitsForAnswer } from './shared/slowAnswer';
import { toastMessage, type ToastsRef } from './shared/toast';
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
  /** The recap the address names while it loads (a shared link), or null. */
  requestedId: Id | null;
}

export type RecapDetailEvent =
  | { type: 'dialog.open'; recap: Recap }
  | { type: 'dialog.close' }
  | { type: 'recap.rate'; rating: number }
  | { type: 'request.retry' }
  /** The address's `recap` parameter as written (null when there is none): Back, Forward, a shared link. */
  | { type: 'address.change'; recap: string | null }
  | SessionChangedEvent;

/**
 * What the dialog tells the page's address: a recap opened from a card (a new history entry), and the dialog
 * closed by the person (the entry is left). Opening or closing that the address itself asked for tells nothing.
 */
export type RecapDetailEmitted = { type: 'dialog.opened'; recapId: Id } | { type: 'dialog.closed' };


/** The record id the new address names, or null when it names none or one no record can have. */
function addressedId(event: RecapDetailEvent): number | null {
  assertEvent(event, 'address.change');
  return parseRecordId(event.recap);
}

/**
 * Back (or Forward) moved the address while a recap is shown or failed to load: the dialog follows it without
 * touching the history again, and an address naming the same recap changes nothing.
 */
const followAddress = [
  { guard: 'addressHasNoRecap', target: 'closed', actions: 'forget' },
  { guard: 'addressShowsThisRecap' },
  { guard: 'addressIdMalformed', target: 'notFound', actions: 'forget' },
  { target: 'loading', actions: 'requestAddressed' },
] as const;

export const recapDetailMachine = setup({
  types: {
    context: {} as RecapDetailContext,
    events: {} as RecapDetailEvent,
    input: {} as RecapDetailInput,
    emitted: {} as RecapDetailEmitted,
  },
  actors: {
    sessionChanges,
    fetchRecap: fromPromise<Recap, { id: Id }>(({ input }) => fetchRecap(input.id)),
    rateRecap: fromPromise<RateResponse, { recapId: Id; rating: number }>(({ input }) => rateRecap(input.recapId, input.rating)),
  },
  guards: {
    openable: ({ event }) => {
      assertEvent(event, 'dialog.open');
      return isOpenableRecap(event.recap);
    },
    anonymous: ({ context }) => !context.isAuthenticated,
    validRating: ({ event }) => {
      assertEvent(event, 'recap.rate');
      return isValidRating(event.rating);
    },
    addressHasNoRecap: ({ event }) => {
      assertEvent(event, 'address.change');
      return event.recap === null;
    },
    // An id no record can have (`abc`, `1.5`, `07`) is not found without asking the server. Always tried after
    // addressHasNoRecap, which takes an address naming no recap at all.
    addressIdMalformed: ({ event }) => addressedId(event) === null,
    addressShowsThisRecap: ({ context, event }) => addressedId(event) !== null && addressedId(event) === (context.recap?.id ?? context.requestedId),
    loadedRecapOpenable: ({ event }) => isOpenableRecap((event as unknown as { output: Recap }).output),
    // An onError event always carries its error.
    notFoundAnswer: ({ event }) => (event as unknown as { error: { status?: number } }).error.status === 404,
  },
  actions: {
    forget: assign({ recap: null, pendingRating: null, requestedId: null }),
    requestAddressed: assign({ recap: null, pendingRating: null, requestedId: ({ event }) => addressedId(event) }),
    tellOpened: emit(({ context }) => ({ type: 'dialog.opened' as const, recapId: (context.recap as Recap).id })),
    tellClosed: emit({ type: 'dialog.closed' as const }),
  },
}).createMachine({
  id: 'recapDetail',
  context: ({ input }) => ({ ...input, recap: null, pendingRating: null, requestedId: null }),
  initial: 'closed',
  invoke: followSession,
  on: {
    'session.changed': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated }) },
  },
  states: {
    closed: {
      on: {
        'dialog.open': { guard: 'openable', target: 'open', actions: [assign({ recap: ({ event }) => event.recap }), 'tellOpened'] },
        'address.change': [
          { guard: 'addressHasNoRecap' },
          { guard: 'addressIdMalformed', target: 'notFound' },
          { target: 'loading', actions: 'requestAddressed' },
        ],
      },
    },
    // A shared link, a reload or Forward: the address names a recap that this list may not even hold.
    loading: {
      ...waitsForAnswer('#recapDetail.loading'),
      invoke: {
        id: 'fetchRecap',
        src: 'fetchRecap',
        input: ({ context }) => ({ id: context.requestedId as Id }),
        onDone: [
          { guard: 'loadedRecapOpenable', target: 'open', actions: assign({ recap: ({ event }) => event.output, requestedId: null }) },
          // A private or error recap cannot be opened from its card, nor from an address.
          { target: 'notFound', actions: 'forget' },
        ],
        onError: [
          { guard: 'notFoundAnswer', target: 'notFound', actions: 'forget' },
          { target: 'failed' },
        ],
      },
      on: {
        'dialog.close': { target: 'closed', actions: ['forget', 'tellClosed'] },
        'address.change': [
          { guard: 'addressHasNoRecap', target: 'closed', actions: 'forget' },
          { guard: 'addressShowsThisRecap' },
          { guard: 'addressIdMalformed', target: 'notFound', actions: 'forget' },
          { target: 'loading', reenter: true, actions: 'requestAddressed' },
        ],
      },
    },
    notFound: {
      on: {
        'dialog.close': { target: 'closed', actions: 'tellClosed' },
        'address.change': [
          { guard: 'addressHasNoRecap', target: 'closed' },
          { guard: 'addressIdMalformed' },
          { target: 'loading', actions: 'requestAddressed' },
        ],
      },
    },
    failed: {
      on: {
        'request.retry': { target: 'loading' },
        'dialog.close': { target: 'closed', actions: ['forget', 'tellClosed'] },
        'address.change': followAddress,
      },
    },
    open: {
      initial: 'idle',
      on: {
        'dialog.close': { target: 'closed', actions: ['forget', 'tellClosed'] },
        'address.change': followAddress,
      },
      states: {
        idle: {
          on: {
            'recap.rate': [
              { guard: 'anonymous', actions: sendTo(({ context }) => context.toasts, toastMessage('info', message('recap.rate.logIn'))) },
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
                sendTo(({ context }) => context.toasts, toastMessage('success', message('recap.rate.done'))),
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingRating: null }),
                sendTo(({ context }) => context.toasts, toastMessage('error', message('recap.rate.failed'))),
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

/**
 * What the dialog says instead of a recap: loading (slow after 8 s, with Try Again), not found, or failed with
 * Try Again; null when it shows one.
 */
export interface DetailNotice {
  message: Message;
  retry: boolean;
}

// Spec section 8 has no words for a recap the address names that cannot be shown; plain sentences.
const LOADING_NOTICE: DetailNotice = { message: message('recap.notice.loading'), retry: false };
const SLOW_NOTICE: DetailNotice = { message: message('recap.notice.slow'), retry: true };
const NOT_FOUND_NOTICE: DetailNotice = { message: message('recap.notice.notFound'), retry: false };
const FAILED_NOTICE: DetailNotice = { message: message('recap.notice.failed'), retry: true };

export function selectDetailNotice(snapshot: RecapDetailSnapshot): DetailNotice | null {
  if (selectSlow(snapshot)) return SLOW_NOTICE;
  if (snapshot.matches('loading')) return LOADING_NOTICE;
  if (snapshot.matches('notFound')) return NOT_FOUND_NOTICE;
  if (snapshot.matches('failed')) return FAILED_NOTICE;
  return null;
}

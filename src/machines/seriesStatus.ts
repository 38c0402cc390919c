import { assertEvent, assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { setSeriesStatus } from '../api/shelf';
import type { ShelfStatus } from '../api/types';
import { errorMessagesOf } from '../domain/errorMessages';
import { message } from './shared/message';
import { errorBodyOf } from './shared/serverErrorText';
import { toastMessage, type ToastsRef } from './shared/toast';

export const SERIES_STATUS_FAILED = 'Failed to change the list status. Please try again.';

export interface SeriesStatusInput {
  toasts: ToastsRef;
  slug: string;
  status: ShelfStatus;
}

interface SeriesStatusContext extends SeriesStatusInput {
  /** The status the server last confirmed, shown again when a change fails. */
  saved: ShelfStatus;
}

export type SeriesStatusEvent = { type: 'status.choose'; status: ShelfStatus };

/**
 * A followed series' list status, changed in place on the shelf: the choice shows at once and is sent; a refused
 * one goes back to the status the server has, with a toast that says so. The choice waits for the answer before
 * another is taken, so answers never arrive out of order.
 */
export const seriesStatusMachine = setup({
  types: {
    context: {} as SeriesStatusContext,
    events: {} as SeriesStatusEvent,
    input: {} as SeriesStatusInput,
  },
  actors: {
    saveStatus: fromPromise<{ status: ShelfStatus }, { slug: string; status: ShelfStatus }>(({ input }) => setSeriesStatus(input.slug, input.status)),
  },
  guards: {
    changed: ({ context, event }) => event.status !== context.status,
  },
  actions: {
    showChoice: assign({ status: ({ event }) => (assertEvent(event, 'status.choose'), event.status) }),
    takeSaved: assign((_, saved: ShelfStatus) => ({ saved, status: saved })),
    showSaved: assign({ status: ({ context }) => context.saved }),
    tellFailure: sendTo(({ context }) => context.toasts, (_, error: unknown) => toastMessage('error', errorMessagesOf(errorBodyOf(error), message('shelf.statusFailed'))[0]!)),
  },
}).createMachine({
  id: 'seriesStatus',
  context: ({ input }) => ({ ...input, saved: input.status }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'status.choose': { guard: 'changed', target: 'saving', actions: 'showChoice' } },
    },
    saving: {
      invoke: {
        id: 'saveStatus',
        src: 'saveStatus',
        input: ({ context }) => ({ slug: context.slug, status: context.status }),
        onDone: { target: 'idle', actions: { type: 'takeSaved', params: ({ event }) => event.output.status } },
        onError: { target: 'idle', actions: ['showSaved', { type: 'tellFailure', params: ({ event }: { event: { error: unknown } }) => event.error }] },
      },
    },
  },
});

type SeriesStatusSnapshot = SnapshotFrom<typeof seriesStatusMachine>;
export const selectShownStatus = (snapshot: SeriesStatusSnapshot) => snapshot.context.status;
export const selectStatusSaving = (snapshot: SeriesStatusSnapshot) => snapshot.matches('saving');

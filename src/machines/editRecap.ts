import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { fetchRecap, updateRecap } from '../api/recap';
import { toApiError } from '../api/errors';
import type { Id, Recap, RecapUpdate } from '../api/types';
import { waitsForAnswer } from './shared/slowAnswer';
import { message, type Message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';
import { isThumbnailUrl } from '../domain/thumbnail';
import { codeMessage } from '../domain/errorMessages';

/** The status suggestions of the Edit Recap form: the values seen in the catalogue (spec section 3). */
export const RECAP_STATUS_SUGGESTIONS = ['Ongoing', 'Completed', 'Hiatus', 'private', 'error'] as const;


export type EditRecapField = 'seriesName' | 'status' | 'thumbnailUrl';

export interface EditRecapContext {
  toasts: ToastsRef;
  recapId: Id;
  recap: Recap | null;
  seriesName: string;
  status: string;
  thumbnailUrl: string;
  /** Why the recap could not be loaded. */
  loadError: Message | null;
  /** Why the form was not saved. */
  saveError: Message | null;
  /** Why the thumbnail URL was refused: the server's own rule (`recap.thumbnailUrlRule`), said before it is asked. */
  thumbnailError: Message | null;
}

export type EditRecapEvent =
  | { type: 'field.change'; field: EditRecapField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'request.retry' };

/** Told to the view when the person is done with the form: it goes back to where they came from. */
export interface EditRecapLeftEmitted {
  type: 'form.left';
}

function orNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}

export function recapUpdateOf(context: Pick<EditRecapContext, 'seriesName' | 'status' | 'thumbnailUrl'>): RecapUpdate {
  return {
    series_name: orNull(context.seriesName),
    status: orNull(context.status),
    thumbnail_url: orNull(context.thumbnailUrl),
  };
}

export const editRecapMachine = setup({
  types: {
    context: {} as EditRecapContext,
    events: {} as EditRecapEvent,
    input: {} as { toasts: ToastsRef; recapId: Id },
    emitted: {} as EditRecapLeftEmitted,
  },
  actors: {
    loadRecap: fromPromise<Recap, { recapId: Id }>(({ input }) => fetchRecap(input.recapId)),
    saveRecap: fromPromise<Recap, { recapId: Id; update: RecapUpdate }>(({ input }) => updateRecap(input.recapId, input.update)),
  },
  guards: {
    thumbnailAcceptable: ({ context }) => isThumbnailUrl(context.thumbnailUrl),
    recapMissing: ({ event }) => 'error' in event && toApiError(event.error).status === 404,
  },
  actions: {
    leave: emit({ type: 'form.left' }),
  },
}).createMachine({
  id: 'editRecap',
  context: ({ input }) => ({
    toasts: input.toasts,
    recapId: input.recapId,
    recap: null,
    seriesName: '',
    status: '',
    thumbnailUrl: '',
    loadError: null,
    saveError: null,
    thumbnailError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        id: 'loadRecap',
        src: 'loadRecap',
        input: ({ context }) => ({ recapId: context.recapId }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            recap: event.output,
            seriesName: event.output.series_name ?? '',
            status: event.output.status ?? '',
            thumbnailUrl: event.output.thumbnail_url ?? '',
          })),
        },
        onError: [
          // No such recap: the page says Not Found, with no Try Again that cannot help.
          { guard: 'recapMissing', target: 'notFound' },
          { target: 'failed', actions: assign({ loadError: message('admin.editRecap.loadFailed') }) },
        ],
      },
      ...waitsForAnswer('#editRecap.loading'),
    },
    notFound: { type: 'final' },
    failed: {
      on: {
        'request.retry': 'loading',
        'form.cancel': { target: 'left', actions: 'leave' },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => ({
            ...context,
            [event.field]: event.value,
            thumbnailError: event.field === 'thumbnailUrl' ? null : context.thumbnailError,
          })),
        },
        'form.submit': [
          { guard: 'thumbnailAcceptable', target: 'saving' },
          { actions: assign({ thumbnailError: codeMessage('recap.thumbnailUrlRule') }) },
        ],
        'form.cancel': { target: 'left', actions: 'leave' },
      },
    },
    saving: {
      entry: assign({ saveError: null, thumbnailError: null }),
      invoke: {
        id: 'saveRecap',
        src: 'saveRecap',
        input: ({ context }) => ({ recapId: context.recapId, update: recapUpdateOf(context) }),
        onDone: {
          target: 'left',
          actions: [sendTo(({ context }) => context.toasts, toastMessage('success', message('admin.editRecap.updated'))), 'leave'],
        },
        onError: {
          target: 'editing',
          actions: assign({ saveError: message('admin.editRecap.saveFailed') }),
        },
      },
    },
    left: { type: 'final' },
  },
});

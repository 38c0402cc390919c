import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { clearSeriesProgress, saveSeriesProgress } from '../api/series';
import type { SeriesProgress } from '../api/types';
import { errorMessagesOf } from '../domain/errorMessages';
import { message, type Message } from './shared/message';
import { errorBodyOf } from './shared/serverErrorText';
import { toastMessage, type ToastsRef } from './shared/toast';

/** The English of the panel's messages (en.po says the same, by the spec's wording). */
export const PROGRESS_TEXT = {
  invalid: 'Enter a chapter number of 1 or more.',
  cleared: 'Reading place cleared.',
  failed: 'Failed to save your reading place. Please try again.',
} as const;

export interface SeriesProgressInput {
  toasts: ToastsRef;
  slug: string;
  /** The member's reading place as the series page loaded it. */
  progress: number | null;
}

interface SeriesProgressContext extends SeriesProgressInput {
  /** The chapter field as typed. */
  draft: string;
  error: Message | null;
}

export type SeriesProgressEvent = { type: 'field.change'; value: string } | { type: 'form.submit' } | { type: 'progress.clear' };

/** A whole chapter number of 1 or more, or null. */
export function chapterOf(text: string): number | null {
  // Number() leaves out outer spaces itself; a blank text is 0, which the bound of 1 refuses.
  const chapter = Number(text);
  return Number.isInteger(chapter) && chapter >= 1 ? chapter : null;
}

/** A member's "read up to chapter N" for one series: set it, change it, clear it. */
export const seriesProgressMachine = setup({
  types: {
    context: {} as SeriesProgressContext,
    events: {} as SeriesProgressEvent,
    input: {} as SeriesProgressInput,
  },
  actors: {
    saveProgress: fromPromise<SeriesProgress, { slug: string; chapter: number }>(({ input }) => saveSeriesProgress(input.slug, input.chapter)),
    clearProgress: fromPromise<SeriesProgress, { slug: string }>(({ input }) => clearSeriesProgress(input.slug)),
  },
  guards: {
    validChapter: ({ context }) => chapterOf(context.draft) !== null,
    hasProgress: ({ context }) => context.progress !== null,
  },
  actions: {
    storeProgress: assign((_, answer: SeriesProgress) => ({ progress: answer.chapter, draft: answer.chapter === null ? '' : String(answer.chapter), error: null })),
    // The server's refusal by its code, a text it sent with none as it is, else the panel's own.
    storeError: assign((_, error: unknown) => ({ error: errorMessagesOf(errorBodyOf(error), message('series.reading.failed'))[0]! })),
  },
}).createMachine({
  id: 'seriesProgress',
  context: ({ input }) => ({ ...input, draft: input.progress === null ? '' : String(input.progress), error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: assign({ draft: ({ event }) => event.value, error: null }) },
        'form.submit': [{ guard: 'validChapter', target: 'saving' }, { actions: assign({ error: message('series.reading.invalid') }) }],
        'progress.clear': { guard: 'hasProgress', target: 'clearing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveProgress',
        src: 'saveProgress',
        input: ({ context }) => ({ slug: context.slug, chapter: chapterOf(context.draft)! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeProgress', params: ({ event }) => event.output },
            sendTo(({ context }) => context.toasts, ({ event }) => toastMessage('success', message('series.reading.saved', { chapter: event.output.chapter ?? 0 }))),
          ],
        },
        onError: { target: 'idle', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    clearing: {
      invoke: {
        id: 'clearProgress',
        src: 'clearProgress',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'storeProgress', params: ({ event }) => event.output }, sendTo(({ context }) => context.toasts, toastMessage('success', message('series.reading.cleared')))],
        },
        onError: { target: 'idle', actions: { type: 'storeError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
  },
});

type SeriesProgressSnapshot = SnapshotFrom<typeof seriesProgressMachine>;
export const selectProgress = (snapshot: SeriesProgressSnapshot) => snapshot.context.progress;
export const selectProgressDraft = (snapshot: SeriesProgressSnapshot) => snapshot.context.draft;
export const selectProgressError = (snapshot: SeriesProgressSnapshot) => snapshot.context.error;
export const selectProgressBusy = (snapshot: SeriesProgressSnapshot) => !snapshot.matches('idle');

import { assign, fromPromise, setup, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { applyListImport, uploadList } from '../api/listImport';
import type { ImportChoice, ImportPreview, ImportSummary } from '../api/types';
import { LIST_FILE_MAX_BYTES } from '../domain/listImportFile';
import { errorCodeOf } from '../domain/errorCodes';
import { codeMessage, errorMessagesOf } from '../domain/errorMessages';
import { message, type Message } from './shared/message';
import { errorBodyOf } from './shared/serverErrorText';
import { waitsForAnswer } from './shared/slowAnswer';

export const LIST_IMPORT_TEXT = {
  noFile: 'Choose your MyAnimeList or AniList list file first.',
  tooLarge: 'The file is larger than 5 MB; a list export is much smaller.',
  uploadFailed: 'Failed to read your list. Please try again.',
  applyFailed: 'Failed to import your list. Please try again.',
} as const;

interface ListImportContext {
  file: File | null;
  preview: ImportPreview | null;
  /** The series chosen for each ambiguous entry, by its place in the preview; null skips the entry. */
  choices: (string | null)[];
  summary: ImportSummary | null;
  error: Message | null;
}

export type ListImportEvent =
  | { type: 'file.choose'; file: File | null }
  | { type: 'choice.change'; index: number; slug: string | null }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'request.retry' };

/** What the apply sends: every matched entry, and each ambiguous one the member chose a series for. */
export function chosenEntries(context: Pick<ListImportContext, 'preview' | 'choices'>): ImportChoice[] {
  if (context.preview === null) return [];
  const matched = context.preview.matched.map(({ series, status, chapters }) => ({ slug: series.slug, status, chapters }));
  const chosen = context.preview.ambiguous.flatMap(({ status, chapters }, index) => {
    const slug = context.choices[index] ?? null;
    return slug === null ? [] : [{ slug, status, chapters }];
  });
  return [...matched, ...chosen];
}

/**
 * Importing a MyAnimeList or AniList list: a file is chosen and read by the server into a preview (nothing is
 * written yet), the member settles each entry that names several series (one of them, or skip), and the import
 * follows what was kept; the summary says how many series were followed, updated and skipped.
 */
export const listImportMachine = setup({
  types: {
    context: {} as ListImportContext,
    events: {} as ListImportEvent,
  },
  actors: {
    uploadList: fromPromise<ImportPreview, { file: File }>(({ input }) => uploadList(input.file)),
    applyImport: fromPromise<ImportSummary, { entries: ImportChoice[] }>(({ input }) => applyListImport(input.entries)),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    fileFits: ({ context }) => context.file !== null && context.file.size <= LIST_FILE_MAX_BYTES,
  },
  actions: {
    keepFile: assign({ file: ({ event }) => (event.type === 'file.choose' ? event.file : null), error: null }),
    sayNoFile: assign({ error: message('import.noFile') }),
    // The server's refusal of a file too large says the same: its code's message.
    sayTooLarge: assign({ error: codeMessage('import.tooLarge', errorCodeOf(LIST_IMPORT_TEXT.tooLarge)?.values) }),
    // Each settled entry starts skipped: a series is followed only when the member picks it.
    keepPreview: assign(({ event }) => {
      const preview = (event as unknown as DoneActorEvent<ImportPreview>).output;
      return { preview, choices: preview.ambiguous.map(() => null), error: null };
    }),
    keepChoice: assign({
      choices: ({ context, event }) => (event.type === 'choice.change' ? context.choices.map((slug, index) => (index === event.index ? event.slug : slug)) : context.choices),
    }),
    keepSummary: assign({ summary: ({ event }) => (event as unknown as DoneActorEvent<ImportSummary>).output, error: null }),
    sayUploadFailed: assign({ error: ({ event }) => errorMessagesOf(errorBodyOf((event as unknown as ErrorActorEvent).error), message('import.uploadFailed'))[0]! }),
    sayApplyFailed: assign({ error: ({ event }) => errorMessagesOf(errorBodyOf((event as unknown as ErrorActorEvent).error), message('import.applyFailed'))[0]! }),
    forgetList: assign({ file: null, preview: null, choices: [], summary: null, error: null }),
  },
}).createMachine({
  id: 'listImport',
  context: { file: null, preview: null, choices: [], summary: null, error: null },
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'file.choose': { actions: 'keepFile' },
        'form.submit': [
          { guard: 'fileFits', target: 'uploading' },
          { guard: 'hasFile', actions: 'sayTooLarge' },
          { actions: 'sayNoFile' },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadList',
        src: 'uploadList',
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: 'previewing', actions: 'keepPreview' },
        onError: { target: 'choosing', actions: 'sayUploadFailed' },
      },
      // Reading a list is safe to ask again; the import itself is not offered again while it may still be writing.
      ...waitsForAnswer('#listImport.uploading'),
    },
    previewing: {
      on: {
        'choice.change': { actions: 'keepChoice' },
        'form.submit': 'applying',
        'form.cancel': { target: 'choosing', actions: 'forgetList' },
      },
    },
    applying: {
      invoke: {
        id: 'applyImport',
        src: 'applyImport',
        input: ({ context }) => ({ entries: chosenEntries(context) }),
        onDone: { target: 'imported', actions: 'keepSummary' },
        onError: { target: 'previewing', actions: 'sayApplyFailed' },
      },
    },
    imported: {
      on: { 'form.cancel': { target: 'choosing', actions: 'forgetList' } },
    },
  },
});

type ListImportSnapshot = SnapshotFrom<typeof listImportMachine>;
export type ListImportStep = 'choosing' | 'uploading' | 'previewing' | 'applying' | 'imported';

export function selectListImportStep(snapshot: ListImportSnapshot): ListImportStep {
  for (const step of ['uploading', 'previewing', 'applying', 'imported'] as const) if (snapshot.matches(step)) return step;
  return 'choosing';
}
export const selectImportPreview = (snapshot: ListImportSnapshot) => snapshot.context.preview;
export const selectImportChoices = (snapshot: ListImportSnapshot) => snapshot.context.choices;
export const selectImportSummary = (snapshot: ListImportSnapshot) => snapshot.context.summary;
export const selectImportError = (snapshot: ListImportSnapshot) => snapshot.context.error;
export const selectImportCount = (snapshot: ListImportSnapshot) => chosenEntries(snapshot.context).length;

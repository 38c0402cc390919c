import { afterAll, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish } from './support/appActors';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import type { ImportChoice, ImportPreview, ImportSummary } from '../../src/api/types';
import { LIST_FILE_MAX_BYTES } from '../../src/domain/listImportFile';
import {
  chosenEntries,
  LIST_IMPORT_TEXT,
  listImportMachine,
  selectImportChoices,
  selectImportCount,
  selectImportError,
  selectImportPreview,
  selectImportSummary,
  selectListImportStep,
} from '../../src/machines/listImport';

const PREVIEW: ImportPreview = {
  matched: [{ title: 'Second Life of a Trash Princess', status: 'watching', chapters: 45, series: { slug: 'second-life', name: 'Second Life of a Trash Princess' }, matched_by: 'title' }],
  ambiguous: [{ title: 'Sennen Maou', status: 'paused', chapters: 12, candidates: [{ slug: 'healer', name: "The Healer's 500th Regression" }, { slug: 'infinite', name: 'Infinite Thousand-Year Demon Lord' }] }],
  missing: [{ title: 'Nobody Recapped This', status: 'planning', chapters: 0 }],
};
const SUMMARY: ImportSummary = { followed: 2, updated: 0, skipped: 0 };
// Each file serializes as its name, so the model's events tell them apart (a File's JSON is {}).
const named = (file: File) => Object.defineProperty(file, 'toJSON', { value: () => file.name });
const listFile = named(new File(['<myanimelist/>'], 'list.xml', { type: 'text/xml' }));
// A file past the limit, without allocating one: only its size is read before the upload.
const bigFile = named(Object.defineProperty(new File([''], 'huge.xml'), 'size', { value: LIST_FILE_MAX_BYTES + 1 }));

const model = listImportMachine.provide({ actors: { uploadList: pendingActor(), applyImport: pendingActor() } });
type Snapshot = SnapshotFrom<typeof model>;
const fileKind = (snapshot: Snapshot) => (snapshot.context.file === null ? 'none' : snapshot.context.file === bigFile ? 'big' : 'list');

describe('listImport machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'listImport',
      machine: model,
      serializeState: (snapshot) => JSON.stringify([snapshot.value, fileKind(snapshot as Snapshot), (snapshot as Snapshot).context.choices]),
      simplePaths: 0,
      events: [
        { type: 'file.choose', file: listFile },
        { type: 'file.choose', file: bigFile },
        { type: 'file.choose', file: null },
        { type: 'form.submit' },
        { type: 'form.cancel' },
        { type: 'choice.change', index: 0, slug: 'healer' },
        doneEvent('uploadList', PREVIEW),
        errorEvent('uploadList', new Error('offline')),
        doneEvent('applyImport', SUMMARY),
        errorEvent('applyImport', new Error('offline')),
      ],
      check: (snapshot) => {
        const step = selectListImportStep(snapshot as Snapshot);
        // A summary is there exactly when the import is done; a preview from the upload on.
        expect(selectImportSummary(snapshot as Snapshot) !== null).toBe(step === 'imported');
        if (step === 'previewing' || step === 'applying') expect((snapshot as Snapshot).context.preview).toEqual(PREVIEW);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('listImport machine, behaviour', () => {
  function start(upload: () => Promise<ImportPreview>, apply: (entries: ImportChoice[]) => Promise<ImportSummary>) {
    const machine = listImportMachine.provide({
      actors: {
        uploadList: fromPromise<ImportPreview, { file: File }>(() => upload()),
        applyImport: fromPromise<ImportSummary, { entries: ImportChoice[] }>(({ input }) => apply(input.entries)),
      },
    });
    return createActor(machine).start();
  }

  it('asks for a file, refuses one over 5 MB before sending it, and says why', () => {
    const actor = start(() => new Promise(() => {}), () => new Promise(() => {}));
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectImportError(actor.getSnapshot())!)).toBe(LIST_IMPORT_TEXT.noFile);
    actor.send({ type: 'file.choose', file: bigFile });
    expect(selectImportError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(selectListImportStep(actor.getSnapshot())).toBe('choosing');
    expect(inEnglish(selectImportError(actor.getSnapshot())!)).toBe(LIST_IMPORT_TEXT.tooLarge);
  });

  it('sends every matched entry and the chosen ambiguous ones, skipping the rest, and keeps the summary', async () => {
    const sent: ImportChoice[][] = [];
    const actor = start(async () => PREVIEW, async (entries) => {
      sent.push(entries);
      return SUMMARY;
    });
    actor.send({ type: 'file.choose', file: listFile });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectListImportStep(actor.getSnapshot())).toBe('previewing'));
    expect(selectImportChoices(actor.getSnapshot())).toEqual([null]);
    expect(selectImportCount(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'choice.change', index: 0, slug: 'infinite' });
    expect(selectImportCount(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectListImportStep(actor.getSnapshot())).toBe('imported'));
    expect(sent).toEqual([[{ slug: 'second-life', status: 'watching', chapters: 45 }, { slug: 'infinite', status: 'paused', chapters: 12 }]]);
    expect(selectImportSummary(actor.getSnapshot())).toEqual(SUMMARY);
  });

  it('says the server\'s sentence when the file is refused, and its own when there is none', async () => {
    let refusal: unknown = Object.assign(new Error('refused'), { status: 400, body: { error: 'Bad Request', message: 'This file is not a MyAnimeList or AniList manga list.' } });
    const actor = start(() => Promise.reject(refusal), () => new Promise(() => {}));
    actor.send({ type: 'file.choose', file: listFile });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectImportError(actor.getSnapshot())).not.toBeNull());
    expect(selectListImportStep(actor.getSnapshot())).toBe('choosing');
    refusal = new Error('offline');
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(inEnglish(selectImportError(actor.getSnapshot())!)).toBe(LIST_IMPORT_TEXT.uploadFailed));
  });

  it('has nothing to send before a preview', () => {
    expect(chosenEntries({ preview: null, choices: [] })).toEqual([]);
  });
});

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('listImport machine, against a server', () => {
  const TWO_AMBIGUOUS: ImportPreview = { ...PREVIEW, ambiguous: [PREVIEW.ambiguous[0], { ...PREVIEW.ambiguous[0], title: 'Tower', chapters: 3 }] };

  it('uploads the file, lets each ambiguous entry be settled on its own, and imports what was kept', async () => {
    const actor = createActor(listImportMachine).start();
    expect(selectImportChoices(actor.getSnapshot())).toEqual([]);
    // A file of exactly the limit is still sent.
    const atLimit = Object.defineProperty(new File(['<myanimelist/>'], 'list.xml', { type: 'text/xml' }), 'size', { value: LIST_FILE_MAX_BYTES });
    actor.send({ type: 'file.choose', file: atLimit });
    server.answerWith({ status: 200, body: TWO_AMBIGUOUS });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectListImportStep(actor.getSnapshot())).toBe('previewing'));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/account/import' });
    expect(selectImportPreview(actor.getSnapshot())).toEqual(TWO_AMBIGUOUS);
    actor.send({ type: 'choice.change', index: 1, slug: 'infinite' });
    expect(selectImportChoices(actor.getSnapshot())).toEqual([null, 'infinite']);

    server.answerWith({ status: 500, body: '<html>Internal error</html>' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectImportError(actor.getSnapshot())).not.toBeNull());
    // A failed import keeps the preview and the choices, and says its own sentence.
    expect(selectListImportStep(actor.getSnapshot())).toBe('previewing');
    expect(inEnglish(selectImportError(actor.getSnapshot())!)).toBe(LIST_IMPORT_TEXT.applyFailed);
    expect(selectImportChoices(actor.getSnapshot())).toEqual([null, 'infinite']);

    server.answerWith({ status: 200, body: SUMMARY });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectListImportStep(actor.getSnapshot())).toBe('imported'));
    expect(server.last()).toMatchObject({
      method: 'POST',
      path: '/account/import/apply',
      body: { entries: [{ slug: 'second-life', status: 'watching', chapters: 45 }, { slug: 'infinite', status: 'paused', chapters: 3 }] },
    });
    expect(selectImportSummary(actor.getSnapshot())).toEqual(SUMMARY);
    expect(selectImportError(actor.getSnapshot())).toBeNull();

    // Another list starts from nothing.
    actor.send({ type: 'form.cancel' });
    expect(selectListImportStep(actor.getSnapshot())).toBe('choosing');
    expect([selectImportPreview(actor.getSnapshot()), selectImportChoices(actor.getSnapshot()), selectImportSummary(actor.getSnapshot())]).toEqual([null, [], null]);
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectImportError(actor.getSnapshot())!)).toBe(LIST_IMPORT_TEXT.noFile);
  });

  it('cancelling a preview forgets the list and the file', async () => {
    const actor = createActor(listImportMachine).start();
    actor.send({ type: 'file.choose', file: listFile });
    server.answerWith({ status: 200, body: PREVIEW });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectListImportStep(actor.getSnapshot())).toBe('previewing'));
    actor.send({ type: 'form.cancel' });
    expect(selectListImportStep(actor.getSnapshot())).toBe('choosing');
    expect([selectImportPreview(actor.getSnapshot()), selectImportChoices(actor.getSnapshot())]).toEqual([null, []]);
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectImportError(actor.getSnapshot())!)).toBe(LIST_IMPORT_TEXT.noFile);
  });
});

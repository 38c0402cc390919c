import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { ImportPreview } from '../../../src/api/types';
import { LIST_FILE_MAX_BYTES } from '../../../src/domain/listImportFile';
import { listImportMachine } from '../../../src/machines/listImport';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { inEnglish } from '../../machines/support/appActors';
import { API, demoUser, renderRoute } from '../support/renderRoute';

/**
 * The list import's generated paths, walked through its page: a file chosen (or one too large), Upload, the
 * preview with its choice among candidates, Import, the summary, and each way back to choosing a file.
 */
const PREVIEW: ImportPreview = {
  matched: [{ title: 'Second Life of a Trash Princess', status: 'watching', chapters: 45, series: { slug: 'second-life', name: 'Second Life of a Trash Princess' }, matched_by: 'title' }],
  ambiguous: [{ title: 'Sennen Maou', status: 'paused', chapters: 12, candidates: [{ slug: 'healer', name: "The Healer's 500th Regression" }, { slug: 'infinite', name: 'Infinite Thousand-Year Demon Lord' }] }],
  missing: [{ title: 'Nobody Recapped This', status: 'planning', chapters: 0 }],
};
const REFUSED = 'This file is not a MyAnimeList or AniList manga list.';

const named = (file: File) => Object.defineProperty(file, 'toJSON', { value: () => file.name });
const listFile = named(new File(['<myanimelist/>'], 'list.xml', { type: 'text/xml' }));
const bigFile = named(Object.defineProperty(new File([''], 'huge.xml'), 'size', { value: LIST_FILE_MAX_BYTES + 1 }));

const model = listImportMachine.provide({ actors: { uploadList: pendingActor(), applyImport: pendingActor() } });
type Snapshot = SnapshotFrom<typeof model>;
const fileKind = (snapshot: Snapshot) => (snapshot.context.file === null ? 'none' : snapshot.context.file.name);

function paths(): ModelPath[] {
  return modelPaths({
    name: 'listImport',
    machine: model,
    simplePaths: 0,
    samplesOnly: true,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, fileKind(snapshot as Snapshot), (snapshot as Snapshot).context.choices]),
    events: [
      { type: 'file.choose', file: listFile },
      { type: 'file.choose', file: bigFile },
      { type: 'form.submit' },
      { type: 'form.cancel' },
      { type: 'choice.change', index: 0, slug: 'infinite' },
      doneEvent('uploadList', PREVIEW),
      errorEvent('uploadList', Object.assign(new Error(REFUSED), { status: 400, body: { error: 'Bad Request', message: REFUSED } })),
      doneEvent('applyImport', { followed: 2, updated: 0, skipped: 0 }),
      errorEvent('applyImport', new Error('offline')),
    ],
  });
}

function expectSeen(snapshot: Snapshot) {
  const choosing = snapshot.matches('choosing') || snapshot.matches('uploading');
  expect(screen.queryByLabelText('List file') !== null).toBe(choosing);
  expect(screen.queryByRole('button', { name: 'Reading...' }) !== null).toBe(snapshot.matches('uploading'));
  const previewing = snapshot.matches('previewing') || snapshot.matches('applying');
  expect(screen.queryByRole('heading', { name: 'Found (1)' }) !== null).toBe(previewing);
  if (previewing) {
    expect(screen.getByText('Second Life of a Trash Princess')).toBeInTheDocument();
    expect(screen.getByText('Nobody Recapped This')).toBeInTheDocument();
    expect(screen.getByLabelText('Sennen Maou')).toHaveValue(snapshot.context.choices[0] ?? '');
    const count = 1 + (snapshot.context.choices[0] ? 1 : 0);
    expect(screen.getByRole('button', { name: snapshot.matches('applying') ? 'Importing...' : `Import ${count} series` })).toBeInTheDocument();
  }
  expect(screen.queryByText('Followed 2 series, updated 0, skipped 0.') !== null).toBe(snapshot.matches('imported'));
  const error = snapshot.context.error;
  if (error === null) expect(screen.queryByRole('alert')).toBeNull();
  else expect(screen.getByRole('alert')).toHaveTextContent(inEnglish(error));
}

describe('list import paths through its page', () => {
  for (const path of paths()) {
    const name = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ');
    it(name, async () => {
      const user = userEvent.setup({ applyAccept: false });
      const uploads: ((response: Response) => void)[] = [];
      const applies: ((response: Response) => void)[] = [];
      const sent: { type: string | null; body: unknown }[] = [];
      renderRoute('/account/import', {
        user: demoUser,
        handlers: [
          http.post(`${API}/account/import`, async ({ request }) => {
            sent.push({ type: request.headers.get('content-type'), body: await request.text() });
            return new Promise<Response>((answer) => uploads.push(answer));
          }),
          http.post(`${API}/account/import/apply`, async ({ request }) => {
            sent.push({ type: request.headers.get('content-type'), body: await request.json() });
            return new Promise<Response>((answer) => applies.push(answer));
          }),
        ],
      });
      await screen.findByLabelText('List file', {}, { timeout: 10000 });
      const expected = createActor(model).start();
      for (const step of path.steps.slice(1)) {
        const before = expected.getSnapshot();
        switch (step.event.type) {
          case 'file.choose':
            await user.upload(screen.getByLabelText('List file'), (step.event as unknown as { file: File }).file);
            break;
          case 'form.submit': {
            if (before.matches('choosing')) {
              const count = uploads.length;
              await user.click(screen.getByRole('button', { name: 'Upload' }));
              if (before.context.file === listFile) {
                await waitFor(() => expect(uploads.length).toBe(count + 1));
                expect(sent.at(-1)).toEqual({ type: 'application/xml', body: '<myanimelist/>' });
              }
            } else {
              const count = applies.length;
              await user.click(screen.getByRole('button', { name: /^Import \d series$/ }));
              await waitFor(() => expect(applies.length).toBe(count + 1));
              const chosen = before.context.choices[0];
              expect(sent.at(-1)?.body).toEqual({
                entries: [{ slug: 'second-life', status: 'watching', chapters: 45 }, ...(chosen ? [{ slug: chosen, status: 'paused', chapters: 12 }] : [])],
              });
            }
            break;
          }
          case 'form.cancel':
            await user.click(screen.getByRole('button', { name: before.matches('imported') ? 'Import Another File' : 'Choose Another File' }));
            break;
          case 'choice.change':
            await user.selectOptions(screen.getByLabelText('Sennen Maou'), 'Infinite Thousand-Year Demon Lord');
            break;
          case 'xstate.done.actor.uploadList':
            (uploads.at(-1) as (response: Response) => void)(HttpResponse.json(PREVIEW));
            break;
          case 'xstate.error.actor.uploadList':
            (uploads.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'Bad Request', message: REFUSED }, { status: 400 }));
            break;
          case 'xstate.done.actor.applyImport':
            (applies.at(-1) as (response: Response) => void)(HttpResponse.json({ followed: 2, updated: 0, skipped: 0 }));
            break;
          case 'xstate.error.actor.applyImport':
            (applies.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'boom', message: 'Failed to import your list. Please try again.' }, { status: 500 }));
            break;
          default:
            throw new Error(`No person or server action for ${step.event.type}`);
        }
        expected.send(step.event as never);
        expect(expected.getSnapshot().value).toEqual(step.state.value);
        await waitFor(() => expectSeen(expected.getSnapshot()));
      }
      expected.stop();
    });
  }

  it('asks a visitor to log in', async () => {
    renderRoute('/account/import');
    expect(await screen.findByText('Please log in to view your list import.', {}, { timeout: 10000 })).toBeInTheDocument();
  });
});

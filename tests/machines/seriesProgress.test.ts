import { afterAll, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, recordToasts } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { SeriesProgress } from '../../src/api/types';
import {
  chapterOf,
  PROGRESS_TEXT,
  selectProgress,
  selectProgressBusy,
  selectProgressDraft,
  selectProgressError,
  seriesProgressMachine,
} from '../../src/machines/seriesProgress';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('seriesProgress machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'seriesProgress',
      machine: seriesProgressMachine.provide({ actors: { saveProgress: pendingActor(), clearProgress: pendingActor() } }),
      inputs: [{ toasts: recordToasts().ref, slug: 'tower', progress: 12 }],
      input: { toasts: recordToasts().ref, slug: 'tower', progress: null },
      events: (snapshot) => [
        { type: 'field.change', value: snapshot.context.draft === '' ? '20' : 'x' },
        { type: 'form.submit' },
        { type: 'progress.clear' },
        doneEvent('saveProgress', { slug: 'tower', chapter: 20 }),
        errorEvent('saveProgress', new ApiError(500, 'Down', null)),
        doneEvent('clearProgress', { slug: 'tower', chapter: null }),
        errorEvent('clearProgress', new ApiError(500, 'Down', null)),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.draft === '', snapshot.context.progress === null]),
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesProgress machine, behaviour', () => {
  it('saves "read up to chapter N", says so, and clears it', async () => {
    const toasts = recordToasts();
    const machine = seriesProgressMachine.provide({
      actors: {
        saveProgress: fromPromise<SeriesProgress, { slug: string; chapter: number }>(async ({ input }) => ({ slug: input.slug, chapter: input.chapter })),
        clearProgress: fromPromise<SeriesProgress, { slug: string }>(async ({ input }) => ({ slug: input.slug, chapter: null })),
      },
    });
    const actor = createActor(machine, { input: { toasts: toasts.ref, slug: 'tower', progress: null } }).start();
    actor.send({ type: 'field.change', value: '0' });
    actor.send({ type: 'form.submit' });
    expect(inEnglish(selectProgressError(actor.getSnapshot())!)).toBe(PROGRESS_TEXT.invalid);
    actor.send({ type: 'field.change', value: '40' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(selectProgress(actor.getSnapshot())).toBe(40));
    expect(toasts.texts).toEqual(['Marked as read up to chapter 40.']);
    actor.send({ type: 'progress.clear' });
    await vi.waitFor(() => expect(selectProgress(actor.getSnapshot())).toBeNull());
    expect(toasts.texts.at(-1)).toBe(PROGRESS_TEXT.cleared);
  });

  it('reads only whole chapters of 1 or more', () => {
    expect([chapterOf('7'), chapterOf(' 12 '), chapterOf('0'), chapterOf('2.5'), chapterOf(''), chapterOf('abc')]).toEqual([7, 12, null, null, null, null]);
  });
});

describe('seriesProgress machine, against a server', () => {
  function progressOf(progress: number | null, slug = 'tower') {
    const toasts = recordToasts();
    const actor = createActor(seriesProgressMachine, { input: { toasts: toasts.ref, slug, progress } }).start();
    return { actor, toasts };
  }
  const idle = (actor: ReturnType<typeof progressOf>['actor']) => waitForState(actor, (snapshot) => !selectProgressBusy(snapshot));

  it('shows the reading place the page loaded in the field, or an empty field without one', () => {
    const set = progressOf(12).actor.getSnapshot();
    expect([selectProgress(set), selectProgressDraft(set), selectProgressError(set), selectProgressBusy(set)]).toEqual([12, '12', null, false]);
    const unset = progressOf(null).actor.getSnapshot();
    expect([selectProgress(unset), selectProgressDraft(unset), selectProgressError(unset)]).toEqual([null, '', null]);
  });

  it('refuses anything but a whole chapter of 1 or more, sending nothing, and typing again clears the refusal', () => {
    const before = server.received.length;
    const { actor } = progressOf(null);
    for (const typed of ['', '   ', '0', '-3', '2.5', 'abc']) {
      actor.send({ type: 'field.change', value: typed });
      expect(selectProgressError(actor.getSnapshot())).toBeNull();
      actor.send({ type: 'form.submit' });
      expect(inEnglish(selectProgressError(actor.getSnapshot())!)).toBe('Enter a chapter number of 1 or more.');
      expect(selectProgressBusy(actor.getSnapshot())).toBe(false);
    }
    actor.send({ type: 'field.change', value: '1' });
    expect(selectProgressDraft(actor.getSnapshot())).toBe('1');
    expect(selectProgressError(actor.getSnapshot())).toBeNull();
    expect(server.received.length).toBe(before);
  });

  it('saves the typed chapter with a PUT, busy until the answer, and says where the member is', async () => {
    server.answerWith({ status: 200, body: { slug: 'solo leveling', chapter: 40 } });
    const { actor, toasts } = progressOf(null, 'solo leveling');
    actor.send({ type: 'field.change', value: ' 40 ' });
    actor.send({ type: 'form.submit' });
    expect(selectProgressBusy(actor.getSnapshot())).toBe(true);
    await idle(actor);
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/series/solo%20leveling/progress', body: { chapter: 40 } });
    expect([selectProgress(actor.getSnapshot()), selectProgressDraft(actor.getSnapshot()), selectProgressError(actor.getSnapshot())]).toEqual([40, '40', null]);
    expect(toasts.shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'Marked as read up to chapter 40.' }]);
  });

  it('the smallest chapter, 1, is saved', async () => {
    server.answerWith({ status: 200, body: { slug: 'tower', chapter: 1 } });
    const { actor } = progressOf(null);
    actor.send({ type: 'field.change', value: '1' });
    actor.send({ type: 'form.submit' });
    await idle(actor);
    expect(server.last()).toMatchObject({ method: 'PUT', body: { chapter: 1 } });
    expect(selectProgress(actor.getSnapshot())).toBe(1);
  });

  it('a failed save says why in the server\'s words, or its own, keeps the place, and a good save clears it', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor, toasts } = progressOf(12);
    actor.send({ type: 'field.change', value: '20' });
    actor.send({ type: 'form.submit' });
    await idle(actor);
    expect(inEnglish(selectProgressError(actor.getSnapshot())!)).toBe('Database unavailable.');
    expect(selectProgress(actor.getSnapshot())).toBe(12);

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'form.submit' });
    await idle(actor);
    expect(inEnglish(selectProgressError(actor.getSnapshot())!)).toBe('Failed to save your reading place. Please try again.');

    server.answerWith({ status: 200, body: { slug: 'tower', chapter: 20 } });
    actor.send({ type: 'form.submit' });
    await idle(actor);
    expect(selectProgressError(actor.getSnapshot())).toBeNull();
    expect(selectProgress(actor.getSnapshot())).toBe(20);
    expect(toasts.texts).toEqual(['Marked as read up to chapter 20.']);
  });

  it('clears a reading place with a DELETE and empties the field', async () => {
    server.answerWith({ status: 200, body: { slug: 'tower', chapter: null } });
    const { actor, toasts } = progressOf(12);
    actor.send({ type: 'progress.clear' });
    expect(selectProgressBusy(actor.getSnapshot())).toBe(true);
    await idle(actor);
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/series/tower/progress' });
    expect([selectProgress(actor.getSnapshot()), selectProgressDraft(actor.getSnapshot()), selectProgressError(actor.getSnapshot())]).toEqual([null, '', null]);
    expect(toasts.shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'Reading place cleared.' }]);
  });

  it('with no reading place there is nothing to clear, and nothing is sent', () => {
    const before = server.received.length;
    const { actor, toasts } = progressOf(null);
    actor.send({ type: 'progress.clear' });
    expect(selectProgressBusy(actor.getSnapshot())).toBe(false);
    expect(server.received.length).toBe(before);
    expect(toasts.texts).toEqual([]);
  });

  it('a failed clear says why and keeps the place', async () => {
    server.answerWith({ status: 500, body: { message: 'Try later.' } });
    const { actor, toasts } = progressOf(12);
    actor.send({ type: 'progress.clear' });
    await idle(actor);
    expect(inEnglish(selectProgressError(actor.getSnapshot())!)).toBe('Try later.');
    expect(selectProgress(actor.getSnapshot())).toBe(12);
    expect(toasts.texts).toEqual([]);
  });
});

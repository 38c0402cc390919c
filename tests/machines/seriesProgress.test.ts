import { describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { recordToasts } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { SeriesProgress } from '../../src/api/types';
import { chapterOf, PROGRESS_TEXT, selectProgress, selectProgressError, seriesProgressMachine } from '../../src/machines/seriesProgress';

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
    expect(selectProgressError(actor.getSnapshot())).toBe(PROGRESS_TEXT.invalid);
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

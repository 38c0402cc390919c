import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { ApiError } from '../../src/api/errors';
import type { Recap, RecapUpdate } from '../../src/api/types';

vi.mock('../../src/api/recaps', () => ({ fetchRecap: vi.fn(), updateRecap: vi.fn() }));

import { isThumbnailUrl } from '../../src/domain/thumbnail';
import { editRecapMachine, recapUpdateOf } from '../../src/machines/editRecap';
import { getShortestPaths } from '@xstate/graph';

const recap = {
  id: 12,
  video_id: 'abcdefghijk',
  title: 'Solo Leveling recap',
  series_name: 'Solo Leveling',
  status: 'Ongoing',
  thumbnail_url: 'https://img.example/12.jpg',
} as Recap;

describe('editRecap machine, model-based', () => {
  const machine = editRecapMachine.provide({
    actors: { loadRecap: pendingActor<Recap, { recapId: number }>(), saveRecap: pendingActor<Recap, { recapId: number; update: RecapUpdate }>() },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'editRecap',
      machine,
      input: { toasts: recordToasts().ref, recapId: 12 },
      events: [
        doneEvent('loadRecap', recap),
        errorEvent('loadRecap', new ApiError(404, 'Recap not found', null)),
        errorEvent('loadRecap', new ApiError(500, 'HTTP error! status: 500', null)),
        { type: 'field.change', field: 'seriesName', value: 'Solo Leveling: Ragnarok' },
        { type: 'field.change', field: 'thumbnailUrl', value: 'ftp://img.example/x.jpg' },
        { type: 'field.change', field: 'thumbnailUrl', value: 'https://img.example/x.jpg' },
        doneEvent('saveRecap', recap),
        errorEvent('saveRecap', new ApiError(500, 'HTTP error! status: 500', null)),
      ],
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.loadError, snapshot.context.saveError, snapshot.context.thumbnailError, isThumbnailUrl(snapshot.context.thumbnailUrl)]),
      check: (snapshot) => {
        if (snapshot.matches('failed')) expect(snapshot.context.loadError).toBe('Failed to fetch recap data.');
        if (snapshot.context.saveError !== null) expect(snapshot.context.saveError).toBe('Failed to update recap.');
        // The form never goes to the server with an address that is not http(s).
        if (snapshot.matches('saving')) expect(isThumbnailUrl(snapshot.context.thumbnailUrl)).toBe(true);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('editRecap machine, behaviour', () => {
  function fakeServer(options: { load?: () => Promise<Recap>; save?: () => Promise<Recap> } = {}) {
    const saved: { recapId: number; update: RecapUpdate }[] = [];
    const machine = editRecapMachine.provide({
      actors: {
        loadRecap: fromPromise(options.load ?? (async () => recap)),
        saveRecap: fromPromise<Recap, { recapId: number; update: RecapUpdate }>(async ({ input }) => {
          saved.push(input);
          return options.save ? options.save() : recap;
        }),
      },
    });
    return { machine, saved };
  }

  it('loads the recap into the fields, saves the edit and leaves with Recap updated', async () => {
    const { machine, saved } = fakeServer();
    const toasts = recordToasts();
    const actor = createActor(machine, { input: { toasts: toasts.ref, recapId: 12 } });
    const emitted: string[] = [];
    actor.on('form.left', () => emitted.push(`${toasts.shown.map((shown) => `${shown.kind}: ${shown.text}`).join(', ')} > form.left`));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ seriesName: 'Solo Leveling', status: 'Ongoing', thumbnailUrl: 'https://img.example/12.jpg' });
    actor.send({ type: 'field.change', field: 'status', value: 'Completed' });
    actor.send({ type: 'field.change', field: 'seriesName', value: '  ' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(saved).toEqual([{ recapId: 12, update: { series_name: null, status: 'Completed', thumbnail_url: 'https://img.example/12.jpg' } }]);
    // The success toast is on its way before the page leaves.
    expect(emitted).toEqual(['success: Recap updated > form.left']);
  });

  it('takes a 404 as Not Found (nothing to retry) and any other failure as Failed to fetch recap data.', async () => {
    for (const [error, state, text] of [
      [new ApiError(404, 'Recap not found', null), 'notFound', null],
      [new ApiError(0, 'Failed to fetch', null), 'failed', 'Failed to fetch recap data.'],
    ] as const) {
      const { machine } = fakeServer({ load: () => Promise.reject(error) });
      const actor = createActor(machine, { input: { toasts: recordToasts().ref, recapId: 12 } }).start();
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe(state));
      expect(actor.getSnapshot().context.loadError).toBe(text);
    }
  });

  it('keeps the form with Failed to update recap. when the save fails', async () => {
    const { machine } = fakeServer({ save: () => Promise.reject(new ApiError(500, 'boom', null)) });
    const actor = createActor(machine, { input: { toasts: recordToasts().ref, recapId: 12 } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.saveError).toBe('Failed to update recap.'));
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('takes a path on this site as a thumbnail, as the demo recaps have (issue 18, item 2)', () => {
    expect(isThumbnailUrl('/media/thumbnails/abcdefghijk.jpg')).toBe(true);
    expect(isThumbnailUrl('  /media/thumbnails/x.webp ')).toBe(true);
    expect(isThumbnailUrl('//evil.example/x.jpg')).toBe(false);
    expect(isThumbnailUrl('/\\evil.example/x.jpg')).toBe(false);
    expect(isThumbnailUrl('/media/with space.jpg')).toBe(false);
  });

  it('refuses a thumbnail address that is not http or https', () => {
    expect(isThumbnailUrl('https://a.example/x.jpg')).toBe(true);
    expect(isThumbnailUrl('http://a.example/x.jpg')).toBe(true);
    expect(isThumbnailUrl('')).toBe(true);
    expect(isThumbnailUrl('javascript:alert(1)')).toBe(false);
    expect(isThumbnailUrl('a.example/x.jpg')).toBe(false);
    expect(recapUpdateOf({ seriesName: ' A ', status: '', thumbnailUrl: '' })).toEqual({ series_name: 'A', status: null, thumbnail_url: null });
  });

  it('Cancel leaves without saving', () => {
    const { machine, saved } = fakeServer();
    const actor = createActor(machine.provide({ actors: { loadRecap: fromPromise(async () => recap) } }), { input: { toasts: recordToasts().ref, recapId: 12 } });
    let left = false;
    actor.on('form.left', () => (left = true));
    actor.start();
    actor.send({ type: 'form.cancel' });
    expect(left).toBe(false);
    return vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing')).then(() => {
      actor.send({ type: 'form.cancel' });
      expect(left).toBe(true);
      expect(saved).toEqual([]);
    });
  });
});

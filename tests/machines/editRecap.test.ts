import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { inEnglish, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { ApiError } from '../../src/api/errors';
import type { Recap, RecapUpdate } from '../../src/api/types';

import { isThumbnailUrl, THUMBNAIL_URL_RULE } from '../../src/domain/thumbnail';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildRecap } from '../support/factories';
import { editRecapMachine, recapUpdateOf } from '../../src/machines/editRecap';
import { getShortestPaths } from '@xstate/graph';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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
        if (snapshot.matches('failed')) expect(inEnglish(snapshot.context.loadError!)).toBe('Failed to fetch recap data.');
        if (snapshot.context.saveError !== null) expect(inEnglish(snapshot.context.saveError)).toBe('Failed to update recap.');
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
      const shown = actor.getSnapshot().context.loadError;
      expect(shown && inEnglish(shown)).toBe(text);
    }
  });

  it('keeps the form with Failed to update recap. when the save fails', async () => {
    const { machine } = fakeServer({ save: () => Promise.reject(new ApiError(500, 'boom', null)) });
    const actor = createActor(machine, { input: { toasts: recordToasts().ref, recapId: 12 } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(inEnglish(actor.getSnapshot().context.saveError!)).toBe('Failed to update recap.'));
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

describe('editRecap machine, against a server', () => {
  const stored = buildRecap(12, { series_name: 'Solo Leveling', status: 'Ongoing', thumbnail_url: 'https://img.example/12.jpg' });

  function start() {
    const toasts = recordToasts();
    const actor = createActor(editRecapMachine, { input: { toasts: toasts.ref, recapId: 12 } });
    const told: string[] = [];
    actor.on('form.left', () => told.push(`form.left after ${toasts.texts.length} toast(s)`));
    actor.start();
    const sent = server.received.length;
    const requests = () => server.received.slice(sent);
    const form = () => {
      const { seriesName, status, thumbnailUrl, loadError, saveError, thumbnailError } = actor.getSnapshot().context;
      return { seriesName, status, thumbnailUrl, loadError, saveError, thumbnailError: thumbnailError && inEnglish(thumbnailError) };
    };
    const settled = () => waitForState(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('saving'));
    return { actor, told, requests, form, settled, toasts: toasts.shown };
  }

  const empty = { seriesName: '', status: '', thumbnailUrl: '', loadError: null, saveError: null, thumbnailError: null };

  it('loads the recap with GET /recaps/:id into the fields', async () => {
    server.answerWith({ status: 200, body: stored });
    const { actor, requests, form, settled } = start();
    expect(form()).toEqual(empty);
    await settled();
    expect(requests().map((request) => `${request.method} ${request.path}`)).toEqual(['GET /recaps/12']);
    expect(actor.getSnapshot().context.recap).toEqual(stored);
    expect(form()).toEqual({ ...empty, seriesName: 'Solo Leveling', status: 'Ongoing', thumbnailUrl: 'https://img.example/12.jpg' });
  });

  it('a recap without series, status or thumbnail shows empty fields', async () => {
    server.answerWith({ status: 200, body: buildRecap(12, { series_name: null, status: null, thumbnail_url: null }) });
    const { form, settled } = start();
    await settled();
    expect(form()).toEqual(empty);
  });

  it('saves with PUT /recaps/:id, blanks as null and text trimmed, then says Recap updated and leaves', async () => {
    server.answerWith({ status: 200, body: stored });
    const { actor, requests, settled, told, toasts } = start();
    await settled();
    actor.send({ type: 'field.change', field: 'status', value: ' Completed ' });
    actor.send({ type: 'field.change', field: 'seriesName', value: '  ' });
    actor.send({ type: 'field.change', field: 'thumbnailUrl', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    await settled();
    expect(requests()[1]).toMatchObject({ method: 'PUT', path: '/recaps/12', body: { series_name: null, status: 'Completed', thumbnail_url: null } });
    expect(actor.getSnapshot().status).toBe('done');
    // The success toast is on its way before the page leaves.
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'success', text: 'Recap updated' }]);
    expect(told).toEqual(['form.left after 1 toast(s)']);
  });

  it('keeps the form with Failed to update recap. when the save fails, and clears it on the next try', async () => {
    server.answerWith({ status: 200, body: stored });
    const { actor, form, settled, told, toasts } = start();
    await settled();
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'form.submit' });
    await settled();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(inEnglish(form().saveError!)).toBe('Failed to update recap.');
    expect(toasts).toEqual([]);
    expect(told).toEqual([]);
    actor.send({ type: 'form.submit' });
    expect(form().saveError).toBeNull();
    await settled();
  });

  it('refuses a thumbnail that is not an address or a site path, says why, and forgets why when the thumbnail is edited', async () => {
    server.answerWith({ status: 200, body: stored });
    const { actor, requests, form, settled } = start();
    await settled();
    actor.send({ type: 'field.change', field: 'thumbnailUrl', value: 'javascript:alert(1)' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(form().thumbnailError).toBe(THUMBNAIL_URL_RULE);
    expect(THUMBNAIL_URL_RULE).toBe('Thumbnail URL must be an http:// or https:// address or a path on this site starting with /');
    actor.send({ type: 'field.change', field: 'status', value: 'Hiatus' });
    expect(form()).toMatchObject({ status: 'Hiatus', thumbnailError: THUMBNAIL_URL_RULE, thumbnailUrl: 'javascript:alert(1)' });
    actor.send({ type: 'field.change', field: 'thumbnailUrl', value: '/media/thumbnails/12.jpg' });
    expect(form()).toMatchObject({ thumbnailError: null, thumbnailUrl: '/media/thumbnails/12.jpg', seriesName: 'Solo Leveling' });
    expect(requests()).toHaveLength(1);
    server.answerWith({ status: 200, body: stored });
    actor.send({ type: 'form.submit' });
    await settled();
    expect(server.last()).toMatchObject({ method: 'PUT', body: { thumbnail_url: '/media/thumbnails/12.jpg', status: 'Hiatus' } });
  });

  it('a missing recap (404) is Not Found with nothing to retry', async () => {
    server.answerWith({ status: 404, body: { error: 'Recap not found' } });
    const { actor, form, settled } = start();
    await settled();
    expect(actor.getSnapshot().matches('notFound')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(form().loadError).toBeNull();
  });

  it('any other failure says Failed to fetch recap data. and Try Again loads again; Cancel leaves from there', async () => {
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const { actor, requests, form, settled, told } = start();
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(inEnglish(form().loadError!)).toBe('Failed to fetch recap data.');
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'request.retry' });
    expect(form().loadError).toBeNull();
    await settled();
    expect(requests().map((request) => request.path)).toEqual(['/recaps/12', '/recaps/12']);
    expect(inEnglish(form().loadError!)).toBe('Failed to fetch recap data.');
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['form.left after 0 toast(s)']);
  });

  it('Cancel leaves without saving', async () => {
    server.answerWith({ status: 200, body: stored });
    const { actor, requests, settled, told } = start();
    await settled();
    actor.send({ type: 'field.change', field: 'seriesName', value: 'Other' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(told).toEqual(['form.left after 0 toast(s)']);
    expect(requests().map((request) => request.method)).toEqual(['GET']);
  });
});

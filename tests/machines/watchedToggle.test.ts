import { getShortestPaths } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';
import { recapPagingMachine } from '../../src/machines/recapBrowsing';
import { selectOffersMark, selectWatched, selectWatchedSaving, WATCHED_TEXT, watchedToggleMachine } from '../../src/machines/watchedToggle';
import { buildPage, buildRecap } from '../support/factories';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { recordRecapList, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('watched toggle machine, model-based', () => {
  const machine = watchedToggleMachine.provide({ actors: { saveWatched: pendingActor<{ watched: boolean }, { recapId: number; watched: boolean }>() } });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path, from an unwatched and a watched recap, replays on a live actor and covers every state and transition', () => {
    let before: boolean | null = null;
    const report = walkModel({
      name: 'watchedToggle',
      machine,
      input: { toasts: recordToasts().ref, list: recordRecapList().ref, recapId: 7, watched: false },
      inputs: [{ toasts: recordToasts().ref, list: recordRecapList().ref, recapId: 7, watched: true }],
      // The mark is part of the state: a toggle from watched and from unwatched are two paths.
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snapshot).context.watched]),
      events: (snapshot) => [
        { type: 'watched.toggle' },
        { type: 'recap.loaded', watched: true },
        { type: 'recap.loaded', watched: false },
        { type: 'video.opened' },
        { type: 'page.returned' },
        { type: 'offer.dismiss' },
        // The server answers the mark that was asked for.
        doneEvent('saveWatched', { watched: (snapshot as Snapshot).context.watched }),
        errorEvent('saveWatched', new Error('HTTP error! status: 500')),
      ],
      check: (snapshot, path, stepIndex, emitted: AnyEventObject[]) => {
        const event = path.steps[stepIndex]?.event;
        const watched = (snapshot as Snapshot).context.watched;
        if (stepIndex === 0) before = watched;
        // A press flips the mark at once; a refusal puts back the mark from before the press.
        if (event?.type === 'watched.toggle' && snapshot.matches('saving')) expect(watched).toBe(!before);
        if (event?.type === 'xstate.error.actor.saveWatched') expect(watched).toBe(before);
        // Only a kept mark is told to whoever shows it.
        if (event?.type === 'xstate.done.actor.saveWatched') expect(emitted).toEqual([{ type: 'watched.saved', recapId: 7, watched }]);
        else expect(emitted).toEqual([]);
        if (snapshot.matches('idle')) before = watched;
        // The offer is for a recap not yet watched.
        if (snapshot.matches({ idle: 'offering' })) expect(watched).toBe(false);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('watched toggle machine, against a server', () => {
  function start(watched: boolean) {
    const toasts = recordToasts();
    const list = recordRecapList();
    const actor = createActor(watchedToggleMachine, { input: { toasts: toasts.ref, list: list.ref, recapId: 4, watched } }).start();
    const saved: AnyEventObject[] = [];
    actor.on('watched.saved', (event) => saved.push(event));
    const view = () => ({ watched: selectWatched(actor.getSnapshot()), saving: selectWatchedSaving(actor.getSnapshot()) });
    const settled = () => waitForState(actor, (snapshot) => snapshot.matches('idle'));
    return { actor, view, settled, toasts: toasts.texts, list: list.received, saved };
  }

  it('marks with POST and unmarks with DELETE, the card told at once and again with the answer', async () => {
    const { actor, view, settled, toasts, list, saved } = start(false);
    server.answerWith({ status: 200, body: { watched: true } });
    actor.send({ type: 'watched.toggle' });
    expect(view()).toEqual({ watched: true, saving: true });
    expect(list).toEqual([{ type: 'item.patch', id: 4, changes: { watched: true } }]);
    await settled();
    expect(server.last()).toMatchObject({ method: 'POST', path: '/recaps/4/watched' });
    expect(view()).toEqual({ watched: true, saving: false });

    server.answerWith({ status: 200, body: { watched: false } });
    actor.send({ type: 'watched.toggle' });
    await settled();
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/recaps/4/watched' });
    expect(view()).toEqual({ watched: false, saving: false });
    expect(list.at(-1)).toEqual({ type: 'item.patch', id: 4, changes: { watched: false } });
    expect(saved).toEqual([
      { type: 'watched.saved', recapId: 4, watched: true },
      { type: 'watched.saved', recapId: 4, watched: false },
    ]);
    expect(toasts).toEqual([]);
  });

  it('a refused mark is put back, on the card too, and said in a plain sentence', async () => {
    const { actor, view, settled, toasts, list, saved } = start(true);
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'watched.toggle' });
    expect(view()).toEqual({ watched: false, saving: true });
    await settled();
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/recaps/4/watched' });
    expect(view()).toEqual({ watched: true, saving: false });
    expect(list).toEqual([
      { type: 'item.patch', id: 4, changes: { watched: false } },
      { type: 'item.patch', id: 4, changes: { watched: true } },
    ]);
    expect(toasts).toEqual([WATCHED_TEXT.failed]);
    expect(saved).toEqual([]);
  });

  it('takes the mark the recap\'s answer says while idle, and not while a press is on its way', async () => {
    const { actor, view, settled } = start(false);
    actor.send({ type: 'recap.loaded', watched: true });
    expect(view().watched).toBe(true);
    server.answerWith({ status: 200, body: { watched: false } });
    actor.send({ type: 'watched.toggle' });
    actor.send({ type: 'recap.loaded', watched: true });
    expect(view().watched).toBe(false);
    await settled();
    expect(view()).toEqual({ watched: false, saving: false });
  });

  it('offers the mark once the member is back from the video, once per opening, and not for a watched recap', async () => {
    const { actor, view, settled } = start(false);
    const offers = () => selectOffersMark(actor.getSnapshot());
    actor.send({ type: 'page.returned' });
    expect(offers()).toBe(false);
    actor.send({ type: 'video.opened' });
    expect(offers()).toBe(false);
    actor.send({ type: 'page.returned' });
    expect(offers()).toBe(true);
    actor.send({ type: 'offer.dismiss' });
    actor.send({ type: 'page.returned' });
    expect(offers()).toBe(false);

    actor.send({ type: 'video.opened' });
    actor.send({ type: 'page.returned' });
    server.answerWith({ status: 200, body: { watched: true } });
    actor.send({ type: 'watched.toggle' });
    expect(offers()).toBe(false);
    await settled();
    expect(server.last()).toMatchObject({ method: 'POST', path: '/recaps/4/watched' });
    expect(view().watched).toBe(true);
    actor.send({ type: 'video.opened' });
    actor.send({ type: 'page.returned' });
    expect(offers()).toBe(false);
  });

  it('follows its recap\'s mark as the list says it, and no other recap\'s', async () => {
    const recaps = recapPagingMachine.provide({ actors: { fetchPage: fromPromise(async () => buildPage([buildRecap(4), buildRecap(5)])) } });
    const list = createActor(recaps, { input: { query: { filters: DEFAULT_RECAP_FILTERS, channelId: null } } }).start();
    await waitForState(list, (snapshot) => snapshot.matches('loaded'));
    const actor = createActor(watchedToggleMachine, { input: { toasts: recordToasts().ref, list, recapId: 4, watched: false, followsVideo: true } }).start();
    // The dialog's toggle of the same recap marked it: this card's toggle shows the mark.
    list.send({ type: 'item.patch', id: 4, changes: { watched: true } });
    expect(selectWatched(actor.getSnapshot())).toBe(true);
    list.send({ type: 'item.patch', id: 4, changes: { watched: false } });
    expect(selectWatched(actor.getSnapshot())).toBe(false);
    // Another recap's mark, or anything else of its own, leaves it (and an offer it is making) alone.
    actor.send({ type: 'video.opened' });
    actor.send({ type: 'page.returned' });
    list.send({ type: 'item.patch', id: 5, changes: { watched: true } });
    list.send({ type: 'item.patch', id: 4, changes: { title: 'Renamed' } });
    expect(selectOffersMark(actor.getSnapshot())).toBe(true);
    expect(selectWatched(actor.getSnapshot())).toBe(false);
    actor.stop();
    list.send({ type: 'item.patch', id: 4, changes: { watched: true } });
    expect(selectWatched(actor.getSnapshot())).toBe(false);
  });

  it('a mark set elsewhere while the video is open answers the offer', () => {
    const { actor } = start(false);
    actor.send({ type: 'video.opened' });
    actor.send({ type: 'recap.loaded', watched: true });
    actor.send({ type: 'page.returned' });
    expect(selectOffersMark(actor.getSnapshot())).toBe(false);
  });
});

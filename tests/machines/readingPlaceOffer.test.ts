import { getShortestPaths } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, emit, setup, type SnapshotFrom } from 'xstate';
import { readingPlaceOfferMachine, selectReadingPlaceOffer } from '../../src/machines/readingPlaceOffer';
import { PROGRESS_TEXT } from '../../src/machines/seriesProgress';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { inEnglish, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const watchedRecap = { type: 'recap.watched', slug: 'tower', seriesName: 'Tower of God', lastChapter: 120 } as const;

describe('reading place offer machine, model-based', () => {
  const machine = readingPlaceOfferMachine.provide({ actors: { loadFollowing: pendingActor(), moveReadingPlace: pendingActor() } });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'readingPlaceOffer',
      machine,
      input: { toasts: recordToasts().ref },
      events: [
        watchedRecap,
        { type: 'offer.accept' },
        { type: 'offer.dismiss' },
        doneEvent('loadFollowing', { followed: true, progress: 80 }),
        doneEvent('loadFollowing', { followed: true, progress: null }),
        doneEvent('loadFollowing', { followed: true, progress: 120 }),
        doneEvent('loadFollowing', { followed: false, progress: null }),
        errorEvent('loadFollowing', new Error('offline')),
        doneEvent('moveReadingPlace', { slug: 'tower', chapter: 120 }),
        errorEvent('moveReadingPlace', new Error('HTTP error! status: 500')),
      ],
      check: (snapshot) => {
        const offer = selectReadingPlaceOffer(snapshot as Snapshot);
        // An offer stands only while it is made or carried out, always for a place behind the recap's end.
        expect(offer !== null).toBe(snapshot.matches('offering') || snapshot.matches('moving'));
        const { progress } = (snapshot as Snapshot).context;
        if (offer) expect(progress === null || progress < 120).toBe(true);
        if (snapshot.matches('idle')) expect((snapshot as Snapshot).context.recap).toBeNull();
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('reading place offer machine, against a server', () => {
  function start() {
    const toasts = recordToasts();
    const actor = createActor(readingPlaceOfferMachine, { input: { toasts: toasts.ref } }).start();
    const offer = () => {
      const made = selectReadingPlaceOffer(actor.getSnapshot());
      return made && { ...made, text: inEnglish(made.text), action: inEnglish(made.action) };
    };
    const settledIn = (state: 'idle' | 'offering') => waitForState(actor, (snapshot) => snapshot.matches(state));
    return { actor, offer, settledIn, toasts: toasts.texts };
  }

  const following = (progress: number | null, slug = 'tower') => ({ status: 200, body: { data: [{ slug: 'other', progress: 500 }, { slug, progress }] } });

  it('offers to move a place behind the recap\'s last chapter, and moves it with PUT progress', async () => {
    const { actor, offer, settledIn, toasts } = start();
    server.answerWith(following(80));
    actor.send(watchedRecap);
    await settledIn('offering');
    expect(server.last()).toMatchObject({ method: 'GET', path: '/series/following' });
    expect(offer()).toEqual({
      text: 'This recap goes up to chapter 120. Move your reading place in Tower of God from chapter 80 to 120?',
      action: 'Move reading place',
      busy: false,
    });
    server.answerWith({ status: 200, body: { slug: 'tower', chapter: 120 } });
    actor.send({ type: 'offer.accept' });
    expect(offer()?.busy).toBe(true);
    await settledIn('idle');
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/series/tower/progress', body: { chapter: 120 } });
    expect(offer()).toBeNull();
    expect(toasts).toEqual(['Marked as read up to chapter 120.']);
  });

  it('works the offer out from the dialog\'s toggle: a recap of a series marked watched, with a last chapter; the toasts say how it went', async () => {
    // The toggle as the offer hears it: each mark the server kept.
    const toggle = createActor(
      setup({ types: { events: {} as { type: 'kept'; watched: boolean }, emitted: {} as { type: 'watched.saved'; watched: boolean } } }).createMachine({
        on: { kept: { actions: emit(({ event }) => ({ type: 'watched.saved' as const, watched: event.watched })) } },
      }),
    ).start();
    const recap = { series_slug: 'tower', series_name: '', title: 'Tower of God recap', chapters_covered: '100-120' };
    const toasts = recordToasts();
    const actor = createActor(readingPlaceOfferMachine, { input: { toasts: toasts.ref, marks: { toggle, recap } } }).start();
    toggle.send({ type: 'kept', watched: false });
    expect(actor.getSnapshot().value).toBe('idle');
    server.answerWith(following(80));
    toggle.send({ type: 'kept', watched: true });
    await waitForState(actor, (snapshot) => snapshot.matches('offering'));
    // A recap without a series name is named by its title.
    expect(inEnglish(selectReadingPlaceOffer(actor.getSnapshot())!.text)).toBe('This recap goes up to chapter 120. Move your reading place in Tower of God recap from chapter 80 to 120?');
    server.answerWith({ status: 200, body: { slug: 'tower', chapter: 120 } });
    actor.send({ type: 'offer.accept' });
    await waitForState(actor, (snapshot) => snapshot.matches('idle'));
    server.answerWith(following(80));
    toggle.send({ type: 'kept', watched: true });
    await waitForState(actor, (snapshot) => snapshot.matches('offering'));
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'offer.accept' });
    await waitForState(actor, (snapshot) => snapshot.matches('idle'));
    expect(toasts.shown.map(({ kind, text }) => [kind, text])).toEqual([['success', 'Marked as read up to chapter 120.'], ['error', PROGRESS_TEXT.failed]]);

    actor.stop();
    // No offer for a recap of no series, or of no known chapters.
    for (const other of [{ ...recap, series_slug: null }, { ...recap, chapters_covered: null }]) {
      const quiet = createActor(readingPlaceOfferMachine, { input: { toasts: toasts.ref, marks: { toggle, recap: other } } }).start();
      toggle.send({ type: 'kept', watched: true });
      expect(quiet.getSnapshot().value).toBe('idle');
      quiet.stop();
    }
  });

  it('offers to set a place the member has not set', async () => {
    const { actor, offer, settledIn } = start();
    server.answerWith(following(null));
    actor.send(watchedRecap);
    await settledIn('offering');
    expect(offer()).toMatchObject({ text: 'This recap goes up to chapter 120. Set your reading place in Tower of God to chapter 120?', action: 'Set reading place' });
  });

  it('makes no offer for a place already there or further, a series not followed, or when the series do not load', async () => {
    for (const answer of [following(120), following(300), following(10, 'another-series'), { status: 500, body: { error: 'Database unavailable.' } }]) {
      const { actor, offer, settledIn, toasts } = start();
      server.answerWith(answer);
      actor.send(watchedRecap);
      await settledIn('idle');
      expect(offer()).toBeNull();
      expect(toasts).toEqual([]);
    }
  });

  it('a refused move says so, and Not now leaves the place as it is', async () => {
    const { actor, settledIn, toasts } = start();
    server.answerWith(following(80));
    actor.send(watchedRecap);
    await settledIn('offering');
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'offer.accept' });
    await settledIn('idle');
    expect(toasts).toEqual([PROGRESS_TEXT.failed]);

    server.answerWith(following(80));
    actor.send(watchedRecap);
    await settledIn('offering');
    const before = server.received.length;
    actor.send({ type: 'offer.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(server.received.length).toBe(before);
  });
});

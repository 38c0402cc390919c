import { afterAll, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { appActors, quietApp, recordEvents } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { RateResponse, Recap, SeriesDetail } from '../../src/api/types';
import {
  RECAP_OPEN_FAILED,
  selectBarDialog,
  selectChosenLanguage,
  selectCoverageLanes,
  selectOpeningRecapId,
  selectSeries,
  selectSeriesLoadError,
  selectSeriesPageStatus,
  seriesPageMachine,
  selectFollow,
} from '../../src/machines/seriesPage';
import { recapDetailMachine, selectDetailRecap } from '../../src/machines/recapDetail';
import { buildRecap } from '../support/factories';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

function buildSeries(overrides: Partial<SeriesDetail> = {}): SeriesDetail {
  return {
    slug: 'tower', name: 'Tower', recap_count: 3, channel_count: 2, languages: ['en', 'ko'], latest_published_at: null, max_chapter: 60,
    thumbnail_url: null, aliases: ['Tower'], channels: [{ id: 1, name: 'One', language: 'en', recap_count: 2, ranged_count: 1 }, { id: 2, name: 'Two', language: 'ko', recap_count: 1, ranged_count: 0 }],
    coverage: [{ recap_id: 10, channel_id: 1, language: 'en', start: 1, end: 30 }], progress: null, is_following: false, ...overrides,
  };
}

const notFound = new ApiError(404, 'Series not found.', null);

describe('seriesPage machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'seriesPage',
      machine: seriesPageMachine.provide({ actors: { fetchSeries: pendingActor(), fetchRecap: pendingActor() } }),
      input: { ...quietApp(), list: recordEvents().ref, slug: 'tower', isAuthenticated: false },
      // The session still asked at the start: nothing is fetched until it knows.
      inputs: [{ ...quietApp(), list: recordEvents().ref, slug: 'tower', isAuthenticated: null }],
      check: (snapshot) => {
        const context = snapshot.context as { series: { is_following: boolean } | null };
        const follow = selectFollow(snapshot as never).getSnapshot();
        // The Follow button waits for the first series, then says what its answer says.
        if (context.series === null) expect(follow.value).toBe('waitingForSeries');
        else if (snapshot.matches('loaded')) expect([follow.value, follow.context.isFollowing]).toEqual(['idle', context.series.is_following]);
      },
      events: [
        doneEvent('fetchSeries', buildSeries()),
        doneEvent('fetchSeries', buildSeries({ is_following: true })),
        errorEvent('fetchSeries', notFound),
        errorEvent('fetchSeries', new ApiError(500, 'Down', null)),
        doneEvent('fetchRecap', buildRecap(10)),
        errorEvent('fetchRecap', new Error('offline')),
        { type: 'recap.open', recapId: 10 },
        { type: 'lanes.change', lanes: 'language' },
        { type: 'language.change', language: 'ko' },
        { type: 'session.changed', isAuthenticated: true },
      ],
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesPage machine, behaviour', () => {
  it('loads the series, opens a bar\'s recap in its dialog, and tells when the recap cannot be had', async () => {
    const { session, toasts, recorded } = appActors();
    let fail = false;
    const machine = seriesPageMachine.provide({
      actors: {
        fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => buildSeries()),
        fetchRecap: fromPromise<Recap, { recapId: number }>(async ({ input }) => {
          if (fail) throw new Error('offline');
          return buildRecap(input.recapId);
        }),
      },
    });
    const actor = createActor(machine, { input: { session, toasts, list: recordEvents().ref, slug: 'tower', isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded'));
    expect(selectSeries(actor.getSnapshot())?.name).toBe('Tower');
    actor.send({ type: 'recap.open', recapId: 10 });
    await vi.waitFor(() => expect(selectDetailRecap(selectBarDialog(actor.getSnapshot()).getSnapshot())?.id).toBe(10));
    fail = true;
    actor.send({ type: 'recap.open', recapId: 11 });
    await vi.waitFor(() => expect(recorded.texts).toEqual([RECAP_OPEN_FAILED]));
  });

  it('a rating given in a bar\'s dialog patches that recap\'s card in the page\'s recap list', async () => {
    const { session, toasts } = appActors();
    const list = recordEvents();
    const rated: RateResponse = { avg_rating: 4.25, rating_count: 9, user_rating: 5 };
    const machine = seriesPageMachine.provide({
      actors: {
        fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => buildSeries()),
        fetchRecap: fromPromise<Recap, { recapId: number }>(async ({ input }) => buildRecap(input.recapId)),
        recapDetail: recapDetailMachine.provide({ actors: { rateRecap: fromPromise<RateResponse, { recapId: number; rating: number }>(async () => rated) } }),
      },
    });
    const actor = createActor(machine, { input: { session, toasts, list: list.ref, slug: 'tower', isAuthenticated: true } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded'));
    actor.send({ type: 'recap.open', recapId: 10 });
    const dialog = selectBarDialog(actor.getSnapshot());
    await vi.waitFor(() => expect(selectDetailRecap(dialog.getSnapshot())?.id).toBe(10));
    dialog.send({ type: 'recap.rate', rating: 5 });
    await vi.waitFor(() =>
      expect(list.received).toEqual([{ type: 'item.patch', id: 10, changes: { avg_rating: 4.25, rating: 4.3, rating_count: 9, user_rating: 5 } }]),
    );
  });

  it('an unknown slug is the not-found state', async () => {
    const machine = seriesPageMachine.provide({ actors: { fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => { throw notFound; }) } });
    const actor = createActor(machine, { input: { ...quietApp(), list: recordEvents().ref, slug: 'nope', isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('notFound'));
  });
});

describe('seriesPage machine, against a server', () => {
  function page(overrides: { slug?: string; isAuthenticated?: boolean } = {}) {
    const { session, toasts, recorded } = appActors();
    const actor = createActor(seriesPageMachine, {
      input: { session, toasts, list: recordEvents().ref, slug: 'tower', isAuthenticated: false, ...overrides },
    }).start();
    return { actor, recorded };
  }
  const settled = (actor: ReturnType<typeof page>['actor']) => waitForState(actor, (snapshot) => selectSeriesPageStatus(snapshot) !== 'loading');
  const opened = (actor: ReturnType<typeof page>['actor']) => waitForState(actor, (snapshot) => selectOpeningRecapId(snapshot) === null);

  it('asks for the series of its slug and shows it, grouped by channel, no language chosen yet', async () => {
    server.answerWith({ status: 200, body: buildSeries() });
    const { actor } = page({ slug: 'solo leveling' });
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loading');
    expect(selectSeries(actor.getSnapshot())).toBeNull();
    await settled(actor);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/series/solo%20leveling', query: {} });
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectSeries(actor.getSnapshot())).toEqual(buildSeries());
    expect(selectSeriesLoadError(actor.getSnapshot())).toBeNull();
    expect(selectCoverageLanes(actor.getSnapshot())).toBe('channel');
    expect(selectChosenLanguage(actor.getSnapshot())).toBe('');
    expect(selectOpeningRecapId(actor.getSnapshot())).toBeNull();
  });

  it('groups the coverage map as asked and keeps the language chosen to continue in', async () => {
    server.answerWith({ status: 200, body: buildSeries() });
    const { actor } = page();
    await settled(actor);
    actor.send({ type: 'lanes.change', lanes: 'language' });
    actor.send({ type: 'language.change', language: 'ko' });
    expect(selectCoverageLanes(actor.getSnapshot())).toBe('language');
    expect(selectChosenLanguage(actor.getSnapshot())).toBe('ko');
  });

  it('an unknown slug is not found, not a failure', async () => {
    server.answerWith({ status: 404, body: { error: 'Series not found.' } });
    const { actor } = page({ slug: 'nope' });
    await settled(actor);
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('notFound');
    expect(selectSeriesLoadError(actor.getSnapshot())).toBeNull();
    expect(selectSeries(actor.getSnapshot())).toBeNull();
  });

  it('says the series failed in the server\'s words, or its own, and loads it again on Try Again', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor } = page();
    await settled(actor);
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('failed');
    expect(selectSeriesLoadError(actor.getSnapshot())).toBe('Database unavailable.');

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'request.retry' });
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loading');
    await settled(actor);
    expect(selectSeriesLoadError(actor.getSnapshot())).toBe('Failed to load this series. Please try again.');

    server.answerWith({ status: 200, body: buildSeries() });
    actor.send({ type: 'request.retry' });
    await settled(actor);
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectSeriesLoadError(actor.getSnapshot())).toBeNull();
    expect(server.received.slice(-3).map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill('GET /series/tower'));
  });

  it('a bar\'s recap is fetched and opens in the dialog; while it comes the bar says it is opening', async () => {
    server.answerWith({ status: 200, body: buildSeries() });
    const { actor, recorded } = page();
    await settled(actor);
    server.answerWith({ status: 200, body: buildRecap(10) });
    actor.send({ type: 'recap.open', recapId: 10 });
    expect(selectOpeningRecapId(actor.getSnapshot())).toBe(10);
    await opened(actor);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/recaps/10' });
    expect(selectDetailRecap(selectBarDialog(actor.getSnapshot()).getSnapshot())).toEqual(buildRecap(10));
    expect(recorded.texts).toEqual([]);
  });

  it('a recap that cannot be had is told with an error toast, and another bar still opens', async () => {
    server.answerWith({ status: 200, body: buildSeries() });
    const { actor, recorded } = page();
    await settled(actor);
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'recap.open', recapId: 11 });
    expect(selectOpeningRecapId(actor.getSnapshot())).toBe(11);
    await opened(actor);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/recaps/11' });
    expect(recorded.shown).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to open this recap. Please try again.' }]);
    expect(selectDetailRecap(selectBarDialog(actor.getSnapshot()).getSnapshot())).toBeNull();
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded');

    server.answerWith({ status: 200, body: buildRecap(12) });
    actor.send({ type: 'recap.open', recapId: 12 });
    await opened(actor);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/recaps/12' });
    expect(selectDetailRecap(selectBarDialog(actor.getSnapshot()).getSnapshot())?.id).toBe(12);
  });

  it('a new session loads the series again, since progress and following are the member\'s', async () => {
    server.answerWith({ status: 200, body: buildSeries() });
    const { actor } = page();
    await settled(actor);
    const before = server.received.length;
    server.answerWith({ status: 200, body: buildSeries({ progress: 12, is_following: true }) });
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loading');
    await settled(actor);
    expect(server.received.length - before).toBe(1);
    expect(selectSeries(actor.getSnapshot())).toMatchObject({ progress: 12, is_following: true });
  });
});

import { afterAll, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { appActors, inEnglish, quietApp } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { SeriesDetail } from '../../src/api/types';
import {
  selectChosenLanguage,
  selectCoverageLanes,
  selectSeries,
  selectSeriesLoadError,
  selectSeriesPageStatus,
  seriesPageMachine,
  selectFollow,
} from '../../src/machines/seriesPage';
import { NO_SERIES_LINKS } from '../../src/domain/seriesIdentity';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

function buildSeries(overrides: Partial<SeriesDetail> = {}): SeriesDetail {
  return {
    slug: 'tower', name: 'Tower', recap_count: 3, channel_count: 2, languages: ['en', 'ko'], latest_published_at: null, max_chapter: 60,
    thumbnail_url: null, cover_url: null, status: null, genres: [], synopsis: '', alt_titles: [], total_chapters: null, links: NO_SERIES_LINKS,
    aliases: ['Tower'], channels: [{ id: 1, name: 'One', language: 'en', recap_count: 2, ranged_count: 1 }, { id: 2, name: 'Two', language: 'ko', recap_count: 1, ranged_count: 0 }],
    coverage: [{ recap_id: 10, channel_id: 1, language: 'en', start: 1, end: 30 }], progress: null, is_following: false, ...overrides,
  };
}

const notFound = new ApiError(404, 'Series not found.', null);

describe('seriesPage machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'seriesPage',
      machine: seriesPageMachine.provide({ actors: { fetchSeries: pendingActor() } }),
      input: { ...quietApp(), slug: 'tower', isAuthenticated: false },
      // The session still asked at the start: nothing is fetched until it knows.
      inputs: [{ ...quietApp(), slug: 'tower', isAuthenticated: null }],
      check: (snapshot, path, stepIndex) => {
        // The map is grouped as the last address said, in every state; by channel until one says otherwise.
        const told = path.steps.slice(0, stepIndex + 1).flatMap((step) => (step.event.type === 'address.change' ? [step.event] : []));
        expect(selectCoverageLanes(snapshot as never)).toBe((told.at(-1) as { lanes?: string } | undefined)?.lanes ?? 'channel');
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
        { type: 'address.change', lanes: 'language' },
        { type: 'address.change', lanes: 'channel' },
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
  it('loads the series', async () => {
    const { session, toasts } = appActors();
    const machine = seriesPageMachine.provide({ actors: { fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => buildSeries()) } });
    const actor = createActor(machine, { input: { session, toasts, slug: 'tower', isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded'));
    expect(selectSeries(actor.getSnapshot())?.name).toBe('Tower');
  });

  it('an unknown slug is the not-found state', async () => {
    const machine = seriesPageMachine.provide({ actors: { fetchSeries: fromPromise<SeriesDetail, { slug: string }>(async () => { throw notFound; }) } });
    const actor = createActor(machine, { input: { ...quietApp(), slug: 'nope', isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('notFound'));
  });
});

describe('seriesPage machine, against a server', () => {
  function page(overrides: { slug?: string; isAuthenticated?: boolean; lanes?: 'channel' | 'language' } = {}) {
    const { session, toasts } = appActors();
    const actor = createActor(seriesPageMachine, { input: { session, toasts, slug: 'tower', isAuthenticated: false, ...overrides } }).start();
    return { actor };
  }
  const settled = (actor: ReturnType<typeof page>['actor']) => waitForState(actor, (snapshot) => selectSeriesPageStatus(snapshot) !== 'loading');

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
  });

  it('groups the coverage map as the address says and keeps the language chosen to continue in', async () => {
    server.answerWith({ status: 200, body: buildSeries() });
    const { actor } = page();
    await settled(actor);
    actor.send({ type: 'address.change', lanes: 'language' });
    actor.send({ type: 'language.change', language: 'ko' });
    expect(selectCoverageLanes(actor.getSnapshot())).toBe('language');
    expect(selectChosenLanguage(actor.getSnapshot())).toBe('ko');
  });

  it('starts grouped as the address said when the page opened, and follows the address while the series loads and after', async () => {
    server.answerWith({ status: 200, body: buildSeries() });
    const { actor } = page({ lanes: 'language' });
    expect(selectCoverageLanes(actor.getSnapshot())).toBe('language');
    // Back while the series is still asked for.
    actor.send({ type: 'address.change', lanes: 'channel' });
    expect(selectCoverageLanes(actor.getSnapshot())).toBe('channel');
    await settled(actor);
    expect(selectCoverageLanes(actor.getSnapshot())).toBe('channel');
    actor.send({ type: 'address.change', lanes: 'language' });
    expect(selectCoverageLanes(actor.getSnapshot())).toBe('language');
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
    expect(inEnglish(selectSeriesLoadError(actor.getSnapshot())!)).toBe('Database unavailable.');

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'request.retry' });
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loading');
    await settled(actor);
    expect(selectSeriesLoadError(actor.getSnapshot())).toEqual({ id: 'series.loadOneFailedDetail' });
    expect(inEnglish(selectSeriesLoadError(actor.getSnapshot())!)).toBe('Failed to load this series. Please try again.');

    server.answerWith({ status: 200, body: buildSeries() });
    actor.send({ type: 'request.retry' });
    await settled(actor);
    expect(selectSeriesPageStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectSeriesLoadError(actor.getSnapshot())).toBeNull();
    expect(server.received.slice(-3).map((request) => `${request.method} ${request.path}`)).toEqual(Array(3).fill('GET /series/tower'));
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

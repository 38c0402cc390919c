import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, loadingSession, recordEvents } from './support/appActors';
import { member } from './support/sessionModel';
import { buildPage, buildRecap } from '../support/factories';
import type { Shelf, ShelfSeries, User } from '../../src/api/types';
import { selectItems } from '../../src/machines/paging';
import { sessionMachine } from '../../src/machines/session';
import {
  selectFollowingStatus,
  selectLastVisitAt,
  selectShelfError,
  selectShelfSeries,
  selectShelfView,
  shelfNewPagingMachine,
  shelfPageMachine,
} from '../../src/machines/shelfPage';
import { pretendPageOrigin, startRecordingServer, type ReceivedRequest } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const tower: ShelfSeries = {
  slug: 'tower-of-god',
  name: 'Tower of God',
  cover_url: null,
  status: 'watching',
  progress: 120,
  max_chapter: 180,
  latest_published_at: '2026-11-27T10:00:00.000Z',
  new_count: 2,
  continue_with: { id: 7, title: 'Tower of God 121-140', language: 'en', chapters_covered: '121-140', chapter_start: 121, chapter_end: 140 },
};

describe('shelfPage machine, model-based', () => {
  it('every generated path (a session known or not yet) replays on a live actor and covers every state and transition', () => {
    const badge = recordEvents();
    const report = walkModel({
      name: 'shelfPage',
      machine: shelfPageMachine.provide({
        actors: { fetchFollowing: pendingActor(), newRecapsPaging: shelfNewPagingMachine.provide({ actors: { fetchPage: pendingActor() } }) },
      }),
      input: { session: loadingSession(), shelfBadge: badge.ref, isAuthenticated: null, languages: [] },
      inputs: [
        { session: loadingSession(), shelfBadge: badge.ref, isAuthenticated: true, languages: [] },
        { session: loadingSession(), shelfBadge: badge.ref, isAuthenticated: false, languages: [] },
      ],
      events: [
        { type: 'session.changed', isAuthenticated: true },
        { type: 'session.changed', isAuthenticated: false },
        { type: 'status.filter', status: 'paused' },
        { type: 'status.filter', status: null },
        doneEvent('fetchFollowing', { lastVisitAt: '2026-11-20T10:00:00.000Z', series: [tower] }),
        errorEvent('fetchFollowing', new Error('offline')),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.isAuthenticated, snapshot.context.status]),
      check: (snapshot) => {
        // A visitor or a person not known yet has no series on screen, nor any error.
        if (!snapshot.matches('member')) expect([selectShelfSeries(snapshot as never), selectShelfError(snapshot as never)]).toEqual([[], null]);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

function settledSession(user: User | null) {
  return createActor(
    sessionMachine.provide({
      actors: { fetchCurrentUser: fromPromise(async () => user) },
    }),
  ).start();
}

function shelfAnswer(request: ReceivedRequest): Shelf {
  const page = Number(request.query.page);
  const status = request.query.status;
  return {
    last_visit_at: '2026-11-20T10:00:00.000Z',
    new: buildPage(page === 1 ? [buildRecap(1), buildRecap(2)] : [buildRecap(3)], 3, page === 1),
    series: status === undefined || status === tower.status ? [tower] : [],
  };
}

describe('shelfPage machine, against a server', () => {
  beforeEach(() => {
    server.received.length = 0;
    server.answerWith((request) => ({ status: 200, body: shelfAnswer(request) }));
  });

  function start(user: User | null) {
    const badge = recordEvents();
    const session = settledSession(user);
    const actor = createActor(shelfPageMachine, { input: { session, shelfBadge: badge.ref, isAuthenticated: null, languages: ['en'] } }).start();
    return { actor, badge, session };
  }
  const loaded = (actor: ReturnType<typeof start>['actor']) => waitForState(actor, (snapshot) => selectFollowingStatus(snapshot) !== 'loading');
  const newLoaded = (actor: ReturnType<typeof start>['actor']) =>
    waitForState(actor.getSnapshot().context.newRecaps, (snapshot) => snapshot.matches('loaded') || snapshot.matches('failed'));

  it('asks a visitor to log in and asks the server nothing', async () => {
    const { actor } = start(null);
    await waitForState(actor, (snapshot) => selectShelfView(snapshot) === 'visitor');
    expect(server.received).toEqual([]);
  });

  it('loads what is new page by page and the followed series on their own call', async () => {
    const { actor } = start(member);
    await loaded(actor);
    await newLoaded(actor);
    // The series are asked with the reader's languages (their continuing recaps are chosen in them).
    expect(server.received.map((request) => request.query).sort((a, b) => Number(a.limit) - Number(b.limit))).toEqual([
      { page: '1', limit: '1', languages: 'en' },
      { page: '1', limit: '20' },
    ]);
    expect(selectShelfSeries(actor.getSnapshot())).toEqual([tower]);
    expect(selectLastVisitAt(actor.getSnapshot())).toBe('2026-11-20T10:00:00.000Z');
    const paging = actor.getSnapshot().context.newRecaps;
    expect(selectItems(paging.getSnapshot()).map((recap) => recap.id)).toEqual([1, 2]);

    paging.send({ type: 'list.loadMore' });
    await waitForState(paging, (snapshot) => snapshot.matches('loaded') && snapshot.context.items.length === 3);
    expect(server.last().query).toEqual({ page: '2', limit: '20' });
  });

  it('filters the followed series by list status, and all of them again', async () => {
    const { actor } = start(member);
    await loaded(actor);
    actor.send({ type: 'status.filter', status: 'paused' });
    expect(selectFollowingStatus(actor.getSnapshot())).toBe('loading');
    await loaded(actor);
    expect(server.received.at(-1)?.query).toEqual({ page: '1', limit: '1', languages: 'en', status: 'paused' });
    expect(selectShelfSeries(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'status.filter', status: null });
    await loaded(actor);
    expect(server.received.at(-1)?.query).toEqual({ page: '1', limit: '1', languages: 'en' });
    expect(selectShelfSeries(actor.getSnapshot())).toEqual([tower]);
  });

  it('says when the series could not be loaded, in the server\'s words or its own, and asks again on Try Again', async () => {
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const { actor } = start(member);
    await loaded(actor);
    expect(inEnglish(selectShelfError(actor.getSnapshot())!)).toBe('Failed to load the series you follow. Please try again.');
    await newLoaded(actor);
    expect(inEnglish(actor.getSnapshot().context.newRecaps.getSnapshot().context.error!)).toBe('Failed to load what is new. Please try again.');

    server.answerWith((request) => ({ status: 200, body: shelfAnswer(request) }));
    actor.send({ type: 'request.retry' });
    await loaded(actor);
    expect(selectFollowingStatus(actor.getSnapshot())).toBe('loaded');
  });

  it('tells the badge the shelf was left once it was seen, and only then', async () => {
    const seen = start(member);
    await loaded(seen.actor);
    expect(seen.badge.received).toEqual([]);
    seen.actor.stop();
    expect(seen.badge.received).toEqual([{ type: 'shelf.left' }]);

    // Left while it was still loading: nothing was seen, nothing is recorded.
    server.answerWith(() => new Promise(() => {}));
    const unseen = start(member);
    await waitForState(unseen.actor, (snapshot) => selectShelfView(snapshot) === 'member');
    unseen.actor.stop();
    expect(unseen.badge.received).toEqual([]);
  });

  it('records nothing when the session ended while on the shelf', async () => {
    const { actor, badge, session } = start(member);
    await loaded(actor);
    session.send({ type: 'session.expired' });
    await waitForState(actor, (snapshot) => selectShelfView(snapshot) === 'visitor');
    expect(badge.received).toEqual([]);
  });
});

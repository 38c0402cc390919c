import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { loadingSession } from './support/appActors';
import { member } from './support/sessionModel';
import type { User } from '../../src/api/types';
import { sessionMachine } from '../../src/machines/session';
import { selectShelfNewCount, shelfBadgeMachine } from '../../src/machines/shelfBadge';
import { pretendPageOrigin, startRecordingServer, type ReceivedRequest } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

// The badge's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('shelfBadge machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'shelfBadge',
      machine: shelfBadgeMachine.provide({ actors: { fetchNewCount: pendingActor<number>(), recordVisit: pendingActor() } }),
      input: { session: loadingSession() },
      events: [
        { type: 'session.changed', isAuthenticated: true },
        { type: 'session.changed', isAuthenticated: false },
        doneEvent('fetchNewCount', 4),
        errorEvent('fetchNewCount', new Error('offline')),
        doneEvent('recordVisit', { last_visit_at: '2026-11-28T10:00:00.000Z' }),
        errorEvent('recordVisit', new Error('offline')),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.count]),
      check: (snapshot) => {
        // A visitor, or a person not known yet, has nothing new; a member's shelf visit starts from nothing new.
        if (!snapshot.matches('member')) expect(selectShelfNewCount(snapshot as never)).toBe(0);
        if (snapshot.matches({ member: 'recordingVisit' })) expect(selectShelfNewCount(snapshot as never)).toBe(0);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

/** A session that knows who is there at once: `user`, or nobody. */
function settledSession(user: User | null) {
  return createActor(
    sessionMachine.provide({
      actors: { fetchCurrentUser: fromPromise(async () => user) },
    }),
  ).start();
}

const counted = (actor: ReturnType<typeof start>) => waitForState(actor, (snapshot) => snapshot.matches({ member: 'counted' }));
function start(user: User | null) {
  return createActor(shelfBadgeMachine, { input: { session: settledSession(user) } }).start();
}

describe('shelfBadge machine, against a server', () => {
  let newCount = 0;
  beforeEach(() => {
    server.received.length = 0;
    newCount = 3;
    server.answerWith((request: ReceivedRequest) => {
      if (request.path === '/shelf/visit') {
        newCount = 0;
        return { status: 200, body: { last_visit_at: '2026-11-28T10:00:00.000Z' } };
      }
      return { status: 200, body: { count: newCount } };
    });
  });

  it('asks nothing for a visitor, and shows nothing', async () => {
    const actor = start(null);
    await waitForState(actor, (snapshot) => snapshot.matches('visitor'));
    expect(server.received).toEqual([]);
    expect(selectShelfNewCount(actor.getSnapshot())).toBe(0);
  });

  it('counts a member\'s new recaps once the session knows them, and again when asked', async () => {
    const actor = start(member);
    await counted(actor);
    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /shelf/new-count']);
    expect(selectShelfNewCount(actor.getSnapshot())).toBe(3);

    newCount = 5;
    actor.send({ type: 'badge.refresh' });
    expect(actor.getSnapshot().matches({ member: 'counting' })).toBe(true);
    await counted(actor);
    expect(selectShelfNewCount(actor.getSnapshot())).toBe(5);
  });

  it('records the visit when the member leaves the shelf, shows nothing new at once, then counts again', async () => {
    const actor = start(member);
    await counted(actor);
    actor.send({ type: 'shelf.left' });
    expect(selectShelfNewCount(actor.getSnapshot())).toBe(0);
    await counted(actor);
    expect(server.received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /shelf/new-count',
      'POST /shelf/visit',
      'GET /shelf/new-count',
    ]);
    expect(selectShelfNewCount(actor.getSnapshot())).toBe(0);
  });

  it('keeps the last count when counting fails: the badge is a hint', async () => {
    const actor = start(member);
    await counted(actor);
    server.answerWith({ status: 503, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'badge.refresh' });
    await counted(actor);
    expect(selectShelfNewCount(actor.getSnapshot())).toBe(3);
  });
});

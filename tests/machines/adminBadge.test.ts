import { getShortestPaths } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { loadingSession } from './support/appActors';
import { admin } from './support/sessionModel';
import type { User } from '../../src/api/types';
import { adminBadgeMachine, selectPendingSuggestions } from '../../src/machines/adminBadge';
import { sessionMachine } from '../../src/machines/session';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

// The badge's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('adminBadge machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'adminBadge',
      machine: adminBadgeMachine.provide({ actors: { countPendingSuggestions: pendingActor<number>() } }),
      input: { session: loadingSession() },
      events: [doneEvent('countPendingSuggestions', 3), errorEvent('countPendingSuggestions', new Error('offline')), { type: 'suggestions.changed' }],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.pending]),
      check: (snapshot, path, stepIndex) => {
        // The count shown is the last answer's: a failed count shows none, and a recount keeps the last until answered.
        const answers = path.steps.slice(0, stepIndex + 1).map((step) => step.event).filter((event) => event.type.includes('countPendingSuggestions'));
        const last = answers.at(-1);
        expect(selectPendingSuggestions(snapshot as never)).toBe(last?.type.startsWith('xstate.done') ? 3 : 0);
      },
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

/** A session that knows the administrator at once. */
function signedInAdmin() {
  return createActor(sessionMachine.provide({ actors: { fetchCurrentUser: fromPromise<User | null>(async () => admin) } })).start();
}

describe('adminBadge machine, against a server', () => {
  it('counts the suggestions waiting, counts again when the session tells of a decided review, and shows none when the count fails', async () => {
    const session = signedInAdmin();
    await waitForState(session, (snapshot) => snapshot.matches('authenticated'));
    server.answerWith({ status: 200, body: { count: 3 } });
    const sent = server.received.length;
    const actor = createActor(adminBadgeMachine, { input: { session } }).start();
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(selectPendingSuggestions(actor.getSnapshot())).toBe(0);
    await waitForState(actor, (snapshot) => snapshot.matches('counted'));
    expect(selectPendingSuggestions(actor.getSnapshot())).toBe(3);

    server.answerWith({ status: 200, body: { count: 2 } });
    session.send({ type: 'suggestions.changed' });
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    await waitForState(actor, (snapshot) => snapshot.matches('counted'));
    expect(selectPendingSuggestions(actor.getSnapshot())).toBe(2);

    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    session.send({ type: 'suggestions.changed' });
    await waitForState(actor, (snapshot) => snapshot.matches('counted'));
    expect(selectPendingSuggestions(actor.getSnapshot())).toBe(0);
    expect(server.received.slice(sent).map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /suggestions/admin/pending/count',
      'GET /suggestions/admin/pending/count',
      'GET /suggestions/admin/pending/count',
    ]);
    actor.stop();
    session.stop();
  });

  it('counts again when a review is decided while the count is being read: the first answer may predate it', async () => {
    const session = signedInAdmin();
    await waitForState(session, (snapshot) => snapshot.matches('authenticated'));
    server.answerWith({ status: 200, body: { count: 4 } });
    const sent = server.received.length;
    const actor = createActor(adminBadgeMachine, { input: { session } }).start();
    session.send({ type: 'suggestions.changed' });
    await waitForState(actor, (snapshot) => snapshot.matches('counted'));
    expect(selectPendingSuggestions(actor.getSnapshot())).toBe(4);
    expect(server.received.slice(sent).map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /suggestions/admin/pending/count',
      'GET /suggestions/admin/pending/count',
    ]);
    actor.stop();
    session.stop();
  });
});

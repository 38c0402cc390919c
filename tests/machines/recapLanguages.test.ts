import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { getShortestPaths } from '@xstate/graph';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { recapLanguagesMachine, selectLanguageCounts } from '../../src/machines/recapLanguages';
import { waitForState } from './support/waitForState';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const counts = [{ language: 'en', recaps: 120 }, { language: 'ko', recaps: 7 }];

// Issue 18, item 24: the language filter offers the languages present, with counts.
describe('recapLanguages machine', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'recapLanguages',
      machine: recapLanguagesMachine.provide({ actors: { loadCounts: pendingActor() } }),
      events: [doneEvent('loadCounts', counts), errorEvent('loadCounts', new Error('offline'))],
      check: (snapshot, path, stepIndex) => {
        const answered = path.steps[stepIndex]?.event.type === 'xstate.done.actor.loadCounts';
        expect(selectLanguageCounts(snapshot)).toEqual(answered ? counts : null);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('recapLanguages machine, against a server', () => {
  it('asks for the language counts and offers them once they come, the full list until then', async () => {
    server.answerWith({ status: 200, body: counts });
    const actor = createActor(recapLanguagesMachine).start();
    expect(selectLanguageCounts(actor.getSnapshot())).toBeNull();
    await waitForState(actor, (snapshot) => snapshot.matches('ready'));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/recaps/language-counts', query: {} });
    expect(selectLanguageCounts(actor.getSnapshot())).toEqual(counts);
  });

  it('keeps the full list when the call fails, and asks only once', async () => {
    const before = server.received.length;
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const actor = createActor(recapLanguagesMachine).start();
    await waitForState(actor, (snapshot) => snapshot.matches('ready'));
    expect(selectLanguageCounts(actor.getSnapshot())).toBeNull();
    expect(server.received.length - before).toBe(1);
  });
});

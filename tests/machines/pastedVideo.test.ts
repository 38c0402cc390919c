import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { getShortestPaths } from '@xstate/graph';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildPage, buildRecap } from '../support/factories';
import { pastedVideoMachine, selectPastedRecap } from '../../src/machines/pastedVideo';
import { waitForState } from './support/waitForState';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const found = buildRecap(4, { video_id: 'abcdefghijk' });

describe('pastedVideo machine', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'pastedVideo',
      machine: pastedVideoMachine.provide({ actors: { findRecap: pendingActor() } }),
      input: { videoId: 'abcdefghijk' },
      events: [doneEvent('findRecap', found), errorEvent('findRecap', new Error('offline'))],
      check: (snapshot, path, stepIndex) => {
        const answered = path.steps[stepIndex]?.event.type === 'xstate.done.actor.findRecap';
        expect(selectPastedRecap(snapshot)).toEqual(answered ? found : null);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('pastedVideo machine, against a server', () => {
  it('searches the whole catalogue for the video, with no filter, and keeps the recap of that very video', async () => {
    server.answerWith({ status: 200, body: buildPage([buildRecap(3, { video_id: 'other-video' }), found]) });
    const actor = createActor(pastedVideoMachine, { input: { videoId: 'abcdefghijk' } }).start();
    await waitForState(actor, (snapshot) => snapshot.matches('settled'));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/recaps', query: { page: '1', search: 'abcdefghijk' } });
    expect(selectPastedRecap(actor.getSnapshot())).toEqual(found);
  });

  it('finds nothing when no recap of the catalogue is of that video, or the call fails', async () => {
    for (const answer of [{ status: 200, body: buildPage([buildRecap(3)]) }, { status: 500, body: { error: 'Database unavailable.' } }]) {
      server.answerWith(answer);
      const actor = createActor(pastedVideoMachine, { input: { videoId: 'abcdefghijk' } }).start();
      await waitForState(actor, (snapshot) => snapshot.matches('settled'));
      expect(selectPastedRecap(actor.getSnapshot())).toBeNull();
    }
  });
});

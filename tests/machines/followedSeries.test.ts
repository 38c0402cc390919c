import { afterAll, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';
import { inEnglish } from './support/appActors';
import type { FollowedSeries } from '../../src/api/types';
import {
  followedSeriesMachine,
  selectFollowedError,
  selectFollowedLoading,
  selectFollowedSeries,
} from '../../src/machines/followedSeries';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('followedSeries machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'followedSeries',
      machine: followedSeriesMachine.provide({ actors: { fetchFollowed: pendingActor() } }),
      events: [doneEvent('fetchFollowed', []), errorEvent('fetchFollowed', new Error('offline')), { type: 'request.retry' }],
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('followedSeries machine, against a server', () => {
  const followed = [{ slug: 'tower', name: 'Tower', progress: 12 }] as FollowedSeries[];

  it('asks for the followed series and lists them, loading until they come', async () => {
    server.answerWith({ status: 200, body: { data: followed } });
    const actor = createActor(followedSeriesMachine).start();
    expect(selectFollowedLoading(actor.getSnapshot())).toBe(true);
    await waitForState(actor, (snapshot) => !selectFollowedLoading(snapshot));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/series/following' });
    expect(selectFollowedSeries(actor.getSnapshot())).toEqual(followed);
    expect(selectFollowedError(actor.getSnapshot())).toBeNull();
  });

  it('says the list failed in the server\'s words, or its own, and loads it again on retry', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const actor = createActor(followedSeriesMachine).start();
    await waitForState(actor, (snapshot) => snapshot.matches('failed'));
    expect(inEnglish(selectFollowedError(actor.getSnapshot())!)).toBe('Database unavailable.');
    expect(selectFollowedSeries(actor.getSnapshot())).toEqual([]);

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'request.retry' });
    expect(selectFollowedLoading(actor.getSnapshot())).toBe(true);
    await waitForState(actor, (snapshot) => snapshot.matches('failed'));
    expect(inEnglish(selectFollowedError(actor.getSnapshot())!)).toBe('Failed to load the series you follow. Please try again.');

    server.answerWith({ status: 200, body: { data: followed } });
    actor.send({ type: 'request.retry' });
    await waitForState(actor, (snapshot) => snapshot.matches('loaded'));
    expect(selectFollowedSeries(actor.getSnapshot())).toEqual(followed);
    expect(selectFollowedError(actor.getSnapshot())).toBeNull();
  });
});

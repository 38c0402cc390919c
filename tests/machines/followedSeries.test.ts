import { describe } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { it } from 'vitest';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { followedSeriesMachine } from '../../src/machines/followedSeries';

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

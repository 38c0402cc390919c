import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { expectFullCoverage, walkModel } from './support/modelWalk';
import { pageChunkMachine } from '../../src/machines/pageChunk';
import { selectSlow, SLOW_ANSWER_MS } from '../../src/machines/shared/slowAnswer';

describe('pageChunk machine, model-based', () => {
  it('reaches the slow state and Try Again on a live actor', () => {
    const report = walkModel({ name: 'pageChunk', machine: pageChunkMachine });
    expectFullCoverage(report);
    expect([...report.stateIds].sort()).toEqual(['pageChunk', 'pageChunk.loading', 'pageChunk.loading.slow', 'pageChunk.loading.waiting']);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('pageChunk machine, behaviour', () => {
  it('is slow after 8 s, not before, and Try Again waits 8 s anew', () => {
    const clock = new SimulatedClock();
    const actor = createActor(pageChunkMachine, { clock }).start();
    clock.increment(SLOW_ANSWER_MS - 1);
    expect(selectSlow(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectSlow(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'request.retry' });
    expect(selectSlow(actor.getSnapshot())).toBe(false);
    clock.increment(SLOW_ANSWER_MS);
    expect(selectSlow(actor.getSnapshot())).toBe(true);
  });
});

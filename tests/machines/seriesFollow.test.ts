import { describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { appActors, quietApp } from './support/appActors';
import type { SeriesFollowChanged } from '../../src/api/types';
import { FOLLOW_TEXT, selectIsFollowing, seriesFollowMachine } from '../../src/machines/seriesFollow';

describe('seriesFollow machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'seriesFollow',
      machine: seriesFollowMachine.provide({ actors: { changeFollow: pendingActor() } }),
      input: { ...quietApp(), slug: 'tower', isFollowing: false, isAuthenticated: false },
      events: [
        { type: 'follow.toggle' },
        { type: 'session.changed', isAuthenticated: true },
        doneEvent('changeFollow', { slug: 'tower', is_following: true }),
        errorEvent('changeFollow', new Error('offline')),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.isAuthenticated]),
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesFollow machine, behaviour', () => {
  it('tells a visitor to log in, and a member follows and unfollows', async () => {
    const { session, toasts, recorded } = appActors();
    const machine = seriesFollowMachine.provide({
      actors: { changeFollow: fromPromise<SeriesFollowChanged, { slug: string; follow: boolean }>(async ({ input }) => ({ slug: input.slug, is_following: input.follow })) },
    });
    const actor = createActor(machine, { input: { session, toasts, slug: 'tower', isFollowing: false, isAuthenticated: false } }).start();
    actor.send({ type: 'follow.toggle' });
    expect(recorded.texts).toEqual([FOLLOW_TEXT.loginRequired]);
    actor.send({ type: 'session.changed', isAuthenticated: true });
    actor.send({ type: 'follow.toggle' });
    await vi.waitFor(() => expect(selectIsFollowing(actor.getSnapshot())).toBe(true));
    actor.send({ type: 'follow.toggle' });
    await vi.waitFor(() => expect(selectIsFollowing(actor.getSnapshot())).toBe(false));
    expect(recorded.texts).toEqual([FOLLOW_TEXT.loginRequired, FOLLOW_TEXT.followed, FOLLOW_TEXT.unfollowed]);
  });
});

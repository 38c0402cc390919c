import { afterAll, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { appActors, quietApp } from './support/appActors';
import type { SeriesFollowChanged } from '../../src/api/types';
import { FOLLOW_TEXT, selectFollowBusy, selectIsFollowing, seriesFollowMachine } from '../../src/machines/seriesFollow';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('seriesFollow machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'seriesFollow',
      machine: seriesFollowMachine.provide({ actors: { changeFollow: pendingActor() } }),
      input: { ...quietApp(), slug: 'tower', isFollowing: false, isAuthenticated: false },
      // Made by the series page before its series has loaded: it waits to be told.
      inputs: [{ ...quietApp(), slug: 'tower', isFollowing: null, isAuthenticated: true }],
      events: [
        { type: 'follow.toggle' },
        { type: 'series.loaded', isFollowing: true },
        { type: 'session.changed', isAuthenticated: true },
        doneEvent('changeFollow', { slug: 'tower', is_following: true }),
        errorEvent('changeFollow', new Error('offline')),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.isAuthenticated]),
      check: (snapshot) => {
        // Busy (no toggle to press) while a change is sent or the series that says the following is loaded again.
        expect(selectFollowBusy(snapshot as never)).toBe(!snapshot.matches('idle'));
      },
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesFollow machine, behaviour', () => {
  it('a new session waits for the series loaded again: an answer for the last person is dropped, the button busy until told', async () => {
    const { session, toasts } = appActors();
    const answers: ((changed: SeriesFollowChanged) => void)[] = [];
    const machine = seriesFollowMachine.provide({
      actors: { changeFollow: fromPromise<SeriesFollowChanged, { slug: string; follow: boolean }>(() => new Promise((resolve) => answers.push(resolve))) },
    });
    const actor = createActor(machine, { input: { session, toasts, slug: 'tower', isFollowing: null, isAuthenticated: true } }).start();
    expect([selectFollowBusy(actor.getSnapshot()), selectIsFollowing(actor.getSnapshot())]).toEqual([true, false]);
    actor.send({ type: 'series.loaded', isFollowing: false });
    actor.send({ type: 'follow.toggle' });
    actor.send({ type: 'session.changed', isAuthenticated: true });
    answers[0]({ slug: 'tower', is_following: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([selectFollowBusy(actor.getSnapshot()), selectIsFollowing(actor.getSnapshot())]).toEqual([true, false]);
    actor.send({ type: 'series.loaded', isFollowing: true });
    expect([selectFollowBusy(actor.getSnapshot()), selectIsFollowing(actor.getSnapshot())]).toEqual([false, true]);
  });

  it('each later load of the series says the follow again (a retry after a failure, a follow from another tab)', () => {
    const { session, toasts } = appActors();
    const actor = createActor(seriesFollowMachine, { input: { session, toasts, slug: 'tower', isFollowing: false, isAuthenticated: true } }).start();
    actor.send({ type: 'series.loaded', isFollowing: false });
    expect([selectFollowBusy(actor.getSnapshot()), selectIsFollowing(actor.getSnapshot())]).toEqual([false, false]);
    actor.send({ type: 'series.loaded', isFollowing: true });
    expect([selectFollowBusy(actor.getSnapshot()), selectIsFollowing(actor.getSnapshot())]).toEqual([false, true]);
  });

  it('tells a visitor to log in, and a member follows and unfollows', async () => {
    const { session, toasts, recorded } = appActors();
    const machine = seriesFollowMachine.provide({
      actors: { changeFollow: fromPromise<SeriesFollowChanged, { slug: string; follow: boolean }>(async ({ input }) => ({ slug: input.slug, is_following: input.follow })) },
    });
    const actor = createActor(machine, { input: { session, toasts, slug: 'tower', isFollowing: false, isAuthenticated: false } }).start();
    actor.send({ type: 'follow.toggle' });
    expect(recorded.texts).toEqual([FOLLOW_TEXT.loginRequired]);
    actor.send({ type: 'session.changed', isAuthenticated: true });
    actor.send({ type: 'series.loaded', isFollowing: false });
    actor.send({ type: 'follow.toggle' });
    await vi.waitFor(() => expect(selectIsFollowing(actor.getSnapshot())).toBe(true));
    actor.send({ type: 'follow.toggle' });
    await vi.waitFor(() => expect(selectIsFollowing(actor.getSnapshot())).toBe(false));
    expect(recorded.texts).toEqual([FOLLOW_TEXT.loginRequired, FOLLOW_TEXT.followed, FOLLOW_TEXT.unfollowed]);
  });
});

describe('seriesFollow machine, against a server', () => {
  function follower(overrides: { slug?: string; isFollowing?: boolean; isAuthenticated?: boolean } = {}) {
    const { session, toasts, recorded } = appActors();
    const actor = createActor(seriesFollowMachine, {
      input: { session, toasts, slug: 'tower', isFollowing: false, isAuthenticated: true, ...overrides },
    }).start();
    return { actor, recorded };
  }

  it('tells a visitor to log in and sends nothing', () => {
    const before = server.received.length;
    const { actor, recorded } = follower({ isAuthenticated: false });
    actor.send({ type: 'follow.toggle' });
    expect(recorded.shown).toEqual([{ type: 'toast.show', kind: 'info', text: 'Please log in to follow series.' }]);
    expect(selectFollowBusy(actor.getSnapshot())).toBe(false);
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false);
    expect(server.received.length).toBe(before);
  });

  it('a member follows the series with a POST, busy until the answer, and is told so', async () => {
    server.answerWith({ status: 200, body: { slug: 'tower', is_following: true } });
    const { actor, recorded } = follower();
    expect(selectFollowBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'follow.toggle' });
    expect(selectFollowBusy(actor.getSnapshot())).toBe(true);
    await waitForState(actor, (snapshot) => !selectFollowBusy(snapshot));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/series/tower/follow', query: {} });
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true);
    expect(recorded.shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'You now follow this series.' }]);
  });

  it('a follower unfollows with a DELETE, and the answer decides what is shown', async () => {
    server.answerWith({ status: 200, body: { slug: 'tower', is_following: false } });
    const { actor, recorded } = follower({ isFollowing: true });
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'follow.toggle' });
    await waitForState(actor, (snapshot) => !selectFollowBusy(snapshot));
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/series/tower/follow' });
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false);
    expect(recorded.shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'You no longer follow this series.' }]);
  });

  it('a second click while the first is on its way sends nothing more', async () => {
    server.answerWith({ status: 200, body: { slug: 'tower', is_following: true } });
    const before = server.received.length;
    const { actor } = follower();
    actor.send({ type: 'follow.toggle' });
    actor.send({ type: 'follow.toggle' });
    await waitForState(actor, (snapshot) => !selectFollowBusy(snapshot));
    expect(server.received.length - before).toBe(1);
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true);
  });

  it('a failed change is told with an error toast and leaves the follow as it was', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor, recorded } = follower({ isFollowing: true });
    actor.send({ type: 'follow.toggle' });
    await waitForState(actor, (snapshot) => !selectFollowBusy(snapshot));
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true);
    expect(recorded.shown).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to update follow status. Please try again.' }]);
  });

  it('a new session forgets the follow until the series says it; a member who logs in can follow, one who logs out is told to log in', async () => {
    server.answerWith({ status: 200, body: { slug: 'tower', is_following: true } });
    const { actor, recorded } = follower({ isFollowing: true, isAuthenticated: false });
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'series.loaded', isFollowing: false });
    actor.send({ type: 'follow.toggle' });
    await waitForState(actor, (snapshot) => !selectFollowBusy(snapshot));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/series/tower/follow' });
    expect(selectIsFollowing(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(selectIsFollowing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'series.loaded', isFollowing: false });
    actor.send({ type: 'follow.toggle' });
    expect(selectFollowBusy(actor.getSnapshot())).toBe(false);
    expect(recorded.texts).toEqual([FOLLOW_TEXT.followed, FOLLOW_TEXT.loginRequired]);
  });

  it('follows the series it was given', async () => {
    server.answerWith({ status: 200, body: { slug: 'solo-leveling', is_following: true } });
    const { actor } = follower({ slug: 'solo-leveling' });
    actor.send({ type: 'follow.toggle' });
    await waitForState(actor, (snapshot) => !selectFollowBusy(snapshot));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/series/solo-leveling/follow' });
  });
});

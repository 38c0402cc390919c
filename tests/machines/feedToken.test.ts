import { describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { recordToasts } from './support/appActors';
import type { FeedTokenCreated, FeedTokenStatus } from '../../src/api/types';
import { FEED_TOKEN_TEXT, feedTokenMachine, selectFeedTokenActive, selectFeedTokenStep, selectFeedUrl } from '../../src/machines/feedToken';

describe('feedToken machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'feedToken',
      machine: feedTokenMachine.provide({ actors: { fetchStatus: pendingActor(), createToken: pendingActor(), copyText: pendingActor() } }),
      input: { toasts: recordToasts().ref },
      events: [
        doneEvent('fetchStatus', { active: false, created_at: null }),
        errorEvent('fetchStatus', new Error('offline')),
        doneEvent('createToken', { token: 't', url: 'http://localhost/feeds/following/t.atom' }),
        errorEvent('createToken', new Error('offline')),
        doneEvent('copyText'),
        errorEvent('copyText', new Error('denied')),
      ],
    });
    expectFullCoverage(report);
    // Every shortest path @xstate/graph finds to each state was replayed on a live actor.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('feedToken machine, behaviour', () => {
  it('says whether an address exists, makes one, shows it once and copies it', async () => {
    const toasts = recordToasts();
    const copied: string[] = [];
    const machine = feedTokenMachine.provide({
      actors: {
        fetchStatus: fromPromise<FeedTokenStatus>(async () => ({ active: false, created_at: null })),
        createToken: fromPromise<FeedTokenCreated>(async () => ({ token: 'abc', url: 'http://app/feeds/following/abc.atom' })),
        copyText: fromPromise<void, { text: string }>(async ({ input }) => void copied.push(input.text)),
      },
    });
    const actor = createActor(machine, { input: { toasts: toasts.ref } }).start();
    await vi.waitFor(() => expect(selectFeedTokenStep(actor.getSnapshot())).toBe('ready'));
    expect(selectFeedTokenActive(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'feedToken.create' });
    await vi.waitFor(() => expect(selectFeedUrl(actor.getSnapshot())).toBe('http://app/feeds/following/abc.atom'));
    expect(selectFeedTokenActive(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'feedToken.copy' });
    await vi.waitFor(() => expect(toasts.texts).toEqual([FEED_TOKEN_TEXT.copied]));
    expect(copied).toEqual(['http://app/feeds/following/abc.atom']);
  });
});

import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, recordToasts } from './support/appActors';
import type { FeedTokenCreated, FeedTokenStatus } from '../../src/api/types';
import {
  feedTokenMachine,
  selectFeedTokenActive,
  selectFeedTokenCreatedAt,
  selectFeedTokenError,
  selectFeedTokenStep,
  selectFeedUrl,
} from '../../src/machines/feedToken';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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
    await vi.waitFor(() => expect(toasts.texts).toEqual(['Feed address copied.']));
    expect(copied).toEqual(['http://app/feeds/following/abc.atom']);
  });
});

describe('feedToken machine, against a server', () => {
  const feedUrl = 'http://app/feeds/following/abc.atom';
  const settled = (actor: ReturnType<typeof start>['actor']) =>
    waitForState(actor, (snapshot) => selectFeedTokenStep(snapshot) !== 'loading' && selectFeedTokenStep(snapshot) !== 'creating' && !snapshot.matches({ created: 'copying' }));
  function start() {
    const toasts = recordToasts();
    const actor = createActor(feedTokenMachine, { input: { toasts: toasts.ref } }).start();
    return { actor, toasts };
  }
  function view(actor: ReturnType<typeof start>['actor']) {
    const snapshot = actor.getSnapshot();
    return {
      step: selectFeedTokenStep(snapshot),
      active: selectFeedTokenActive(snapshot),
      createdAt: selectFeedTokenCreatedAt(snapshot),
      url: selectFeedUrl(snapshot),
      error: ((error) => (error === null ? null : inEnglish(error)))(selectFeedTokenError(snapshot)),
    };
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks whether the member has a feed address and says so', async () => {
    server.answerWith({ status: 200, body: { active: true, created_at: '2026-01-02T03:04:05.000Z' } });
    const { actor } = start();
    expect(view(actor)).toEqual({ step: 'loading', active: false, createdAt: null, url: null, error: null });
    await settled(actor);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/account/feed-token', query: {} });
    expect(view(actor)).toEqual({ step: 'ready', active: true, createdAt: '2026-01-02T03:04:05.000Z', url: null, error: null });
  });

  it('says the address could not be loaded in the server\'s words, or its own, and asks again on Try Again', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor } = start();
    await settled(actor);
    expect(view(actor)).toMatchObject({ step: 'failed', error: 'Database unavailable.' });

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'request.retry' });
    expect(selectFeedTokenStep(actor.getSnapshot())).toBe('loading');
    await settled(actor);
    expect(view(actor)).toMatchObject({ step: 'failed', error: 'Failed to load your feed address. Please try again.' });

    server.answerWith({ status: 200, body: { active: false, created_at: null } });
    actor.send({ type: 'request.retry' });
    await settled(actor);
    expect(view(actor)).toEqual({ step: 'ready', active: false, createdAt: null, url: null, error: null });
  });

  it('makes a new address with a POST and shows it once, active from now', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T08:00:00.000Z'));
    server.answerWith({ status: 200, body: { active: false, created_at: null } });
    const { actor } = start();
    await settled(actor);
    server.answerWith({ status: 200, body: { token: 'abc', url: feedUrl } });
    actor.send({ type: 'feedToken.create' });
    expect(selectFeedTokenStep(actor.getSnapshot())).toBe('creating');
    await settled(actor);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/account/feed-token' });
    expect(view(actor)).toEqual({ step: 'created', active: true, createdAt: '2026-11-26T08:00:00.000Z', url: feedUrl, error: null });
  });

  it('a failed creation says why, in the server\'s words or its own, and a later one clears it', async () => {
    server.answerWith({ status: 200, body: { active: true, created_at: '2026-01-02T03:04:05.000Z' } });
    const { actor } = start();
    await settled(actor);
    server.answerWith({ status: 429, body: { message: 'Too many requests.' } });
    actor.send({ type: 'feedToken.create' });
    await settled(actor);
    expect(view(actor)).toEqual({ step: 'ready', active: true, createdAt: '2026-01-02T03:04:05.000Z', url: null, error: 'Too many requests.' });

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'feedToken.create' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ step: 'ready', error: 'Failed to create a feed address. Please try again.' });

    server.answerWith({ status: 200, body: { token: 'abc', url: feedUrl } });
    actor.send({ type: 'feedToken.create' });
    await settled(actor);
    expect(view(actor)).toMatchObject({ step: 'created', url: feedUrl, error: null });
  });

  it('a shown address can be replaced by another one', async () => {
    server.answerWith({ status: 200, body: { active: false, created_at: null } });
    const { actor } = start();
    await settled(actor);
    server.answerWith({ status: 200, body: { token: 'abc', url: feedUrl } });
    actor.send({ type: 'feedToken.create' });
    await settled(actor);
    server.answerWith({ status: 200, body: { token: 'def', url: 'http://app/feeds/following/def.atom' } });
    actor.send({ type: 'feedToken.create' });
    expect(selectFeedTokenStep(actor.getSnapshot())).toBe('creating');
    await settled(actor);
    expect(view(actor)).toMatchObject({ step: 'created', url: 'http://app/feeds/following/def.atom' });
  });

  it('copies the shown address to the clipboard and says so, or says to copy it by hand', async () => {
    const written: string[] = [];
    let refuse = false;
    vi.stubGlobal('navigator', {
      clipboard: { writeText: async (text: string) => (refuse ? Promise.reject(new Error('denied')) : void written.push(text)) },
    });
    server.answerWith({ status: 200, body: { active: false, created_at: null } });
    const { actor, toasts } = start();
    await settled(actor);
    server.answerWith({ status: 200, body: { token: 'abc', url: feedUrl } });
    actor.send({ type: 'feedToken.create' });
    await settled(actor);

    actor.send({ type: 'feedToken.copy' });
    expect(selectFeedTokenStep(actor.getSnapshot())).toBe('created');
    await settled(actor);
    expect(written).toEqual([feedUrl]);
    expect(toasts.shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'Feed address copied.' }]);

    refuse = true;
    actor.send({ type: 'feedToken.copy' });
    await settled(actor);
    expect(toasts.shown.at(-1)).toEqual({ type: 'toast.show', kind: 'error', text: 'Could not copy. Select the address and copy it yourself.' });
    expect(view(actor)).toMatchObject({ step: 'created', url: feedUrl });
  });
});

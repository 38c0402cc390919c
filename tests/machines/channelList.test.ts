import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { loadingSession, quietApp, recordToasts } from './support/appActors';

vi.mock('../../src/api/channels', () => ({
  fetchChannels: vi.fn(),
  addFavourite: vi.fn(),
  removeFavourite: vi.fn(),
}));
vi.mock('../../src/api/recaps', () => ({ fetchRecapLanguages: vi.fn() }));

import { addFavourite, fetchChannels, removeFavourite } from '../../src/api/channels';
import { fetchRecapLanguages } from '../../src/api/recaps';
import {
  buildChannelQuery,
  channelLanguageChoices,
  channelListMachine,
  DEFAULT_CHANNEL_FILTERS,
  type ChannelListEvent,
} from '../../src/machines/channelList';
import type { Channel, ChannelQuery, Page } from '../../src/api/types';
import { getShortestPaths } from '@xstate/graph';

function channel(id: number, overrides: Partial<Channel> = {}): Channel {
  return {
    id, name: `Channel ${id}`, language: 'en', description: null, subscriber_count: 1000, total_videos: 10,
    last_posted: null, total_views: 0, total_likes: 0, youtube_channel_id: null, is_favourited: false, active: true,
    full_scan: true, verified: true, url: null, ...overrides,
  };
}

function pageOf(from: number, count: number, total: number, overrides: Partial<Channel> = {}): Page<Channel> {
  return { data: Array.from({ length: count }, (_, i) => channel(from + i, overrides)), total, hasMore: from + count - 1 < total };
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** Every channel request waits for the test to answer it. */
function answerChannelsByHand() {
  const calls: { query: ChannelQuery; answer: Deferred<Page<Channel>> }[] = [];
  vi.mocked(fetchChannels).mockImplementation((query) => {
    const answer = deferred<Page<Channel>>();
    calls.push({ query, answer });
    return answer.promise;
  });
  return calls;
}

describe('channelList machine, model-based', () => {
  const machine = channelListMachine.provide({
    actors: {
      fetchChannelsPage: pendingActor<Page<Channel>, ChannelQuery>(),
      fetchLanguages: pendingActor<string[]>(),
      changeFavourite: pendingActor<boolean, { channelId: number; add: boolean }>(),
    },
  });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path (anonymous and logged in at start) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'channelList',
      machine,
      input: { ...quietApp(), isAuthenticated: false },
      inputs: [{ ...quietApp(), isAuthenticated: true }],
      events: (snapshot: Snapshot): AnyEventObject[] => {
        const { channels } = snapshot.context;
        // The server holds 2 channels, 1 a page.
        const nextPage = snapshot.matches({ list: 'loadingMore' })
          ? pageOf(channels.length + 1, Math.max(0, 2 - channels.length), 2)
          : pageOf(1, 1, 2);
        return [
          { type: 'FILTERS.CHANGE', filters: { language: 'ko' } },
          { type: 'SORT_ORDER.TOGGLE' },
          doneEvent('fetchChannelsPage', nextPage),
          errorEvent('fetchChannelsPage', new Error('offline')),
          { type: 'session.changed', isAuthenticated: !snapshot.context.isAuthenticated },
          { type: 'FAVOURITE.TOGGLE', channelId: channels.at(-1)?.id ?? 1 },
          { type: 'channel.deactivated', channelId: channels.at(-1)?.id ?? 1 },
          doneEvent('fetchLanguages', ['en', 'ko']),
          errorEvent('fetchLanguages', new Error('offline')),
          doneEvent('changeFavourite', true),
          errorEvent('changeFavourite', new Error('offline')),
        ] satisfies (ChannelListEvent | AnyEventObject)[];
      },
      serializeState: (snapshot: Snapshot) =>
        JSON.stringify({
          value: snapshot.value,
          // Shown channels are always ids 1..n (pages append, removals take the last), so the count names them.
          shown: snapshot.context.channels.length,
          total: snapshot.context.total,
          auth: snapshot.context.isAuthenticated,
        }),
      limit: 20000,
      // Three parallel regions make the simple paths countless; shortest paths, each extended by every next event, cover the model.
      simplePaths: 0,
      check: (snapshot) => {
        const { channels, total, error } = snapshot.context;
        // Never more cards than the server says exist, and the error text only with the failed screen.
        expect(channels.length).toBeLessThanOrEqual(total);
        if (snapshot.matches({ list: 'failed' })) expect(error).toBe('Failed to fetch channels. Please try again.');
        else expect(error).toBeNull();
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
    // Thousands of replayed paths: room for a busy machine running the whole suite in parallel.
  }, 120_000);
});

describe('channelList machine, behaviour', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(fetchRecapLanguages).mockResolvedValue(['en', 'ko', 'ja']);
  });

  it('starts with every language, sorted by name ascending, 20 active channels a page', () => {
    const calls = answerChannelsByHand();
    createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    expect(calls[0].query).toEqual({ page: 1, limit: 20, active: true, sortBy: 'name', sortOrder: 'asc' });
    expect(DEFAULT_CHANNEL_FILTERS).toEqual({ language: '', sortBy: 'name', sortOrder: 'asc' });
  });

  it('asks for the favourite flags of the logged-in user only', () => {
    expect(buildChannelQuery({ filters: DEFAULT_CHANNEL_FILTERS, isAuthenticated: true }, 2)).toMatchObject({
      page: 2,
      userId: 'current',
    });
    expect(buildChannelQuery({ filters: DEFAULT_CHANNEL_FILTERS, isAuthenticated: false }, 1)).not.toHaveProperty('userId');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const calls = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    actor.send({ type: 'FILTERS.CHANGE', filters: { language: 'ko' } });
    actor.send({ type: 'FILTERS.CHANGE', filters: { sortBy: 'subscriber_count' } });
    expect(calls.map((call) => [call.query.language, call.query.sortBy])).toEqual([
      [undefined, 'name'],
      ['ko', 'name'],
      ['ko', 'subscriber_count'],
    ]);
    calls[2].answer.resolve(pageOf(300, 2, 2));
    await settle();
    calls[1].answer.resolve(pageOf(200, 5, 5));
    calls[0].answer.reject(new Error('late failure'));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ list: 'loaded' })).toBe(true);
    expect(snapshot.context.channels.map((c) => c.id)).toEqual([300, 301]);
    expect(snapshot.context.total).toBe(2);
    expect(snapshot.context.error).toBeNull();
  });

  it('page 1 replaces the list and Load More appends the next page', async () => {
    const calls = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    calls[0].answer.resolve(pageOf(1, 20, 25));
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    expect(calls[1].query.page).toBe(2);
    calls[1].answer.resolve(pageOf(21, 5, 25));
    await settle();
    expect(actor.getSnapshot().context.channels).toHaveLength(25);
    actor.send({ type: 'LOAD_MORE' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'SORT_ORDER.TOGGLE' });
    expect(calls[2].query).toMatchObject({ page: 1, sortOrder: 'desc' });
    calls[2].answer.resolve(pageOf(100, 1, 1));
    await settle();
    expect(actor.getSnapshot().context.channels.map((c) => c.id)).toEqual([100]);
  });

  it('a failure shows the spec text; a failed later page is retried as that page, keeping the cards', async () => {
    const calls = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    calls[0].answer.resolve(pageOf(1, 20, 40));
    await settle();
    actor.send({ type: 'LOAD_MORE' });
    calls[1].answer.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch channels. Please try again.');
    actor.send({ type: 'RETRY' });
    expect(calls[2].query.page).toBe(2);
    calls[2].answer.resolve(pageOf(21, 20, 40));
    await settle();
    expect(actor.getSnapshot().context.channels).toHaveLength(40);
  });

  it('a deactivated channel leaves the list and the total drops by 1', async () => {
    const calls = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    calls[0].answer.resolve(pageOf(1, 3, 41));
    await settle();
    actor.send({ type: 'channel.deactivated', channelId: 2 });
    expect(actor.getSnapshot().context.channels.map((c) => c.id)).toEqual([1, 3]);
    expect(actor.getSnapshot().context.total).toBe(40);
    // A channel that is not shown changes nothing.
    actor.send({ type: 'channel.deactivated', channelId: 99 });
    expect(actor.getSnapshot().context.total).toBe(40);
  });

  it('offers the server languages, else the languages of the channels shown', async () => {
    const calls = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await settle();
    expect(channelLanguageChoices(actor.getSnapshot().context)).toEqual(['en', 'ko', 'ja']);

    vi.mocked(fetchRecapLanguages).mockRejectedValueOnce(new Error('offline'));
    const fallback = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    calls[1].answer.resolve({ data: [channel(1, { language: 'es' }), channel(2, { language: 'ko' }), channel(3, { language: 'es' })], total: 3, hasMore: false });
    await settle();
    expect(channelLanguageChoices(fallback.getSnapshot().context)).toEqual(['es', 'ko']);
  });

  it('the card favourite: login first, then marks and unmarks with the toasts, and reports failures', async () => {
    const calls = answerChannelsByHand();
    const recorder = recordToasts();
    const toasts = recorder.shown;
    const actor = createActor(channelListMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated: false } });
    actor.start();
    calls[0].answer.resolve(pageOf(1, 2, 2));
    await settle();
    actor.send({ type: 'FAVOURITE.TOGGLE', channelId: 1 });
    expect(addFavourite).not.toHaveBeenCalled();

    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(calls[1].query.userId).toBe('current');
    calls[1].answer.resolve(pageOf(1, 2, 2));
    await settle();
    vi.mocked(addFavourite).mockResolvedValueOnce({});
    actor.send({ type: 'FAVOURITE.TOGGLE', channelId: 1 });
    await settle();
    expect(addFavourite).toHaveBeenCalledWith(1);
    expect(actor.getSnapshot().context.channels[0].is_favourited).toBe(true);
    vi.mocked(removeFavourite).mockResolvedValueOnce({});
    actor.send({ type: 'FAVOURITE.TOGGLE', channelId: 1 });
    await settle();
    expect(removeFavourite).toHaveBeenCalledWith(1);
    expect(actor.getSnapshot().context.channels[0].is_favourited).toBe(false);
    vi.mocked(addFavourite).mockRejectedValueOnce(new Error('HTTP error! status: 500'));
    actor.send({ type: 'FAVOURITE.TOGGLE', channelId: 2 });
    await settle();
    expect(actor.getSnapshot().context.channels[1].is_favourited).toBe(false);
    expect(toasts.map((toast) => toast.text)).toEqual([
      'Please log in to manage favorites.',
      'Marked as Favorite',
      'Removed from Favorites',
      'Failed to update favourite status. Please try again.',
    ]);
  });
});

import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, loadingSession, quietApp, recordToasts } from './support/appActors';

// Spied on, answering for real unless a test says otherwise: the behaviour tests answer by hand, the server tests
// let the machine's own calls reach the recording server.
import {
  buildChannelQuery,
  channelLanguageChoices,
  channelListMachine,
  channelPagingMachine,
  selectChannelPaging,
  selectFavouritePendingId,
  selectKnownLanguages,
  selectWaitingForSession,
  type ChannelListEvent,
  type ChannelListQuery,
} from '../../src/machines/channelList';
import { selectItems, selectPagingError, selectPagingStatus, type PageRequest } from '../../src/machines/paging';
import { pretendPageOrigin, startRecordingServer, type Answer } from '../support/recordingServer';
import { DEFAULT_CHANNEL_FILTERS } from '../../src/domain/channelFilters';
import { buildChannel, buildMany, buildPage, buildUser } from '../support/factories';
import type { Channel, Page } from '../../src/api/types';
import { getShortestPaths } from '@xstate/graph';

function pageOf(from: number, count: number, total: number): Page<Channel> {
  return buildPage(buildMany(buildChannel, from, count), total, undefined, from - 1);
}

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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

/** Requests the server holds until the test answers them; each is let go after its test, so none stays open. */
const held: Deferred<Answer>[] = [];
afterEach(() => {
  for (const answer of held.splice(0)) answer.resolve({ status: 503, body: { error: 'Service unavailable.' } });
});

interface HandServer {
  /** Each channel request as the server read it, answered when the test says. */
  calls: { query: Record<string, string>; answer: { resolve: (page: Page<Channel>) => void; reject: () => void } }[];
  /** What the server says to the next favourite change. */
  favourite: Answer;
}

/**
 * The API as each behaviour test drives it: every channel request waits for the test to answer it, the recap
 * languages are `languages` (or refused), a favourite change is answered with `favourite`.
 */
function answerChannelsByHand(languages: string[] | 'refused' = ['en', 'ko', 'ja']): HandServer {
  const hand: HandServer = { calls: [], favourite: { status: 200, body: { message: 'ok' } } };
  server.answerWith((request) => {
    if (request.path === '/recaps/languages') return languages === 'refused' ? { status: 500, body: { error: 'Database unavailable.' } } : { status: 200, body: languages };
    if (request.path !== '/channels') return hand.favourite;
    const answer = deferred<Answer>();
    held.push(answer);
    hand.calls.push({
      query: request.query,
      answer: {
        resolve: (page) => answer.resolve({ status: 200, body: page }),
        reject: () => answer.resolve({ status: 500, body: { error: 'Database unavailable.' } }),
      },
    });
    return answer.promise;
  });
  return hand;
}

/** The favourite changes the server received, as "POST /channels/1/favourite". */
const favouriteChanges = () => server.received.filter((request) => request.path.endsWith('/favourite')).map((request) => `${request.method} ${request.path}`);

describe('channelList machine, model-based', () => {
  // The list's pages are its paging sub-machine's (walked in paging.test.ts); here they never answer.
  const machine = channelListMachine.provide({
    actors: {
      paging: channelPagingMachine.provide({ actors: { fetchPage: pendingActor<Page<Channel>, PageRequest<ChannelListQuery>>() } }),
      fetchLanguages: pendingActor<string[]>(),
      changeFavourite: pendingActor<boolean, { channelId: number; add: boolean }>(),
    },
  });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path (anonymous, logged in, and the session still asked at start) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'channelList',
      machine,
      input: { ...quietApp(), isAuthenticated: false },
      inputs: [{ ...quietApp(), isAuthenticated: true }, { ...quietApp(), isAuthenticated: null }],
      events: (snapshot: Snapshot): AnyEventObject[] =>
        [
          { type: 'filters.change', filters: { language: 'ko' } },
          { type: 'sortOrder.toggle' },
          { type: 'session.changed', isAuthenticated: snapshot.context.isAuthenticated !== true },
          { type: 'favourite.toggle', channel: { id: 1, is_favourited: false } },
          { type: 'channel.deactivated', channelId: 1 },
          doneEvent('fetchLanguages', ['en', 'ko']),
          errorEvent('fetchLanguages', new Error('offline')),
          doneEvent('changeFavourite', true),
          errorEvent('changeFavourite', new Error('offline')),
        ] satisfies (ChannelListEvent | AnyEventObject)[],
      serializeState: (snapshot: Snapshot) =>
        JSON.stringify({ value: snapshot.value, auth: snapshot.context.isAuthenticated, filters: snapshot.context.filters }),
      simplePaths: 0,
      check: (snapshot) => {
        const { favouritePending } = (snapshot as Snapshot).context;
        // A favourite change is pending exactly while it is being sent.
        expect(favouritePending !== null).toBe(snapshot.matches({ favourite: 'toggling' }));
        // Until the session knows, no list is asked for (its favourite flags would be the wrong person's).
        const waiting = snapshot.matches({ session: 'waiting' });
        expect(selectWaitingForSession(snapshot as Snapshot)).toBe(waiting);
        if (waiting) expect(selectChannelPaging(snapshot as Snapshot).getSnapshot().value).toBe('idle');
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  }, 120_000);
});

/** The channels the list's paging holds, and where it stands. */
function shown(actor: { getSnapshot(): SnapshotFrom<typeof channelListMachine> }) {
  return selectChannelPaging(actor.getSnapshot()).getSnapshot();
}

describe('channelList machine, behaviour', () => {
  beforeEach(() => {
    server.received.length = 0;
  });
  const channelsAsked = async (hand: HandServer, count: number) => vi.waitFor(() => expect(hand.calls).toHaveLength(count));
  const first = { page: '1', limit: '20', active: '1', sortBy: 'name', sortOrder: 'asc' };

  it('starts with every language, sorted by name ascending, 20 active channels a page', async () => {
    const hand = answerChannelsByHand();
    createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await channelsAsked(hand, 1);
    expect(hand.calls[0]!.query).toEqual(first);
    expect(DEFAULT_CHANNEL_FILTERS).toEqual({ language: '', sortBy: 'name', sortOrder: 'asc', deactivated: false });
  });

  it('waits while the session is asked, keeping the filters of an address followed meanwhile, then asks once with the flags', async () => {
    const hand = answerChannelsByHand();
    const session = loadingSession();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), session, isAuthenticated: null } }).start();
    actor.send({ type: 'filters.change', filters: { language: 'ko' } });
    expect(selectWaitingForSession(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(server.received.some((request) => request.path === '/recaps/languages')).toBe(true));
    expect(hand.calls).toEqual([]);
    session.send({ type: 'session.loggedIn', user: buildUser(2) });
    await channelsAsked(hand, 1);
    expect(selectWaitingForSession(actor.getSnapshot())).toBe(false);
    expect(hand.calls.map((call) => call.query)).toEqual([{ ...first, language: 'ko', userId: 'current' }]);
  });

  it('asks for the favourite flags of the logged-in user only', () => {
    expect(buildChannelQuery({ filters: DEFAULT_CHANNEL_FILTERS, isAuthenticated: true }, 2)).toMatchObject({
      page: 2,
      userId: 'current',
    });
    expect(buildChannelQuery({ filters: DEFAULT_CHANNEL_FILTERS, isAuthenticated: false }, 1)).not.toHaveProperty('userId');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const hand = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    actor.send({ type: 'filters.change', filters: { language: 'ko' } });
    actor.send({ type: 'filters.change', filters: { sortBy: 'subscriber_count' } });
    await channelsAsked(hand, 3);
    // The requests may reach the server in any order: each is found by what it asks.
    const call = (language: string | undefined, sortBy: string) => hand.calls.find((c) => c.query.language === language && c.query.sortBy === sortBy)!;
    call('ko', 'subscriber_count').answer.resolve(pageOf(300, 2, 2));
    await vi.waitFor(() => expect(shown(actor).matches('loaded')).toBe(true));
    call('ko', 'name').answer.resolve(pageOf(200, 5, 5));
    call(undefined, 'name').answer.reject();
    // The late answers have reached the client once a request made after them has been answered.
    await fetch(`${server.origin}/api/recaps/languages`);
    await settle();
    const snapshot = shown(actor);
    expect(snapshot.matches('loaded')).toBe(true);
    expect(snapshot.context.items.map((c) => c.id)).toEqual([300, 301]);
    expect(snapshot.context.total).toBe(2);
    expect(snapshot.context.error).toBeNull();
  });

  it('page 1 replaces the list and Load More appends the next page', async () => {
    const hand = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await channelsAsked(hand, 1);
    hand.calls[0]!.answer.resolve(pageOf(1, 20, 25));
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(20));
    selectChannelPaging(actor.getSnapshot()).send({ type: 'list.loadMore' });
    await channelsAsked(hand, 2);
    expect(hand.calls[1]!.query.page).toBe('2');
    hand.calls[1]!.answer.resolve(pageOf(21, 5, 25));
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(25));
    selectChannelPaging(actor.getSnapshot()).send({ type: 'list.loadMore' });
    actor.send({ type: 'sortOrder.toggle' });
    await channelsAsked(hand, 3);
    // Every channel was listed: Load More asked for nothing, and the new order starts at page 1.
    expect(hand.calls[2]!.query).toMatchObject({ page: '1', sortOrder: 'desc' });
    hand.calls[2]!.answer.resolve(pageOf(100, 1, 1));
    await vi.waitFor(() => expect(shown(actor).context.items.map((c) => c.id)).toEqual([100]));
  });

  it('a failure shows the spec text; a failed later page is retried as that page, keeping the cards', async () => {
    const hand = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await channelsAsked(hand, 1);
    hand.calls[0]!.answer.resolve(pageOf(1, 20, 40));
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(20));
    selectChannelPaging(actor.getSnapshot()).send({ type: 'list.loadMore' });
    await channelsAsked(hand, 2);
    hand.calls[1]!.answer.reject();
    await vi.waitFor(() => expect(shown(actor).matches('failed')).toBe(true));
    expect(inEnglish(shown(actor).context.error!)).toBe('Failed to fetch channels. Please try again.');
    selectChannelPaging(actor.getSnapshot()).send({ type: 'request.retry' });
    await channelsAsked(hand, 3);
    expect(hand.calls[2]!.query.page).toBe('2');
    hand.calls[2]!.answer.resolve(pageOf(21, 20, 40));
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(40));
  });

  it('a deactivated channel leaves the list and the total drops by 1', async () => {
    const hand = answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: true } }).start();
    await channelsAsked(hand, 1);
    hand.calls[0]!.answer.resolve(pageOf(1, 3, 41));
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(3));
    actor.send({ type: 'channel.deactivated', channelId: 2 });
    expect(shown(actor).context.items.map((c) => c.id)).toEqual([1, 3]);
    expect(shown(actor).context.total).toBe(40);
    // A channel that is not shown changes nothing.
    actor.send({ type: 'channel.deactivated', channelId: 99 });
    expect(shown(actor).context.total).toBe(40);
  });

  it('offers the server languages, else the languages of the channels shown', async () => {
    answerChannelsByHand();
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ languages: 'ready' })).toBe(true));
    expect(channelLanguageChoices({ ...actor.getSnapshot().context, channels: shown(actor).context.items })).toEqual(['en', 'ko', 'ja']);

    const refused = answerChannelsByHand('refused');
    const fallback = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await channelsAsked(refused, 1);
    refused.calls[0]!.answer.resolve(buildPage([buildChannel(1, { language: 'es' }), buildChannel(2, { language: 'ko' }), buildChannel(3, { language: 'es' })]));
    await vi.waitFor(() => expect(shown(fallback).matches('loaded')).toBe(true));
    await vi.waitFor(() => expect(fallback.getSnapshot().matches({ languages: 'ready' })).toBe(true));
    expect(channelLanguageChoices({ ...fallback.getSnapshot().context, channels: shown(fallback).context.items })).toEqual(['es', 'ko']);
  });

  it('the card favourite: login first, then marks and unmarks with the toasts, and reports failures', async () => {
    const hand = answerChannelsByHand();
    const recorder = recordToasts();
    const toasts = recorder.shown;
    const actor = createActor(channelListMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated: false } });
    actor.start();
    await channelsAsked(hand, 1);
    hand.calls[0]!.answer.resolve(pageOf(1, 2, 2));
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(2));
    actor.send({ type: 'favourite.toggle', channel: shown(actor).context.items[0]! });
    expect(favouriteChanges()).toEqual([]);

    actor.send({ type: 'session.changed', isAuthenticated: true });
    await channelsAsked(hand, 2);
    expect(hand.calls[1]!.query.userId).toBe('current');
    hand.calls[1]!.answer.resolve(pageOf(1, 2, 2));
    await vi.waitFor(() => expect(shown(actor).context.items).toHaveLength(2));
    actor.send({ type: 'favourite.toggle', channel: shown(actor).context.items[0]! });
    await vi.waitFor(() => expect(shown(actor).context.items[0]!.is_favourited).toBe(true));
    expect(favouriteChanges()).toEqual(['POST /channels/1/favourite']);
    actor.send({ type: 'favourite.toggle', channel: shown(actor).context.items[0]! });
    await vi.waitFor(() => expect(shown(actor).context.items[0]!.is_favourited).toBe(false));
    expect(favouriteChanges()).toEqual(['POST /channels/1/favourite', 'DELETE /channels/1/favourite']);
    hand.favourite = { status: 500, body: { error: 'Database unavailable.' } };
    actor.send({ type: 'favourite.toggle', channel: shown(actor).context.items[1]! });
    await vi.waitFor(() => expect(toasts).toHaveLength(4));
    expect(shown(actor).context.items[1]!.is_favourited).toBe(false);
    expect(toasts.map((toast) => toast.text)).toEqual([
      'Please log in to manage favorites.',
      'Marked as Favorite',
      'Removed from Favorites',
      'Failed to update favourite status. Please try again.',
    ]);
  });
});

describe('channelList machine, against a server', () => {
  beforeEach(() => {
    server.received.length = 0;
  });

  type ListActor = ReturnType<typeof createActor<typeof channelListMachine>>;
  /** What the page shows at a step. */
  function page(actor: ListActor) {
    const snapshot = actor.getSnapshot();
    const paging = selectChannelPaging(snapshot).getSnapshot();
    return {
      languages: selectKnownLanguages(snapshot),
      changing: selectFavouritePendingId(snapshot),
      status: selectPagingStatus(paging),
      cards: selectItems(paging).map((channel) => [channel.id, channel.is_favourited]),
      error: selectPagingError(paging),
    };
  }

  /** The list, its languages answered by hand so that the server's one answer is the channels'. */
  async function liveList(isAuthenticated: boolean, channels = pageOf(1, 2, 2)) {
    server.answerWith((request) => ({ status: 200, body: request.path === '/recaps/languages' ? ['en', 'ko'] : channels }));
    const recorder = recordToasts();
    const actor = createActor(channelListMachine, { input: { session: loadingSession(), toasts: recorder.ref, isAuthenticated } }).start();
    await vi.waitFor(() => expect(page(actor).status).toBe('loaded'));
    return { actor, toasts: recorder.shown };
  }

  /** The last channel request's query, as the server read it. */
  const lastQuery = () => server.received.filter((request) => request.path === '/channels').at(-1)?.query;

  it('asks for 20 active channels by name for a visitor, and for the user\'s own flags once logged in', async () => {
    const { actor } = await liveList(false);
    expect(server.received.filter((request) => request.path === '/channels').map((request) => request.method)).toEqual(['GET']);
    expect(lastQuery()).toEqual({ page: '1', limit: '20', active: '1', sortBy: 'name', sortOrder: 'asc' });
    expect(page(actor)).toEqual({ languages: ['en', 'ko'], changing: null, status: 'loaded', cards: [[1, false], [2, false]], error: null });

    actor.send({ type: 'session.changed', isAuthenticated: true });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ userId: 'current' }));
    expect(lastQuery()).toEqual({ page: '1', limit: '20', active: '1', sortBy: 'name', sortOrder: 'asc', userId: 'current' });
  });

  it('asks again with each filter: a language, the deactivated channels, a sort and its order flipped', async () => {
    const { actor } = await liveList(true);
    actor.send({ type: 'filters.change', filters: { language: 'ko', deactivated: true } });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ language: 'ko' }));
    expect(lastQuery()).toEqual({ page: '1', limit: '20', active: '0', sortBy: 'name', sortOrder: 'asc', language: 'ko', userId: 'current' });
    actor.send({ type: 'filters.change', filters: { sortBy: 'subscriber_count' } });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: 'subscriber_count' }));
    expect(lastQuery()).toMatchObject({ sortOrder: 'desc' });
    actor.send({ type: 'sortOrder.toggle' });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sortOrder: 'asc' }));
    actor.send({ type: 'sortOrder.toggle' });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ sortOrder: 'desc' }));
    expect(lastQuery()).toMatchObject({ sortBy: 'subscriber_count', language: 'ko', active: '0' });
  });

  it('a failed list says the spec\'s sentence', async () => {
    server.answerWith((request) => (request.path === '/recaps/languages' ? { status: 200, body: [] } : { status: 500, body: { error: 'Database unavailable.' } }));
    const actor = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(page(actor).status).toBe('failed'));
    expect(inEnglish(page(actor).error!)).toBe('Failed to fetch channels. Please try again.');
  });

  it('asks the server which languages recaps are in; none are known when that fails', async () => {
    // The channels are never answered here; the languages are.
    answerChannelsByHand(['en', 'ja']);
    const known = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    expect(selectKnownLanguages(known.getSnapshot())).toEqual([]);
    await vi.waitFor(() => expect(known.getSnapshot().matches({ languages: 'ready' })).toBe(true));
    expect(server.received.filter((request) => request.path === '/recaps/languages').map((request) => request.method)).toEqual(['GET']);
    expect(selectKnownLanguages(known.getSnapshot())).toEqual(['en', 'ja']);

    answerChannelsByHand('refused');
    const unknown = createActor(channelListMachine, { input: { ...quietApp(), isAuthenticated: false } }).start();
    await vi.waitFor(() => expect(unknown.getSnapshot().matches({ languages: 'ready' })).toBe(true));
    expect(selectKnownLanguages(unknown.getSnapshot())).toEqual([]);
  });

  it('offers the chosen language even when no list has it, and no empty language', () => {
    const context = { languages: [], channels: [buildChannel(1, { language: '' }), buildChannel(2, { language: 'ko' })] };
    expect(channelLanguageChoices({ ...context, filters: { ...DEFAULT_CHANNEL_FILTERS, language: 'th' } })).toEqual(['ko', 'th']);
    expect(channelLanguageChoices({ ...context, filters: DEFAULT_CHANNEL_FILTERS })).toEqual(['ko']);
  });

  it('a visitor is asked to log in and nothing is sent', async () => {
    const { actor, toasts } = await liveList(false);
    const before = server.received.length;
    actor.send({ type: 'favourite.toggle', channel: { id: 1, is_favourited: false } });
    expect(page(actor).changing).toBeNull();
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'info', text: 'Please log in to manage favorites.' }]);
    await settle();
    expect(server.received).toHaveLength(before);
  });

  it('marks a card with POST and unmarks it with DELETE, busy only meanwhile, and the card follows', async () => {
    const { actor, toasts } = await liveList(true);
    server.answerWith({ status: 200, body: { message: 'ok' } });
    actor.send({ type: 'favourite.toggle', channel: { id: 2, is_favourited: false } });
    expect(page(actor).changing).toBe(2);
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/channels/2/favourite' });
    expect(page(actor)).toMatchObject({ changing: null, cards: [[1, false], [2, true]] });

    actor.send({ type: 'favourite.toggle', channel: { id: 2, is_favourited: true } });
    expect(page(actor).changing).toBe(2);
    await vi.waitFor(() => expect(toasts).toHaveLength(2));
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/channels/2/favourite' });
    expect(page(actor)).toMatchObject({ changing: null, cards: [[1, false], [2, false]] });
    expect(toasts).toEqual([
      { type: 'toast.show', kind: 'success', text: 'Marked as Favorite' },
      { type: 'toast.show', kind: 'success', text: 'Removed from Favorites' },
    ]);
  });

  it('a refused change keeps the card as it was and says so', async () => {
    const { actor, toasts } = await liveList(true);
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'favourite.toggle', channel: { id: 1, is_favourited: false } });
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/channels/1/favourite' });
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to update favourite status. Please try again.' }]);
    expect(page(actor)).toMatchObject({ changing: null, cards: [[1, false], [2, false]] });
  });
});

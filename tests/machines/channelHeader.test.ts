import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { appActors, inEnglish, quietApp } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

import { ApiError } from '../../src/api/errors';
import type { Channel } from '../../src/api/types';
import {
  channelHeaderMachine,
  selectChannel,
  selectChannelLoadError,
  selectChannelLoadFailed,
  selectChannelLoading,
  selectChannelNotFound,
  selectFavouriteToggling,
  selectIsFavourited,
  settleFavouriteError,
} from '../../src/machines/channelHeader';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildChannel } from '../support/factories';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

function httpError(status: number, message: string) {
  return new ApiError(status, message, { message });
}

const channel: Channel = buildChannel(3, { name: 'Recap Tower', language: 'ko', is_favourited: true });

describe('channelHeader machine, model-based', () => {
  const pending = channelHeaderMachine.provide({
    actors: {
      changeFavourite: fromPromise(() => new Promise(() => {})),
      loadChannel: fromPromise(() => new Promise(() => {})),
    },
  });
  type Snapshot = SnapshotFrom<typeof pending>;

  it('reaches every state and takes every transition on a live actor, with and without a channel id', () => {
    const report = walkModel({
      name: 'channelHeader',
      machine: pending,
      input: { ...quietApp(), channelId: 3, isAuthenticated: true },
      inputs: [
        { ...quietApp(), channelId: null, isAuthenticated: true },
        { ...quietApp(), channelId: 3, isAuthenticated: false, channel },
      ],
      events: [
        { type: 'session.changed', isAuthenticated: true },
        { type: 'session.changed', isAuthenticated: false },
        doneEvent('loadChannel', channel),
        errorEvent('loadChannel', httpError(404, 'Channel not found')),
        errorEvent('loadChannel', httpError(500, 'HTTP error! status: 500')),
        doneEvent('changeFavourite', 'added'),
        doneEvent('changeFavourite', 'alreadyRemoved'),
        errorEvent('changeFavourite', httpError(500, 'HTTP error! status: 500')),
      ],
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, (snapshot as Snapshot).context.isAuthenticated, (snapshot as Snapshot).context.isFavourited]),
      check: (snapshot) => {
        const { isAuthenticated, isFavourited } = (snapshot as Snapshot).context;
        // Nobody anonymous is ever shown a channel as their favourite.
        if (!isAuthenticated) expect(isFavourited).toBe(false);
        // A channel the server does not have is Not Found, never a Try Again that cannot help.
        if (snapshot.matches('loadFailed')) expect(inEnglish((snapshot as Snapshot).context.loadError!)).not.toBe('Channel not found');
      },
    });
    expectFullCoverage(report);
    expect(getShortestPaths(pending, { input: { ...quietApp(), channelId: null, isAuthenticated: false } } as never).length).toBeGreaterThan(0);
  });
});

describe('channelHeader favourite rules', () => {
  it('reads 404 and 409 answers as the state the server already has', () => {
    expect(settleFavouriteError(httpError(400, 'Channel not found in favourites'))).toBe('alreadyRemoved');
    expect(settleFavouriteError(httpError(404, 'HTTP error! status: 404'))).toBe('alreadyRemoved');
    expect(settleFavouriteError(httpError(400, 'Channel already in favourites'))).toBe('alreadyAdded');
    expect(settleFavouriteError(httpError(409, 'HTTP error! status: 409'))).toBe('alreadyAdded');
    expect(settleFavouriteError(httpError(500, 'HTTP error! status: 500'))).toBeNull();
    expect(settleFavouriteError('not in favourites')).toBeNull();
    expect(settleFavouriteError(null)).toBeNull();
    expect(settleFavouriteError({ status: '409' })).toBe('alreadyAdded');
  });
});

type HeaderActor = ReturnType<typeof createActor<typeof channelHeaderMachine>>;

/** What the header shows at a step. */
function header(actor: HeaderActor) {
  const snapshot = actor.getSnapshot();
  return {
    channel: selectChannel(snapshot)?.name ?? null,
    favourite: selectIsFavourited(snapshot),
    loading: selectChannelLoading(snapshot),
    failed: selectChannelLoadFailed(snapshot),
    notFound: selectChannelNotFound(snapshot),
    // What the failure says, as the English catalogue says it.
    error: (error => (error === null ? null : inEnglish(error)))(selectChannelLoadError(snapshot)),
    toggling: selectFavouriteToggling(snapshot),
  };
}

const shownHeader = { channel: 'Recap Tower', favourite: false, loading: false, failed: false, notFound: false, error: null, toggling: false };

describe('channelHeader machine, against a server', () => {
  function liveHeader(input: { channelId: number | null; isAuthenticated: boolean; channel?: Channel | null; isFavourited?: boolean }) {
    const app = appActors();
    const actor = createActor(channelHeaderMachine, { input: { ...app, ...input } }).start();
    return { actor, toasts: app.recorded.shown };
  }

  it('loads the channel and shows its favourite flag to a logged-in user', async () => {
    server.answerWith({ status: 200, body: channel });
    const { actor } = liveHeader({ channelId: 3, isAuthenticated: true });
    expect(header(actor)).toEqual({ ...shownHeader, channel: null, loading: true });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/channels/3' });
    expect(header(actor)).toEqual({ ...shownHeader, favourite: true });
    expect(selectChannel(actor.getSnapshot())).toEqual(channel);
  });

  it('never shows an anonymous visitor a favourite, whatever the server says', async () => {
    server.answerWith({ status: 200, body: channel });
    const { actor } = liveHeader({ channelId: 3, isAuthenticated: false });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(header(actor)).toEqual(shownHeader);
  });

  it('a channel at hand is shown at once, without asking the server', () => {
    const before = server.received.length;
    const given = liveHeader({ channelId: 3, isAuthenticated: true, channel });
    expect(header(given.actor)).toEqual({ ...shownHeader, favourite: true });
    const overridden = liveHeader({ channelId: 3, isAuthenticated: true, channel: { ...channel, is_favourited: false }, isFavourited: true });
    expect(header(overridden.actor).favourite).toBe(true);
    const unflagged = liveHeader({ channelId: 3, isAuthenticated: true, channel: { ...channel, is_favourited: false } });
    expect(header(unflagged.actor).favourite).toBe(false);
    const anonymous = liveHeader({ channelId: 3, isAuthenticated: false, channel, isFavourited: true });
    expect(header(anonymous.actor).favourite).toBe(false);
    const none = liveHeader({ channelId: null, isAuthenticated: true });
    expect(header(none.actor)).toEqual({ ...shownHeader, channel: null });
    expect(server.received).toHaveLength(before);
  });

  it('a channel the server does not have is Not Found, with nothing to retry', async () => {
    server.answerWith({ status: 404, body: { error: 'Channel not found' } });
    const { actor } = liveHeader({ channelId: 3, isAuthenticated: true });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(header(actor)).toEqual({ ...shownHeader, channel: null, notFound: true });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a failed load says why, in the server\'s words or the status, and Try Again loads it', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor } = liveHeader({ channelId: 3, isAuthenticated: true });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(header(actor)).toEqual({ ...shownHeader, channel: null, failed: true, error: 'Database unavailable.' });

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'request.retry' });
    expect(header(actor).loading).toBe(true);
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(header(actor)).toMatchObject({ failed: true, error: 'HTTP error! status: 502' });

    server.answerWith({ status: 200, body: channel });
    actor.send({ type: 'request.retry' });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(header(actor)).toEqual({ ...shownHeader, favourite: true });
    expect(server.received.slice(-3).map((request) => request.path)).toEqual(['/channels/3', '/channels/3', '/channels/3']);
  });

  it('asks again after a login or a logout, following who is asking', async () => {
    server.answerWith({ status: 200, body: channel });
    const { actor } = liveHeader({ channelId: 3, isAuthenticated: false });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    const before = server.received.length;
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(header(actor).loading).toBe(true);
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(server.received).toHaveLength(before + 1);
    expect(header(actor).favourite).toBe(true);

    actor.send({ type: 'session.changed', isAuthenticated: false });
    // The logout hides the favourite at once, before the answer.
    expect(header(actor)).toMatchObject({ loading: true, favourite: false });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(server.received).toHaveLength(before + 2);
    expect(header(actor).favourite).toBe(false);
  });

  it("another member logging in never sees the last member's favourite mark, even while the channel reloads", async () => {
    server.answerWith({ status: 200, body: channel });
    const { actor } = liveHeader({ channelId: 3, isAuthenticated: true });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(header(actor).favourite).toBe(true);
    server.answerWith({ status: 200, body: { ...channel, is_favourited: false } });
    // The session tells a following machine of a new person even when someone was logged in already.
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(header(actor)).toMatchObject({ loading: true, favourite: false });
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    expect(header(actor).favourite).toBe(false);
  });

  it('a login during the load asks again, and the answer is read for the logged-in user', async () => {
    server.answerWith({ status: 200, body: channel });
    const { actor } = liveHeader({ channelId: 3, isAuthenticated: false });
    const before = server.received.length;
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(header(actor).loading).toBe(true);
    await vi.waitFor(() => expect(header(actor).loading).toBe(false));
    await vi.waitFor(() => expect(server.received.length).toBe(before + 2));
    expect(header(actor).favourite).toBe(true);
  });

  it('without a channel a login or logout asks nothing, and a logout hides the favourite', () => {
    const before = server.received.length;
    const member = liveHeader({ channelId: null, isAuthenticated: true, isFavourited: true });
    expect(header(member.actor).favourite).toBe(true);
    member.actor.send({ type: 'session.changed', isAuthenticated: false });
    expect(header(member.actor)).toMatchObject({ loading: false, favourite: false });
    member.actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(header(member.actor)).toMatchObject({ loading: false, favourite: false });
    member.actor.send({ type: 'favourite.toggle' });
    expect(member.toasts).toEqual([{ type: 'toast.show', kind: 'error', text: 'No channel ID available' }]);
    expect(server.received).toHaveLength(before);
  });

  it('asks an anonymous visitor to log in, and sends nothing', () => {
    const before = server.received.length;
    const { actor, toasts } = liveHeader({ channelId: 3, isAuthenticated: false, channel });
    actor.send({ type: 'favourite.toggle' });
    expect(header(actor).toggling).toBe(false);
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'info', text: 'Please log in to add channels to your favourites!' }]);
    expect(server.received).toHaveLength(before);
  });

  it('marks with POST and unmarks with DELETE, busy only meanwhile, and says so', async () => {
    const { actor, toasts } = liveHeader({ channelId: 3, isAuthenticated: true, channel: { ...channel, is_favourited: false } });
    server.answerWith({ status: 200, body: { message: 'ok' } });
    actor.send({ type: 'favourite.toggle' });
    expect(header(actor).toggling).toBe(true);
    await vi.waitFor(() => expect(header(actor).toggling).toBe(false));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/channels/3/favourite' });
    expect(header(actor).favourite).toBe(true);
    expect(selectChannel(actor.getSnapshot())?.is_favourited).toBe(true);

    actor.send({ type: 'favourite.toggle' });
    await vi.waitFor(() => expect(header(actor).toggling).toBe(false));
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/channels/3/favourite' });
    expect(header(actor).favourite).toBe(false);
    expect(selectChannel(actor.getSnapshot())?.is_favourited).toBe(false);
    expect(toasts).toEqual([
      { type: 'toast.show', kind: 'success', text: 'Marked as Favorite' },
      { type: 'toast.show', kind: 'success', text: 'Removed from Favorites' },
    ]);
  });

  it('follows the server when another tab changed the favourite first (409, 404, or its words)', async () => {
    const { actor, toasts } = liveHeader({ channelId: 3, isAuthenticated: true, channel: { ...channel, is_favourited: false } });
    server.answerWith({ status: 409, body: { error: 'Conflict' } });
    actor.send({ type: 'favourite.toggle' });
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(header(actor).favourite).toBe(true);

    server.answerWith({ status: 404, body: { error: 'Missing' } });
    actor.send({ type: 'favourite.toggle' });
    await vi.waitFor(() => expect(toasts).toHaveLength(2));
    expect(server.last()).toMatchObject({ method: 'DELETE' });
    expect(header(actor).favourite).toBe(false);

    server.answerWith({ status: 400, body: { error: 'Channel already in favourites' } });
    actor.send({ type: 'favourite.toggle' });
    await vi.waitFor(() => expect(toasts).toHaveLength(3));
    expect(header(actor).favourite).toBe(true);

    server.answerWith({ status: 400, body: { error: 'Channel not found in favourites' } });
    actor.send({ type: 'favourite.toggle' });
    await vi.waitFor(() => expect(toasts).toHaveLength(4));
    expect(header(actor).favourite).toBe(false);
    expect(toasts).toEqual([
      { type: 'toast.show', kind: 'info', text: 'Channel was already in favourites' },
      { type: 'toast.show', kind: 'info', text: 'Channel was already removed from favourites' },
      { type: 'toast.show', kind: 'info', text: 'Channel was already in favourites' },
      { type: 'toast.show', kind: 'info', text: 'Channel was already removed from favourites' },
    ]);
  });

  it('reports any other failure and keeps the favourite as it was', async () => {
    const { actor, toasts } = liveHeader({ channelId: 3, isAuthenticated: true, channel });
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'favourite.toggle' });
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'DELETE', path: '/channels/3/favourite' });
    expect(toasts).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to update favourite status. Please try again.' }]);
    expect(header(actor)).toMatchObject({ favourite: true, toggling: false });
    expect(selectChannel(actor.getSnapshot())?.is_favourited).toBe(true);
  });

  it('a logout while the change was out wins: no favourite is shown', async () => {
    const { actor, toasts } = liveHeader({ channelId: 3, isAuthenticated: true, channel: { ...channel, is_favourited: false } });
    server.answerWith({ status: 200, body: {} });
    actor.send({ type: 'favourite.toggle' });
    actor.send({ type: 'session.changed', isAuthenticated: false });
    await vi.waitFor(() => expect(toasts).toHaveLength(1));
    expect(header(actor).favourite).toBe(false);
    expect(selectChannel(actor.getSnapshot())?.is_favourited).toBe(false);
  });
});

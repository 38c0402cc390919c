import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { appActors, quietApp } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, walkModel } from './support/modelWalk';

vi.mock('../../src/api/channels', () => ({ addFavourite: vi.fn(), removeFavourite: vi.fn(), fetchChannel: vi.fn() }));

import { addFavourite, fetchChannel, removeFavourite } from '../../src/api/channels';
import { ApiError } from '../../src/api/errors';
import type { Channel } from '../../src/api/types';
import { channelHeaderMachine, settleFavouriteError } from '../../src/machines/channelHeader';

function httpError(status: number, message: string) {
  return new ApiError(status, message, { message });
}

const channel: Channel = {
  id: 3, name: 'Recap Tower', language: 'ko', description: 'Long recaps', subscriber_count: 125_000, total_videos: 340,
  last_posted: '2026-01-01T00:00:00.000Z', total_views: 0, total_likes: 0, youtube_channel_id: 'UC123', is_favourited: true,
  active: true, full_scan: true, verified: true, url: null,
};

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
        if (snapshot.matches('loadFailed')) expect((snapshot as Snapshot).context.loadError).not.toBe('Channel not found');
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
  });

  async function toggle(input: { channelId: number | null; isFavourited: boolean; isAuthenticated: boolean }) {
    const app = appActors();
    const actor = createActor(channelHeaderMachine, {
      input: { ...app, ...input, channel: input.channelId === null ? null : { ...channel, id: input.channelId } },
    });
    actor.start();
    actor.send({ type: 'favourite.toggle' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    return { texts: app.recorded.texts, isFavourited: actor.getSnapshot().context.isFavourited };
  }

  it('adds, removes, follows the server on 404/409, and reports other failures', async () => {
    vi.mocked(addFavourite).mockResolvedValueOnce(undefined as never);
    expect(await toggle({ channelId: 3, isFavourited: false, isAuthenticated: true })).toEqual({
      texts: ['Marked as Favorite'], isFavourited: true,
    });
    vi.mocked(removeFavourite).mockResolvedValueOnce(undefined as never);
    expect(await toggle({ channelId: 3, isFavourited: true, isAuthenticated: true })).toEqual({
      texts: ['Removed from Favorites'], isFavourited: false,
    });
    vi.mocked(removeFavourite).mockRejectedValueOnce(httpError(404, 'HTTP error! status: 404'));
    expect(await toggle({ channelId: 3, isFavourited: true, isAuthenticated: true })).toEqual({
      texts: ['Channel was already removed from favourites'], isFavourited: false,
    });
    vi.mocked(addFavourite).mockRejectedValueOnce(httpError(409, 'Channel already in favourites'));
    expect(await toggle({ channelId: 3, isFavourited: false, isAuthenticated: true })).toEqual({
      texts: ['Channel was already in favourites'], isFavourited: true,
    });
    vi.mocked(addFavourite).mockRejectedValueOnce(httpError(500, 'HTTP error! status: 500'));
    expect(await toggle({ channelId: 3, isFavourited: false, isAuthenticated: true })).toEqual({
      texts: ['Failed to update favourite status. Please try again.'], isFavourited: false,
    });
  });

  it('asks anonymous people to log in and refuses without a channel id', async () => {
    expect((await toggle({ channelId: 3, isFavourited: false, isAuthenticated: false })).texts).toEqual([
      'Please log in to add channels to your favourites!',
    ]);
    expect((await toggle({ channelId: null, isFavourited: false, isAuthenticated: true })).texts).toEqual([
      'No channel ID available',
    ]);
  });

  it('loads the channel, shows its favourite flag only to a logged-in user, and asks again after a login', async () => {
    vi.mocked(fetchChannel).mockResolvedValueOnce({ ...channel, is_favourited: false }).mockResolvedValueOnce(channel);
    const actor = createActor(channelHeaderMachine, { input: { ...quietApp(), channelId: 3, isAuthenticated: false } }).start();
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actor.getSnapshot().context).toMatchObject({ channel: { name: 'Recap Tower' }, isFavourited: false });
    actor.send({ type: 'session.changed', isAuthenticated: true });
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actor.getSnapshot().context.isFavourited).toBe(true);
    expect(fetchChannel).toHaveBeenCalledTimes(2);
  });

  it('a failed load can be retried', async () => {
    vi.mocked(fetchChannel).mockRejectedValueOnce(httpError(500, 'boom')).mockResolvedValueOnce(channel);
    const actor = createActor(channelHeaderMachine, { input: { ...quietApp(), channelId: 3, isAuthenticated: true } }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('loadFailed'));
    expect(actor.getSnapshot().context.loadError).toBe('boom');
    actor.send({ type: 'request.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    expect(actor.getSnapshot().context.channel?.id).toBe(3);
  });
});

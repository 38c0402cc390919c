import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';

vi.mock('../../src/api/channels', () => ({ addFavourite: vi.fn(), removeFavourite: vi.fn() }));

import { addFavourite, removeFavourite } from '../../src/api/channels';
import { channelHeaderMachine, settleFavouriteError, type ChannelHeaderEvent } from '../../src/machines/channelHeader';

function httpError(status: number, message: string) {
  return Object.assign(new Error(message), { status });
}

describe('channelHeader machine, model-based', () => {
  const pending = channelHeaderMachine.provide({ actors: { changeFavourite: fromPromise(() => new Promise(() => {})) } });
  type Snapshot = SnapshotFrom<typeof pending>;
  const events = [
    { type: 'FAVOURITE.TOGGLE' },
    { type: 'AUTH.CHANGED', isAuthenticated: true },
    { type: 'AUTH.CHANGED', isAuthenticated: false },
    { type: 'xstate.done.actor.changeFavourite', output: 'added' },
    { type: 'xstate.error.actor.changeFavourite', error: new Error('HTTP error! status: 500') },
  ] as unknown as ChannelHeaderEvent[];

  it('reaches every state and takes every transition on a live actor', () => {
    const transitions = new Set<string>();
    for (const channelId of [3, null]) {
      const input = { channelId, isFavourited: false, isAuthenticated: false };
      const paths = getShortestPaths(pending, {
        events: (snapshot: Snapshot) => events.filter((event) => snapshot.can(event)),
        serializeState: (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
        input,
      } as never);
      for (const path of paths) {
        const steps = path.steps.map((step) => step.event as ChannelHeaderEvent);
        for (const next of [...events, null]) {
          const actor = createActor(pending, { input }).start();
          for (const event of next ? [...steps, next] : steps) {
            if (!actor.getSnapshot().can(event)) continue;
            const before = actor.getSnapshot().value;
            actor.send(event);
            transitions.add(`${before} ${event.type} ${actor.getSnapshot().value}`);
          }
          actor.stop();
        }
      }
    }
    expect([...transitions].sort()).toEqual([
      'idle AUTH.CHANGED idle',
      'idle FAVOURITE.TOGGLE idle',
      'idle FAVOURITE.TOGGLE toggling',
      'toggling AUTH.CHANGED toggling',
      'toggling xstate.done.actor.changeFavourite idle',
      'toggling xstate.error.actor.changeFavourite idle',
    ]);
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
    const texts: string[] = [];
    const actor = createActor(channelHeaderMachine, { input });
    actor.on('toast', (toast) => texts.push(toast.text));
    actor.start();
    actor.send({ type: 'FAVOURITE.TOGGLE' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
    return { texts, isFavourited: actor.getSnapshot().context.isFavourited };
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
});

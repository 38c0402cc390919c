import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/channels', () => ({ deactivateChannel: vi.fn() }));

import { deactivateChannel } from '../../src/api/channels';
import { channelDeactivationMachine, deactivationQuestion } from '../../src/machines/channelDeactivation';
import { getShortestPaths } from '@xstate/graph';
import { recordEvents } from './support/appActors';

const tower = { id: 4, name: 'Tower Recaps' };

async function settle() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

/** A live actor whose toasts and list share one recorder, so the order between them shows. */
function liveDeactivation() {
  const { ref, received } = recordEvents();
  const actor = createActor(channelDeactivationMachine, { input: { toasts: ref, list: ref } }).start();
  return { actor, emitted: received };
}

describe('channelDeactivation machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'channelDeactivation',
      machine: channelDeactivationMachine.provide({ actors: { deactivateChannel: pendingActor<void, { channelId: number }>() } }),
      input: { toasts: recordEvents().ref, list: recordEvents().ref },
      events: [
        { type: 'dialog.open', channel: tower },
        doneEvent('deactivateChannel'),
        errorEvent('deactivateChannel', new Error('offline')),
      ],
      check: (snapshot) => {
        // The dialog always knows which channel it names, and forgets it once closed.
        if (snapshot.matches('idle')) expect(snapshot.context.channel).toBeNull();
        else expect(snapshot.context.channel).toEqual(tower);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('channelDeactivation machine, behaviour', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks first, naming the channel and warning about its recaps', () => {
    const { actor } = liveDeactivation();
    actor.send({ type: 'dialog.open', channel: tower });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(deactivationQuestion(actor.getSnapshot().context.channel!)).toBe(
      'Deactivate "Tower Recaps"? All recaps from this channel will be hidden.',
    );
    expect(deactivateChannel).not.toHaveBeenCalled();
  });

  it('cancelling sends nothing to the server', () => {
    const { actor, emitted } = liveDeactivation();
    actor.send({ type: 'dialog.open', channel: tower });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deactivateChannel).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('a confirmed deactivation calls the server, then says so and tells the list which channel left', async () => {
    vi.mocked(deactivateChannel).mockResolvedValueOnce({});
    const { actor, emitted } = liveDeactivation();
    actor.send({ type: 'dialog.open', channel: tower });
    actor.send({ type: 'dialog.confirm' });
    expect(actor.getSnapshot().value).toBe('deactivating');
    await settle();
    expect(deactivateChannel).toHaveBeenCalledWith(4);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual([
      { type: 'toast.show', kind: 'success', text: 'Channel deactivated successfully' },
      { type: 'channel.deactivated', channelId: 4 },
    ]);
  });

  it('a refused deactivation shows the failure and leaves the channel listed', async () => {
    vi.mocked(deactivateChannel).mockRejectedValueOnce(new Error('HTTP error! status: 500'));
    const { actor, emitted } = liveDeactivation();
    actor.send({ type: 'dialog.open', channel: tower });
    actor.send({ type: 'dialog.confirm' });
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(emitted).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to deactivate channel. Please try again.' }]);
  });
});

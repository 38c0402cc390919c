import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { recordEvents } from './support/appActors';

vi.mock('../../src/api/channels', () => ({ reactivateChannel: vi.fn() }));

import { reactivateChannel } from '../../src/api/channels';
import { channelReactivationMachine, selectReactivatingId } from '../../src/machines/channelReactivation';

// Issue 18, item 18: a deactivated channel can be brought back.
describe('channelReactivation machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'channelReactivation',
      machine: channelReactivationMachine.provide({ actors: { reactivateChannel: pendingActor<void, { channelId: number }>() } }),
      input: { toasts: recordEvents().ref, list: recordEvents().ref },
      events: [{ type: 'channel.reactivate', channelId: 4 }, doneEvent('reactivateChannel'), errorEvent('reactivateChannel', new Error('offline'))],
      check: (snapshot) => {
        if (snapshot.matches('idle')) expect(selectReactivatingId(snapshot)).toBeNull();
        else expect(selectReactivatingId(snapshot)).toBe(4);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('channelReactivation machine, behaviour', () => {
  beforeEach(() => vi.clearAllMocks());

  it('reactivates, says so, and tells the list the card leaves it', async () => {
    vi.mocked(reactivateChannel).mockResolvedValue({});
    const { ref, received } = recordEvents();
    const actor = createActor(channelReactivationMachine, { input: { toasts: ref, list: ref } }).start();
    actor.send({ type: 'channel.reactivate', channelId: 7 });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(reactivateChannel).toHaveBeenCalledWith(7);
    expect(received).toEqual([
      expect.objectContaining({ type: 'toast.show', kind: 'success', text: 'Channel reactivated successfully' }),
      { type: 'channel.deactivated', channelId: 7 },
    ]);
  });

  it('keeps the card and says the reactivation failed', async () => {
    vi.mocked(reactivateChannel).mockRejectedValue(new Error('offline'));
    const { ref, received } = recordEvents();
    const actor = createActor(channelReactivationMachine, { input: { toasts: ref, list: ref } }).start();
    actor.send({ type: 'channel.reactivate', channelId: 7 });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({ type: 'toast.show', kind: 'error', text: 'Failed to reactivate channel. Please try again.' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});

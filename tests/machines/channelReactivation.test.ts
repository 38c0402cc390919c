import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { recordEvents } from './support/appActors';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { channelReactivationMachine, selectReactivatingId } from '../../src/machines/channelReactivation';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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

describe('channelReactivation machine, against a server', () => {
  /** Toasts and list share one recorder, so the order between them shows. */
  function liveReactivation() {
    const { ref, received } = recordEvents();
    const actor = createActor(channelReactivationMachine, { input: { toasts: ref, list: ref } }).start();
    return { actor, received };
  }

  it('reactivates with PUT, says so, and tells the list the card leaves it; the button is busy only meanwhile', async () => {
    server.answerWith({ status: 200, body: { message: 'ok' } });
    const { actor, received } = liveReactivation();
    expect(selectReactivatingId(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'channel.reactivate', channelId: 7 });
    expect(selectReactivatingId(actor.getSnapshot())).toBe(7);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/channels/7/reactivate' });
    expect(received).toEqual([
      { type: 'toast.show', kind: 'success', text: 'Channel reactivated successfully' },
      { type: 'channel.deactivated', channelId: 7 },
    ]);
    expect(selectReactivatingId(actor.getSnapshot())).toBeNull();
  });

  it('keeps the card and says the reactivation failed, then frees the button for another try', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor, received } = liveReactivation();
    actor.send({ type: 'channel.reactivate', channelId: 7 });
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to reactivate channel. Please try again.' }]);
    expect(selectReactivatingId(actor.getSnapshot())).toBeNull();

    server.answerWith({ status: 200, body: {} });
    actor.send({ type: 'channel.reactivate', channelId: 8 });
    expect(selectReactivatingId(actor.getSnapshot())).toBe(8);
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/channels/8/reactivate' });
    expect(received[2]).toEqual({ type: 'channel.deactivated', channelId: 8 });
  });
});

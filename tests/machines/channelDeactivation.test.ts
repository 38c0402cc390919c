import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { recordEvents } from './support/appActors';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import {
  channelDeactivationMachine,
  deactivationQuestion,
  selectDeactivating,
  selectDeactivationDialogOpen,
  selectDeactivationTarget,
} from '../../src/machines/channelDeactivation';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const tower = { id: 4, name: 'Tower Recaps' };

/** A live actor whose toasts and list share one recorder, so the order between them shows. */
function liveDeactivation() {
  const { ref, received } = recordEvents();
  const actor = createActor(channelDeactivationMachine, { input: { toasts: ref, list: ref } }).start();
  return { actor, emitted: received };
}

/** What the view shows: the dialog, the channel it names, and whether Confirm is busy. */
function dialog(actor: ReturnType<typeof liveDeactivation>['actor']) {
  const snapshot = actor.getSnapshot();
  return { open: selectDeactivationDialogOpen(snapshot), target: selectDeactivationTarget(snapshot), busy: selectDeactivating(snapshot) };
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

describe('channelDeactivation machine, against a server', () => {
  it('asks first, naming the channel and warning about its recaps, and sends nothing yet', () => {
    const before = server.received.length;
    const { actor } = liveDeactivation();
    expect(dialog(actor)).toEqual({ open: false, target: null, busy: false });
    actor.send({ type: 'dialog.open', channel: tower });
    expect(dialog(actor)).toEqual({ open: true, target: tower, busy: false });
    expect(deactivationQuestion(selectDeactivationTarget(actor.getSnapshot())!)).toBe(
      'Deactivate "Tower Recaps"? All recaps from this channel will be hidden.',
    );
    expect(server.received).toHaveLength(before);
  });

  it('cancelling closes the dialog and sends nothing to the server', () => {
    const before = server.received.length;
    const { actor, emitted } = liveDeactivation();
    actor.send({ type: 'dialog.open', channel: tower });
    actor.send({ type: 'dialog.close' });
    expect(dialog(actor)).toEqual({ open: false, target: null, busy: false });
    expect(server.received).toHaveLength(before);
    expect(emitted).toEqual([]);
  });

  it('a confirmed deactivation sends PUT, then says so and tells the list which channel left', async () => {
    server.answerWith({ status: 200, body: { message: 'Channel deactivated' } });
    const { actor, emitted } = liveDeactivation();
    actor.send({ type: 'dialog.open', channel: tower });
    actor.send({ type: 'dialog.confirm' });
    expect(dialog(actor)).toEqual({ open: true, target: tower, busy: true });
    await vi.waitFor(() => expect(emitted).toHaveLength(2));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/channels/4/deactivate' });
    expect(emitted).toEqual([
      { type: 'toast.show', kind: 'success', text: 'Channel deactivated successfully' },
      { type: 'channel.deactivated', channelId: 4 },
    ]);
    expect(dialog(actor)).toEqual({ open: false, target: null, busy: false });
  });

  it('a refused deactivation shows the failure, closes the dialog and leaves the channel listed', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const { actor, emitted } = liveDeactivation();
    actor.send({ type: 'dialog.open', channel: tower });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(emitted).toHaveLength(1));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/channels/4/deactivate' });
    expect(emitted).toEqual([{ type: 'toast.show', kind: 'error', text: 'Failed to deactivate channel. Please try again.' }]);
    expect(dialog(actor)).toEqual({ open: false, target: null, busy: false });
  });
});

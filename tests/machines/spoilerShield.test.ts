import { getShortestPaths } from '@xstate/graph';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import {
  selectShieldError,
  selectShieldLoading,
  selectShieldOn,
  selectShieldSaving,
  spoilerShieldMachine,
} from '../../src/machines/spoilerShield';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { inEnglish, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('spoiler shield machine, model-based', () => {
  const machine = spoilerShieldMachine.provide({ actors: { loadShield: pendingActor(), saveShield: pendingActor() } });
  type Snapshot = SnapshotFrom<typeof machine>;

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'spoilerShield',
      machine,
      input: { toasts: recordToasts().ref },
      serializeState: (snapshot) => JSON.stringify([snapshot.value, (snapshot as Snapshot).context.on]),
      events: (snapshot) => [
        { type: 'shield.toggle' },
        { type: 'request.retry' },
        doneEvent('loadShield', { spoiler_shield: true }),
        doneEvent('loadShield', { spoiler_shield: false }),
        errorEvent('loadShield', new Error('offline')),
        // The server answers the setting asked for.
        doneEvent('saveShield', { spoiler_shield: !(snapshot as Snapshot).context.on }),
        errorEvent('saveShield', new Error('HTTP error! status: 500')),
      ],
      check: (snapshot) => {
        expect(selectShieldError(snapshot as Snapshot) !== null).toBe(snapshot.matches('failed'));
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('spoiler shield machine, against a server', () => {
  function start() {
    const toasts = recordToasts();
    const actor = createActor(spoilerShieldMachine, { input: { toasts: toasts.ref } }).start();
    const view = () => {
      const snapshot = actor.getSnapshot();
      return { on: selectShieldOn(snapshot), loading: selectShieldLoading(snapshot), saving: selectShieldSaving(snapshot), error: ((error) => (error === null ? null : inEnglish(error)))(selectShieldError(snapshot)) };
    };
    const settledIn = (state: 'ready' | 'failed') => waitForState(actor, (snapshot) => snapshot.matches(state));
    return { actor, view, settledIn, toasts: toasts.texts, shown: toasts.shown };
  }

  it('loads the setting, turns it on and off with PUT, each told in a toast', async () => {
    server.answerWith({ status: 200, body: { spoiler_shield: false } });
    const { actor, view, settledIn, toasts, shown } = start();
    // Off until the server says otherwise.
    expect(view()).toEqual({ on: false, loading: true, saving: false, error: null });
    await settledIn('ready');
    expect(server.last()).toMatchObject({ method: 'GET', path: '/account/spoiler-shield' });
    expect(view()).toEqual({ on: false, loading: false, saving: false, error: null });

    server.answerWith({ status: 200, body: { spoiler_shield: true } });
    actor.send({ type: 'shield.toggle' });
    expect(view().saving).toBe(true);
    await settledIn('ready');
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/account/spoiler-shield', body: { spoiler_shield: true } });
    expect(view().on).toBe(true);

    server.answerWith({ status: 200, body: { spoiler_shield: false } });
    actor.send({ type: 'shield.toggle' });
    await settledIn('ready');
    expect(server.last()).toMatchObject({ method: 'PUT', body: { spoiler_shield: false } });
    expect(view().on).toBe(false);
    expect(toasts).toEqual(['Spoiler shield on: recaps past your reading place come blurred.', 'Spoiler shield off.']);
    expect(shown.map((toast) => toast.kind)).toEqual(['success', 'success']);
  });

  it('a refused change keeps the setting and says so; a failed load offers Try Again', async () => {
    server.answerWith({ status: 200, body: { spoiler_shield: true } });
    const { actor, view, settledIn, toasts, shown } = start();
    await settledIn('ready');
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'shield.toggle' });
    await settledIn('ready');
    expect(view().on).toBe(true);
    expect(toasts).toEqual(['Your spoiler shield setting could not be saved. Please try again.']);
    expect(shown.map((toast) => toast.kind)).toEqual(['error']);

    // A failed load with no sentence of the server's says its own.
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const unreachable = start();
    await unreachable.settledIn('failed');
    expect(unreachable.view().error).toBe('Failed to load your spoiler shield setting. Please try again.');

    server.answerWith({ status: 500, body: { error: 'x', message: 'Database unavailable.' } });
    const failing = start();
    await failing.settledIn('failed');
    expect(failing.view().error).not.toBeNull();
    server.answerWith({ status: 200, body: { spoiler_shield: true } });
    failing.actor.send({ type: 'request.retry' });
    await failing.settledIn('ready');
    expect(failing.view()).toEqual({ on: true, loading: false, saving: false, error: null });
  });
});

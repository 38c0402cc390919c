import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getShortestPaths } from '@xstate/graph';
import { createActor } from 'xstate';

import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { quietApp, recordToasts } from './support/appActors';
import { selectShownStatus, selectStatusSaving, seriesStatusMachine, SERIES_STATUS_FAILED } from '../../src/machines/seriesStatus';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('seriesStatus machine, model-based', () => {
  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'seriesStatus',
      machine: seriesStatusMachine.provide({ actors: { saveStatus: pendingActor() } }),
      input: { toasts: quietApp().toasts, slug: 'tower', status: 'watching' },
      events: [
        { type: 'status.choose', status: 'paused' },
        { type: 'status.choose', status: 'watching' },
        doneEvent('saveStatus', { slug: 'tower', is_following: true, status: 'paused' }),
        errorEvent('saveStatus', new Error('offline')),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.status, snapshot.context.saved]),
      check: (snapshot) => {
        // The select waits while a change is on its way; at rest it shows what the server has.
        expect(selectStatusSaving(snapshot as never)).toBe(snapshot.matches('saving'));
        if (snapshot.matches('idle')) expect(snapshot.context.status).toBe(snapshot.context.saved);
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('seriesStatus machine, against a server', () => {
  beforeEach(() => {
    server.received.length = 0;
  });
  const settled = (actor: ReturnType<typeof start>['actor']) => waitForState(actor, (snapshot) => snapshot.matches('idle'));
  function start() {
    const toasts = recordToasts();
    const actor = createActor(seriesStatusMachine, { input: { toasts: toasts.ref, slug: 'tower of god', status: 'watching' } }).start();
    return { actor, toasts };
  }

  it('shows the chosen status at once and sends it with PUT', async () => {
    server.answerWith({ status: 200, body: { slug: 'tower of god', is_following: true, status: 'paused' } });
    const { actor, toasts } = start();
    actor.send({ type: 'status.choose', status: 'paused' });
    expect(selectShownStatus(actor.getSnapshot())).toBe('paused');
    expect(selectStatusSaving(actor.getSnapshot())).toBe(true);
    await settled(actor);
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/series/tower%20of%20god/follow', body: { status: 'paused' } });
    expect(selectShownStatus(actor.getSnapshot())).toBe('paused');
    expect(toasts.texts).toEqual([]);
  });

  it('choosing the status it has sends nothing', () => {
    const { actor } = start();
    actor.send({ type: 'status.choose', status: 'watching' });
    expect(selectStatusSaving(actor.getSnapshot())).toBe(false);
    expect(server.received).toEqual([]);
  });

  it('a refused change goes back to the saved status and says why, in the server\'s words or its own', async () => {
    server.answerWith({ status: 400, body: { error: 'Bad Request', message: 'status must be one of: watching, planning, completed, paused, dropped.' } });
    const { actor, toasts } = start();
    actor.send({ type: 'status.choose', status: 'dropped' });
    await settled(actor);
    expect(selectShownStatus(actor.getSnapshot())).toBe('watching');
    expect(toasts.shown).toEqual([{ type: 'toast.show', kind: 'error', text: 'status must be one of: watching, planning, completed, paused, dropped.' }]);

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'status.choose', status: 'completed' });
    await settled(actor);
    expect(selectShownStatus(actor.getSnapshot())).toBe('watching');
    expect(toasts.texts.at(-1)).toBe(SERIES_STATUS_FAILED);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { getShortestPaths } from '@xstate/graph';
import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, expectSimplePathsAsGraphListsThem, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import type { MessageResponse } from '../../src/api/types';
import { resetRequestMachine, selectResetRequestForm, selectResetRequestStep } from '../../src/machines/resetRequest';
import { selectErrorMessages } from '../../src/machines/shared/serverErrorText';
import { inEnglish } from './support/appActors';
import { waitForState } from './support/waitForState';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('resetRequest machine, model-based', () => {
  const machine = resetRequestMachine.provide({ actors: { requestPasswordReset: pendingActor<MessageResponse, { email: string }>() } });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'resetRequest',
      machine,
      events: [
        { type: 'field.change', field: 'email', value: 'demo@example.com' },
        { type: 'field.change', field: 'email', value: '' },
        doneEvent('requestPasswordReset', { message: 'If that email is registered, a reset link has been sent.' }),
        errorEvent('requestPasswordReset', new ApiError(0, 'Failed to fetch', null)),
      ],
      serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.email !== '']),
      check: (snapshot) => {
        if (snapshot.matches('sending')) expect(snapshot.context.email).not.toBe('');
        // Sent ends the flow: nothing the page sends changes it.
        expect(snapshot.status).toBe(snapshot.matches('sent') ? 'done' : 'active');
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
    // The simple paths walked are @xstate/graph's own, in its order.
    expectSimplePathsAsGraphListsThem(report, 1);
  });
});

describe('resetRequest machine, against a server', () => {
  const start = () => createActor(resetRequestMachine).start();
  const settled = (actor: ReturnType<typeof start>) => waitForState(actor, (snapshot) => selectResetRequestStep(snapshot) !== 'sending');
  const typeEmail = (actor: ReturnType<typeof start>, value: string) => actor.send({ type: 'field.change', field: 'email', value });

  it('starts with an empty form and shows what is typed', () => {
    const actor = start();
    expect(selectResetRequestStep(actor.getSnapshot())).toBe('editing');
    expect(selectResetRequestForm(actor.getSnapshot())).toEqual({ email: '', error: null, message: null });
    typeEmail(actor, 'demo@');
    expect(selectResetRequestForm(actor.getSnapshot()).email).toBe('demo@');
  });

  it('does not send an empty address or one of spaces', () => {
    const before = server.received.length;
    const actor = start();
    actor.send({ type: 'form.submit' });
    expect(selectResetRequestStep(actor.getSnapshot())).toBe('editing');
    typeEmail(actor, '   ');
    actor.send({ type: 'form.submit' });
    expect(selectResetRequestStep(actor.getSnapshot())).toBe('editing');
    expect(server.received.length).toBe(before);
  });

  it('sends the address without its spaces and ends on the server\'s confirmation', async () => {
    server.answerWith({ status: 200, body: { message: 'If that email is registered, a reset link has been sent.' } });
    const actor = start();
    typeEmail(actor, ' demo@example.com ');
    actor.send({ type: 'form.submit' });
    expect(selectResetRequestStep(actor.getSnapshot())).toBe('sending');
    await settled(actor);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/auth/reset-password', body: { email: 'demo@example.com' } });
    expect(selectResetRequestStep(actor.getSnapshot())).toBe('sent');
    expect(selectResetRequestForm(actor.getSnapshot())).toEqual({
      email: ' demo@example.com ',
      error: null,
      message: 'If that email is registered, a reset link has been sent.',
    });
  });

  it('a refusal is shown in the server\'s words, else Failed to send reset email, and sending again clears it', async () => {
    server.answerWith({ status: 429, body: { message: 'Too many requests' } });
    const actor = start();
    typeEmail(actor, 'demo@example.com');
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(selectResetRequestStep(actor.getSnapshot())).toBe('editing');
    expect(selectResetRequestForm(actor.getSnapshot())).toEqual({ email: 'demo@example.com', error: 'Too many requests', message: null });

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'form.submit' });
    expect(selectResetRequestForm(actor.getSnapshot()).error).toBeNull();
    await settled(actor);
    expect(selectResetRequestForm(actor.getSnapshot()).error).toBe('Failed to send reset email');
    // What the page says, in the reader's language.
    expect(selectErrorMessages(actor.getSnapshot())?.map(inEnglish)).toEqual(['Failed to send reset email']);

    server.answerWith({ status: 200, body: { message: 'Sent' } });
    actor.send({ type: 'form.submit' });
    await settled(actor);
    expect(selectResetRequestForm(actor.getSnapshot())).toEqual({ email: 'demo@example.com', error: null, message: 'Sent' });
  });
});

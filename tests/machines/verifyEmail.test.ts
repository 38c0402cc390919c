import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { getShortestPaths } from '@xstate/graph';
import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import type { MessageResponse } from '../../src/api/types';
import { selectVerifyEmailForm, selectVerifyEmailStep, verifyEmailMachine } from '../../src/machines/verifyEmail';
import { selectErrorMessages } from '../../src/machines/shared/serverErrorText';
import { inEnglish } from './support/appActors';
import { waitForState } from './support/waitForState';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('verifyEmail machine, model-based', () => {
  const machine = verifyEmailMachine.provide({ actors: { verifyEmail: pendingActor<MessageResponse, { token: string }>() } });

  it('every generated path (with and without a token) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'verifyEmail',
      machine,
      input: { token: 'abc123' },
      inputs: [{ token: null }, { token: '' }],
      events: [
        doneEvent('verifyEmail', { message: 'Email verified successfully.' }),
        errorEvent('verifyEmail', new ApiError(400, 'Invalid or expired verification token', { error: 'Invalid or expired verification token', message: 'Invalid or expired verification token' })),
      ],
      check: (snapshot) => {
        if (snapshot.matches('failed')) expect(snapshot.context.error).not.toBeNull();
        if (snapshot.matches('verifying')) expect(snapshot.context.token).toBe('abc123');
        // Verified and failed end the flow: nothing the page sends changes them.
        expect(snapshot.status).toBe(snapshot.matches('verified') || snapshot.matches('failed') ? 'done' : 'active');
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('verifyEmail machine, against a server', () => {
  const verify = (token: string | null) => createActor(verifyEmailMachine, { input: { token } }).start();
  const settled = (actor: ReturnType<typeof verify>) => waitForState(actor, (snapshot) => selectVerifyEmailStep(snapshot) !== 'verifying');

  it.each([null, '', '   '])('fails at once without a token (%j), sending nothing', (token) => {
    const before = server.received.length;
    const actor = verify(token);
    expect(selectVerifyEmailStep(actor.getSnapshot())).toBe('failed');
    expect(selectVerifyEmailForm(actor.getSnapshot())).toEqual({ token, message: null, error: 'No verification token provided.' });
    expect(server.received.length).toBe(before);
  });

  it('sends the link\'s token without its spaces and shows the server\'s confirmation', async () => {
    server.answerWith({ status: 200, body: { message: 'Email verified successfully.' } });
    const actor = verify(' abc123 ');
    expect(selectVerifyEmailStep(actor.getSnapshot())).toBe('verifying');
    expect(selectVerifyEmailForm(actor.getSnapshot())).toEqual({ token: ' abc123 ', message: null, error: null });
    await settled(actor);
    expect(server.last()).toMatchObject({ method: 'GET', path: '/auth/verify-email', query: { token: 'abc123' } });
    expect(selectVerifyEmailStep(actor.getSnapshot())).toBe('verified');
    expect(selectVerifyEmailForm(actor.getSnapshot())).toEqual({ token: ' abc123 ', message: 'Email verified successfully.', error: null });
  });

  it('shows the server\'s reason, else the generic verification error', async () => {
    server.answerWith({ status: 400, body: { error: 'Invalid or expired verification token' } });
    const refused = verify('old');
    await settled(refused);
    expect(selectVerifyEmailStep(refused.getSnapshot())).toBe('failed');
    expect(selectVerifyEmailForm(refused.getSnapshot())).toEqual({ token: 'old', message: null, error: 'Invalid or expired verification token' });

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    const unanswered = verify('old');
    await settled(unanswered);
    expect(selectVerifyEmailForm(unanswered.getSnapshot()).error).toBe('An error occurred during verification.');
    // What the page says, in the reader's language.
    expect(selectErrorMessages(unanswered.getSnapshot())?.map(inEnglish)).toEqual(['An error occurred during verification.']);
  });

  it('one link opened twice at once (StrictMode starts the page twice) sends one request, and a later visit sends again', async () => {
    server.answerWith({ status: 200, body: { message: 'Email verified successfully.' } });
    const before = server.received.length;
    const first = verify('twice');
    const second = verify('twice');
    await Promise.all([settled(first), settled(second)]);
    expect(server.received.length - before).toBe(1);
    expect([selectVerifyEmailStep(first.getSnapshot()), selectVerifyEmailStep(second.getSnapshot())]).toEqual(['verified', 'verified']);

    const later = verify('twice');
    await settled(later);
    expect(server.received.length - before).toBe(2);
  });

  it('two different links opened at once are each sent', async () => {
    server.answerWith({ status: 200, body: { message: 'Email verified successfully.' } });
    const before = server.received.length;
    const actors = [verify('one'), verify('two')];
    await Promise.all(actors.map(settled));
    expect(server.received.slice(before).map((request) => request.query.token).sort()).toEqual(['one', 'two']);
  });
});

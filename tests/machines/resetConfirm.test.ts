import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import type { MessageResponse } from '../../src/api/types';
import { resetConfirmMachine, selectResetConfirmForm, selectResetConfirmStep, type ResetConfirmField } from '../../src/machines/resetConfirm';
import { getShortestPaths } from '@xstate/graph';
import { selectErrorMessages } from '../../src/machines/shared/serverErrorText';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { inEnglish } from './support/appActors';
import { waitForState } from './support/waitForState';

/** The error as the page says it, in the reader's language (here English). */
const shownError = (snapshot: Parameters<typeof selectErrorMessages>[0]) => selectErrorMessages(snapshot)?.map(inEnglish) ?? null;

const ONLY_SPACES = '          ';

describe('resetConfirm machine, model-based', () => {
  const machine = resetConfirmMachine.provide({
    actors: { confirmPasswordReset: pendingActor<MessageResponse, { token: string; password: string }>() },
  });

  it('every generated path (with and without a token) replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'resetConfirm',
      machine,
      input: { token: 'reset-token' },
      inputs: [{ token: null }, { token: '   ' }],
      events: [
        { type: 'field.change', field: 'password', value: 'new-password' },
        { type: 'field.change', field: 'password', value: 'seven77' },
        { type: 'field.change', field: 'confirmPassword', value: 'new-password' },
        { type: 'field.change', field: 'confirmPassword', value: 'seven77' },
        { type: 'field.change', field: 'password', value: ONLY_SPACES },
        { type: 'field.change', field: 'confirmPassword', value: ONLY_SPACES },
        doneEvent('confirmPasswordReset', { message: 'Password has been reset successfully.' }),
        errorEvent('confirmPasswordReset', new ApiError(400, 'Invalid or expired reset token', { error: 'Invalid or expired reset token', message: 'Invalid or expired reset token' })),
      ],
      // The password as the rules see it, and whether the confirmation matches it.
      serializeState: (snapshot) => {
        const { password, confirmPassword } = snapshot.context;
        const kind = password === '' ? 'empty' : password.length < 8 ? 'short' : password.trim() === '' ? 'spaces' : 'ok';
        const confirmation = confirmPassword === '' ? 'empty' : confirmPassword === password ? 'same' : 'other';
        return JSON.stringify([snapshot.value, kind, confirmation]);
      },
      simplePaths: 100,
      check: (snapshot, path, step) => {
        // Submitting: the first rule the passwords break is told in the spec's words, in its order, or they are sent.
        if (path.steps[step].event.type === 'form.submit') {
          const { password, confirmPassword, error } = snapshot.context;
          const refusal = password !== confirmPassword ? 'Passwords do not match'
            : password.length < 8 ? 'Password must be at least 8 characters long'
              : password.trim() === '' ? 'Password cannot be only spaces.'
                : null;
          expect({ state: snapshot.value, error }).toEqual(refusal === null ? { state: 'submitting', error: null } : { state: 'editing', error: refusal });
        }
        if (snapshot.matches('submitting')) {
          expect(snapshot.context.password).toBe(snapshot.context.confirmPassword);
          expect(snapshot.context.password.length).toBeGreaterThanOrEqual(8);
          expect(snapshot.context.password.trim()).not.toBe('');
        }
        if (snapshot.matches('invalidLink')) expect(snapshot.context.error).toBe('Invalid reset link.');
        // A link without a token, or with spaces for one, never shows the form.
        if ((snapshot.context.token ?? '').trim() === '') expect(['invalidLink', 'toLogin']).toContain(snapshot.value);
        // The form opens empty, with nothing to complain about yet.
        if (step === 0 && snapshot.matches('editing')) {
          expect(selectResetConfirmForm(snapshot)).toMatchObject({ password: '', confirmPassword: '', error: null, message: null });
        }
        // Leaving for the login screen ends the flow: the page shows that step and nothing is answered any more.
        expect(selectResetConfirmStep(snapshot)).toBe(snapshot.value);
        if (snapshot.matches('toLogin')) expect(snapshot.status).toBe('done');
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('resetConfirm flow', () => {
  // The server, as the machine's actor: what it was sent, and its next answers in order (pending when none is left).
  let sent: { token: string; password: string }[];
  let answers: (() => Promise<MessageResponse>)[];
  beforeEach(() => {
    sent = [];
    answers = [];
  });
  const answer = (next: () => Promise<MessageResponse>) => answers.push(next);
  const confirmPasswordReset = fromPromise<MessageResponse, { token: string; password: string }>(({ input }) => {
    sent.push(input);
    return answers.shift()?.() ?? new Promise(() => {});
  });

  function start(token: string | null, clock?: SimulatedClock) {
    const actor = createActor(resetConfirmMachine.provide({ actors: { confirmPasswordReset } }), { input: { token }, clock }).start();
    const type = (field: ResetConfirmField, value: string) => actor.send({ type: 'field.change', field, value });
    return { actor, type };
  }

  it('refuses a password of spaces alone before sending, with the server\'s text', () => {
    const { actor, type } = start('t');
    type('password', ONLY_SPACES);
    type('confirmPassword', ONLY_SPACES);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Password cannot be only spaces.');
    expect(sent).toEqual([]);
  });

  it('checks that the passwords match before their length', () => {
    const { actor, type } = start('t');
    type('password', 'short');
    type('confirmPassword', 'other');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match');
    expect(shownError(actor.getSnapshot())).toEqual(['Passwords do not match']);
    type('confirmPassword', 'short');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Password must be at least 8 characters long');
    expect(shownError(actor.getSnapshot())).toEqual(['Password must be at least 8 characters long']);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('takes the refusal away once corrected passwords are sent', () => {
    const { actor, type } = start('reset-token');
    type('password', 'new-password');
    type('confirmPassword', 'other-password');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match');
    type('confirmPassword', 'new-password');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('sends the token of the link without the spaces around it', async () => {
    answer(async () => ({ message: 'Password has been reset successfully.' }));
    const { actor, type } = start(' reset-token ', new SimulatedClock());
    type('password', 'new-password');
    type('confirmPassword', 'new-password');
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (s) => s.matches('done'));
    expect(sent.at(-1)).toEqual({ token: 'reset-token', password: 'new-password' });
  });

  it('accepts exactly 8 characters, resets, and moves on to login after the message was shown', async () => {
    const clock = new SimulatedClock();
    answer(async () => ({ message: 'Password has been reset successfully.' }));
    const { actor, type } = start('reset-token', clock);
    type('password', '12345678');
    type('confirmPassword', '12345678');
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (s) => s.matches('done'));
    expect(sent.at(-1)).toEqual({ token: 'reset-token', password: '12345678' });
    expect(actor.getSnapshot().context.message).toBe('Password has been reset successfully.');
    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('done');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('toLogin');
  });

  it('shows the server text, else Failed to reset password.', async () => {
    const { actor, type } = start('reset-token');
    type('password', 'new-password');
    type('confirmPassword', 'new-password');
    answer(() => Promise.reject(new ApiError(400, 'Token expired', { error: 'Token expired', message: 'Token expired' })));
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Token expired');
    answer(() => Promise.reject(new ApiError(0, 'Failed to fetch', null)));
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Failed to reset password.');
    expect(shownError(actor.getSnapshot())).toEqual(['Failed to reset password.']);
  });

  it('without a token shows Invalid reset link. and then leaves for login', () => {
    const clock = new SimulatedClock();
    const { actor } = start(null, clock);
    expect(actor.getSnapshot().value).toBe('invalidLink');
    expect(actor.getSnapshot().context.error).toBe('Invalid reset link.');
    clock.increment(3000);
    expect(actor.getSnapshot().value).toBe('toLogin');
  });
});

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

describe('resetConfirm flow, against a server', () => {
  it('posts the token and the new password, and shows what the server answered', async () => {
    server.answerWith({ status: 200, body: { message: 'Password has been reset successfully.' } });
    const actor = createActor(resetConfirmMachine, { input: { token: 'reset-token' } }).start();
    actor.send({ type: 'field.change', field: 'password', value: 'new-password' });
    actor.send({ type: 'field.change', field: 'confirmPassword', value: 'new-password' });
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (s) => s.matches('done'));
    expect(server.last()).toMatchObject({ method: 'POST', path: '/auth/reset-password-confirm', body: { token: 'reset-token', password: 'new-password' } });
    expect(selectResetConfirmForm(actor.getSnapshot()).message).toBe('Password has been reset successfully.');
    actor.stop();
  });
});

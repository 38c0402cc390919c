import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/auth', () => ({ register: vi.fn() }));

import { register } from '../../src/api/auth';
import type { MessageResponse, RegisterRequest } from '../../src/api/types';
import { registerMachine, registrationErrorText, type RegisterField } from '../../src/machines/register';
import { getShortestPaths } from '@xstate/graph';
import { waitForState } from './support/waitForState';

const ONLY_SPACES = '          ';
const checkEmail = 'Registration successful! Please check your email to verify your account.';

describe('register machine, model-based', () => {
  const machine = registerMachine.provide({ actors: { register: pendingActor<MessageResponse, RegisterRequest>() } });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'register',
      machine,
      events: [
        { type: 'field.change', field: 'username', value: 'reader' },
        { type: 'field.change', field: 'email', value: 'reader@example.com' },
        { type: 'field.change', field: 'password', value: 'secret-pass' },
        { type: 'field.change', field: 'confirmPassword', value: 'secret-pass' },
        { type: 'field.change', field: 'confirmPassword', value: 'other-pass' },
        { type: 'field.change', field: 'password', value: ONLY_SPACES },
        { type: 'field.change', field: 'confirmPassword', value: ONLY_SPACES },
        { type: 'form.submit' },
        doneEvent('register', { message: checkEmail }),
        errorEvent('register', new ApiError(409, 'Username or email already exists', { error: 'Username or email already exists', message: 'Username or email already exists' })),
      ],
      serializeState: (snapshot) => {
        const c = snapshot.context;
        // A password is empty, refused (spaces alone) or acceptable; the confirmation is empty, the same or another.
        const password = c.password === '' ? 'empty' : c.password.trim() === '' ? 'spaces' : 'ok';
        const confirmation = c.confirmPassword === '' ? 'empty' : c.confirmPassword === c.password ? 'same' : 'other';
        return JSON.stringify([snapshot.value, c.username !== '', c.email !== '', password, confirmation]);
      },
      simplePaths: 100,
      check: (snapshot) => {
        if (snapshot.matches('submitting')) {
          expect(snapshot.context.password).toBe(snapshot.context.confirmPassword);
          expect(snapshot.context.username).not.toBe('');
          expect(snapshot.context.password.trim()).not.toBe('');
        }
        if (snapshot.matches('registered')) expect(snapshot.context.message).toBe(checkEmail);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('register flow', () => {
  beforeEach(() => vi.clearAllMocks());

  function filled(confirm = 'secret-pass') {
    const actor = createActor(registerMachine).start();
    const values: Record<RegisterField, string> = {
      username: ' reader ',
      email: ' reader@example.com ',
      password: 'secret-pass',
      confirmPassword: confirm,
    };
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.change', field: field as RegisterField, value });
    }
    return actor;
  }

  it('refuses different passwords with the spec text', () => {
    const actor = filled('other-pass');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Passwords do not match.');
    expect(register).not.toHaveBeenCalled();
  });

  it('refuses a password of spaces alone before sending, with the server\'s text', () => {
    const actor = filled(ONLY_SPACES);
    actor.send({ type: 'field.change', field: 'password', value: ONLY_SPACES });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Password cannot be only spaces.');
    expect(register).not.toHaveBeenCalled();
  });

  it('does not send while a field is empty', () => {
    const actor = createActor(registerMachine).start();
    actor.send({ type: 'field.change', field: 'username', value: 'reader' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('sends trimmed names and shows the server answer', async () => {
    vi.mocked(register).mockResolvedValueOnce({ message: checkEmail });
    const actor = filled();
    actor.send({ type: 'form.submit' });
    const done = await waitForState(actor, (s) => s.matches('registered'));
    expect(register).toHaveBeenLastCalledWith({ username: 'reader', email: 'reader@example.com', password: 'secret-pass' });
    expect(done.context.message).toBe(checkEmail);
  });

  it('shows a failure and lets the person try again', async () => {
    vi.mocked(register).mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', null));
    const actor = filled();
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Registration failed.');
  });

  it('joins the messages of an errors list with spaces, else uses the server text, else the generic text', () => {
    const listed = new ApiError(400, 'Validation failed', {
      error: 'Validation failed',
      message: 'Validation failed',
      errors: [
        { field: 'username', msg: 'Username must be 3 to 30 characters.' },
        { field: 'email', msg: 'Email is invalid.' },
      ],
    });
    expect(registrationErrorText(listed)).toBe('Username must be 3 to 30 characters. Email is invalid.');
    expect(registrationErrorText(new ApiError(409, 'Taken', { error: 'Taken', message: 'Taken', errors: [] }))).toBe('Taken');
    expect(registrationErrorText(new ApiError(500, 'HTTP error! status: 500', null))).toBe('Registration failed.');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { loadingSession } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';

vi.mock('../../src/api/auth', () => ({ login: vi.fn(), resendVerification: vi.fn() }));

import { login, resendVerification } from '../../src/api/auth';
import type { LoginResponse, MessageResponse } from '../../src/api/types';
import { loginMachine, serverErrorText, type LoginEvent } from '../../src/machines/login';
import { getShortestPaths } from '@xstate/graph';

const demo = { id: 1, username: 'demo', email: 'demo@example.com', is_admin: false };
const unverified = new ApiError(403, 'Please verify your email before logging in.', {
  error: 'Please verify your email before logging in.',
  message: 'Please verify your email before logging in.',
  needsVerification: true,
});
const wrongPassword = new ApiError(401, 'Invalid credentials', { error: 'Invalid credentials', message: 'Invalid credentials' });

describe('login machine, model-based', () => {
  const machine = loginMachine.provide({
    actors: {
      login: pendingActor<LoginResponse, { loginIdentifier: string; password: string }>(),
      resendVerification: pendingActor<MessageResponse, { email: string }>(),
    },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'login',
      machine,
      input: { session: loadingSession() },
      events: [
        { type: 'field.change', field: 'loginIdentifier', value: 'demo' },
        { type: 'field.change', field: 'loginIdentifier', value: '' },
        { type: 'field.change', field: 'password', value: 'demo-password' },
        { type: 'form.submit' },
        { type: 'verification.resend' },
        doneEvent('login', { user: demo, message: 'Login successful' }),
        errorEvent('login', unverified),
        errorEvent('login', wrongPassword),
        doneEvent('resendVerification', { message: 'Verification email sent.' }),
        errorEvent('resendVerification', new ApiError(0, 'Network error', null)),
      ],
      serializeState: (snapshot) => {
        const c = snapshot.context;
        return JSON.stringify([snapshot.value, c.loginIdentifier !== '', c.password !== '']);
      },
      check: (snapshot) => {
        // Only a successful answer ends the flow, and it carries the user the session is given.
        if (snapshot.matches('loggedIn')) expect(snapshot.context.user).toEqual(demo);
        if (snapshot.context.notice !== null) expect(snapshot.matches({ editing: 'unverified' })).toBe(false);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('login flow', () => {
  beforeEach(() => vi.clearAllMocks());

  function start() {
    const session = loadingSession();
    const actor = createActor(loginMachine, { input: { session } }).start();
    const type = (field: 'loginIdentifier' | 'password', value: string) =>
      actor.send({ type: 'field.change', field, value } satisfies LoginEvent);
    return { actor, type, session };
  }

  it('logs in with the identifier trimmed, tells the page to leave, then hands the user to the session', async () => {
    vi.mocked(login).mockResolvedValueOnce({ user: demo, message: 'Login successful' });
    const { actor, type, session } = start();
    const told: string[] = [];
    actor.on('login.succeeded', () => told.push(`page leaves (session ${JSON.stringify(session.getSnapshot().value)})`));
    type('loginIdentifier', ' demo ');
    type('password', 'demo-password');
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (s) => s.matches('loggedIn'));
    expect(login).toHaveBeenLastCalledWith('demo', 'demo-password');
    expect(done.context.user).toEqual(demo);
    expect(told).toEqual(['page leaves (session "loading")']);
    expect(session.getSnapshot().context.user).toEqual(demo);
    expect(session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('offers no resend before the server asked for verification', () => {
    const { actor, type } = start();
    type('loginIdentifier', 'demo@example.com');
    actor.send({ type: 'verification.resend' });
    expect(actor.getSnapshot().matches({ editing: 'plain' })).toBe(true);
    expect(resendVerification).not.toHaveBeenCalled();
  });

  it('does not send an incomplete form', () => {
    const { actor, type } = start();
    type('loginIdentifier', 'demo');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server message, else Login failed.', async () => {
    const { actor, type } = start();
    type('loginIdentifier', 'demo');
    type('password', 'nope');
    vi.mocked(login).mockRejectedValueOnce(wrongPassword);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Invalid credentials');
    vi.mocked(login).mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', null));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('Login failed.');
    expect(actor.getSnapshot().matches({ editing: 'plain' })).toBe(true);
  });

  it('offers the resend for an unverified account, then clears the action and message after a resend', async () => {
    const { actor, type } = start();
    type('loginIdentifier', 'demo@example.com');
    type('password', 'demo-password');
    vi.mocked(login).mockRejectedValueOnce(unverified);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().matches({ editing: 'unverified' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Please verify your email before logging in.');

    vi.mocked(resendVerification).mockResolvedValueOnce({ message: 'Verification email sent. Please check your inbox.' });
    actor.send({ type: 'verification.resend' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(resendVerification).toHaveBeenLastCalledWith('demo@example.com');
    expect(actor.getSnapshot().matches({ editing: 'plain' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      error: null,
      notice: 'Verification email sent. Please check your inbox.',
    });
  });

  it('asks for the address before resending, and reports a failed resend', async () => {
    const { actor, type } = start();
    type('loginIdentifier', 'demo');
    type('password', 'demo-password');
    vi.mocked(login).mockRejectedValueOnce(unverified);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    type('loginIdentifier', '  ');
    vi.mocked(resendVerification).mockClear();
    actor.send({ type: 'verification.resend' });
    expect(actor.getSnapshot().context.error).toBe('Please enter your email address first.');
    expect(resendVerification).not.toHaveBeenCalled();

    type('loginIdentifier', 'demo@example.com');
    vi.mocked(resendVerification).mockRejectedValueOnce(new ApiError(0, 'Failed to fetch', null));
    actor.send({ type: 'verification.resend' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().matches({ editing: 'unverified' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Failed to resend verification email.');
  });

  it('reads the server text from message, then error, else the fallback', () => {
    expect(serverErrorText(new ApiError(400, 'x', { message: 'From message', error: 'From error' }), 'F')).toBe('From message');
    expect(serverErrorText(new ApiError(400, 'x', { error: 'From error' }), 'F')).toBe('From error');
    expect(serverErrorText(new ApiError(500, 'HTTP error! status: 500', null), 'F')).toBe('F');
    expect(serverErrorText(new Error('boom'), 'F')).toBe('F');
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { loadingSession, recordEvents } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildUser } from '../support/factories';
import type { LoginResponse, MessageResponse } from '../../src/api/types';
import type { SessionRef } from '../../src/machines/session';
import {
  loginMachine,
  selectLoginBusy,
  selectLoginForm,
  selectOfferResend,
  selectResending,
  selectSubmitting,
  type LoginEvent,
} from '../../src/machines/login';
import { getShortestPaths } from '@xstate/graph';
import { waitForState } from './support/waitForState';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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

describe('login machine, against a server', () => {
  const demo = buildUser(2, { username: 'demo' });
  const verifyFirst = 'Please verify your email before logging in.';

  function start() {
    const session = recordEvents();
    const actor = createActor(loginMachine, { input: { session: session.ref as unknown as SessionRef } });
    const told: string[] = [];
    actor.on('*', (event) => told.push(`${event.type} (session told ${session.received.length})`));
    actor.start();
    const type = (field: 'loginIdentifier' | 'password', value: string) =>
      actor.send({ type: 'field.change', field, value } satisfies LoginEvent);
    const view = () => {
      const snapshot = actor.getSnapshot();
      return {
        form: selectLoginForm(snapshot),
        submitting: selectSubmitting(snapshot),
        resending: selectResending(snapshot),
        offerResend: selectOfferResend(snapshot),
        busy: selectLoginBusy(snapshot),
      };
    };
    const settled = () => waitForState(actor, (snapshot) => !selectLoginBusy(snapshot));
    return { actor, type, view, settled, told, session: session.received };
  }

  /** Logs in with an answer that asks for verification, so the resend is offered. */
  async function unverifiedStart(identifier = ' demo@example.com ') {
    const flow = start();
    flow.type('loginIdentifier', identifier);
    flow.type('password', 'demo-password');
    server.answerWith({ status: 403, body: { error: verifyFirst, needsVerification: true } });
    flow.actor.send({ type: 'form.submit' });
    await flow.settled();
    return flow;
  }

  it('shows the form as typed, sends the identifier trimmed and the password as typed, then the page leaves and the session gets the user', async () => {
    const { actor, type, view, settled, told, session } = start();
    expect(view()).toEqual({
      form: { loginIdentifier: '', password: '', error: null, notice: null },
      submitting: false,
      resending: false,
      offerResend: false,
      busy: false,
    });
    type('loginIdentifier', ' demo ');
    type('password', ' secret ');
    expect(view().form).toEqual({ loginIdentifier: ' demo ', password: ' secret ', error: null, notice: null });
    server.answerWith({ status: 200, body: { user: demo, message: 'Login successful' } });
    const before = server.received.length;
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ submitting: true, resending: false, offerResend: false, busy: true });
    await settled();
    expect(server.received.length).toBe(before + 1);
    expect(server.last()).toMatchObject({ method: 'POST', path: '/auth/login', body: { loginIdentifier: 'demo', password: ' secret ' } });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.user).toEqual(demo);
    // The page is told first, so the form never shows a logged-in session.
    expect(told).toEqual(['login.succeeded (session told 0)']);
    expect(session).toEqual([{ type: 'session.loggedIn', user: demo }]);
  });

  it('sends nothing without an identifier (spaces are none) or without a password', async () => {
    const { actor, type, view, settled } = start();
    const before = server.received.length;
    type('loginIdentifier', '   ');
    type('password', 'demo-password');
    actor.send({ type: 'form.submit' });
    expect(view().submitting).toBe(false);
    type('loginIdentifier', 'demo');
    type('password', '');
    actor.send({ type: 'form.submit' });
    expect(view().submitting).toBe(false);
    expect(server.received.length).toBe(before);
    // A password of spaces is still a password: the server decides.
    type('password', ' ');
    server.answerWith({ status: 401, body: { error: 'Invalid credentials' } });
    actor.send({ type: 'form.submit' });
    expect(view().submitting).toBe(true);
    await settled();
    expect(server.last()).toMatchObject({ path: '/auth/login', body: { loginIdentifier: 'demo', password: ' ' } });
  });

  it('says why a login failed in the server\'s words, or Login failed. when the answer has none, and clears it on the next try', async () => {
    const { actor, type, view, settled, session } = start();
    type('loginIdentifier', 'demo');
    type('password', 'wrong');
    server.answerWith({ status: 401, body: { error: 'Invalid credentials' } });
    actor.send({ type: 'form.submit' });
    await settled();
    expect(view()).toMatchObject({ form: { error: 'Invalid credentials' }, offerResend: false, submitting: false });
    expect(actor.getSnapshot().matches({ editing: 'plain' })).toBe(true);

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'form.submit' });
    expect(view().form.error).toBeNull();
    await settled();
    expect(view().form.error).toBe('Login failed.');

    // Blank words from the server are no words.
    server.answerWith({ status: 500, body: { message: '   ' } });
    actor.send({ type: 'form.submit' });
    await settled();
    expect(view().form.error).toBe('Login failed.');

    server.answerWith({ status: 500, body: { message: 'Database unavailable.', error: 'Internal Server Error' } });
    actor.send({ type: 'form.submit' });
    await settled();
    expect(view().form.error).toBe('Database unavailable.');
    expect(session).toEqual([]);
  });

  it('an account to verify gets the server\'s sentence and the resend, which is sent trimmed and answered with its notice', async () => {
    const { actor, view, settled } = await unverifiedStart();
    expect(actor.getSnapshot().matches({ editing: 'unverified' })).toBe(true);
    expect(view()).toMatchObject({ form: { error: verifyFirst, notice: null }, offerResend: true, resending: false, busy: false });

    server.answerWith({ status: 200, body: { message: 'Verification email sent. Please check your inbox.' } });
    actor.send({ type: 'verification.resend' });
    // The action stays in view, disabled, while the resend is on its way.
    expect(view()).toMatchObject({ resending: true, offerResend: true, busy: true, submitting: false });
    await settled();
    expect(server.last()).toMatchObject({ method: 'POST', path: '/auth/resend-verification', body: { email: 'demo@example.com' } });
    expect(view()).toMatchObject({
      form: { error: null, notice: 'Verification email sent. Please check your inbox.' },
      offerResend: false,
      resending: false,
    });
    // A resend asked again from the plain form does nothing.
    const before = server.received.length;
    actor.send({ type: 'verification.resend' });
    expect(view().resending).toBe(false);
    expect(server.received.length).toBe(before);

    // The next login clears the notice.
    server.answerWith({ status: 401, body: { error: 'Invalid credentials' } });
    actor.send({ type: 'form.submit' });
    expect(view().form.notice).toBeNull();
    await settled();
  });

  it('only needsVerification: true offers the resend', async () => {
    const { actor, type, view, settled } = start();
    type('loginIdentifier', 'demo');
    type('password', 'demo-password');
    server.answerWith({ status: 403, body: { error: verifyFirst, needsVerification: 'true' } });
    actor.send({ type: 'form.submit' });
    await settled();
    expect(view()).toMatchObject({ form: { error: verifyFirst }, offerResend: false });
  });

  it('asks for the address before a resend, and says why a resend failed in the server\'s words or its own', async () => {
    const { actor, type, view, settled } = await unverifiedStart();
    type('loginIdentifier', '  ');
    const before = server.received.length;
    actor.send({ type: 'verification.resend' });
    expect(view()).toMatchObject({ form: { error: 'Please enter your email address first.' }, offerResend: true, resending: false });
    expect(server.received.length).toBe(before);

    type('loginIdentifier', 'demo@example.com');
    server.answerWith({ status: 429, body: { error: 'Too many requests, please try again later.' } });
    actor.send({ type: 'verification.resend' });
    await settled();
    expect(actor.getSnapshot().matches({ editing: 'unverified' })).toBe(true);
    expect(view().form.error).toBe('Too many requests, please try again later.');

    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'verification.resend' });
    await settled();
    expect(view()).toMatchObject({ form: { error: 'Failed to resend verification email.', notice: null }, offerResend: true });
  });
});

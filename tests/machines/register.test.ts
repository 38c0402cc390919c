import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { ApiError } from '../../src/api/errors';
import type { MessageResponse, RegisterRequest } from '../../src/api/types';
import { registerMachine, registrationErrorText, selectRegisterForm, selectRegisterStep, type RegisterField } from '../../src/machines/register';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { selectErrorMessages } from '../../src/machines/shared/serverErrorText';
import { inEnglish } from './support/appActors';
import { waitForState } from './support/waitForState';

// The machine's own call, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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
          expect(snapshot.context.email).not.toBe('');
          expect(snapshot.context.password.trim()).not.toBe('');
        }
        if (snapshot.matches('registered')) expect(snapshot.context.message).toBe(checkEmail);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
    // A hundred simple paths of a form with four fields, replayed one by one: 13 s alone on a two-core machine, 38 s
    // beside the whole suite on a busy one, past the project's 30 s; the other large walks have as long.
  }, 120_000);
});

describe('register flow, against a server', () => {
  const FILLED: Record<RegisterField, string> = {
    username: ' reader ',
    email: ' reader@example.com ',
    password: 'secret-pass',
    confirmPassword: 'secret-pass',
  };

  /** The error as the page says it, in the reader's language (here English). */
  const shownError = (actor: { getSnapshot: () => Parameters<typeof selectErrorMessages>[0] }) => selectErrorMessages(actor.getSnapshot())?.map(inEnglish) ?? null;

  /** A live form with the fields typed; what it sent is read from the server's record, from its start on. */
  function typed(values: Partial<Record<RegisterField, string>> = {}) {
    const actor = createActor(registerMachine).start();
    const from = server.received.length;
    for (const [field, value] of Object.entries({ ...FILLED, ...values })) {
      actor.send({ type: 'field.change', field: field as RegisterField, value });
    }
    return {
      actor,
      view: () => ({ step: selectRegisterStep(actor.getSnapshot()), error: selectRegisterForm(actor.getSnapshot()).error }),
      sent: () => server.received.slice(from).map(({ method, path, body }) => ({ method, path, body })),
    };
  }

  it('opens with every field empty and nothing said', () => {
    const actor = createActor(registerMachine).start();
    expect(selectRegisterStep(actor.getSnapshot())).toBe('editing');
    expect(selectRegisterForm(actor.getSnapshot())).toEqual({ username: '', email: '', password: '', confirmPassword: '', error: null, message: null });
  });

  it('refuses different passwords with the spec text, and sends nothing', () => {
    const { actor, view, sent } = typed({ confirmPassword: 'other-pass' });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ step: 'editing', error: 'Passwords do not match.' });
    expect(sent()).toEqual([]);
  });

  it("refuses a password of spaces alone before sending, with the server's text", () => {
    const { actor, view, sent } = typed({ password: ONLY_SPACES, confirmPassword: ONLY_SPACES });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ step: 'editing', error: 'Password cannot be only spaces.' });
    expect(sent()).toEqual([]);
  });

  it.each([
    ['the username', { username: '' }],
    ['a username of spaces', { username: '   ' }],
    ['the email', { email: '' }],
    ['an email of spaces', { email: '   ' }],
    ['the password', { password: '' }],
    ['both passwords', { password: '', confirmPassword: '' }],
    ['the confirmation', { confirmPassword: '' }],
  ])('leaves an empty field to the form\'s own required check: without %s it says nothing and sends nothing', (_name, values) => {
    const { actor, view, sent } = typed(values);
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ step: 'editing', error: null });
    expect(sent()).toEqual([]);
  });

  it("sends the trimmed names and the password as typed, and shows the server's answer", async () => {
    server.answerWith({ status: 201, body: { message: checkEmail } });
    const { actor, view, sent } = typed({ password: ' secret pass ', confirmPassword: ' secret pass ' });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ step: 'submitting', error: null });
    const done = await waitForState(actor, (snapshot) => snapshot.matches('registered'));
    expect(sent()).toEqual([{ method: 'POST', path: '/auth/register', body: { username: 'reader', email: 'reader@example.com', password: ' secret pass ' } }]);
    expect(selectRegisterForm(done).message).toBe(checkEmail);
  });

  it('shows a failure, lets the person try again, and clears the failure while trying', async () => {
    server.answerWith({ status: 409, body: { error: 'Username or email already exists', message: 'Username or email already exists' } });
    const { actor, view } = typed();
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.matches('editing'));
    expect(view()).toEqual({ step: 'editing', error: 'Username or email already exists' });
    server.answerWith({ status: 502, body: '<html>Bad Gateway</html>' });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ step: 'submitting', error: null });
    await waitForState(actor, (snapshot) => snapshot.matches('editing'));
    expect(view()).toEqual({ step: 'editing', error: 'Registration failed.' });
    expect(shownError(actor)).toEqual(['Registration failed.']);
  });

  it('says each refused field of a validation answer, else the answer\'s own sentence, in the reader\'s language', async () => {
    server.answerWith({ status: 400, body: { error: 'Validation failed', message: 'Validation failed', errors: [{ field: 'email', msg: 'Email is invalid.' }] } });
    const { actor } = typed();
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.matches('editing'));
    expect(shownError(actor)).toEqual(['Email is invalid.']);
    server.answerWith({ status: 400, body: { error: 'Validation failed', message: 'Validation failed', errors: [] } });
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.matches('editing'));
    expect(shownError(actor)).toEqual(['Validation failed']);
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
    // Entries without a text of their own are left out, not written as "undefined" or an empty gap.
    const mixed = { status: 400, body: { message: 'Validation failed', errors: [null, 'loose text', { msg: 5 }, { msg: '' }, { field: 'email', msg: 'Email is invalid.' }] } };
    expect(registrationErrorText(mixed)).toBe('Email is invalid.');
    expect(registrationErrorText({ status: 400, body: { message: 'Validation failed', errors: [{ msg: '' }] } })).toBe('Validation failed');
    expect(registrationErrorText(new ApiError(409, 'Taken', { error: 'Taken', message: 'Taken', errors: [] }))).toBe('Taken');
    expect(registrationErrorText(new ApiError(500, 'HTTP error! status: 500', null))).toBe('Registration failed.');
    expect(registrationErrorText(null)).toBe('Registration failed.');
  });
});

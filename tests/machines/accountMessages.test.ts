import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { registerMachine, type RegisterField } from '../../src/machines/register';
import { resetConfirmMachine } from '../../src/machines/resetConfirm';
import { verifyEmailMachine } from '../../src/machines/verifyEmail';
import { loginMachine, selectLoginMessages } from '../../src/machines/login';
import { selectErrorMessages, selectSuccessMessage } from '../../src/machines/shared/serverErrorText';
import type { SessionRef } from '../../src/machines/session';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { recordEvents } from './support/appActors';
import { waitForState } from './support/waitForState';

// The machines' own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

/** The account machines carry what they say as message ids and values; the English `error` stays beside them. */
describe('the account machines\' messages', () => {
  it('register: the client\'s own refusals are the catalogue\'s messages, a password rule its error code with its values', () => {
    const actor = createActor(registerMachine).start();
    const type = (values: Record<RegisterField, string>) => {
      for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.change', field: field as RegisterField, value });
    };
    type({ username: 'reader', email: 'reader@example.com', password: 'secret-pass', confirmPassword: 'other-pass' });
    actor.send({ type: 'form.submit' });
    expect(selectErrorMessages(actor.getSnapshot())).toEqual([{ id: 'auth.register.passwordsDiffer' }]);
    type({ username: 'reader', email: 'reader@example.com', password: 'short', confirmPassword: 'short' });
    actor.send({ type: 'form.submit' });
    expect(selectErrorMessages(actor.getSnapshot())).toEqual([{ id: 'error.auth.passwordTooShort', values: { min: 8 } }]);
    expect(actor.getSnapshot().context.error).toBe('Password must be at least 8 characters long');
  });

  it('register: the server\'s refused fields by their codes, and its confirmation as the catalogue\'s message', async () => {
    server.answerWith({
      status: 400,
      body: {
        error: 'Username is required. Something new.',
        code: 'validation.fields',
        errors: [{ field: 'username', msg: 'Username is required.', code: 'auth.usernameRequired' }, { field: 'email', msg: 'Something new.' }],
      },
    });
    const actor = createActor(registerMachine).start();
    for (const [field, value] of Object.entries({ username: 'r', email: 'r@e.c', password: 'secret-pass', confirmPassword: 'secret-pass' })) {
      actor.send({ type: 'field.change', field: field as RegisterField, value });
    }
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.matches('editing'));
    expect(selectErrorMessages(actor.getSnapshot())).toEqual([
      { id: 'error.auth.usernameRequired' },
      { id: 'error.error.unlisted', values: { text: 'Something new.' } },
    ]);
    server.answerWith({ status: 201, body: { message: 'Registration successful! Please check your email to verify your account.' } });
    actor.send({ type: 'form.submit' });
    expect(selectErrorMessages(actor.getSnapshot())).toBeNull();
    await waitForState(actor, (snapshot) => snapshot.matches('registered'));
    expect(selectSuccessMessage(actor.getSnapshot())).toEqual({ id: 'auth.notice.registered' });
  });

  it('login: a refusal by its code, and the screen\'s own failure when no answer came', async () => {
    const session = recordEvents();
    const actor = createActor(loginMachine, { input: { session: session.ref as unknown as SessionRef } }).start();
    actor.send({ type: 'field.change', field: 'loginIdentifier', value: 'demo' });
    actor.send({ type: 'field.change', field: 'password', value: 'wrong' });
    server.answerWith({ status: 401, body: { error: 'Invalid username/email or password', code: 'auth.invalidCredentials' } });
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.matches({ editing: 'plain' }));
    expect(selectLoginMessages(actor.getSnapshot())).toEqual({ errorMessages: [{ id: 'error.auth.invalidCredentials' }], noticeMessage: null });
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.matches({ editing: 'plain' }));
    expect(selectLoginMessages(actor.getSnapshot()).errorMessages).toEqual([{ id: 'auth.login.failed' }]);
  });

  it('reset confirm and verify email: a missing link is said by the catalogue\'s message', () => {
    const reset = createActor(resetConfirmMachine, { input: { token: null } }).start();
    expect(selectErrorMessages(reset.getSnapshot())).toEqual([{ id: 'auth.resetConfirm.invalidLink' }]);
    reset.stop();
    const verify = createActor(verifyEmailMachine, { input: { token: '  ' } }).start();
    expect(selectErrorMessages(verify.getSnapshot())).toEqual([{ id: 'error.auth.noVerificationToken' }]);
  });
});

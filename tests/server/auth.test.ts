import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { afterAnswerWorkDone } from '../../server/http/afterAnswer.ts';
import { openTestApp } from './support/testApp.ts';
import { insertUser, quickPasswordHash } from './support/factories.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../src/domain/limits.ts';
import { USERNAME_RULE } from '../../src/domain/username.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Every .eml in the outbox, oldest first, with its text part decoded from quoted-printable. */
function readMails(mailDir: string): { to: string; subject: string; text: string; raw: string }[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort().map((name) => {
    const raw = readFileSync(path.join(mailDir, name), 'utf8');
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return {
      to: /^To: (.*)$/m.exec(raw)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
      text: decoded,
      raw,
    };
  });
}

function linkToken(mailText: string, route: 'verify-email' | 'reset-password-confirm'): string {
  const match = new RegExp(`http://localhost:3000/${route}\\?token=([A-Za-z0-9_-]+)`).exec(mailText);
  if (!match) throw new Error(`no ${route} link in the mail`);
  return match[1]!;
}

function sessionCookie(response: LightMyRequestResponse): { value: string; header: string } | undefined {
  const headers = response.headers['set-cookie'];
  const list = headers === undefined ? [] : Array.isArray(headers) ? headers : [headers];
  const header = list.find((cookie) => cookie.startsWith('sid='));
  if (header === undefined) return undefined;
  return { value: header.slice(4).split(';')[0]!, header };
}

describe('accounts', () => {
  let app: FastifyInstance;
  let db: Db;
  let mailDir: string;
  let close: () => Promise<void>;
  /** What the server logged at error level or above (pino's level 50), for an operator reading the logs. */
  const loggedErrors: unknown[] = [];
  beforeAll(async () => {
    ({ app, db, mailDir, close } = await openTestApp({
      env: { LOG_LEVEL: 'error' },
      logDestination: { write: (line) => void loggedErrors.push(JSON.parse(line)) },
    }));
  });
  afterAll(() => close());

  // Reset mails go out after the answer: the outbox is read once that work has ended.
  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, ...headers }, payload: JSON.stringify(payload) });
    await afterAnswerWorkDone();
    return response;
  };
  const login = (loginIdentifier: string, password: string, headers: Record<string, string> = {}) =>
    post('/api/auth/login', { loginIdentifier, password }, headers);
  const me = (sid: string) => app.inject({ url: '/api/auth/me', cookies: { sid } });
  /** GET /auth/me answers 200 either way; its user says whether the session still signs someone in. */
  const isSignedIn = async (sid: string) => (await me(sid)).json().user !== null;
  const mailsTo = (email: string) => readMails(mailDir).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());

  const verifiedUser = async (username: string, email: string, password: string) =>
    insertUser(db, { username, email, password_hash: await quickPasswordHash(password) });

  it('walks register → mail → verify → login → me → logout', async () => {
    const register = await post('/api/auth/register', { username: 'Reader', email: 'Reader@Example.com', password: 'long-enough-1' });
    expect(register.statusCode).toBe(201);
    expect(register.json()).toEqual({ message: 'Registration successful! Please check your email to verify your account.' });

    const [mail] = mailsTo('Reader@Example.com');
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^From: RecapShelf <no-reply@recapshelf\.local>$/m);
    expect(mail!.raw).toContain('Content-Type: text/plain');
    expect(mail!.raw).toContain('Content-Type: text/html');
    const token = linkToken(mail!.text, 'verify-email');

    const verify = await app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Email verified successfully.' });
    const again = await app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(again.json().message).toBe('Your email address is already verified. You can log in.');

    const loggedIn = await login('reader@example.COM', 'long-enough-1');
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toEqual({
      user: { id: expect.any(Number), username: 'Reader', email: 'Reader@Example.com', is_admin: false, language: null },
      message: 'Login successful',
    });
    const sid = sessionCookie(loggedIn)!.value;

    const current = await me(sid);
    expect(current.statusCode).toBe(200);
    expect(current.json().user).toMatchObject({ username: 'Reader', is_admin: false });
    expect(current.json().user).not.toHaveProperty('password_hash');

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out successfully' });
    expect(sessionCookie(logout)?.header).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(await isSignedIn(sid)).toBe(false);
    expect((await db.query('SELECT 1 FROM sessions')).rows).toHaveLength(0);
  });

  it('logs in by username too, whatever its case and the spaces typed around it', async () => {
    await verifiedUser('CaseUser', 'case@example.com', 'case-password');
    const response = await login('caseuser', 'case-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('CaseUser');
    expect((await login('  CASE@example.com ', 'case-password')).statusCode).toBe(200);
  });

  it('takes a password of the longest allowed length, and refuses a longer one without checking it', async () => {
    const longest = 'p'.repeat(PASSWORD_MAX_LENGTH);
    await verifiedUser('LongPass', 'longpass@example.com', longest);
    expect((await login('longpass', longest)).statusCode).toBe(200);
    // An account whose stored password is longer than any the forms take still cannot be entered with it.
    const longer = 'q'.repeat(PASSWORD_MAX_LENGTH + 1);
    await verifiedUser('LongerPass', 'longerpass@example.com', longer);
    const refused = await login('longerpass', longer);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Invalid username/email or password');
  });

  it('answers an account whose stored password is damaged as a wrong password, not a server error', async () => {
    await insertUser(db, { username: 'Damaged', email: 'damaged@example.com', password_hash: 'not-an-argon2-hash' });
    const response = await login('damaged', 'any-password');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Invalid username/email or password');
  });

  it('logs out a caller without a session too: 200, and the cookie cleared', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out successfully' });
    expect(sessionCookie(response)?.header).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  });

  it('answers GET /auth/me without a session, or with an unknown one, with 200 and no user: a visitor is no error', async () => {
    const anonymous = await app.inject({ url: '/api/auth/me' });
    expect({ status: anonymous.statusCode, body: anonymous.json() }).toEqual({ status: 200, body: { user: null } });
    const unknown = await me('made-up-session-id');
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 200, body: { user: null } });
  });

  it('lists every invalid register field with 400 and errors[{field,msg}]', async () => {
    const response = await post('/api/auth/register', { username: '', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.map((error: { field: string }) => error.field)).toEqual(['username', 'email', 'password']);
    for (const error of body.errors) expect(typeof error.msg).toBe('string');
    expect(body.message).toBe(body.errors.map((error: { msg: string }) => error.msg).join(' '));

    const missing = await post('/api/auth/register', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveLength(3);
  });

  it('words each register field problem as the form shows it, with a full stop, and trims the name and address', async () => {
    const errorsOf = async (payload: Record<string, string>) => (await post('/api/auth/register', payload)).json().errors;
    expect(await errorsOf({ username: '   ', email: ' ', password: '' })).toMatchObject([
      { field: 'username', msg: 'Username is required.' },
      { field: 'email', msg: 'Email is required.' },
      { field: 'password', msg: 'Password is required.' },
    ]);
    expect(await errorsOf({ username: 'no spaces allowed', email: 'reader@example', password: 'short' })).toMatchObject([
      { field: 'username', msg: USERNAME_RULE },
      { field: 'email', msg: 'Please enter a valid email address.' },
      { field: 'password', msg: 'Password must be at least 8 characters long.' },
    ]);
    expect(await errorsOf({ username: 'Wordy', email: 'wordy@example.com', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toMatchObject([
      { field: 'password', msg: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.` },
    ]);
    // An address of the longest allowed length passes; one character more is refused.
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(await errorsOf({ username: 'Longest', email: `x${longest}`, password: 'long-enough-1' })).toMatchObject([
      { field: 'email', msg: 'Please enter a valid email address.' },
    ]);
    const accepted = await post('/api/auth/register', { username: '  Longest ', email: ` ${longest} `, password: 'long-enough-1' });
    expect(accepted.statusCode).toBe(201);
    expect((await db.query('SELECT username, email FROM users WHERE username = $1', ['Longest'])).rows).toEqual([{ username: 'Longest', email: longest }]);
  });

  it('words an empty login, resend and reset request as the screens show them', async () => {
    const emptyLogin = await post('/api/auth/login', { loginIdentifier: '  ', password: '' });
    expect(emptyLogin.statusCode).toBe(400);
    expect(emptyLogin.json()).toMatchObject({
      message: 'Please enter your username or email. Please enter your password.',
      errors: [
        { field: 'loginIdentifier', msg: 'Please enter your username or email.' },
        { field: 'password', msg: 'Please enter your password.' },
      ],
    });
    for (const url of ['/api/auth/resend-verification', '/api/auth/reset-password']) {
      const empty = await post(url, { email: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Please enter your email address.', errors: [{ field: 'email', msg: 'Please enter your email address.' }] });
    }
  });

  it('answers a request with its fields left out as one with them empty', async () => {
    const register = await post('/api/auth/register', {});
    expect(register.statusCode).toBe(400);
    expect(register.json().errors).toMatchObject([
      { field: 'username', msg: 'Username is required.' },
      { field: 'email', msg: 'Email is required.' },
      { field: 'password', msg: 'Password is required.' },
    ]);
    const login = await post('/api/auth/login', {});
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toMatchObject([
      { field: 'loginIdentifier', msg: 'Please enter your username or email.' },
      { field: 'password', msg: 'Please enter your password.' },
    ]);
    for (const url of ['/api/auth/resend-verification', '/api/auth/reset-password']) {
      const empty = await post(url, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toMatchObject([{ field: 'email', msg: 'Please enter your email address.' }]);
    }
    for (const payload of [{}, { token: 'a-token' }]) {
      const confirm = await post('/api/auth/reset-password-confirm', payload);
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().errors).toMatchObject([{ field: 'password', msg: 'Password must be at least 8 characters long' }]);
    }
  });

  it('refuses a taken username or email with 409, regardless of case', async () => {
    await verifiedUser('Taken', 'taken@example.com', 'taken-password');
    const sameName = await post('/api/auth/register', { username: 'TAKEN', email: 'other@example.com', password: 'long-enough-1' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken.');
    const sameEmail = await post('/api/auth/register', { username: 'Other', email: 'TAKEN@example.com', password: 'long-enough-1' });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with that email already exists.');
  });

  it('answers a wrong password and an unknown account with the same 401 text', async () => {
    await verifiedUser('Known', 'known@example.com', 'known-password');
    const wrongPassword = await login('known', 'wrong-password');
    const unknown = await login('nobody-here', 'wrong-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(unknown.json().message).toBe('Invalid username/email or password');
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('refuses an unverified account with the right password: 403 with needsVerification', async () => {
    await post('/api/auth/register', { username: 'Pending', email: 'pending@example.com', password: 'pending-password' });
    const response = await login('Pending', 'pending-password');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Please verify your email before logging in.',
      message: 'Please verify your email before logging in.',
      code: 'auth.verifyFirst',
      needsVerification: true,
    });
    expect(sessionCookie(response)).toBeUndefined();
    // A wrong password on an unverified account says nothing about verification.
    expect((await login('Pending', 'not-the-password')).statusCode).toBe(401);
  });

  it('resends verification with a new token, and the old one stops working', async () => {
    await post('/api/auth/register', { username: 'Resender', email: 'resender@example.com', password: 'resend-password' });
    const oldToken = linkToken(mailsTo('resender@example.com')[0]!.text, 'verify-email');
    const resend = await post('/api/auth/resend-verification', { email: 'RESENDER@example.com' });
    expect(resend.statusCode).toBe(200);
    const mails = mailsTo('resender@example.com');
    expect(mails).toHaveLength(2);
    const newToken = linkToken(mails[1]!.text, 'verify-email');
    expect(newToken).not.toBe(oldToken);

    expect((await app.inject({ url: `/api/auth/verify-email?token=${oldToken}` })).statusCode).toBe(400);
    expect((await app.inject({ url: `/api/auth/verify-email?token=${newToken}` })).statusCode).toBe(200);
    expect((await login('resender', 'resend-password')).statusCode).toBe(200);
  });

  it('resends verification for a username typed in the login field', async () => {
    await post('/api/auth/register', { username: 'ByName', email: 'byname@example.com', password: 'byname-password' });
    const response = await post('/api/auth/resend-verification', { email: 'byname' });
    expect(response.statusCode).toBe(200);
    const mails = mailsTo('byname@example.com');
    expect(mails).toHaveLength(2);
    expect((await app.inject({ url: `/api/auth/verify-email?token=${linkToken(mails[1]!.text, 'verify-email')}` })).statusCode).toBe(200);
  });

  it('answers resend the same for unknown, verified and unverified addresses, mailing only the unverified', async () => {
    await verifiedUser('AlreadyDone', 'done@example.com', 'done-password');
    await post('/api/auth/register', { username: 'NotYet', email: 'notyet@example.com', password: 'notyet-password' });
    const before = readMails(mailDir).length;
    const answers = await Promise.all(['ghost@example.com', 'done@example.com', 'notyet@example.com']
      .map(async (email) => {
        const response = await post('/api/auth/resend-verification', { email });
        return { status: response.statusCode, body: response.json() };
      }));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      body: { message: 'If that account is awaiting verification, a new verification link has been sent to its email address.' },
    });
    expect(readMails(mailDir).length - before).toBe(1);
  });

  it('refuses verification without a token and with a bad or expired one', async () => {
    const missing = await app.inject({ url: '/api/auth/verify-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('No verification token provided.');
    const empty = await app.inject({ url: '/api/auth/verify-email?token=' });
    expect(empty.json().message).toBe('No verification token provided.');
    const bad = await app.inject({ url: '/api/auth/verify-email?token=nonsense' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid or expired verification link.');

    await post('/api/auth/register', { username: 'Late', email: 'late@example.com', password: 'late-password' });
    const token = linkToken(mailsTo('late@example.com')[0]!.text, 'verify-email');
    await db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'verify'`);
    const expired = await app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid or expired verification link.');
  });

  it('gives a 24-hour verification link and a 1-hour reset link', async () => {
    const userId = await verifiedUser('Lifetimes', 'lifetimes@example.com', 'lifetime-password');
    await db.query('UPDATE users SET email_verified = false WHERE id = $1', [userId]);
    await post('/api/auth/resend-verification', { email: 'lifetimes@example.com' });
    await post('/api/auth/reset-password', { email: 'lifetimes@example.com' });
    const { rows } = await db.query<{ purpose: string; hours: number }>(
      `SELECT purpose, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM email_tokens WHERE user_id = $1 ORDER BY purpose`,
      [userId],
    );
    expect(rows).toEqual([{ purpose: 'reset', hours: 1 }, { purpose: 'verify', hours: 24 }]);
  });

  it('answers a reset request the same for an unknown email and mails nothing', async () => {
    await verifiedUser('Resetter', 'resetter@example.com', 'old-password');
    const before = readMails(mailDir).length;
    const unknown = await post('/api/auth/reset-password', { email: 'nobody@example.com' });
    const known = await post('/api/auth/reset-password', { email: 'resetter@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe('If an account exists for that email, a reset link has been sent.');
    expect(readMails(mailDir).length - before).toBe(1);
    expect(mailsTo('resetter@example.com')).toHaveLength(1);
    // The look-up after the answer ends quietly for an address without an account: nothing for an operator to chase.
    expect(loggedErrors).toEqual([]);
  });

  it('resets a password once with the mailed link, ending every session of the account', async () => {
    await verifiedUser('Forgetful', 'forgetful@example.com', 'forgotten-password');
    const first = sessionCookie(await login('forgetful', 'forgotten-password'))!.value;
    const second = sessionCookie(await login('forgetful@example.com', 'forgotten-password'))!.value;
    expect(await isSignedIn(first)).toBe(true);

    await post('/api/auth/reset-password', { email: 'forgetful@example.com' });
    const token = linkToken(mailsTo('forgetful@example.com')[0]!.text, 'reset-password-confirm');

    const short = await post('/api/auth/reset-password-confirm', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters long');

    const done = await post('/api/auth/reset-password-confirm', { token, password: 'brand-new-password' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. Please log in with your new password.' });
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(false);

    const reused = await post('/api/auth/reset-password-confirm', { token, password: 'another-password' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid or expired reset link.');

    expect((await login('forgetful', 'forgotten-password')).statusCode).toBe(401);
    expect((await login('forgetful', 'brand-new-password')).statusCode).toBe(200);
  });

  it('answers a verification link opened a second time with "already verified", not an error (issue 18, item 19)', async () => {
    await post('/api/auth/register', { username: 'Double', email: 'double@example.com', password: 'double-password' });
    const token = linkToken(mailsTo('double@example.com')[0]!.text, 'verify-email');
    const first = await app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(first.json().message).toBe('Email verified successfully.');
    const second = await app.inject({ url: `/api/auth/verify-email?token=${token}` });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Your email address is already verified. You can log in.');
  });

  it('refuses a password of spaces at registration and at reset (issue 18, item 15)', async () => {
    const spaces = await post('/api/auth/register', { username: 'Spacey', email: 'spacey@example.com', password: ' '.repeat(12) });
    expect(spaces.statusCode).toBe(400);
    expect(spaces.json().errors).toMatchObject([{ field: 'password', msg: 'Password cannot be only spaces.' }]);
    await verifiedUser('Spaced', 'spaced@example.com', 'spaced-password');
    await post('/api/auth/reset-password', { email: 'spaced@example.com' });
    const token = linkToken(mailsTo('spaced@example.com')[0]!.text, 'reset-password-confirm');
    const reset = await post('/api/auth/reset-password-confirm', { token, password: ' '.repeat(9) });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('Password cannot be only spaces.');
    expect((await login('spaced', 'spaced-password')).statusCode).toBe(200);
  });

  it('refuses an expired or unknown reset link', async () => {
    await verifiedUser('Slow', 'slow@example.com', 'slow-password');
    await post('/api/auth/reset-password', { email: 'slow@example.com' });
    const token = linkToken(mailsTo('slow@example.com')[0]!.text, 'reset-password-confirm');
    await db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'reset'`);
    const expired = await post('/api/auth/reset-password-confirm', { token, password: 'new-password-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Invalid or expired reset link.');
    const unknown = await post('/api/auth/reset-password-confirm', { token: 'x'.repeat(43), password: 'new-password-1' });
    expect(unknown.json().message).toBe('Invalid or expired reset link.');
    expect((await login('slow', 'slow-password')).statusCode).toBe(200);
  });

  it('only the latest reset link works', async () => {
    await verifiedUser('Twice', 'twice@example.com', 'twice-password');
    await post('/api/auth/reset-password', { email: 'twice@example.com' });
    await post('/api/auth/reset-password', { email: 'twice@example.com' });
    const [older, newer] = mailsTo('twice@example.com').map((mail) => linkToken(mail.text, 'reset-password-confirm'));
    expect((await post('/api/auth/reset-password-confirm', { token: older, password: 'new-password-1' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password-confirm', { token: newer, password: 'new-password-1' })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a reset link through', async () => {
    await verifiedUser('Racer', 'racer@example.com', 'racer-password');
    await post('/api/auth/reset-password', { email: 'racer@example.com' });
    const token = linkToken(mailsTo('racer@example.com')[0]!.text, 'reset-password-confirm');
    const answers = await Promise.all(['first-new-password', 'second-new-password']
      .map((password) => post('/api/auth/reset-password-confirm', { token, password })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('answers 409, not 500, when two registrations race for one username', async () => {
    const answers = await Promise.all(['one', 'two'].map((suffix) =>
      post('/api/auth/register', { username: 'RaceName', email: `race-${suffix}@example.com`, password: 'race-password' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toMatch(/already/);
  });

  it('sets an HttpOnly, SameSite=Lax, Path=/ session cookie for 30 days, not Secure over http', async () => {
    await verifiedUser('Cookie', 'cookie@example.com', 'cookie-password');
    const cookie = sessionCookie(await login('cookie', 'cookie-password'))!;
    expect(cookie.header).toMatch(/; HttpOnly/);
    expect(cookie.header).toMatch(/; SameSite=Lax/);
    expect(cookie.header).toMatch(/; Path=\//);
    expect(cookie.header).toMatch(/; Max-Age=2592000/);
    expect(cookie.header).not.toMatch(/Secure/);
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    const { rows } = await db.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(rows.map((row) => row.id_hash)).not.toContain(cookie.value);
  });

  it('rotates the session at login: a new id, and the one sent with the request is deleted', async () => {
    await verifiedUser('Rotator', 'rotator@example.com', 'rotator-password');
    const first = sessionCookie(await login('rotator', 'rotator-password'))!.value;
    const secondResponse = await app.inject({
      method: 'POST', url: '/api/auth/login', headers: JSON_HEADERS, cookies: { sid: first },
      payload: JSON.stringify({ loginIdentifier: 'rotator', password: 'rotator-password' }),
    });
    const second = sessionCookie(secondResponse)!.value;
    expect(second).not.toBe(first);
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
  });

  it('treats an expired session as logged out', async () => {
    await verifiedUser('Expiring', 'expiring@example.com', 'expiring-password');
    const sid = sessionCookie(await login('expiring', 'expiring-password'))!.value;
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect(await isSignedIn(sid)).toBe(false);
  });

  it('returns is_admin for an administrator', async () => {
    const id = await verifiedUser('Boss', 'boss@example.com', 'boss-password');
    await db.query('UPDATE users SET is_admin = true WHERE id = $1', [id]);
    const response = await login('boss', 'boss-password');
    expect(response.json().user).toEqual({ id, username: 'Boss', email: 'boss@example.com', is_admin: true, language: null });
  });
});

describe('accounts behind https', () => {
  // Built in hooks, not in the test: the routes are registered once, before any test, as in every other suite
  // (a mutation run then tells a route's registration apart from what its handlers do; docs/testing.md).
  let httpsApp: FastifyInstance;
  let app: FastifyInstance;
  let proxiedApp: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestApp();
    ({ app, close } = opened);
    await insertUser(opened.db, { username: 'secure', password_hash: await quickPasswordHash('secure-password') });
    httpsApp = await buildApp({ db: opened.db, config: loadConfig({ APP_URL: 'https://recaps.example', MAIL_DIR: opened.mailDir }) });
    // Behind a proxy that ends TLS, with APP_URL left at its http default: only the proxy knows it was https.
    proxiedApp = await buildApp({ db: opened.db, config: loadConfig({ TRUST_PROXY: '1', MAIL_DIR: opened.mailDir }) });
  });
  afterAll(async () => {
    await httpsApp.close();
    await proxiedApp.close();
    await close();
  });

  const loginOn = (on: FastifyInstance, headers: Record<string, string> = {}) => on.inject({
    method: 'POST', url: '/api/auth/login', headers: { ...JSON_HEADERS, ...headers },
    payload: JSON.stringify({ loginIdentifier: 'secure', password: 'secure-password' }),
  });

  it('marks the session cookie Secure when APP_URL is https', async () => {
    const response = await loginOn(httpsApp);
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)!.header).toMatch(/; Secure/);
  });

  it('marks it Secure when a trusted proxy says the browser came over https, and not for a caller who only claims so', async () => {
    const proxied = await loginOn(proxiedApp, { 'x-forwarded-proto': 'https' });
    expect(proxied.statusCode).toBe(200);
    expect(sessionCookie(proxied)!.header).toMatch(/; Secure/);
    const overHttp = await loginOn(proxiedApp, { 'x-forwarded-proto': 'http' });
    expect(sessionCookie(overHttp)!.header).not.toMatch(/Secure/);
    const claimed = await loginOn(app, { 'x-forwarded-proto': 'https' });
    expect(claimed.statusCode).toBe(200);
    expect(sessionCookie(claimed)!.header).not.toMatch(/Secure/);
  });

  it('clears the cookie with the same Secure attribute it was set with, so the browser forgets it', async () => {
    const logout = await proxiedApp.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-forwarded-proto': 'https' }, cookies: { sid: 'any' } });
    expect(logout.statusCode).toBe(200);
    expect(sessionCookie(logout)!.header).toMatch(/; Secure/);
  });
});

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { loginSchema, meSchema, messageSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { HttpError } from '../http/httpError.ts';
import {
  LOGIN_PER_IDENTIFIER, LOGIN_PER_IP, REGISTER_PER_IP, RESEND_VERIFICATION_PER_EMAIL, RESEND_VERIFICATION_PER_IP,
  RESET_CONFIRM_PER_IP, RESET_REQUEST_PER_EMAIL, RESET_REQUEST_PER_IP,
} from '../auth/abuseLimits.ts';
import { consumeEmailToken, findEmailToken, issueEmailToken, usedEmailTokenOwner } from '../auth/emailTokens.ts';
import { clearLoginFailures, isLoginLocked, loginFailureBuckets, recordLoginFailure } from '../auth/loginThrottle.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { enforceRateLimit } from '../auth/rateLimit.ts';
import { clearSessionCookie, deleteUserSessions, endSession, startSession } from '../auth/sessions.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { passwordResetMail, verificationMail } from '../mail/accountMails.ts';
import { createMailer } from '../mail/mailer.ts';
import { afterAnswer } from '../http/afterAnswer.ts';
import { findUserByEmail, findUserByLogin, insertUser, isEmailVerified, markEmailVerified, setPassword, takenNames, type UserRow } from '../db/queries/users.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../src/domain/limits.ts';
import { newPasswordProblem } from '../../src/domain/password.ts';
import { isValidUsername, USERNAME_RULE } from '../../src/domain/username.ts';
import { LANGUAGE_COOKIE, preferredLanguage } from '../../src/domain/interfaceLanguages.ts';

// Deliberately loose: the verification mail is the real check that an address works.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const INVALID_CREDENTIALS = 'Invalid username/email or password';
const RESET_REQUESTED = 'If an account exists for that email, a reset link has been sent.';
const VERIFICATION_RESENT = 'If that account is awaiting verification, a new verification link has been sent to its email address.';
const ALREADY_VERIFIED = 'Your email address is already verified. You can log in.';
const INVALID_RESET_LINK = 'Invalid or expired reset link.';

// Generous string caps: the body limit already bounds size, and the handlers give the human messages.
// PostgreSQL text cannot hold NUL, so such a string is bad input here rather than a database error later.
const text = { type: 'string', maxLength: 2000, pattern: '^[^\\u0000]*$' } as const;

interface FieldError {
  field: string;
  msg: string;
}

function validationError(errors: FieldError[]): HttpError {
  return new HttpError(400, errors.map((error) => error.msg).join(' '), { errors });
}

function validateRegistration(body: { username?: string; email?: string; password?: string }): FieldError[] {
  const errors: FieldError[] = [];
  const username = body.username?.trim() ?? '';
  const email = body.email?.trim() ?? '';
  const password = body.password ?? '';
  if (username === '') errors.push({ field: 'username', msg: 'Username is required.' });
  else if (!isValidUsername(username)) errors.push({ field: 'username', msg: USERNAME_RULE });
  if (email === '') errors.push({ field: 'email', msg: 'Email is required.' });
  else if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.push({ field: 'email', msg: 'Please enter a valid email address.' });
  if (password === '') errors.push({ field: 'password', msg: 'Password is required.' });
  else {
    const problem = newPasswordProblem(password);
    // The register form's sentences end with a full stop; the spec's reset wording has none.
    if (problem !== null) errors.push({ field: 'password', msg: problem.endsWith('.') ? problem : `${problem}.` });
  }
  return errors;
}

function publicUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'is_admin' | 'language'>) {
  return { id: user.id, username: user.username, email: user.email, is_admin: user.is_admin, language: user.language };
}

// The client's address: the socket's, or, behind a proxy named in TRUST_PROXY, the one that proxy reports;
// X-Forwarded-For from anyone else is ignored, so a client cannot pick someone else's bucket.
function ipBucket(prefix: string, request: FastifyRequest): string {
  return `${prefix}:ip:${request.ip}`;
}

function emailBucket(prefix: string, email: string): string {
  return `${prefix}:email:${hashToken(email.toLowerCase())}`;
}

export const authRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const mailer = createMailer(config);
  // Checked against when no account matches, so a wrong username costs as long as a wrong password. Made while
  // the app gets ready, not left running: a hash still being made when the app closes aborts the process that
  // loaded it from a worker thread (argon2's native code), and an app that never serves never pays for it.
  let decoyHash = '';
  app.addHook('onReady', async () => {
    decoyHash = await hashPassword(newToken());
  });

  app.post<{ Body: { username?: string; email?: string; password?: string } }>('/auth/register', {
    schema: { response: { 201: messageSchema }, body: { type: 'object', properties: { username: text, email: text, password: text } } },
  }, async (request, reply) => {
    const body = request.body ?? {};
    await enforceRateLimit(db, ipBucket('register', request), REGISTER_PER_IP);
    const errors = validateRegistration(body);
    if (errors.length > 0) throw validationError(errors);
    const username = body.username!.trim();
    const email = body.email!.trim();

    const taken = await takenNames(db, username, email);
    if (taken.username_taken) throw new HttpError(409, 'That username is already taken.');
    if (taken.email_taken) throw new HttpError(409, 'An account with that email already exists.');

    // Two registrations racing for the same name: the unique index decides.
    const userId = await insertUser(db, username, email, await hashPassword(body.password!));
    if (userId === null) throw new HttpError(409, 'That username or email is already registered.');
    const token = await issueEmailToken(db, userId, 'verify');
    // A new account has no language of its own yet: the one the registration page was read in (the reader's choice
    // in this browser, else the browser's).
    const language = preferredLanguage([request.cookies[LANGUAGE_COOKIE]], request.headers['accept-language']);
    await mailer.send(verificationMail({ appUrl: config.appUrl, username, email, token, language }));
    return reply.code(201).send({ message: 'Registration successful! Please check your email to verify your account.' });
  });

  app.post<{ Body: { loginIdentifier?: string; password?: string } }>('/auth/login', {
    schema: { response: { 200: loginSchema }, body: { type: 'object', properties: { loginIdentifier: text, password: text } } },
  }, async (request, reply) => {
    const body = request.body ?? {};
    await enforceRateLimit(db, ipBucket('login', request), LOGIN_PER_IP);
    const identifier = body.loginIdentifier?.trim() ?? '';
    const password = body.password ?? '';
    const errors: FieldError[] = [];
    if (identifier === '') errors.push({ field: 'loginIdentifier', msg: 'Please enter your username or email.' });
    if (password === '') errors.push({ field: 'password', msg: 'Please enter your password.' });
    if (errors.length > 0) throw validationError(errors);
    await enforceRateLimit(db, `login:id:${hashToken(identifier.toLowerCase())}`, LOGIN_PER_IDENTIFIER);

    const user = await findUserByLogin(db, identifier);
    const failureBuckets = loginFailureBuckets(user?.id ?? null, identifier, request.ip);
    const locked = await isLoginLocked(db, failureBuckets);
    // The password is checked even when locked, so a lock takes the time a wrong password takes.
    const passwordMatches = password.length <= PASSWORD_MAX_LENGTH
      && await verifyPassword(user?.password_hash ?? decoyHash, password)
      // Stryker disable next-line ConditionalExpression: the decoy is the hash of a random token nobody can type, so it never matches
      && user !== undefined;
    // Stryker disable next-line ConditionalExpression: as above; the check tells TypeScript there is a user past this point
    if (locked || !passwordMatches || user === undefined) {
      // Attempts past the lock are not counted: they would let one address fill the account's count.
      if (!locked) await recordLoginFailure(db, failureBuckets);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    await clearLoginFailures(db, failureBuckets);
    if (!user.email_verified) {
      throw new HttpError(403, 'Please verify your email before logging in.', { needsVerification: true });
    }
    await startSession(request, reply, db, config, user.id);
    return { user: publicUser(user), message: 'Login successful' };
  });

  app.post<{ Body: { email?: string } }>('/auth/resend-verification', {
    schema: { response: { 200: messageSchema }, body: { type: 'object', properties: { email: text } } },
  }, async (request) => {
    const body = request.body ?? {};
    await enforceRateLimit(db, ipBucket('resend', request), RESEND_VERIFICATION_PER_IP);
    const email = body.email?.trim() ?? '';
    if (email === '') throw validationError([{ field: 'email', msg: 'Please enter your email address.' }]);
    // The login screen sends whatever was typed in its "Username or Email" field, so a username works too.
    const user = await findUserByLogin(db, email);
    // Per account when there is one, so its username and email share one allowance.
    // Stryker disable next-line StringLiteral: the prefixes only keep this route's buckets apart from the other routes'; any others do too
    const accountBucket = user !== undefined ? `resend:user:${user.id}` : emailBucket('resend', email);
    await enforceRateLimit(db, accountBucket, RESEND_VERIFICATION_PER_EMAIL);
    if (user !== undefined && !user.email_verified) {
      const token = await issueEmailToken(db, user.id, 'verify');
      const language = preferredLanguage([user.language, request.cookies[LANGUAGE_COOKIE]], request.headers['accept-language']);
      await mailer.send(verificationMail({ appUrl: config.appUrl, username: user.username, email: user.email, token, language }));
    }
    return { message: VERIFICATION_RESENT };
  });

  app.post<{ Body: { email?: string } }>('/auth/reset-password', {
    schema: { response: { 200: messageSchema }, body: { type: 'object', properties: { email: text } } },
  }, async (request) => {
    const body = request.body ?? {};
    await enforceRateLimit(db, ipBucket('reset', request), RESET_REQUEST_PER_IP);
    const email = body.email?.trim() ?? '';
    if (email === '') throw validationError([{ field: 'email', msg: 'Please enter your email address.' }]);
    await enforceRateLimit(db, emailBucket('reset', email), RESET_REQUEST_PER_EMAIL);
    // The look-up, the token and the mail come after the answer, so whether the address has an
    // account changes nothing in the answer nor in its time.
    const acceptLanguage = request.headers['accept-language'];
    const chosenHere = request.cookies[LANGUAGE_COOKIE];
    afterAnswer(request.log, async () => {
      const user = await findUserByEmail(db, email);
      if (user === undefined) return;
      const token = await issueEmailToken(db, user.id, 'reset');
      const language = preferredLanguage([user.language, chosenHere], acceptLanguage);
      await mailer.send(passwordResetMail({ appUrl: config.appUrl, username: user.username, email: user.email, token, language }));
    });
    return { message: RESET_REQUESTED };
  });

  app.post<{ Body: { token?: string; password?: string } }>('/auth/reset-password-confirm', {
    schema: { response: { 200: messageSchema }, body: { type: 'object', properties: { token: text, password: text } } },
  }, async (request, reply) => {
    const body = request.body ?? {};
    await enforceRateLimit(db, ipBucket('reset-confirm', request), RESET_CONFIRM_PER_IP);
    // Stryker disable next-line StringLiteral: a missing token and any other unknown one are alike no live link
    const token = body.token ?? '';
    const password = body.password ?? '';
    const problem = newPasswordProblem(password);
    if (problem !== null) throw validationError([{ field: 'password', msg: problem }]);
    // Hash only for a live link, so bad tokens cost no hashing time.
    // Stryker disable next-line ConditionalExpression: spares the hashing only; a bad link is refused below all the same
    if ((await findEmailToken(db, token, 'reset')) === null) throw new HttpError(400, INVALID_RESET_LINK);
    const passwordHash = await hashPassword(password);
    const userId = await db.transaction(async (tx) => {
      const owner = await consumeEmailToken(tx, token, 'reset');
      if (owner === null) return null;
      await setPassword(tx, owner, passwordHash);
      await deleteUserSessions(tx, owner);
      return owner;
    });
    if (userId === null) throw new HttpError(400, INVALID_RESET_LINK);
    clearSessionCookie(request, reply, config);
    return { message: 'Your password has been reset. Please log in with your new password.' };
  });

  app.get<{ Querystring: { token?: string } }>('/auth/verify-email', {
    schema: { response: { 200: messageSchema }, querystring: { type: 'object', properties: { token: text } } },
  }, async (request) => {
    const token = request.query.token ?? '';
    if (token === '') throw new HttpError(400, 'No verification token provided.');
    const userId = await db.transaction(async (tx) => {
      const owner = await consumeEmailToken(tx, token, 'verify');
      if (owner !== null) await markEmailVerified(tx, owner);
      return owner;
    });
    if (userId === null) {
      // A link opened a second time (a mail client's preview, a double click) is not an error for the person.
      const earlierOwner = await usedEmailTokenOwner(db, token, 'verify');
      if (earlierOwner !== null && (await isEmailVerified(db, earlierOwner))) return { message: ALREADY_VERIFIED };
      throw new HttpError(400, 'Invalid or expired verification link.');
    }
    return { message: 'Email verified successfully.' };
  });

  // Being a visitor is the normal state of most callers, not a failure: they get 200 with no user, so a
  // browser's first request is never an error status (and logs nothing in its console).
  app.get('/auth/me', { schema: { response: { 200: meSchema } }, config: { access: 'visitor' } }, async (request) => ({
    user: request.user === null ? null : publicUser(request.user),
  }));

  app.post('/auth/logout', { schema: { response: { 200: messageSchema } } }, async (request, reply) => {
    await endSession(request, reply, db, config);
    return { message: 'Logged out successfully' };
  });
};

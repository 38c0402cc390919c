import type { FastifyPluginAsync } from 'fastify';
import { feedTokenCreatedSchema, feedTokenStatusSchema, languageSettingSchema, messageSchema, spoilerShieldSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { feedTokenCreatedAt, rotateFeedToken } from '../db/queries/feeds.ts';
import { setSpoilerShield, spoilerShieldOf } from '../db/queries/watchedMarks.ts';
import { accountExport, deleteAccount, passwordHashOf, refreshRatingAverages } from '../db/queries/accountData.ts';
import { ACCOUNT_EXPORTS_PER_MEMBER, DELETE_ACCOUNT_ATTEMPTS } from '../auth/abuseLimits.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { clearSessionCookie } from '../auth/sessions.ts';
import { HttpError } from '../http/httpError.ts';
import { malListXml } from '../account/malListXml.ts';
import { PASSWORD_MAX_LENGTH } from '../../src/domain/limits.ts';
import { INTERFACE_LANGUAGES, isInterfaceLanguage } from '../../src/domain/interfaceLanguages.ts';
import { errorText } from '../../src/domain/errorCodes.ts';
import { setMemberLanguage } from '../db/queries/users.ts';

// A new private address now and then; a loop of rotations is a script.
const FEED_TOKEN_ROTATIONS: RateLimitRule = { limit: 10, windowSeconds: 3600 };
const LOGIN_MESSAGE = 'Please log in to manage your feed.';
const SETTINGS_LOGIN_MESSAGE = 'Please log in to change your settings.';
const EXPORT_LOGIN_MESSAGE = 'Please log in to export your data.';
const DELETE_LOGIN_MESSAGE = 'Please log in to delete your account.';
export const WRONG_PASSWORD = 'That password is not right. Your account was not deleted.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** A download's name: the product, the member and the day, so two exports of different days never collide. */
function attachmentName(username: string, extension: string): string {
  const day = new Date().toISOString().slice(0, 10);
  // Usernames are letters, digits, _ and - (src/domain/username.ts); anything else is dropped all the same.
  return `recapshelf-${username.replace(/[^A-Za-z0-9_-]/g, '')}-${day}.${extension}`;
}

export const accountRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  // Only the token's hash is kept, so this tells whether there is one, never what it is.
  app.get('/account/feed-token', {
    schema: { response: { 200: feedTokenStatusSchema } },
    config: { access: 'member', loginMessage: LOGIN_MESSAGE },
  }, async (request) => {
    const createdAt = await feedTokenCreatedAt(db, signedInUser(request).id);
    return { active: createdAt !== null, created_at: createdAt };
  });

  app.post('/account/feed-token', {
    schema: { response: { 201: feedTokenCreatedSchema } },
    config: { access: 'member', loginMessage: LOGIN_MESSAGE },
  }, async (request, reply) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `feed-token:user:${user.id}`, FEED_TOKEN_ROTATIONS);
    const token = await rotateFeedToken(db, user.id);
    return reply.code(201).send({ token, url: `${config.appUrl}/feeds/following/${token}.atom` });
  });

  // The spoiler shield (migration 160): recaps past the member's reading place of a followed series come blurred.
  app.get('/account/spoiler-shield', {
    schema: { response: { 200: spoilerShieldSchema } },
    config: { access: 'member', loginMessage: SETTINGS_LOGIN_MESSAGE },
  }, async (request) => ({ spoiler_shield: await spoilerShieldOf(db, signedInUser(request).id) }));

  app.put<{ Body: { spoiler_shield: boolean } }>('/account/spoiler-shield', {
    schema: {
      response: { 200: spoilerShieldSchema },
      body: { type: 'object', properties: { spoiler_shield: { type: 'boolean' } }, required: ['spoiler_shield'] },
    },
    config: { access: 'member', loginMessage: SETTINGS_LOGIN_MESSAGE },
  }, async (request) => {
    await setSpoilerShield(db, signedInUser(request).id, request.body.spoiler_shield);
    return { spoiler_shield: request.body.spoiler_shield };
  });

  // The member's interface language (migration 260), kept with the account so every browser and the mails follow
  // it; null gives the choice back to the browser's Accept-Language. GET /api/auth/me tells it.
  app.put<{ Body: { language: unknown } }>('/account/language', {
    schema: {
      response: { 200: languageSettingSchema },
      body: { type: 'object', properties: { language: {} }, required: ['language'] },
    },
    config: { access: 'member', loginMessage: SETTINGS_LOGIN_MESSAGE },
  }, async (request) => {
    const { language } = request.body;
    if (language !== null && !isInterfaceLanguage(language)) {
      throw new HttpError(400, errorText('account.unknownLanguage', { languages: INTERFACE_LANGUAGES.join(', ') }));
    }
    await setMemberLanguage(db, signedInUser(request).id, language);
    return { language };
  });

  // Everything kept about the member (docs/export-format.md), as a file to save: GDPR article 20's portability.
  app.get('/account/export', {
    config: { access: 'member', loginMessage: EXPORT_LOGIN_MESSAGE },
  }, async (request, reply) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `export:user:${user.id}`, ACCOUNT_EXPORTS_PER_MEMBER);
    const document = await accountExport(db, user.id);
    if (document === null) throw new HttpError(404, 'Account not found.');
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${attachmentName(user.username, 'json')}"`)
      .send(JSON.stringify(document, null, 2));
  });

  // The follows as a MyAnimeList manga list export, which MAL's import and list tools read.
  app.get('/account/export/mal.xml', {
    config: { access: 'member', loginMessage: EXPORT_LOGIN_MESSAGE },
  }, async (request, reply) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `export:user:${user.id}`, ACCOUNT_EXPORTS_PER_MEMBER);
    const document = await accountExport(db, user.id);
    if (document === null) throw new HttpError(404, 'Account not found.');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${attachmentName(user.username, 'mal.xml')}"`)
      .send(malListXml(document.profile.username, document.follows));
  });

  // Deleting the account (GDPR article 17): the password again, so a session left open is not enough. The
  // deletion itself is one transaction (deleteAccount); the browser's cookie goes with it.
  app.delete<{ Body: { password?: string } }>('/account', {
    schema: {
      response: { 200: messageSchema },
      body: { type: 'object', properties: { password: { type: 'string', maxLength: 2000, pattern: '^[^\\u0000]*$' } } },
    },
    config: { access: 'member', loginMessage: DELETE_LOGIN_MESSAGE },
  }, async (request, reply) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `delete-account:user:${user.id}`, DELETE_ACCOUNT_ATTEMPTS);
    const password = request.body?.password ?? '';
    if (password === '') throw new HttpError(400, 'Please enter your password.');
    const hash = await passwordHashOf(db, user.id);
    const matches = hash !== null && password.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(hash, password));
    // 400, not 403: the member is allowed to do this, the sentence says what to change.
    if (!matches) throw new HttpError(400, WRONG_PASSWORD);
    const rated = await deleteAccount(db, user.id);
    // The account is gone once that committed; the averages of the recaps it rated follow before the answer.
    if (rated !== null) await refreshRatingAverages(db, rated);
    clearSessionCookie(request, reply, config);
    return { message: ACCOUNT_DELETED };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { feedTokenCreatedSchema, feedTokenStatusSchema, spoilerShieldSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { feedTokenCreatedAt, rotateFeedToken } from '../db/queries/feeds.ts';
import { setSpoilerShield, spoilerShieldOf } from '../db/queries/watchedMarks.ts';

// A new private address now and then; a loop of rotations is a script.
const FEED_TOKEN_ROTATIONS: RateLimitRule = { limit: 10, windowSeconds: 3600 };
const LOGIN_MESSAGE = 'Please log in to manage your feed.';
const SETTINGS_LOGIN_MESSAGE = 'Please log in to change your settings.';

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
};

import type { FastifyPluginAsync } from 'fastify';
import { feedTokenCreatedSchema, feedTokenStatusSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { feedTokenCreatedAt, rotateFeedToken } from '../db/queries/feeds.ts';

// A new private address now and then; a loop of rotations is a script.
const FEED_TOKEN_ROTATIONS: RateLimitRule = { limit: 10, windowSeconds: 3600 };
const LOGIN_MESSAGE = 'Please log in to manage your feed.';

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
};

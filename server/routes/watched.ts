import type { FastifyPluginAsync } from 'fastify';
import { watchedSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { isVisibleRecap } from '../db/queries/recaps.ts';
import { markWatched, unmarkWatched } from '../db/queries/watchedMarks.ts';
import { HttpError } from '../http/httpError.ts';
import { recordIdSchema } from '../contract/recordIdSchema.ts';

// A person ticks through a list with `w` a few times a minute; hundreds a minute is a script.
const MEMBER_WATCHED_WRITES: RateLimitRule = { limit: 120, windowSeconds: 60 };
const LOGIN_MESSAGE = 'Please log in to mark recaps watched.';

const idParams = { type: 'object', properties: { id: recordIdSchema }, required: ['id'] } as const;

/** POST and DELETE /recaps/:id/watched: idempotent, each answering the mark as it now stands. */
export const watchedRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const change = (watched: boolean) => async (request: { params: { id: number } } & Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `watched:user:${user.id}`, MEMBER_WATCHED_WRITES);
    if (!(await isVisibleRecap(db, request.params.id))) throw new HttpError(404, 'Recap not found.');
    if (watched) await markWatched(db, user.id, request.params.id);
    else await unmarkWatched(db, user.id, request.params.id);
    return { watched };
  };
  const options = {
    schema: { response: { 200: watchedSchema }, params: idParams },
    config: { access: 'member', loginMessage: LOGIN_MESSAGE },
  } as const;
  app.post<{ Params: { id: number } }>('/recaps/:id/watched', options, change(true));
  app.delete<{ Params: { id: number } }>('/recaps/:id/watched', options, change(false));
};

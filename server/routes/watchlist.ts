import type { FastifyPluginAsync } from 'fastify';
import { watchlistChangedSchema, watchlistSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { isVisibleRecap } from '../db/queries/recaps.ts';
import { addToWatchlist, removeFromWatchlist, watchlistRecapIds } from '../db/queries/watchlist.ts';
import { HttpError } from '../http/httpError.ts';
import { recordIdSchema } from '../contract/recordIdSchema.ts';

export const watchlistRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/watchlist', { schema: { response: { 200: watchlistSchema } },
    config: { access: 'member', loginMessage: 'Please log in to view your watchlist.' },
  }, async (request) => watchlistRecapIds(db, signedInUser(request).id));

  app.post<{ Body: { recapId: number } }>('/watchlist', {
    schema: { response: { '2xx': watchlistChangedSchema }, body: { type: 'object', properties: { recapId: recordIdSchema }, required: ['recapId'] } },
    config: { access: 'member', loginMessage: 'Please log in to add items to your watchlist.' },
  }, async (request, reply) => {
    const { recapId } = request.body;
    if (!(await isVisibleRecap(db, recapId))) throw new HttpError(404, 'Recap not found.');
    const added = await addToWatchlist(db, signedInUser(request).id, recapId);
    return reply.code(added ? 201 : 200).send({ message: 'Added to watchlist', recapId });
  });

  app.delete<{ Params: { recapId: number } }>('/watchlist/:recapId', {
    schema: { response: { 200: watchlistChangedSchema }, params: { type: 'object', properties: { recapId: recordIdSchema }, required: ['recapId'] } },
    config: { access: 'member', loginMessage: 'Please log in to manage your watchlist.' },
  }, async (request) => {
    await removeFromWatchlist(db, signedInUser(request).id, request.params.recapId);
    return { message: 'Removed from watchlist', recapId: request.params.recapId };
  });
};

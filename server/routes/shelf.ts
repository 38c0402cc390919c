import type { FastifyPluginAsync } from 'fastify';
import { shelfNewCountSchema, shelfSchema, shelfVisitSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { lastShelfVisit, recordShelfVisit, shelfNewCount, shelfNewPageJson, shelfSeries } from '../db/queries/shelf.ts';
import { SHELF_STATUSES, type ShelfStatus } from '../../src/api/types.ts';
import { recapPageParams } from '../contract/pageParams.ts';
import { readerLanguages } from '../../src/domain/readerLanguages.ts';

const SHELF_LOGIN = 'Please log in to see your shelf.';

export const shelfRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get<{ Querystring: { page: number; limit: number; status?: ShelfStatus; languages?: string } }>('/shelf', {
    schema: {
      response: { 200: shelfSchema },
      querystring: {
        type: 'object',
        additionalProperties: true,
        properties: {
          ...recapPageParams,
          status: { type: 'string', enum: SHELF_STATUSES },
          // The reader's preferred languages, most preferred first (`en,pt`): a hint, so what is not a code is left out.
          languages: { type: 'string', maxLength: 200 },
        },
      },
    },
    config: { access: 'member', loginMessage: SHELF_LOGIN },
  }, async (request, reply) => {
    const userId = signedInUser(request).id;
    const { page, limit, status, languages } = request.query;
    const [lastVisit, fresh, series] = [await lastShelfVisit(db, userId), await shelfNewPageJson(db, userId, page, limit), await shelfSeries(db, userId, status, readerLanguages((languages ?? '').split(',')))];
    // The new recaps are JSON written by the database (as a recap list's are); the rest is serialized around them.
    const body = `{"last_visit_at":${JSON.stringify(lastVisit)},"new":${fresh},"series":${JSON.stringify(series)}}`;
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/shelf/new-count', {
    schema: { response: { 200: shelfNewCountSchema } },
    config: { access: 'member', loginMessage: SHELF_LOGIN },
  }, async (request) => ({ count: await shelfNewCount(db, signedInUser(request).id) }));

  // Recorded when the member leaves the shelf, so a reload of the shelf keeps its list of new recaps.
  app.post('/shelf/visit', {
    schema: { response: { 200: shelfVisitSchema } },
    config: { access: 'member', loginMessage: SHELF_LOGIN },
  }, async (request) => ({ last_visit_at: await recordShelfVisit(db, signedInUser(request).id) }));
};

import type { FastifyPluginAsync } from 'fastify';
import { languageCountsSchema, languagesSchema, rateSchema, recapPageSchema, recapSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { cleanAdminSeriesName, SERIES_NAME_MAX_LENGTH, SERIES_SLUG_MAX_LENGTH } from '../../src/domain/seriesName.ts';
import { isValidRating } from '../../src/domain/rating.ts';
import { isThumbnailUrl, THUMBNAIL_URL_RULE } from '../../src/domain/thumbnail.ts';
import type { RecapUpdate } from '../../src/api/types.ts';
import { HttpError } from '../http/httpError.ts';
import { RECAP_SORT_COLUMNS, type RecapListQuery } from '../db/queries/recapList.ts';
import { recapListPageBody } from '../db/queries/recapListPage.ts';
import { LIST_TOO_DEEP } from '../db/queries/listDepth.ts';
import { SearchAnswers, answerSearch } from '../http/searchAnswers.ts';
import { LIST_TOO_DEEP_MESSAGE } from './listTooDeep.ts';
import { isVisibleRecap, rateRecap, recapById, recapLanguageCounts, recapLanguages, updateRecap, type RecapEdit } from '../db/queries/recaps.ts';
import { RECAP_STATUS_MAX_LENGTH, SEARCH_MAX_LENGTH, THUMBNAIL_URL_MAX_LENGTH } from '../../src/domain/limits.ts';
import { HIDE_WATCHED_PARAM } from '../../src/domain/recapQuery.ts';
import { recordIdSchema } from '../contract/recordIdSchema.ts';
import { MAX_RECORD_ID } from '../../src/domain/recordId.ts';
import { recapPageParams } from '../contract/pageParams.ts';

const idParams = {
  type: 'object',
  properties: { id: recordIdSchema },
  required: ['id'],
} as const;

/** The body of PUT /recaps/:id as it is stored: trimmed, empty as null; a 400 for a thumbnail that is neither a web address nor a path on this site. */
function cleanRecapEdit(body: RecapUpdate): RecapEdit {
  const edit: RecapEdit = {};
  if (body.series_name !== undefined) {
    const name = body.series_name === null ? '' : cleanAdminSeriesName(body.series_name);
    edit.series_name = name === '' ? null : name;
  }
  if (body.status !== undefined) {
    const status = body.status?.trim() ?? '';
    edit.status = status === '' ? null : status;
  }
  // The status-only form is moderation (spec section 7): no status there is "Mark public", which gives a hidden
  // recap back the status it had; the edit form sends every field, and its empty status clears it.
  if (edit.status === null && body.series_name === undefined && body.thumbnail_url === undefined) return { unhide: true };
  if (body.thumbnail_url !== undefined) {
    const url = body.thumbnail_url?.trim() ?? '';
    if (!isThumbnailUrl(url)) throw new HttpError(400, THUMBNAIL_URL_RULE);
    edit.thumbnail_url = url === '' ? null : url;
  }
  return edit;
}

export const recapRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get<{ Querystring: RecapListQuery }>('/recaps', {
    schema: {
      response: { 200: recapPageSchema },
      querystring: {
        type: 'object',
        additionalProperties: true,
        properties: {
          ...recapPageParams,
          search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
          sortBy: { type: 'string', enum: Object.keys(RECAP_SORT_COLUMNS), default: 'published_at' },
          sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
          channel_id: recordIdSchema,
          channelId: recordIdSchema,
          language: { type: 'string', maxLength: 16 },
          min_duration: { type: 'integer', minimum: 0, maximum: MAX_RECORD_ID },
          max_duration: { type: 'integer', minimum: 0, maximum: MAX_RECORD_ID },
          ids: { type: 'string', maxLength: 20000, pattern: '^[0-9]+(,[0-9]+)*$' },
          series: { type: 'string', minLength: 1, maxLength: SERIES_SLUG_MAX_LENGTH },
          [HIDE_WATCHED_PARAM]: { type: 'boolean' },
        },
      },
    },
    config: { access: 'visitor' },
  }, async (request, reply) => {
    const userId = request.user?.id ?? null;
    const read = () => recapListPageBody(db, request.query, userId);
    // A visitor's search is answered again from the last few seconds' answers (searchAnswers.ts).
    const key = SearchAnswers.keyOf(request.query, userId);
    const page = key === null ? await read() : await answerSearch(db, key, read);
    if (page === LIST_TOO_DEEP) throw new HttpError(400, LIST_TOO_DEEP_MESSAGE);
    // The database has written the page as JSON already; it goes out as it is.
    return reply.type('application/json; charset=utf-8').send(page);
  });

  app.get('/recaps/languages', { schema: { response: { 200: languagesSchema } } }, async () => recapLanguages(db));
  // The language filter's options with their counts: only languages that have recaps are offered.
  app.get('/recaps/language-counts', { schema: { response: { 200: languageCountsSchema } } }, async () => recapLanguageCounts(db));

  app.get<{ Params: { id: number } }>('/recaps/:id', { schema: { response: { 200: recapSchema }, params: idParams }, config: { access: 'visitor' } }, async (request) => {
    const recap = await recapById(db, request.params.id, request.user?.id ?? null);
    if (recap === null) throw new HttpError(404, 'Recap not found.');
    return recap;
  });

  app.put<{ Params: { id: number }; Body: RecapUpdate }>('/recaps/:id', {
    schema: {
      response: { 200: recapSchema },
      params: idParams,
      body: {
        type: 'object',
        properties: {
          series_name: { type: ['string', 'null'], maxLength: SERIES_NAME_MAX_LENGTH },
          status: { type: ['string', 'null'], maxLength: RECAP_STATUS_MAX_LENGTH },
          thumbnail_url: { type: ['string', 'null'], maxLength: THUMBNAIL_URL_MAX_LENGTH },
        },
      },
    },
    config: { access: 'admin' },
  }, async (request) => {
    const edit = cleanRecapEdit(request.body ?? {});
    if (Object.keys(edit).length === 0) throw new HttpError(400, 'Nothing to update: send series_name, status or thumbnail_url');
    if (!(await updateRecap(db, request.params.id, edit))) throw new HttpError(404, 'Recap not found.');
    return recapById(db, request.params.id, signedInUser(request).id);
  });

  app.post<{ Params: { id: number }; Body: { rating: number } }>('/recaps/:id/rate', {
    schema: {
      response: { 200: rateSchema },
      params: idParams,
      body: { type: 'object', properties: { rating: { type: 'integer', minimum: 1, maximum: 5 } }, required: ['rating'] },
    },
    config: { access: 'member', loginMessage: 'You must be logged in to rate.' },
  }, async (request) => {
    const { rating } = request.body;
    if (!isValidRating(rating)) throw new HttpError(400, 'Rating must be a whole number from 1 to 5');
    if (!(await isVisibleRecap(db, request.params.id))) throw new HttpError(404, 'Recap not found.');
    const totals = await rateRecap(db, signedInUser(request).id, request.params.id, rating);
    return { avg_rating: totals.avg_rating, rating_count: totals.rating_count, user_rating: rating };
  });
};

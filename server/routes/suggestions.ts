import type { FastifyPluginAsync } from 'fastify';
import {
  mySuggestionsSchema, ownSuggestionSchema, pendingCountSchema, queueSuggestionListSchema, suggestionCreatedSchema, suggestionReviewedSchema,
} from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { SERIES_NAME_MAX_LENGTH, validateSeriesSuggestion } from '../../src/domain/seriesName.ts';
import { SUGGESTIONS_PER_DAY } from '../../src/domain/constants.ts';
import type { SeriesSuggestionRequest, SuggestionRequest, SuggestionReview } from '../../src/api/types.ts';
import { isVisibleRecap } from '../db/queries/recaps.ts';
import {
  mySuggestions, ownSuggestion, pendingSuggestionCount, pendingSuggestions, pendingSuggestionsOfEveryType, reviewSuggestion, seriesForSuggestion,
  submitSeriesSuggestion, submitSuggestion, suggestionsUsedToday,
} from '../db/queries/suggestions.ts';
import { checkSeriesSuggestion, pendingAlreadyText, SERIES_SUGGESTION_TYPES, SUGGESTIONS_PER_DAY_TEXT } from '../../src/domain/seriesSuggestion.ts';
import { SERIES_SLUG_MAX_LENGTH } from '../../src/domain/seriesName.ts';
import { SYNOPSIS_MAX_LENGTH } from '../../src/domain/seriesIdentityEdit.ts';
import { SERIES_NOT_FOUND } from './series.ts';
import { HttpError } from '../http/httpError.ts';
import { ADMIN_NOTES_MAX_LENGTH } from '../../src/domain/limits.ts';
import { ALREADY_SUGGESTED } from '../../src/domain/alreadySuggested.ts';
import { recordIdSchema } from '../contract/recordIdSchema.ts';

const LOGIN_TO_SUGGEST = 'You must be logged in to submit suggestions';
const PENDING_LIST_CAP = 500;
/** A member's own list: far more than a member makes in the weeks an outcome is news. */
const OWN_LIST_CAP = 200;
const seriesSlug = { type: 'string', minLength: 1, maxLength: SERIES_SLUG_MAX_LENGTH } as const;
// Bursts of attempts (each one a lookup and a locked transaction) are cut short before the daily count is read.
const SUGGESTION_ATTEMPTS_PER_USER: RateLimitRule = { limit: 30, windowSeconds: 60 };

export const suggestionRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post<{ Body: SuggestionRequest }>('/suggestions', {
    schema: {
      response: { 201: suggestionCreatedSchema },
      body: {
        type: 'object',
        properties: {
          recap_id: recordIdSchema,
          // Generous here so that an over-long name gets the readable message below, not a schema error.
          suggested_series_name: { type: 'string', maxLength: 1000 },
        },
        required: ['recap_id', 'suggested_series_name'],
      },
    },
    config: { access: 'member', loginMessage: LOGIN_TO_SUGGEST },
  }, async (request, reply) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `suggest:user:${user.id}`, SUGGESTION_ATTEMPTS_PER_USER);
    const { recap_id: recapId, suggested_series_name: raw } = request.body;
    if (Array.from(raw.trim()).length > SERIES_NAME_MAX_LENGTH) {
      throw new HttpError(400, `Series name must be at most ${SERIES_NAME_MAX_LENGTH} characters`);
    }
    const check = validateSeriesSuggestion(raw);
    if (!check.ok) throw new HttpError(400, check.message);
    if (!(await isVisibleRecap(db, recapId))) throw new HttpError(404, 'Recap not found.');
    const submitted = await submitSuggestion(db, user.id, recapId, check.value, SUGGESTIONS_PER_DAY);
    if (submitted.outcome === 'duplicate') throw new HttpError(409, ALREADY_SUGGESTED);
    if (submitted.outcome === 'daily-limit') {
      throw new HttpError(429, `You can suggest at most ${SUGGESTIONS_PER_DAY} series names per day`, { retryAfter: submitted.retryAfterSeconds });
    }
    return reply.code(201).send({ message: 'Series name suggestion submitted!', daily_remaining: submitted.dailyRemaining });
  });

  // A member's suggestion for one field of a series (docs/decisions/0120), under the series names' limits.
  app.post<{ Body: SeriesSuggestionRequest }>('/suggestions/series', {
    schema: {
      response: { 201: suggestionCreatedSchema },
      body: {
        type: 'object',
        properties: {
          slug: seriesSlug,
          type: { type: 'string', enum: [...SERIES_SUGGESTION_TYPES] },
          // Generous here so that an over-long value gets the field's sentence, not a schema error.
          value: { type: 'string', maxLength: 5 * SYNOPSIS_MAX_LENGTH },
          tracker: { type: ['string', 'null'], maxLength: 100 },
        },
        required: ['slug', 'type', 'value'],
      },
    },
    config: { access: 'member', loginMessage: LOGIN_TO_SUGGEST },
  }, async (request, reply) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `suggest:user:${user.id}`, SUGGESTION_ATTEMPTS_PER_USER);
    const series = await seriesForSuggestion(db, request.body.slug);
    if (!series) throw new HttpError(404, SERIES_NOT_FOUND);
    const check = checkSeriesSuggestion(request.body, series);
    if (!check.ok) throw new HttpError(400, check.message);
    const submitted = await submitSeriesSuggestion(db, user.id, series.id, check.value, SUGGESTIONS_PER_DAY);
    if (submitted.outcome === 'duplicate') throw new HttpError(409, pendingAlreadyText(check.value.type, check.value.tracker));
    if (submitted.outcome === 'daily-limit') throw new HttpError(429, SUGGESTIONS_PER_DAY_TEXT, { retryAfter: submitted.retryAfterSeconds });
    return reply.code(201).send({ message: "Thanks! We'll review your suggestion soon.", daily_remaining: submitted.dailyRemaining });
  });

  // Every suggestion of the member and its outcome (AniList shows submitters theirs); `series` keeps one series'.
  app.get<{ Querystring: { series?: string } }>('/suggestions/mine/all', {
    schema: {
      response: { 200: mySuggestionsSchema },
      querystring: { type: 'object', properties: { series: seriesSlug } },
    },
    config: { access: 'member', loginMessage: LOGIN_TO_SUGGEST },
  }, async (request) => {
    const userId = signedInUser(request).id;
    let seriesId: number | null = null;
    if (request.query.series !== undefined) {
      const series = await seriesForSuggestion(db, request.query.series);
      if (!series) throw new HttpError(404, SERIES_NOT_FOUND);
      seriesId = series.id;
    }
    const [suggestions, used] = await Promise.all([mySuggestions(db, userId, seriesId, OWN_LIST_CAP), suggestionsUsedToday(db, userId)]);
    return { suggestions, daily_remaining: Math.max(0, SUGGESTIONS_PER_DAY - used) };
  });

  // The dialog asks before the member types, so it can say at once that this recap has their name already.
  app.get<{ Querystring: { recap_id: number } }>('/suggestions/mine', {
    schema: {
      response: { 200: ownSuggestionSchema },
      querystring: {
        type: 'object',
        properties: { recap_id: recordIdSchema },
        required: ['recap_id'],
      },
    },
    config: { access: 'member', loginMessage: LOGIN_TO_SUGGEST },
  }, async (request) => {
    const own = await ownSuggestion(db, signedInUser(request).id, request.query.recap_id);
    return { suggestion: own.suggestion, daily_remaining: Math.max(0, SUGGESTIONS_PER_DAY - own.usedToday) };
  });

  app.get('/suggestions/admin/pending/count', { schema: { response: { 200: pendingCountSchema } }, config: { access: 'admin' } }, async () => ({
    count: await pendingSuggestionCount(db),
  }));

  // Without `types`, the series names' suggestions as they always were; `types=all` is the whole queue, each with its
  // type. The queue's schema names every field of both, and a field a row does not have is left out, so the series
  // names' answer keeps exactly its fields.
  app.get<{ Querystring: { types?: 'all' } }>('/suggestions/admin/pending', {
    schema: {
      response: { 200: queueSuggestionListSchema },
      querystring: { type: 'object', properties: { types: { type: 'string', enum: ['all'] } } },
    },
    config: { access: 'admin' },
  }, async (request) => (request.query.types === 'all'
    ? pendingSuggestionsOfEveryType(db, PENDING_LIST_CAP)
    : pendingSuggestions(db, PENDING_LIST_CAP)));

  app.put<{ Params: { id: number }; Body: SuggestionReview }>('/suggestions/admin/:id', {
    schema: {
      response: { 200: suggestionReviewedSchema },
      params: { type: 'object', properties: { id: recordIdSchema }, required: ['id'] },
      body: {
        type: 'object',
        properties: {
          status: { type: 'string', enum: ['approved', 'rejected'] },
          admin_notes: { type: ['string', 'null'], maxLength: ADMIN_NOTES_MAX_LENGTH },
        },
        required: ['status'],
      },
    },
    config: { access: 'admin' },
  }, async (request) => {
    const { status } = request.body;
    const notes = request.body.admin_notes?.trim() || null;
    const reviewed = await reviewSuggestion(db, request.params.id, status, notes);
    if (reviewed.outcome === 'not-found') throw new HttpError(404, 'Suggestion not found');
    if (reviewed.outcome === 'already-reviewed') throw new HttpError(409, `Suggestion was already ${reviewed.status}`);
    if (reviewed.outcome === 'refused') throw new HttpError(reviewed.status, reviewed.message);
    return { message: status === 'approved' ? 'Suggestion approved' : 'Suggestion rejected', suggestion: reviewed.suggestion };
  });
};

import { SERIES_GENRES, SERIES_STATUSES } from '../../src/domain/seriesIdentity.ts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  followedSeriesSchema, seriesDetailSchema, shelfStatusSchema, seriesLanguageCountsSchema, seriesValueCountsSchema, seriesFollowSchema, seriesMovedSchema, seriesPageSchema, seriesProgressSchema,
} from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { enforceRateLimit, type RateLimitRule } from '../auth/rateLimit.ts';
import { heavyListLane } from '../db/queries/heavyListLane.ts';
import {
  clearProgress, findSeries, follow, followedSeries, lastKnownChapter, seriesDetailJson, seriesLanguageCounts, seriesPage, seriesValueCounts, setProgress, unfollow,
} from '../db/queries/series.ts';
import type { Queryable } from '../db/driver.ts';
import type { SeriesQuery, SeriesSortBy } from '../../src/api/types.ts';
import { SERIES_SLUG_MAX_LENGTH } from '../../src/domain/seriesName.ts';
import { SEARCH_MAX_LENGTH } from '../../src/domain/limits.ts';
import { HttpError } from '../http/httpError.ts';
import { setShelfStatus } from '../db/queries/shelf.ts';
import { SHELF_STATUSES, type ShelfStatus } from '../../src/api/types.ts';

export const SERIES_NOT_FOUND = 'Series not found.';
const SERIES_SORTS: readonly SeriesSortBy[] = ['recaps', 'latest', 'name'];
// A member's own follows and places in a story: generous for a person, a wall for a script.
const MEMBER_SERIES_WRITES: RateLimitRule = { limit: 120, windowSeconds: 60 };

export const slugParams = {
  type: 'object',
  properties: { slug: { type: 'string', minLength: 1, maxLength: SERIES_SLUG_MAX_LENGTH } },
  required: ['slug'],
} as const;

/**
 * The live series a slug names; a merged series' slug answers 308 to the series it went into (the body
 * names it too), an unknown one 404.
 */
async function liveSeriesId(db: Queryable, slug: string, reply: FastifyReply, redirectTo: (slug: string) => string): Promise<number | null> {
  const found = await findSeries(db, slug);
  if (found.found === 'none') throw new HttpError(404, SERIES_NOT_FOUND);
  if (found.found === 'moved') {
    const message = 'This series was merged into another.';
    await reply.code(308).header('Location', redirectTo(found.slug)).send({ error: message, message, code: 'series.merged', slug: found.slug });
    return null;
  }
  return found.id;
}

/** A member's action on a series: merged slugs are followed to their series, since the action means the story. */
async function seriesIdForAction(db: Queryable, slug: string): Promise<number> {
  const found = await findSeries(db, slug);
  if (found.found === 'none') throw new HttpError(404, SERIES_NOT_FOUND);
  if (found.found === 'moved') {
    const moved = await findSeries(db, found.slug);
    if (moved.found !== 'series') throw new HttpError(404, SERIES_NOT_FOUND);
    return moved.id;
  }
  return found.id;
}

const seriesAddress = (slug: string) => `/api/series/${encodeURIComponent(slug)}`;

export const seriesRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get<{ Querystring: Required<Pick<SeriesQuery, 'page' | 'limit' | 'sortBy'>> & SeriesQuery }>('/series', {
    schema: {
      response: { 200: seriesPageSchema },
      querystring: {
        type: 'object',
        additionalProperties: true,
        properties: {
          search: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
          language: { type: 'string', maxLength: 16 },
          status: { type: 'string', enum: SERIES_STATUSES },
          genre: { type: 'string', enum: SERIES_GENRES },
          sortBy: { type: 'string', enum: SERIES_SORTS, default: 'recaps' },
          page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
        },
      },
    },
  }, async (request) => {
    // A search's cost is not bounded by one index walk: it takes the heavy lane, as a recap search does.
    if (request.query.search?.trim()) return heavyListLane(db).run(() => seriesPage(db, request.query));
    return seriesPage(db, request.query);
  });

  // The list's language filter offers only languages that have series, with their counts.
  app.get('/series/language-counts', { schema: { response: { 200: seriesLanguageCountsSchema } } }, async () => seriesLanguageCounts(db));

  // And its Status and Genre filters, only values that have series.
  app.get('/series/value-counts', { schema: { response: { 200: seriesValueCountsSchema } } }, async () => seriesValueCounts(db));

  app.get('/series/following', {
    schema: { response: { 200: followedSeriesSchema } },
    config: { access: 'member', loginMessage: 'Please log in to see the series you follow.' },
  }, async (request) => ({ data: await followedSeries(db, signedInUser(request).id) }));

  app.get<{ Params: { slug: string } }>('/series/:slug', {
    schema: { response: { 200: seriesDetailSchema, 308: seriesMovedSchema }, params: slugParams },
    config: { access: 'visitor' },
  }, async (request, reply) => {
    const id = await liveSeriesId(db, request.params.slug, reply, seriesAddress);
    if (id === null) return reply;
    // The database has written the page as JSON already; it goes out as it is (its schema documents the shape).
    return reply.type('application/json; charset=utf-8').send(await seriesDetailJson(db, id, request.user?.id ?? null));
  });

  app.put<{ Params: { slug: string }; Body: { chapter: number | null } }>('/series/:slug/progress', {
    schema: {
      response: { 200: seriesProgressSchema },
      params: slugParams,
      // A reading place is a whole chapter; null clears it. Both types are listed so that the validator's type
      // coercion neither rounds 1.5 nor turns null into chapter 0.
      body: { type: 'object', properties: { chapter: { type: ['integer', 'null'], minimum: 0, maximum: 100000 } }, required: ['chapter'] },
    },
    config: { access: 'member', loginMessage: 'Please log in to keep your place in a series.' },
  }, async (request) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `series:user:${user.id}`, MEMBER_SERIES_WRITES);
    const seriesId = await seriesIdForAction(db, request.params.slug);
    const { chapter } = request.body;
    if (chapter === null) {
      await clearProgress(db, user.id, seriesId);
      return { slug: request.params.slug, chapter: null };
    }
    // A series whose recaps name no chapters has no last one to be past: any place is taken.
    const last = await lastKnownChapter(db, seriesId);
    if (last !== null && chapter > last) {
      throw new HttpError(400, `Chapter ${chapter} is past the last known chapter of this series, chapter ${Math.floor(last)}.`);
    }
    await setProgress(db, user.id, seriesId, chapter);
    return { slug: request.params.slug, chapter };
  });

  app.delete<{ Params: { slug: string } }>('/series/:slug/progress', {
    schema: { response: { 200: seriesProgressSchema }, params: slugParams },
    config: { access: 'member', loginMessage: 'Please log in to keep your place in a series.' },
  }, async (request) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `series:user:${user.id}`, MEMBER_SERIES_WRITES);
    await clearProgress(db, user.id, await seriesIdForAction(db, request.params.slug));
    return { slug: request.params.slug, chapter: null };
  });

  app.post<{ Params: { slug: string } }>('/series/:slug/follow', {
    schema: { response: { '2xx': seriesFollowSchema }, params: slugParams },
    config: { access: 'member', loginMessage: 'Please log in to follow a series.' },
  }, async (request, reply) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `series:user:${user.id}`, MEMBER_SERIES_WRITES);
    const added = await follow(db, user.id, await seriesIdForAction(db, request.params.slug));
    return reply.code(added ? 201 : 200).send({ slug: request.params.slug, is_following: true });
  });

  // The list status of a followed series (Watching, Planning, …); a series not followed yet is followed with it.
  app.put<{ Params: { slug: string }; Body: { status: ShelfStatus } }>('/series/:slug/follow', {
    schema: {
      response: { 200: shelfStatusSchema },
      params: slugParams,
      body: { type: 'object', properties: { status: { type: 'string', enum: SHELF_STATUSES } }, required: ['status'] },
    },
    config: { access: 'member', loginMessage: 'Please log in to follow a series.' },
  }, async (request) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `series:user:${user.id}`, MEMBER_SERIES_WRITES);
    await setShelfStatus(db, user.id, await seriesIdForAction(db, request.params.slug), request.body.status);
    return { slug: request.params.slug, is_following: true, status: request.body.status };
  });

  app.delete<{ Params: { slug: string } }>('/series/:slug/follow', {
    schema: { response: { 200: seriesFollowSchema }, params: slugParams },
    config: { access: 'member', loginMessage: 'Please log in to follow a series.' },
  }, async (request) => {
    const user = signedInUser(request);
    await enforceRateLimit(db, `series:user:${user.id}`, MEMBER_SERIES_WRITES);
    await unfollow(db, user.id, await seriesIdForAction(db, request.params.slug));
    return { slug: request.params.slug, is_following: false };
  });
};

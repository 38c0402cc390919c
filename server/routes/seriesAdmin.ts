import type { FastifyPluginAsync } from 'fastify';
import { seriesDetailSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { findSeries, mergeSeries, renameSeries, seriesDetail } from '../db/queries/series.ts';
import type { SeriesMerge, SeriesRename } from '../../src/api/types.ts';
import { cleanAdminSeriesName, SERIES_NAME_MAX_LENGTH, SERIES_SLUG_MAX_LENGTH } from '../../src/domain/seriesName.ts';
import { HttpError } from '../http/httpError.ts';
import { SERIES_NOT_FOUND, slugParams } from './series.ts';
import type { Queryable } from '../db/driver.ts';

const slug = { type: 'string', minLength: 1, maxLength: SERIES_SLUG_MAX_LENGTH } as const;
const MAX_ALIASES = 50;

/** A series an administrator acts on must be a live one: a merged slug is only a redirect. */
async function liveSeries(db: Queryable, slugText: string): Promise<number> {
  const found = await findSeries(db, slugText);
  if (found.found === 'none') throw new HttpError(404, SERIES_NOT_FOUND);
  if (found.found === 'moved') throw new HttpError(409, `This series was merged into ${found.slug}.`);
  return found.id;
}

export const seriesAdminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.post<{ Body: SeriesMerge }>('/admin/series/merge', {
    schema: {
      response: { 200: seriesDetailSchema },
      body: { type: 'object', properties: { from: slug, into: slug }, required: ['from', 'into'] },
    },
    config: { access: 'admin' },
  }, async (request) => {
    const fromId = await liveSeries(db, request.body.from);
    const intoId = await liveSeries(db, request.body.into);
    if (fromId === intoId) throw new HttpError(400, 'A series cannot be merged into itself.');
    await mergeSeries(db, fromId, intoId);
    return seriesDetail(db, intoId, signedInUser(request).id);
  });

  app.put<{ Params: { slug: string }; Body: SeriesRename }>('/admin/series/:slug', {
    schema: {
      response: { 200: seriesDetailSchema },
      params: slugParams,
      body: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: SERIES_NAME_MAX_LENGTH },
          aliases: { type: 'array', maxItems: MAX_ALIASES, items: { type: 'string', minLength: 1, maxLength: SERIES_NAME_MAX_LENGTH } },
        },
        required: ['name'],
      },
    },
    config: { access: 'admin' },
  }, async (request) => {
    const id = await liveSeries(db, request.params.slug);
    const name = cleanAdminSeriesName(request.body.name);
    if (name === '') throw new HttpError(400, 'Please enter a series name');
    const aliases = (request.body.aliases ?? []).map(cleanAdminSeriesName).filter((alias) => alias !== '');
    const outcome = await renameSeries(db, id, name, aliases);
    if (outcome.outcome === 'alias-taken') throw new HttpError(409, `"${outcome.alias}" is already a name of ${outcome.owner}.`);
    return seriesDetail(db, id, signedInUser(request).id);
  });
};

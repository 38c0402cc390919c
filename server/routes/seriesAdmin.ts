import type { FastifyPluginAsync } from 'fastify';
import { seriesCoverChoicesSchema, seriesDetailSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { findSeries, mergeSeries, seriesDetail, seriesName } from '../db/queries/series.ts';
import { editSeries, seriesCoverChoices } from '../db/queries/seriesEdit.ts';
import type { SeriesEdit, SeriesMerge } from '../../src/api/types.ts';
import { cleanAdminSeriesName, SERIES_NAME_MAX_LENGTH, SERIES_SLUG_MAX_LENGTH } from '../../src/domain/seriesName.ts';
import { checkSeriesIdentity, SYNOPSIS_MAX_LENGTH } from '../../src/domain/seriesIdentityEdit.ts';
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

  // The pictures the Edit Series form offers as the cover; PUT accepts no other.
  app.get<{ Params: { slug: string } }>('/admin/series/:slug/covers', {
    schema: { response: { 200: seriesCoverChoicesSchema }, params: slugParams },
    config: { access: 'admin' },
  }, async (request) => seriesCoverChoices(db, await liveSeries(db, request.params.slug)));

  // The schema checks only shapes and keeps bodies small; the values are checked by checkSeriesIdentity, whose
  // refusals are sentences about the field ("The synopsis must be at most 2,000 characters.").
  const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
  const textOrNull = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
  app.put<{ Params: { slug: string }; Body: SeriesEdit }>('/admin/series/:slug', {
    schema: {
      response: { 200: seriesDetailSchema },
      params: slugParams,
      body: {
        type: 'object',
        properties: {
          name: { type: 'string', minLength: 1, maxLength: SERIES_NAME_MAX_LENGTH },
          aliases: { type: 'array', maxItems: MAX_ALIASES, items: { type: 'string', minLength: 1, maxLength: SERIES_NAME_MAX_LENGTH } },
          cover_url: textOrNull(2048),
          synopsis: text(5 * SYNOPSIS_MAX_LENGTH),
          status: textOrNull(100),
          genres: { type: ['array', 'null'], maxItems: 100, items: text(100) },
          alt_titles: { type: 'array', maxItems: 100, items: text(1000) },
          total_chapters: { type: ['integer', 'null'] },
          links: { type: 'object', maxProperties: 20, additionalProperties: textOrNull(200) },
        },
      },
    },
    config: { access: 'admin' },
  }, async (request) => {
    const id = await liveSeries(db, request.params.slug);
    const { name: rawName, aliases, ...identityInput } = request.body;
    let rename: { name: string; aliases: string[] } | undefined;
    if (rawName !== undefined) {
      const name = cleanAdminSeriesName(rawName);
      if (name === '') throw new HttpError(400, 'Please enter a series name');
      rename = { name, aliases: (aliases ?? []).map(cleanAdminSeriesName).filter((alias) => alias !== '') };
    } else if (aliases !== undefined) {
      throw new HttpError(400, 'Aliases are given with the series name they go with.');
    }
    const checked = checkSeriesIdentity(identityInput, rename?.name ?? await seriesName(db, id));
    if (!checked.ok) throw new HttpError(400, checked.message);
    const outcome = await editSeries(db, id, { rename, identity: checked.value });
    if (outcome.outcome === 'refused') throw new HttpError(outcome.status, outcome.message);
    return seriesDetail(db, id, signedInUser(request).id);
  });
};

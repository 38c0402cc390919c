import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import type { Queryable } from '../db/driver.ts';
import { currentUser } from '../auth/currentUser.ts';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import { sanitizeSeriesName } from '../../src/domain/seriesName.ts';
import { isValidRating } from '../../src/domain/constants.ts';
import type { RecapUpdate } from '../../src/api/types.ts';
import { invalidateStats } from '../db/queries/stats.ts';
import { refuseUnstorableInput } from '../db/queries/text.ts';
import { HttpError } from './httpError.ts';

// An exact count of a common word's matches is slow at a million rows; beyond this the total is a floor.
const COUNT_CAP = 10_000;

const SORT_COLUMNS = {
  views: 'r.views',
  duration: 'r.duration',
  published_at: 'r.published_at',
  rating: 'r.avg_rating',
  like_count: 'r.like_count',
} as const;

interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  sortBy: keyof typeof SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
  channel_id?: number;
  channelId?: number;
  language?: string;
  min_duration?: number;
  max_duration?: number;
  ids?: string;
}

const RECAP_COLUMNS = `r.id, r.video_id, r.title, r.description, r.series_name, r.thumbnail_url, r.preview_url, r.views,
  r.like_count, r.duration, r.published_at, r.status, r.channel_id, c.name AS channel_name, r.language,
  round(r.avg_rating::numeric, 2)::float8 AS avg_rating, r.rating_count,
  (SELECT rating FROM ratings WHERE recap_id = r.id AND user_id = $1::int) AS user_rating,
  round(r.avg_rating::numeric, 1)::float8 AS rating, r.genres, r.tags, r.chapters_covered`;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

const STATUS_MAX_LENGTH = 40;
const LOGIN_TO_RATE = 'You must be logged in to rate.';

/** One visible recap (its channel active) as GET /recaps/:id shows it to this user, or null. */
async function recapById(db: Queryable, id: number, userId: number | null): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query(
    `SELECT ${RECAP_COLUMNS} FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $2 AND c.active`,
    [userId, id],
  );
  return rows[0] ?? null;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const recapRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.addHook('preHandler', refuseUnstorableInput);
  // Guards run before validation, so a caller without the right gets 401/403 and never learns the body's rules.
  // Handlers look the user up again where they need it (one indexed query).
  const adminOnly = async (request: FastifyRequest) => {
    await requireAdmin(request, db);
  };
  const userOnly = async (request: FastifyRequest) => {
    await requireUser(request, db, LOGIN_TO_RATE);
  };

  app.get<{ Querystring: ListQuery }>('/recaps', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: true,
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          search: { type: 'string', maxLength: 200 },
          sortBy: { type: 'string', enum: Object.keys(SORT_COLUMNS), default: 'published_at' },
          sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
          channel_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          channelId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          language: { type: 'string', maxLength: 16 },
          min_duration: { type: 'integer', minimum: 0, maximum: 2147483647 },
          max_duration: { type: 'integer', minimum: 0, maximum: 2147483647 },
          ids: { type: 'string', maxLength: 20000, pattern: '^[0-9]+(,[0-9]+)*$' },
        },
      },
    },
  }, async (request) => {
    const query = request.query;
    const user = await currentUser(request, db);
    const params: unknown[] = [user?.id ?? null];
    const where = ['c.active'];
    const add = (clause: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    const channelId = query.channel_id ?? query.channelId;
    if (channelId !== undefined) add((p) => `r.channel_id = ${p}`, channelId);
    if (query.language) add((p) => `r.language = ${p}`, query.language);
    if (query.min_duration !== undefined) add((p) => `r.duration >= ${p}`, query.min_duration);
    if (query.max_duration !== undefined) add((p) => `r.duration <= ${p}`, query.max_duration);
    if (query.ids) add((p) => `r.id = ANY(${p}::int[])`, query.ids.split(',').map(Number).filter((id) => id <= 2147483647));
    const search = query.search?.trim().toLowerCase();
    if (search) {
      // Whole words through the full-text index, partial words through the trigram index.
      params.push(search);
      const words = `$${params.length}`;
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      const fragment = `$${params.length}`;
      where.push(`(r.search_vector @@ plainto_tsquery('simple', ${words}) OR r.search_text LIKE ${fragment})`);
    }
    const column = SORT_COLUMNS[query.sortBy];
    const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
    const whereSql = where.join(' AND ');
    const offset = (query.page - 1) * query.limit;
    const rows = await db.query(
      `SELECT ${RECAP_COLUMNS} FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}
        ORDER BY ${column} ${direction} NULLS LAST, r.id ${direction} LIMIT ${query.limit + 1} OFFSET ${offset}`,
      params,
    );
    const countRows = await db.query<{ total: number }>(
      // $1 (the caller) is shared with the page query; the count does not need it but must type it.
      `WITH caller AS (SELECT $1::int AS id) SELECT count(*)::int AS total FROM (SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql} LIMIT ${COUNT_CAP}) capped`,
      params,
    );
    const hasMore = rows.rows.length > query.limit;
    const data = rows.rows.slice(0, query.limit);
    return { data, total: Math.max(countRows.rows[0]?.total ?? 0, offset + data.length), hasMore };
  });

  app.get('/recaps/languages', async () => {
    const { rows } = await db.query<{ language: string }>(
      'SELECT DISTINCT r.language FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE c.active ORDER BY r.language',
    );
    return rows.map((row) => row.language);
  });

  app.get<{ Params: { id: number } }>('/recaps/:id', { schema: { params: idParams } }, async (request) => {
    const user = await currentUser(request, db);
    const recap = await recapById(db, request.params.id, user?.id ?? null);
    if (recap === null) throw new HttpError(404, 'Recap not found.');
    return recap;
  });

  app.put<{ Params: { id: number }; Body: RecapUpdate }>('/recaps/:id', {
    schema: {
      params: idParams,
      body: {
        type: 'object',
        properties: {
          series_name: { type: ['string', 'null'], maxLength: 500 },
          status: { type: ['string', 'null'], maxLength: STATUS_MAX_LENGTH },
          thumbnail_url: { type: ['string', 'null'], maxLength: 2048 },
        },
      },
    },
    preValidation: adminOnly,
  }, async (request) => {
    const admin = await requireAdmin(request, db);
    const body = request.body ?? {};
    const sets: string[] = [];
    const params: unknown[] = [request.params.id];
    const set = (column: string, value: unknown) => {
      params.push(value);
      sets.push(`${column} = $${params.length}`);
    };
    if (body.series_name !== undefined) {
      // The same rule as a user's suggestion: an edit can never store what a suggestion could not.
      const name = body.series_name === null ? '' : sanitizeSeriesName(body.series_name).trim();
      set('series_name', name === '' ? null : name);
    }
    if (body.status !== undefined) {
      const status = body.status?.trim() ?? '';
      set('status', status === '' ? null : status);
    }
    if (body.thumbnail_url !== undefined) {
      const url = body.thumbnail_url?.trim() ?? '';
      if (url !== '' && !isHttpUrl(url)) throw new HttpError(400, 'Thumbnail URL must be an http or https address');
      set('thumbnail_url', url === '' ? null : url);
    }
    if (sets.length === 0) throw new HttpError(400, 'Nothing to update: send series_name, status or thumbnail_url');
    const updated = await db.query(
      `UPDATE recaps r SET ${sets.join(', ')} FROM channels c WHERE r.id = $1 AND c.id = r.channel_id AND c.active RETURNING r.id`,
      params,
    );
    if (updated.rows.length === 0) throw new HttpError(404, 'Recap not found.');
    if (body.series_name !== undefined) await invalidateStats(db);
    return recapById(db, request.params.id, admin.id);
  });

  app.post<{ Params: { id: number }; Body: { rating: number } }>('/recaps/:id/rate', {
    schema: {
      params: idParams,
      body: { type: 'object', properties: { rating: { type: 'integer', minimum: 1, maximum: 5 } }, required: ['rating'] },
    },
    preValidation: userOnly,
  }, async (request) => {
    const user = await requireUser(request, db, LOGIN_TO_RATE);
    const { rating } = request.body;
    if (!isValidRating(rating)) throw new HttpError(400, 'Rating must be a whole number from 1 to 5');
    const recap = await db.query(
      'SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $1 AND c.active',
      [request.params.id],
    );
    if (recap.rows.length === 0) throw new HttpError(404, 'Recap not found.');
    // Rating again replaces the user's earlier rating; the trigger on ratings keeps the totals.
    await db.query(
      `INSERT INTO ratings (user_id, recap_id, rating) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, recap_id) DO UPDATE SET rating = EXCLUDED.rating, created_at = now()`,
      [user.id, request.params.id, rating],
    );
    const { rows } = await db.query<{ avg_rating: number; rating_count: number }>(
      'SELECT round(avg_rating::numeric, 2)::float8 AS avg_rating, rating_count FROM recaps WHERE id = $1',
      [request.params.id],
    );
    return { avg_rating: rows[0].avg_rating, rating_count: rows[0].rating_count, user_rating: rating };
  });
};

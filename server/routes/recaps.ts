import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import type { Queryable } from '../db/driver.ts';
import { currentUser } from '../auth/currentUser.ts';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import { sanitizeSeriesName } from '../../src/domain/seriesName.ts';
import { isValidRating } from '../../src/domain/constants.ts';
import type { RecapUpdate } from '../../src/api/types.ts';
import { refuseUnstorableInput } from '../db/queries/text.ts';
import { HttpError } from './httpError.ts';
import { recapColumns, RECAP_SORT_COLUMNS, type RecapListQuery } from '../db/queries/recapList.ts';
import { recapListPageBody } from '../db/queries/recapListPage.ts';

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
    `SELECT ${recapColumns(userId === null ? null : '$2::int')} FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $1 AND c.active`,
    userId === null ? [id] : [id, userId],
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

  app.get<{ Querystring: RecapListQuery }>('/recaps', {
    schema: {
      querystring: {
        type: 'object',
        additionalProperties: true,
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          search: { type: 'string', maxLength: 200 },
          sortBy: { type: 'string', enum: Object.keys(RECAP_SORT_COLUMNS), default: 'published_at' },
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
  }, async (request, reply) => {
    const user = await currentUser(request, db);
    // The database has written the page as JSON already; it goes out as it is.
    return reply.type('application/json; charset=utf-8').send(await recapListPageBody(db, request.query, user?.id ?? null));
  });

  app.get('/recaps/languages', async () => {
    // From the kept per-group counts (migration 050): one row per group instead of every recap.
    const { rows } = await db.query<{ language: string }>(
      'SELECT DISTINCT g.language FROM recap_filter_counts g JOIN channels c ON c.id = g.channel_id WHERE c.active ORDER BY g.language',
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

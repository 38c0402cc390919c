import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import { currentUser } from '../auth/currentUser.ts';
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

export const recapRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
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

  app.get<{ Params: { id: number } }>('/recaps/:id', {
    schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['id'] } },
  }, async (request) => {
    const user = await currentUser(request, db);
    const { rows } = await db.query(
      `SELECT ${RECAP_COLUMNS} FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE r.id = $2 AND c.active`,
      [user?.id ?? null, request.params.id],
    );
    if (rows.length === 0) throw new HttpError(404, 'Recap not found.');
    return rows[0];
  });
};

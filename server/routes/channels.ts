import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import { currentUser } from '../auth/currentUser.ts';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import { CHANNEL_COLUMNS, channelById } from '../db/queries/channels.ts';
import { refuseUnstorableInput } from '../db/queries/text.ts';
import { HttpError } from './httpError.ts';

const SORT_COLUMNS = {
  name: 'lower(c.name)',
  total_videos: 'c.total_videos',
  subscriber_count: 'c.subscriber_count',
  last_posted: 'c.last_posted',
  total_views: 'c.total_views',
  total_likes: 'c.total_likes',
} as const;

interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  userId?: string;
  active?: '0' | '1' | 'true' | 'false';
  language?: string;
  sortBy: keyof typeof SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
}

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

const pageProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

const FAVOURITES_LOGIN = 'Please log in to manage favorites.';

export const channelRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.addHook('preHandler', refuseUnstorableInput);
  // Guards run before validation, so a caller without the right gets 401/403 and never learns the body's rules.
  // Handlers look the user up again where they need it (one indexed query).
  const adminOnly = async (request: FastifyRequest) => {
    await requireAdmin(request, db);
  };
  const userOnly = (message: string) => async (request: FastifyRequest) => {
    await requireUser(request, db, message);
  };

  app.get<{ Querystring: ListQuery }>('/channels', {
    schema: {
      querystring: {
        type: 'object',
        properties: {
          ...pageProperties,
          search: { type: 'string', maxLength: 200 },
          userId: { type: 'string', maxLength: 20 },
          active: { type: 'string', enum: ['0', '1', 'true', 'false'] },
          language: { type: 'string', maxLength: 16 },
          sortBy: { type: 'string', enum: Object.keys(SORT_COLUMNS), default: 'name' },
          sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'asc' },
        },
      },
    },
  }, async (request) => {
    const query = request.query;
    const user = await currentUser(request, db);
    const params: unknown[] = [user?.id ?? null];
    const where: string[] = [];
    const add = (clause: (placeholder: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    // userId only ever names the session's own user, whose favourites is_favourited marks (it always does);
    // it filters nothing: the Browse Channels screen sends userId=current and must still list every channel.
    // `current` without a session (an expired one) is simply anonymous; another user's id is refused.
    if (query.userId !== undefined && query.userId !== '' && query.userId !== 'current') {
      if (user === null) throw new HttpError(401, 'Please log in to view your favourites.');
      if (query.userId !== String(user.id)) throw new HttpError(403, 'You can only list your own favourites');
    }
    const wantsInactive = query.active === '0' || query.active === 'false';
    // Deactivated channels stay hidden from everyone but administrators, who may ask for them.
    where.push(wantsInactive && user?.is_admin ? 'NOT c.active' : 'c.active');
    if (query.language) add((p) => `c.language = ${p}`, query.language);
    const search = query.search?.trim();
    // ILIKE on the name reads the trigram index; the user's %, _ and \ are literal.
    if (search) add((p) => `c.name ILIKE ${p}`, `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const column = SORT_COLUMNS[query.sortBy];
    const direction = query.sortOrder === 'desc' ? 'DESC' : 'ASC';
    const whereSql = where.join(' AND ');
    const offset = (query.page - 1) * query.limit;
    const { rows } = await db.query(
      `SELECT ${CHANNEL_COLUMNS} FROM channels c WHERE ${whereSql}
        ORDER BY ${column} ${direction} NULLS LAST, c.id ${direction} LIMIT ${query.limit} OFFSET ${offset}`,
      params,
    );
    const count = await db.query<{ total: number }>(
      // $1 (the caller) is shared with the page query; the count may not use it but must type it.
      `WITH caller AS (SELECT $1::int AS id) SELECT count(*)::int AS total FROM channels c WHERE ${whereSql}`,
      params,
    );
    const total = count.rows[0]?.total ?? 0;
    return { data: rows, total, hasMore: offset + rows.length < total };
  });

  app.get<{ Querystring: { page: number; limit: number } }>('/channels/favourites', {
    schema: { querystring: { type: 'object', properties: pageProperties } },
    preValidation: userOnly('Please log in to view your favourites.'),
  }, async (request) => {
    const user = await requireUser(request, db, 'Please log in to view your favourites.');
    const { page, limit } = request.query;
    const offset = (page - 1) * limit;
    const { rows } = await db.query(
      `SELECT ${CHANNEL_COLUMNS} FROM favourites fav JOIN channels c ON c.id = fav.channel_id
        WHERE fav.user_id = $1::int AND c.active
        ORDER BY fav.created_at DESC, c.id DESC LIMIT ${limit} OFFSET ${offset}`,
      [user.id],
    );
    const count = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM favourites fav JOIN channels c ON c.id = fav.channel_id
        WHERE fav.user_id = $1 AND c.active`,
      [user.id],
    );
    const total = count.rows[0]?.total ?? 0;
    return { data: rows, total, hasMore: offset + rows.length < total };
  });

  app.get<{ Params: { id: number } }>('/channels/favourites/check/:id', { schema: { params: idParams } }, async (request) => {
    // Anonymous visitors have no favourites; answering false spares the header a login error.
    const user = await currentUser(request, db);
    if (user === null) return { is_favourited: false };
    const { rows } = await db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND channel_id = $2', [user.id, request.params.id]);
    return { is_favourited: rows.length > 0 };
  });

  app.get<{ Params: { id: number } }>('/channels/:id', { schema: { params: idParams } }, async (request) => {
    const user = await currentUser(request, db);
    const channel = await channelById(db, request.params.id, user?.id ?? null);
    if (channel === null || channel.active !== true) throw new HttpError(404, 'Channel not found');
    return channel;
  });

  app.post<{ Params: { id: number } }>('/channels/:id/favourite', { schema: { params: idParams }, preValidation: userOnly(FAVOURITES_LOGIN) }, async (request, reply) => {
    const user = await requireUser(request, db, FAVOURITES_LOGIN);
    const channel = await db.query('SELECT 1 FROM channels WHERE id = $1 AND active', [request.params.id]);
    if (channel.rows.length === 0) throw new HttpError(404, 'Channel not found');
    const inserted = await db.query(
      'INSERT INTO favourites (user_id, channel_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING channel_id',
      [user.id, request.params.id],
    );
    if (inserted.rows.length === 0) throw new HttpError(409, 'Channel already in favourites');
    return reply.code(201).send({ message: 'Channel added to favourites', is_favourited: true });
  });

  app.delete<{ Params: { id: number } }>('/channels/:id/favourite', { schema: { params: idParams }, preValidation: userOnly(FAVOURITES_LOGIN) }, async (request) => {
    const user = await requireUser(request, db, FAVOURITES_LOGIN);
    const deleted = await db.query(
      'DELETE FROM favourites WHERE user_id = $1 AND channel_id = $2 RETURNING channel_id',
      [user.id, request.params.id],
    );
    if (deleted.rows.length === 0) throw new HttpError(404, 'Channel not found in favourites');
    return { message: 'Channel removed from favourites', is_favourited: false };
  });

  app.put<{ Params: { id: number } }>('/channels/:id/deactivate', { schema: { params: idParams }, preValidation: adminOnly }, async (request) => {
    const admin = await requireAdmin(request, db);
    const updated = await db.query('UPDATE channels SET active = false WHERE id = $1 RETURNING id', [request.params.id]);
    if (updated.rows.length === 0) throw new HttpError(404, 'Channel not found');
    return { message: 'Channel deactivated successfully', channel: await channelById(db, request.params.id, admin.id) };
  });
};

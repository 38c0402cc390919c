import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import { requireAdmin } from '../auth/guards.ts';
import { parseChannelUrl } from '../../src/domain/channelUrl.ts';
import { ADD_CHANNEL_LANGUAGES } from '../../src/domain/languages.ts';
import { channelById, channelIdFromUrl, findExistingChannel } from '../db/queries/channels.ts';
import { refuseUnstorableInput } from '../db/queries/text.ts';
import { HttpError } from './httpError.ts';

const CHANNEL_EXISTS = 'Channel already exists in database';
const MATCHES_CAP = 500;
const MATCH_TYPES = ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT'] as const;
const MATCH_SORTS = {
  date: 'm.created_at',
  similarity: 'm.similarity_score',
  type: 'm.match_type',
} as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

// 0 and 1 (what the screens send) and true/false are all accepted and read as booleans.
const flag = { type: 'boolean' } as const;
const languageCode = { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' } as const;

interface ApproveBody {
  channel_name: string;
  language: string;
  active?: boolean;
  full_scan?: boolean;
  status?: string;
}

interface AddChannelBody {
  name?: string;
  url?: string;
  active?: boolean;
  full_scan?: boolean;
  language?: string;
  description?: string | null;
  youtube_channel_id?: string | null;
  subscriber_count?: number | null;
  verified?: boolean;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export const adminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.addHook('preHandler', refuseUnstorableInput);
  // Guards run before validation, so a caller without the right gets 401/403 and never learns the body's rules.
  // Handlers look the user up again where they need it (one indexed query).
  const adminOnly = async (request: FastifyRequest) => {
    await requireAdmin(request, db);
  };

  app.get('/admin/pending-channels', { preValidation: adminOnly }, async () => {
    const { rows } = await db.query(
      `SELECT id, channel_name, language, youtube_url, active, full_scan, status, created_at
         FROM pending_channels WHERE status = 'pending' ORDER BY created_at, id`,
    );
    return rows;
  });

  app.put<{ Params: { id: number }; Body: ApproveBody }>('/admin/pending-channels/:id/approve', {
    schema: {
      params: idParams,
      body: {
        type: 'object',
        properties: {
          channel_name: { type: 'string', minLength: 1, maxLength: 200 },
          language: languageCode,
          active: flag,
          full_scan: flag,
          status: { type: 'string', maxLength: 40 },
        },
        required: ['channel_name', 'language'],
      },
    },
    preValidation: adminOnly,
  }, async (request) => {
    const admin = await requireAdmin(request, db);
    const name = request.body.channel_name.trim();
    if (name === '') throw new HttpError(400, 'Channel name is required');
    const channelId = await db.transaction(async (tx) => {
      const found = await tx.query<{ youtube_url: string; status: string }>(
        'SELECT youtube_url, status FROM pending_channels WHERE id = $1 FOR UPDATE',
        [request.params.id],
      );
      const pending = found.rows[0];
      if (!pending) throw new HttpError(404, 'Pending channel not found');
      if (pending.status !== 'pending') throw new HttpError(409, `Pending channel was already ${pending.status}`);
      const parsed = parseChannelUrl(pending.youtube_url);
      const url = parsed.ok ? parsed.normalizedUrl : pending.youtube_url;
      const youtubeChannelId = parsed.ok ? channelIdFromUrl(parsed.kind, parsed.id) : null;
      if (await findExistingChannel(tx, url, youtubeChannelId)) throw new HttpError(409, CHANNEL_EXISTS);
      let inserted: { id: number };
      try {
        // Approval puts the channel in the catalogue as active; the scanner resolves handles to ids.
        ({ rows: [inserted] } = await tx.query<{ id: number }>(
          `INSERT INTO channels (name, language, url, youtube_channel_id, active, full_scan, verified)
           VALUES ($1, $2, $3, $4, true, $5, $6) RETURNING id`,
          [name, request.body.language, url, youtubeChannelId, request.body.full_scan ?? true, request.body.status === 'verified'],
        ));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, CHANNEL_EXISTS);
        throw error;
      }
      await tx.query(
        `UPDATE pending_channels SET status = 'approved', channel_name = $2, language = $3, active = true, full_scan = $4 WHERE id = $1`,
        [request.params.id, name, request.body.language, request.body.full_scan ?? true],
      );
      return inserted.id;
    });
    return { message: 'Channel approved', channel: await channelById(db, channelId, admin.id) };
  });

  app.put<{ Params: { id: number }; Body: { full_scan?: boolean; status?: string } }>('/admin/pending-channels/:id/reject', {
    schema: {
      params: idParams,
      body: { type: 'object', properties: { full_scan: flag, status: { type: 'string', maxLength: 40 } } },
    },
    preValidation: adminOnly,
  }, async (request) => {
    await db.transaction(async (tx) => {
      const found = await tx.query<{ status: string }>('SELECT status FROM pending_channels WHERE id = $1 FOR UPDATE', [request.params.id]);
      const pending = found.rows[0];
      if (!pending) throw new HttpError(404, 'Pending channel not found');
      if (pending.status !== 'pending') throw new HttpError(409, `Pending channel was already ${pending.status}`);
      await tx.query(`UPDATE pending_channels SET status = 'rejected', full_scan = $2 WHERE id = $1`, [
        request.params.id,
        request.body?.full_scan ?? false,
      ]);
    });
    return { message: 'Channel rejected' };
  });

  app.post<{ Body: { url: string } }>('/admin/check-channel', {
    schema: { body: { type: 'object', properties: { url: { type: 'string', maxLength: 2048 } }, required: ['url'] } },
    preValidation: adminOnly,
  }, async (request) => {
    const parsed = parseChannelUrl(request.body.url);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    const youtubeChannelId = channelIdFromUrl(parsed.kind, parsed.id);
    const existing = await findExistingChannel(db, parsed.normalizedUrl, youtubeChannelId);
    return { exists: existing !== null, youtube_channel_id: youtubeChannelId };
  });

  app.post<{ Body: AddChannelBody }>('/admin/channels', {
    schema: {
      body: {
        type: 'object',
        properties: {
          // Not required in the schema: a missing name or URL gets the form's own sentence below.
          name: { type: 'string', maxLength: 200 },
          url: { type: 'string', maxLength: 2048 },
          active: flag,
          full_scan: flag,
          language: { type: 'string', enum: ADD_CHANNEL_LANGUAGES.map((option) => option.code) },
          description: { type: ['string', 'null'], maxLength: 5000 },
          youtube_channel_id: { type: ['string', 'null'], maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' },
          subscriber_count: { type: ['integer', 'null'], minimum: 0, maximum: 1e15 },
          verified: flag,
        },
      },
    },
    preValidation: adminOnly,
  }, async (request, reply) => {
    const admin = await requireAdmin(request, db);
    const body = request.body ?? {};
    const name = body.name?.trim() ?? '';
    const rawUrl = body.url?.trim() ?? '';
    if (name === '' || rawUrl === '') throw new HttpError(400, 'Name and URL are required');
    const parsed = parseChannelUrl(rawUrl);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    const youtubeChannelId = body.youtube_channel_id?.trim() || channelIdFromUrl(parsed.kind, parsed.id);
    const created = await db.transaction(async (tx) => {
      if (await findExistingChannel(tx, parsed.normalizedUrl, youtubeChannelId)) throw new HttpError(409, CHANNEL_EXISTS);
      try {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO channels (name, url, active, full_scan, language, description, youtube_channel_id, subscriber_count, verified)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            name,
            parsed.normalizedUrl,
            body.active ?? true,
            body.full_scan ?? true,
            body.language ?? 'en',
            body.description?.trim() || null,
            youtubeChannelId,
            body.subscriber_count ?? 0,
            body.verified ?? false,
          ],
        );
        return rows[0].id;
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, CHANNEL_EXISTS);
        throw error;
      }
    });
    return reply.code(201).send(await channelById(db, created, admin.id));
  });

  app.get<{ Querystring: { type?: (typeof MATCH_TYPES)[number]; sort: keyof typeof MATCH_SORTS; order: 'asc' | 'desc' } }>(
    '/admin/thumbnail-matches',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: [...MATCH_TYPES] },
            sort: { type: 'string', enum: Object.keys(MATCH_SORTS), default: 'date' },
            order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
          },
        },
      },
      preValidation: adminOnly,
    },
    async (request) => {
      const { type, sort, order } = request.query;
      const direction = order === 'asc' ? 'ASC' : 'DESC';
      const params: unknown[] = [];
      let where = '';
      if (type) {
        params.push(type);
        where = 'WHERE m.match_type = $1';
      }
      const { rows } = await db.query(
        `SELECT m.id, m.match_type, m.confidence, round(m.similarity_score::numeric, 4)::float8 AS similarity_score, m.created_at,
                r1.video_id AS video_id_1, r1.title AS title_1, r1.series_name AS series_name_1, c1.name AS channel_name_1,
                r1.thumbnail_url AS thumbnail_url_1, r1.published_at AS published_at_1,
                r2.video_id AS video_id_2, r2.title AS title_2, r2.series_name AS series_name_2, c2.name AS channel_name_2,
                r2.thumbnail_url AS thumbnail_url_2, r2.published_at AS published_at_2
           FROM thumbnail_matches m
           JOIN recaps r1 ON r1.id = m.recap_id_1 JOIN channels c1 ON c1.id = r1.channel_id
           JOIN recaps r2 ON r2.id = m.recap_id_2 JOIN channels c2 ON c2.id = r2.channel_id
           ${where}
          ORDER BY ${MATCH_SORTS[sort]} ${direction}, m.id ${direction} LIMIT ${MATCHES_CAP}`,
        params,
      );
      // Totals cover every match, not only the capped page, so the per-type counts stay true.
      const totals = await db.query<{ match_type: string; total: number }>(
        'SELECT match_type, count(*)::int AS total FROM thumbnail_matches GROUP BY match_type',
      );
      const byType = Object.fromEntries(MATCH_TYPES.map((matchType) => [matchType, 0]));
      for (const row of totals.rows) byType[row.match_type] = row.total;
      return { matches: rows, totals: byType };
    },
  );

  app.delete<{ Params: { id: number } }>('/admin/thumbnail-matches/:id', { schema: { params: idParams }, preValidation: adminOnly }, async (request) => {
    const deleted = await db.query('DELETE FROM thumbnail_matches WHERE id = $1 RETURNING id', [request.params.id]);
    if (deleted.rows.length === 0) throw new HttpError(404, 'Thumbnail match not found');
    return { message: 'Match deleted', id: request.params.id };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { channelChangedSchema, channelSchema, checkChannelSchema, messageSchema, pendingChannelListSchema, thumbnailMatchDeletedSchema, thumbnailMatchesSchema } from '../contract/responses.ts';
import type { RouteDeps } from './routeDeps.ts';
import { signedInUser } from '../auth/access.ts';
import { CHANNEL_PENDING_REVIEW, parseChannelUrl, PENDING_CHANNEL_ALREADY_ADDED } from '../../src/domain/channelUrl.ts';
import { ADD_CHANNEL_LANGUAGES } from '../../src/domain/channelLanguages.ts';
import { addChannelUnlessCatalogued, channelById, channelIdFromUrl, findExistingChannel } from '../db/queries/channels.ts';
import { approvePendingChannel, isPendingChannelUrl, pendingChannelList, rejectPendingChannel, type PendingReviewOutcome } from '../db/queries/pendingChannels.ts';
import { deleteThumbnailMatch, thumbnailMatchList, type MatchListQuery } from '../db/queries/thumbnailMatches.ts';
import { MATCH_PAGE_SIZE, MATCH_SORTS, MATCH_TYPES } from '../../src/domain/thumbnailMatches.ts';
import { HttpError } from '../http/httpError.ts';
import { CHANNEL_DESCRIPTION_MAX_LENGTH, CHANNEL_NAME_MAX_LENGTH, CHANNEL_URL_MAX_LENGTH, YOUTUBE_CHANNEL_ID_MAX_LENGTH } from '../../src/domain/limits.ts';
import { recordIdSchema } from '../contract/recordIdSchema.ts';

const CHANNEL_EXISTS = 'Channel already exists in database';

const idParams = {
  type: 'object',
  properties: { id: recordIdSchema },
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

/** The 404 or 409 of a pending channel that cannot be reviewed; the outcome itself otherwise. */
function reviewable<Done extends { outcome: string }>(review: PendingReviewOutcome<Done>): Done {
  if (review.outcome === 'not-found') throw new HttpError(404, 'Pending channel not found');
  if (review.outcome === 'already-reviewed' && 'status' in review) throw new HttpError(409, `Pending channel was already ${review.status}`);
  return review as Done;
}

export const adminRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  app.get('/admin/pending-channels', { schema: { response: { 200: pendingChannelListSchema } }, config: { access: 'admin' } }, async () => pendingChannelList(db));

  app.put<{ Params: { id: number }; Body: ApproveBody }>('/admin/pending-channels/:id/approve', {
    schema: {
      response: { 200: channelChangedSchema },
      params: idParams,
      body: {
        type: 'object',
        properties: {
          channel_name: { type: 'string', minLength: 1, maxLength: CHANNEL_NAME_MAX_LENGTH },
          language: languageCode,
          active: flag,
          full_scan: flag,
          status: { type: 'string', maxLength: 40 },
        },
        required: ['channel_name', 'language'],
      },
    },
    config: { access: 'admin' },
  }, async (request) => {
    const name = request.body.channel_name.trim();
    if (name === '') throw new HttpError(400, 'Channel name is required');
    const approved = reviewable(await approvePendingChannel(db, request.params.id, {
      name,
      language: request.body.language,
      fullScan: request.body.full_scan ?? true,
      verified: request.body.status === 'verified',
    }));
    if (approved.outcome === 'exists') throw new HttpError(409, CHANNEL_EXISTS);
    const message = approved.outcome === 'already-added' ? PENDING_CHANNEL_ALREADY_ADDED : 'Channel approved';
    return { message, channel: await channelById(db, approved.channelId, signedInUser(request).id) };
  });

  app.put<{ Params: { id: number }; Body: { full_scan?: boolean; status?: string } }>('/admin/pending-channels/:id/reject', {
    schema: {
      response: { 200: messageSchema },
      params: idParams,
      body: { type: 'object', properties: { full_scan: flag, status: { type: 'string', maxLength: 40 } } },
    },
    config: { access: 'admin' },
  }, async (request) => {
    reviewable(await rejectPendingChannel(db, request.params.id, request.body?.full_scan ?? false));
    return { message: 'Channel rejected' };
  });

  app.post<{ Body: { url: string } }>('/admin/check-channel', {
    schema: { response: { 200: checkChannelSchema }, body: { type: 'object', properties: { url: { type: 'string', maxLength: CHANNEL_URL_MAX_LENGTH } }, required: ['url'] } },
    config: { access: 'admin' },
  }, async (request) => {
    const parsed = parseChannelUrl(request.body.url);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    const youtubeChannelId = channelIdFromUrl(parsed.kind, parsed.id);
    const existing = await findExistingChannel(db, parsed.normalizedUrl, youtubeChannelId);
    // A channel awaiting review is not available either: it is added by approving it in Pending Channels.
    const pending = existing === null && (await isPendingChannelUrl(db, parsed.normalizedUrl));
    return { exists: existing !== null, pending, youtube_channel_id: youtubeChannelId };
  });

  app.post<{ Body: AddChannelBody }>('/admin/channels', {
    schema: {
      response: { 201: channelSchema },
      body: {
        type: 'object',
        properties: {
          // Not required in the schema: a missing name or URL gets the form's own sentence below.
          name: { type: 'string', maxLength: CHANNEL_NAME_MAX_LENGTH },
          url: { type: 'string', maxLength: CHANNEL_URL_MAX_LENGTH },
          active: flag,
          full_scan: flag,
          language: { type: 'string', enum: ADD_CHANNEL_LANGUAGES.map((option) => option.code) },
          description: { type: ['string', 'null'], maxLength: CHANNEL_DESCRIPTION_MAX_LENGTH },
          youtube_channel_id: { type: ['string', 'null'], maxLength: YOUTUBE_CHANNEL_ID_MAX_LENGTH, pattern: '^[A-Za-z0-9_-]*$' },
          subscriber_count: { type: ['integer', 'null'], minimum: 0, maximum: 1e15 },
          verified: flag,
        },
      },
    },
    config: { access: 'admin' },
  }, async (request, reply) => {
    const body = request.body ?? {};
    const name = body.name?.trim() ?? '';
    const rawUrl = body.url?.trim() ?? '';
    if (name === '' || rawUrl === '') throw new HttpError(400, 'Name and URL are required');
    const parsed = parseChannelUrl(rawUrl);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    // A submitted channel awaiting review is added by approving it there, as the URL check says.
    if (await isPendingChannelUrl(db, parsed.normalizedUrl)) throw new HttpError(409, CHANNEL_PENDING_REVIEW);
    const created = await addChannelUnlessCatalogued(db, {
      name,
      url: parsed.normalizedUrl,
      active: body.active ?? true,
      full_scan: body.full_scan ?? true,
      language: body.language ?? 'en',
      description: body.description?.trim() || null,
      youtube_channel_id: body.youtube_channel_id?.trim() || channelIdFromUrl(parsed.kind, parsed.id),
      subscriber_count: body.subscriber_count ?? 0,
      verified: body.verified ?? false,
    });
    if (created === null) throw new HttpError(409, CHANNEL_EXISTS);
    return reply.code(201).send(await channelById(db, created, signedInUser(request).id));
  });

  app.get<{ Querystring: MatchListQuery }>(
    '/admin/thumbnail-matches',
    {
      schema: {
        response: { 200: thumbnailMatchesSchema },
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: [...MATCH_TYPES] },
            sort: { type: 'string', enum: [...MATCH_SORTS], default: 'date' },
            order: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: MATCH_PAGE_SIZE },
          },
        },
      },
      config: { access: 'admin' },
    },
    async (request) => thumbnailMatchList(db, request.query),
  );

  app.delete<{ Params: { id: number } }>('/admin/thumbnail-matches/:id', { schema: { response: { 200: thumbnailMatchDeletedSchema }, params: idParams }, config: { access: 'admin' } }, async (request) => {
    if (!(await deleteThumbnailMatch(db, request.params.id))) throw new HttpError(404, 'Thumbnail match not found');
    return { message: 'Match deleted', id: request.params.id };
  });
};

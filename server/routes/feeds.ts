import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from './routeDeps.ts';
import { atomFeed, feedUpdated, type FeedRecap } from '../series/atomFeed.ts';
import { channelFeedRecaps, feedTokenOwner, followingFeedRecaps, seriesFeedRecaps } from '../db/queries/feeds.ts';
import { findSeries, seriesName } from '../db/queries/series.ts';
import { channelById, isActiveChannel } from '../db/queries/channels.ts';
import { HttpError } from '../http/httpError.ts';
import { SERIES_NOT_FOUND } from './series.ts';
import { MAX_RECORD_ID } from '../../src/domain/recordId.ts';

const ATOM_SUFFIX = '.atom';
const fileParams = {
  type: 'object',
  properties: { file: { type: 'string', minLength: ATOM_SUFFIX.length + 1, maxLength: 300, pattern: '\\.atom$' } },
  required: ['file'],
} as const;

/** A channel id as the site writes it: decimal digits, no sign, space or leading zero. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/** The name in "name.atom". */
const feedName = (file: string) => file.slice(0, -ATOM_SUFFIX.length);

/**
 * Sends the feed unless the reader has it already: a matching If-None-Match (ETag of the text) or, without one,
 * an If-Modified-Since no older than the newest entry answers 304 with no body.
 */
function sendFeed(request: FastifyRequest, reply: FastifyReply, body: string, recaps: readonly FeedRecap[]): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const lastModified = new Date(feedUpdated(recaps));
  reply.header('ETag', etag).header('Last-Modified', lastModified.toUTCString()).header('Cache-Control', 'no-cache');
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const fresh = ifNoneMatch !== undefined
    ? ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, '')).includes(etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Math.floor(lastModified.getTime() / 1000) * 1000;
  if (fresh) return reply.code(304).send();
  return reply.type('application/atom+xml; charset=utf-8').send(body);
}

/** Atom feeds of a series, a channel and a member's followed series (private address, see /api/account/feed-token). */
export const feedRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  const feedUrl = (path: string) => `${config.appUrl}/feeds/${path}`;

  app.get<{ Params: { file: string } }>('/series/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const slug = feedName(request.params.file);
    const found = await findSeries(db, slug);
    if (found.found === 'none') throw new HttpError(404, SERIES_NOT_FOUND);
    if (found.found === 'moved') return reply.code(308).header('Location', `/feeds/series/${encodeURIComponent(found.slug)}${ATOM_SUFFIX}`).send();
    const recaps = await seriesFeedRecaps(db, found.id);
    const body = atomFeed({
      pageUrl: `${config.appUrl}/series/${encodeURIComponent(slug)}`, selfUrl: feedUrl(`series/${encodeURIComponent(slug)}${ATOM_SUFFIX}`),
      title: `${await seriesName(db, found.id)}: new recaps`, appUrl: config.appUrl, recaps,
    });
    return sendFeed(request, reply, body, recaps);
  });

  app.get<{ Params: { file: string } }>('/channel/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const name = feedName(request.params.file);
    const id = Number(name);
    // One name per feed: the id in decimal as the site links it. Number() would also read "0x10", " 1", "01" or "1e0".
    const known = CANONICAL_ID.test(name) && id <= MAX_RECORD_ID && (await isActiveChannel(db, id));
    const channel = known ? await channelById(db, id, null) : null;
    // A deactivated channel's recaps are hidden everywhere, its feed too.
    if (channel === null) throw new HttpError(404, 'Channel not found');
    const recaps = await channelFeedRecaps(db, id);
    const body = atomFeed({
      pageUrl: `${config.appUrl}/recaps/channel/${id}`, selfUrl: feedUrl(`channel/${id}${ATOM_SUFFIX}`),
      title: `${String(channel.name)}: new recaps`, appUrl: config.appUrl, recaps,
    });
    return sendFeed(request, reply, body, recaps);
  });

  app.get<{ Params: { file: string } }>('/following/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const token = feedName(request.params.file);
    const owner = await feedTokenOwner(db, token);
    // The same answer for a revoked token as for one never issued.
    if (owner === null) throw new HttpError(404, 'Feed not found');
    const recaps = await followingFeedRecaps(db, owner.id);
    const body = atomFeed({
      pageUrl: `${config.appUrl}/`, selfUrl: feedUrl(`following/${token}${ATOM_SUFFIX}`),
      title: `Series followed by ${owner.username}`, appUrl: config.appUrl, recaps,
    });
    return sendFeed(request, reply, body, recaps);
  });
};

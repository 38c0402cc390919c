import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { RouteDeps } from './routeDeps.ts';
import { HttpError } from '../http/httpError.ts';
import { renderChannelAvatar, renderThumbnail } from '../seed/mediaArt.ts';
import { channelAvatarSource } from '../db/queries/channels.ts';
import { recapThumbnailSource } from '../db/queries/recaps.ts';
import { MAX_RECORD_ID } from '../../src/domain/recordId.ts';
import { pictureCache } from '../files/pictureCache.ts';

const THUMBNAIL_FILE = /^([A-Za-z0-9_-]{11})\.jpg$/;
const CHANNEL_FILE = /^([1-9][0-9]{0,9})\.jpg$/;
const CACHE_CONTROL = 'public, max-age=86400';
/** A hidden picture shown to an admin must not be kept by a shared cache and served to anyone else. */
const HIDDEN_CACHE_CONTROL = 'private, no-store';

function digest(...parts: (string | number | null)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}

function sendJpeg(reply: FastifyReply, image: Buffer, etag: string, cacheControl: string) {
  return reply.type('image/jpeg').header('Cache-Control', cacheControl).header('ETag', `"${etag}"`).send(image);
}

/**
 * Pictures of hidden content (a private recap, a deactivated channel and its recaps) exist for admins only;
 * anyone else gets the same 404 as for a picture that never existed. The routes are visitor routes, so the
 * access check has read the session already.
 */
function mayShowHidden(request: FastifyRequest): boolean {
  return request.user?.is_admin === true;
}

export const mediaRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, config }) => {
  // Rendered images are named by a digest of what they show, so an edited series name gets a new picture and
  // a restart renders nothing twice. Any visitor can make a thumbnail be rendered, hence its cap; avatars are
  // one per channel an administrator added.
  const thumbnails = pictureCache(path.join(config.dataDir, 'media', 'thumbnails'), config.thumbnailCacheBytes);
  const avatars = pictureCache(path.join(config.dataDir, 'media', 'channels'), Number.POSITIVE_INFINITY);

  app.get<{ Params: { file: string } }>('/thumbnails/:file', { config: { access: 'visitor' } }, async (request, reply) => {
    const videoId = THUMBNAIL_FILE.exec(request.params.file)?.[1];
    if (videoId === undefined) throw new HttpError(404, 'Thumbnail not found');
    const recap = await recapThumbnailSource(db, videoId);
    if (recap === null || (recap.hidden && !mayShowHidden(request))) throw new HttpError(404, 'Thumbnail not found');
    const cacheControl = recap.hidden ? HIDDEN_CACHE_CONTROL : CACHE_CONTROL;
    const key = `${videoId}-${digest(recap.series_name, recap.title, recap.duration)}`;
    if (request.headers['if-none-match'] === `"${key}"`) return reply.code(304).header('Cache-Control', cacheControl).send();
    const image = await thumbnails(key, () =>
      renderThumbnail({ videoId, seriesName: recap.series_name, title: recap.title, duration: recap.duration }),
    );
    return sendJpeg(reply, image, key, cacheControl);
  });

  app.get<{ Params: { file: string } }>('/channels/:file', { config: { access: 'visitor' } }, async (request, reply) => {
    const match = CHANNEL_FILE.exec(request.params.file);
    const id = match ? Number(match[1]) : NaN;
    if (!(id <= MAX_RECORD_ID)) throw new HttpError(404, 'Channel image not found');
    const channel = await channelAvatarSource(db, id);
    if (channel === null || (!channel.active && !mayShowHidden(request))) throw new HttpError(404, 'Channel image not found');
    const cacheControl = channel.active ? CACHE_CONTROL : HIDDEN_CACHE_CONTROL;
    const key = `${id}-${digest(channel.name)}`;
    if (request.headers['if-none-match'] === `"${key}"`) return reply.code(304).header('Cache-Control', cacheControl).send();
    const image = await avatars(key, () => renderChannelAvatar({ id, name: channel.name }));
    return sendJpeg(reply, image, key, cacheControl);
  });
};

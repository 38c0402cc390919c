import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { QUOTA_COST, type QuotaEndpoint } from '../../server/scanner/quotaBudget.ts';
import { loadFakeCatalogue, type FakeCatalogue, type FakeChannel, type FakeVideo } from './support/fakeCatalogue.ts';
import { applyEdit, renderThumbnail } from './support/thumbnailArt.ts';

/**
 * A local stand-in for the YouTube Data API v3 and its thumbnail host, answering in the API's
 * documented shapes from the fixture catalogue. Tests start it on a random port and change its
 * world (a video turns private, disappears, gains views; errors and quota exhaustion) through
 * the methods below.
 *
 * Dev command: `npx tsx tests/scanner/fakeYoutube.ts [port]` prints the YOUTUBE_API_BASE to use.
 */
export const FAKE_API_KEY = 'fake-youtube-key';
const API_PREFIX = '/youtube/v3';
/** Rendered thumbnails by picture and size, shared by every fake in the process (rendering is the slow part). */
const thumbnailCache = new Map<string, Buffer>();
const PAGE_TOKEN_PREFIX = 'fakeToken:';

interface InjectedFailure {
  status: number;
  reason: string;
  message: string;
}

export class FakeYoutube {
  private world: FakeCatalogue;
  readonly requests: { endpoint: string; url: string }[] = [];
  quotaUsed = 0;
  dailyQuota = 10_000;
  private server: Server | null = null;
  private origin = '';
  private failures: InjectedFailure[] = [];

  constructor(catalogue: FakeCatalogue = loadFakeCatalogue()) {
    this.world = catalogue;
  }

  get catalogue(): FakeCatalogue {
    return this.world;
  }

  /**
   * The world as a new fake starts it, on the same address: the catalogue, no requests, no quota spent, no failures
   * waiting. A catalogue scanned through this fake names its pictures by this address, so it is served again as is.
   */
  reset(catalogue: FakeCatalogue = loadFakeCatalogue()): void {
    this.world = catalogue;
    this.requests.length = 0;
    this.quotaUsed = 0;
    this.dailyQuota = 10_000;
    this.failures = [];
  }

  get apiBase(): string {
    return `${this.origin}${API_PREFIX}`;
  }

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        sendJson(response, 500, { error: { code: 500, message: String(error), errors: [{ message: String(error), domain: 'global', reason: 'backendError' }] } });
      });
    });
    // Idle connections stay open until the client closes them. A file's tests share one fake, and a connection the
    // server dropped after the default 5 s (a test loading its database meanwhile) could be taken up again by the
    // client in the same turn of the event loop, failing that call as a network error and retrying it.
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  }

  countRequests(endpoint: string): number {
    return this.requests.filter((request) => request.endpoint === endpoint).length;
  }

  /** The next `count` API calls fail with this status and reason (thumbnails are not affected). */
  failNext(count: number, status: number, reason: string, message = 'Injected failure'): void {
    for (let i = 0; i < count; i += 1) this.failures.push({ status, reason, message });
  }

  video(id: string): FakeVideo {
    const video = this.catalogue.videos.get(id);
    if (!video) throw new Error(`no fake video ${id}`);
    return video;
  }

  channel(id: string): FakeChannel {
    const channel = this.catalogue.channels.get(id);
    if (!channel) throw new Error(`no fake channel ${id}`);
    return channel;
  }

  /** Publishes a new upload at the head of the channel's playlist. */
  publish(video: FakeVideo): void {
    const channel = this.channel(video.channelId);
    channel.uploads.unshift(video);
    this.catalogue.videos.set(video.id, video);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const thumbnail = /^\/vi\/([\w-]{11})\/(default|mqdefault|hqdefault)\.jpg$/.exec(url.pathname);
    if (thumbnail) {
      this.requests.push({ endpoint: 'thumbnail', url: url.pathname });
      return this.serveThumbnail(response, thumbnail[1], thumbnail[2]);
    }
    if (!url.pathname.startsWith(`${API_PREFIX}/`)) return sendJson(response, 404, apiError(404, 'notFound', 'Not Found'));
    const endpoint = url.pathname.slice(API_PREFIX.length + 1);
    this.requests.push({ endpoint, url: url.pathname + url.search });
    if (!(endpoint in QUOTA_COST)) return sendJson(response, 404, apiError(404, 'notFound', 'Not Found'));
    if (url.searchParams.get('key') !== FAKE_API_KEY) {
      return sendJson(response, 400, apiError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.', 'usageLimits'));
    }
    const cost = QUOTA_COST[endpoint as QuotaEndpoint];
    if (this.quotaUsed + cost > this.dailyQuota) {
      return sendJson(
        response,
        403,
        apiError(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.', 'youtube.quota'),
      );
    }
    this.quotaUsed += cost;
    const failure = this.failures.shift();
    if (failure) return sendJson(response, failure.status, apiError(failure.status, failure.reason, failure.message));
    const params = url.searchParams;
    switch (endpoint as QuotaEndpoint) {
      case 'channels':
        return sendJson(response, 200, this.channelsList(params));
      case 'playlistItems':
        return this.playlistItemsList(response, params);
      case 'videos':
        return sendJson(response, 200, this.videosList(params));
      case 'search':
        return sendJson(response, 200, this.searchList(params));
    }
  }

  private channelsList(params: URLSearchParams) {
    // Legacy user names are the handle without its @ in this catalogue.
    const handle = params.get('forHandle') ?? params.get('forUsername');
    const ids = handle
      ? [...this.catalogue.channels.values()].filter((channel) => channel.handle.toLowerCase() === `@${handle.replace(/^@/, '')}`.toLowerCase()).map((channel) => channel.id)
      : (params.get('id') ?? '').split(',').filter(Boolean);
    const items = ids.flatMap((id) => {
      const channel = this.catalogue.channels.get(id);
      if (!channel) return [];
      const publicUploads = channel.uploads.filter((video) => !video.deleted && video.privacy === 'public');
      return [
        {
          kind: 'youtube#channel',
          etag: etagOf(channel.id, publicUploads.length),
          id: channel.id,
          snippet: {
            title: channel.title,
            description: channel.description,
            customUrl: channel.handle,
            publishedAt: channel.publishedAt,
            thumbnails: {
              default: { url: `${this.origin}/channel-art/${channel.id}/88.jpg`, width: 88, height: 88 },
              medium: { url: `${this.origin}/channel-art/${channel.id}/240.jpg`, width: 240, height: 240 },
              high: { url: `${this.origin}/channel-art/${channel.id}/800.jpg`, width: 800, height: 800 },
            },
            defaultLanguage: channel.language,
            localized: { title: channel.title, description: channel.description },
          },
          contentDetails: { relatedPlaylists: { likes: '', uploads: uploadsPlaylistOf(channel.id) } },
          statistics: {
            viewCount: String(channel.viewCount),
            subscriberCount: String(channel.subscriberCount),
            hiddenSubscriberCount: false,
            videoCount: String(publicUploads.length),
          },
        },
      ];
    });
    return listOf('youtube#channelListResponse', items, items.length);
  }

  private playlistItemsList(response: ServerResponse, params: URLSearchParams) {
    const playlistId = params.get('playlistId') ?? '';
    const channel = this.catalogue.channels.get(`UC${playlistId.slice(2)}`);
    if (!playlistId.startsWith('UU') || !channel) {
      return sendJson(
        response,
        404,
        apiError(404, 'playlistNotFound', 'The playlist identified with the request\'s <code>playlistId</code> parameter cannot be found.'),
      );
    }
    const pageSize = Math.min(50, Math.max(1, Number(params.get('maxResults') ?? 5)));
    const token = params.get('pageToken');
    const start = token?.startsWith(PAGE_TOKEN_PREFIX) ? Number(token.slice(PAGE_TOKEN_PREFIX.length)) : 0;
    const onlyVideo = params.get('videoId');
    const listed = channel.uploads.filter((video) => !video.deleted && (!onlyVideo || video.id === onlyVideo));
    const page = listed.slice(start, start + pageSize);
    const items = page.map((video, offset) => {
      const hidden = video.privacy === 'private';
      return {
        kind: 'youtube#playlistItem',
        etag: etagOf(video.id, video.privacy),
        id: Buffer.from(`${playlistId}.${video.id}`).toString('base64url'),
        snippet: {
          publishedAt: video.publishedAt,
          channelId: channel.id,
          title: hidden ? 'Private video' : video.title,
          description: hidden ? 'This video is private.' : video.description,
          thumbnails: hidden ? {} : this.thumbnailsOf(video),
          channelTitle: channel.title,
          playlistId,
          position: start + offset,
          resourceId: { kind: 'youtube#video', videoId: video.id },
        },
        contentDetails: hidden ? { videoId: video.id } : { videoId: video.id, videoPublishedAt: video.publishedAt },
        status: { privacyStatus: video.privacy },
      };
    });
    const next = start + pageSize < listed.length ? `${PAGE_TOKEN_PREFIX}${start + pageSize}` : undefined;
    const prev = start > 0 ? `${PAGE_TOKEN_PREFIX}${Math.max(0, start - pageSize)}` : undefined;
    return sendJson(response, 200, { ...listOf('youtube#playlistItemListResponse', items, listed.length, pageSize), ...(next ? { nextPageToken: next } : {}), ...(prev ? { prevPageToken: prev } : {}) });
  }

  private videosList(params: URLSearchParams) {
    const ids = (params.get('id') ?? '').split(',').filter(Boolean);
    // Like the real API for a caller who does not own the video: private and deleted videos are simply absent.
    const items = ids.flatMap((id) => {
      const video = this.catalogue.videos.get(id);
      if (!video || video.deleted || video.privacy !== 'public') return [];
      const channel = this.channel(video.channelId);
      return [
        {
          kind: 'youtube#video',
          etag: etagOf(video.id, video.views, video.likes),
          id: video.id,
          snippet: {
            publishedAt: video.publishedAt,
            channelId: video.channelId,
            title: video.title,
            description: video.description,
            thumbnails: this.thumbnailsOf(video),
            channelTitle: channel.title,
            tags: video.tags,
            categoryId: '1',
            liveBroadcastContent: 'none',
            defaultAudioLanguage: video.language,
            localized: { title: video.title, description: video.description },
          },
          contentDetails: { duration: isoDurationOf(video.durationSeconds), dimension: '2d', definition: 'hd', caption: 'false', licensedContent: false, projection: 'rectangular' },
          status: { uploadStatus: 'processed', privacyStatus: video.privacy, license: 'youtube', embeddable: true, publicStatsViewable: true, madeForKids: false },
          statistics: { viewCount: String(video.views), likeCount: String(video.likes), favoriteCount: '0', commentCount: String(Math.floor(video.likes / 10)) },
        },
      ];
    });
    return listOf('youtube#videoListResponse', items, items.length);
  }

  private searchList(params: URLSearchParams) {
    const language = params.get('relevanceLanguage') ?? 'en';
    const ids = params.get('type') === 'channel' ? (this.catalogue.search[language] ?? []) : [];
    const items = ids.map((id) => {
      const known = this.catalogue.channels.get(id);
      const found = known ? { id, title: known.title, description: known.description } : this.catalogue.searchOnlyChannels.get(id);
      if (!found) throw new Error(`search fixture names an unknown channel ${id}`);
      return {
        kind: 'youtube#searchResult',
        etag: etagOf(id, language),
        id: { kind: 'youtube#channel', channelId: id },
        snippet: {
          publishedAt: '2022-01-01T00:00:00Z',
          channelId: id,
          title: found.title,
          description: found.description,
          thumbnails: { default: { url: `${this.origin}/channel-art/${id}/88.jpg` } },
          channelTitle: found.title,
          liveBroadcastContent: 'none',
          publishTime: '2022-01-01T00:00:00Z',
        },
      };
    });
    return { ...listOf('youtube#searchListResponse', items, items.length), regionCode: 'US' };
  }

  private thumbnailsOf(video: FakeVideo) {
    return {
      default: { url: `${this.origin}/vi/${video.id}/default.jpg`, width: 120, height: 90 },
      medium: { url: `${this.origin}/vi/${video.id}/mqdefault.jpg`, width: 320, height: 180 },
      high: { url: `${this.origin}/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
    };
  }

  private async serveThumbnail(response: ServerResponse, videoId: string, quality: string): Promise<void> {
    const video = this.catalogue.videos.get(videoId);
    if (!video || video.deleted) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    const key = `${quality}/${JSON.stringify(video.thumbnail)}`;
    let image = thumbnailCache.get(key);
    if (!image) {
      const { art, episode, edit } = video.thumbnail;
      const original = await renderThumbnail(art, episode);
      const edited = edit ? await applyEdit(original, edit) : original;
      const size = quality === 'default' ? [120, 90] : quality === 'mqdefault' ? [320, 180] : [480, 360];
      image = await sharp(edited).resize(size[0], size[1], { fit: 'fill' }).jpeg({ quality: 85 }).toBuffer();
      thumbnailCache.set(key, image);
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': image.length }).end(image);
  }
}

function uploadsPlaylistOf(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

function isoDurationOf(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || (!hours && !minutes) ? `${rest}S` : ''}`;
}

function listOf(kind: string, items: unknown[], totalResults: number, resultsPerPage = items.length) {
  return { kind, etag: etagOf(kind, totalResults), pageInfo: { totalResults, resultsPerPage }, items };
}

function apiError(code: number, reason: string, message: string, domain = 'youtube.api') {
  return { error: { code, message, errors: [{ message, domain, reason }] } };
}

function etagOf(...parts: unknown[]): string {
  return Buffer.from(parts.join('|')).toString('base64url').slice(0, 27);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', 'content-length': Buffer.byteLength(text) }).end(text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await new FakeYoutube().start(Number(process.argv[2] ?? 0));
  const ids = [...fake.catalogue.channels.keys()];
  console.log(`Fake YouTube Data API listening: ${fake.apiBase}`);
  console.log(`Scan against it:\n  YOUTUBE_API_BASE=${fake.apiBase} YOUTUBE_API_KEY=${FAKE_API_KEY} npm run scan -- --discovery always ${ids.map((id) => `--add-channel ${id}`).join(' ')}`);
  const stop = () => void fake.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

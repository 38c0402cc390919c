import { QuotaBudget, QuotaExhaustedError, type QuotaEndpoint } from './quotaBudget.ts';
import type {
  ListResponse,
  YoutubeChannel,
  YoutubeErrorBody,
  YoutubePlaylistItem,
  YoutubeSearchResult,
  YoutubeVideo,
} from './youtubeTypes.ts';

export const DEFAULT_YOUTUBE_API_BASE = 'https://www.googleapis.com/youtube/v3';
/** The most ids channels.list and videos.list accept, and the largest page of playlistItems and search. */
export const MAX_BATCH = 50;

export interface YoutubeClientOptions {
  apiKey: string;
  baseUrl?: string;
  budget: QuotaBudget;
  /** Attempts per call for retryable failures (5xx, 429, rate limits, quotaExceeded). */
  maxAttempts?: number;
  /** First backoff in ms, doubled per attempt, with jitter. */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export class YoutubeApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string | null,
    message: string,
  ) {
    super(`YouTube API ${status}${reason ? ` ${reason}` : ''}: ${message}`);
    this.name = 'YoutubeApiError';
  }
}

/** Asked with an error's reason, null when it has none. */
const QUOTA_REASONS: ReadonlySet<string | null> = new Set(['quotaExceeded', 'dailyLimitExceeded']);
const RATE_REASONS: ReadonlySet<string | null> = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class YoutubeClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  readonly budget: QuotaBudget;
  private callCount = 0;

  constructor(private readonly options: YoutubeClientOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_YOUTUBE_API_BASE).replace(/\/+$/, '');
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.sleep = options.sleep ?? wait;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? 1000;
    this.budget = options.budget;
  }

  get calls(): number {
    return this.callCount;
  }

  channels(ids: string[]): Promise<ListResponse<YoutubeChannel>> {
    return this.get('channels', { part: 'snippet,contentDetails,statistics', id: ids.join(','), maxResults: String(MAX_BATCH) });
  }

  /** The channel behind an @handle (the channel URL form people paste). */
  channelByHandle(handle: string): Promise<ListResponse<YoutubeChannel>> {
    return this.get('channels', { part: 'snippet,contentDetails,statistics', forHandle: handle });
  }

  /** The channel behind a legacy /user/ name. */
  channelByUsername(username: string): Promise<ListResponse<YoutubeChannel>> {
    return this.get('channels', { part: 'snippet,contentDetails,statistics', forUsername: username });
  }

  playlistItems(playlistId: string, pageToken?: string): Promise<ListResponse<YoutubePlaylistItem>> {
    return this.get('playlistItems', {
      part: 'snippet,contentDetails,status',
      playlistId,
      maxResults: String(MAX_BATCH),
      ...(pageToken ? { pageToken } : {}),
    });
  }

  /** The item of one video in a playlist: present with privacyStatus private for a private video, absent for a deleted one. */
  playlistItemOfVideo(playlistId: string, videoId: string): Promise<ListResponse<YoutubePlaylistItem>> {
    return this.get('playlistItems', { part: 'snippet,contentDetails,status', playlistId, videoId, maxResults: '1' });
  }

  videos(ids: string[]): Promise<ListResponse<YoutubeVideo>> {
    return this.get('videos', { part: 'snippet,contentDetails,statistics,status', id: ids.join(','), maxResults: String(MAX_BATCH) });
  }

  searchChannels(query: string, relevanceLanguage: string, pageToken?: string): Promise<ListResponse<YoutubeSearchResult>> {
    return this.get('search', {
      part: 'snippet',
      type: 'channel',
      q: query,
      relevanceLanguage,
      maxResults: String(MAX_BATCH),
      ...(pageToken ? { pageToken } : {}),
    });
  }

  private async get<T>(endpoint: QuotaEndpoint, params: Record<string, string>): Promise<T> {
    const url = new URL(`${this.baseUrl}/${endpoint}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    url.searchParams.set('key', this.options.apiKey);
    for (let attempt = 1; ; attempt += 1) {
      // Google bills failed calls too, so every attempt is charged.
      this.budget.charge(endpoint);
      this.callCount += 1;
      let failure: YoutubeApiError;
      try {
        const response = await this.fetchImpl(url, { headers: { accept: 'application/json' } });
        if (response.ok) return (await response.json()) as T;
        failure = await errorOf(response);
      } catch (error) {
        // fetch rejects with a TypeError when the network fails; anything else is not ours to retry.
        if (!(error instanceof TypeError)) throw error;
        failure = new YoutubeApiError(0, 'network', error.message);
      }
      const quota = QUOTA_REASONS.has(failure.reason);
      const retryable = quota || failure.status === 0 || failure.status === 429 || failure.status >= 500 || RATE_REASONS.has(failure.reason);
      if (!retryable) throw failure;
      if (attempt >= this.maxAttempts) throw quota ? new QuotaExhaustedError('daily-quota') : failure;
      const delay = this.backoffMs * 2 ** (attempt - 1);
      await this.sleep(delay + Math.floor(Math.random() * (delay / 2)));
    }
  }
}

async function errorOf(response: Response): Promise<YoutubeApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as YoutubeErrorBody;
    return new YoutubeApiError(response.status, body.error?.errors?.[0]?.reason ?? null, body.error?.message ?? text);
  } catch {
    return new YoutubeApiError(response.status, null, text.slice(0, 200));
  }
}

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuotaBudget, QuotaExhaustedError } from '../../server/scanner/quotaBudget.ts';
import { YoutubeApiError, YoutubeClient, type YoutubeClientOptions } from '../../server/scanner/youtubeClient.ts';
import { FAKE_API_KEY, FakeYoutube } from './fakeYoutube.ts';

const channelId = 'UCmVaultRecapsEn00000001';
const uploads = `UU${channelId.slice(2)}`;

let fake: FakeYoutube;
beforeAll(async () => {
  fake = await new FakeYoutube().start();
});
afterAll(async () => {
  await fake.stop();
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
});

/** A client of the fake API whose back-off waits are recorded instead of waited. */
function clientOf(options: Partial<YoutubeClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = new YoutubeClient({
    apiKey: FAKE_API_KEY,
    baseUrl: fake.apiBase,
    budget: new QuotaBudget(1000),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...options,
  });
  return { client, sleeps };
}

/** The query of the fake's last request, as name → value. */
function lastQuery(): Record<string, string> {
  const request = fake.requests.at(-1)!;
  return Object.fromEntries(new URL(request.url, 'http://fake').searchParams);
}

/** A fetch that answers every call with this status and body, as a server that is not the API might. */
const answering = (status: number, body: string): typeof fetch => async () => new Response(body, { status });

describe('the YouTube client asks each endpoint for what the scanner reads', () => {
  it('channels by id, at most 50 per call, with the key', async () => {
    const { client } = clientOf();
    const answer = await client.channels([channelId, 'UCrecapRushEn00000000002']);
    expect(answer.items.map((item) => item.id)).toEqual([channelId, 'UCrecapRushEn00000000002']);
    expect(fake.requests.at(-1)!.endpoint).toBe('channels');
    expect(lastQuery()).toEqual({
      part: 'snippet,contentDetails,statistics',
      id: `${channelId},UCrecapRushEn00000000002`,
      maxResults: '50',
      key: FAKE_API_KEY,
    });
  });

  it('a channel by its handle and by its legacy user name', async () => {
    const { client } = clientOf();
    expect((await client.channelByHandle('@recaprush')).items.map((item) => item.id)).toEqual(['UCrecapRushEn00000000002']);
    expect(lastQuery()).toEqual({ part: 'snippet,contentDetails,statistics', forHandle: '@recaprush', key: FAKE_API_KEY });
    expect((await client.channelByUsername('recaprush')).items.map((item) => item.id)).toEqual(['UCrecapRushEn00000000002']);
    expect(lastQuery()).toEqual({ part: 'snippet,contentDetails,statistics', forUsername: 'recaprush', key: FAKE_API_KEY });
  });

  it('a page of the uploads playlist, the first without a page token and the next with it', async () => {
    const { client } = clientOf();
    const first = await client.playlistItems(uploads);
    expect(first.items).toHaveLength(50);
    expect(lastQuery()).toEqual({ part: 'snippet,contentDetails,status', playlistId: uploads, maxResults: '50', key: FAKE_API_KEY });
    const second = await client.playlistItems(uploads, first.nextPageToken);
    expect(lastQuery()).toEqual({ part: 'snippet,contentDetails,status', playlistId: uploads, maxResults: '50', pageToken: 'fakeToken:50', key: FAKE_API_KEY });
    expect(second.items[0].snippet?.position).toBe(50);
  });

  it("one video's entry in the playlist", async () => {
    const { client } = clientOf();
    const videoId = fake.channel(channelId).uploads[3].id;
    const answer = await client.playlistItemOfVideo(uploads, videoId);
    expect(answer.items.map((item) => item.contentDetails?.videoId)).toEqual([videoId]);
    expect(lastQuery()).toEqual({ part: 'snippet,contentDetails,status', playlistId: uploads, videoId, maxResults: '1', key: FAKE_API_KEY });
  });

  it('videos by id', async () => {
    const { client } = clientOf();
    const ids = fake.channel(channelId).uploads.slice(0, 2).map((video) => video.id);
    expect((await client.videos(ids)).items.map((item) => item.id)).toEqual(ids);
    expect(lastQuery()).toEqual({ part: 'snippet,contentDetails,statistics,status', id: ids.join(','), maxResults: '50', key: FAKE_API_KEY });
  });

  it('channels by a search in one language, with or without a page token', async () => {
    const { client } = clientOf();
    const found = await client.searchChannels('manhwa recap', 'en');
    expect(found.items.length).toBeGreaterThan(0);
    expect(lastQuery()).toEqual({ part: 'snippet', type: 'channel', q: 'manhwa recap', relevanceLanguage: 'en', maxResults: '50', key: FAKE_API_KEY });
    await client.searchChannels('manhwa recap', 'en', 'next');
    expect(lastQuery()).toMatchObject({ pageToken: 'next' });
  });

  it('reads a base address with trailing slashes as the same base', async () => {
    const { client } = clientOf({ baseUrl: `${fake.apiBase}//` });
    await client.channels([channelId]);
    expect(fake.requests.at(-1)!.url).toMatch(/^\/youtube\/v3\/channels\?/);
  });

  it('asks for JSON, and defaults to the real API', async () => {
    const seen: { url: string; accept: string | null }[] = [];
    const recording: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), accept: new Headers(init?.headers).get('accept') });
      return new Response('{"items":[]}', { status: 200 });
    };
    const client = new YoutubeClient({ apiKey: 'k', budget: new QuotaBudget(10), fetchImpl: recording });
    await client.videos(['a']);
    expect(seen).toEqual([{ url: 'https://www.googleapis.com/youtube/v3/videos?part=snippet%2CcontentDetails%2Cstatistics%2Cstatus&id=a&maxResults=50&key=k', accept: 'application/json' }]);
  });
});

describe('quota units and calls', () => {
  it('charges each call its cost, a search 100, and counts the calls', async () => {
    const budget = new QuotaBudget(1000, 10);
    const { client } = clientOf({ budget });
    await client.channels([channelId]);
    await client.searchChannels('manhwa recap', 'en');
    expect(budget.spent).toBe(111);
    expect(client.calls).toBe(2);
    expect(client.budget).toBe(budget);
  });

  it('makes no call the budget cannot pay for', async () => {
    const budget = new QuotaBudget(100, 1);
    const { client } = clientOf({ budget });
    await expect(client.searchChannels('manhwa recap', 'en')).rejects.toThrow(new QuotaExhaustedError('run-cap'));
    expect(fake.requests).toHaveLength(0);
    expect(client.calls).toBe(0);
  });

  it('charges a failed attempt too', async () => {
    const budget = new QuotaBudget(1000);
    const { client } = clientOf({ budget });
    fake.failNext(2, 503, 'backendError');
    await client.channels([channelId]);
    expect(budget.spent).toBe(3);
    expect(client.calls).toBe(3);
  });
});

describe('failures', () => {
  it('retries a 5xx, a 429 and the rate limits, backing off twice as long each time with up to half as much jitter', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { client, sleeps } = clientOf({ backoffMs: 100, maxAttempts: 6 });
    fake.failNext(1, 500, 'backendError');
    fake.failNext(1, 429, 'tooManyRequests');
    fake.failNext(1, 403, 'rateLimitExceeded');
    fake.failNext(1, 403, 'userRateLimitExceeded');
    fake.failNext(1, 403, 'quotaExceeded');
    const answer = await client.channels([channelId]);
    expect(answer.items).toHaveLength(1);
    // 100 · 2^(attempt − 1), plus a quarter of it with Math.random() at 0.5.
    expect(sleeps).toEqual([125, 250, 500, 1000, 2000]);
    expect(client.calls).toBe(6);
  });

  it('adds no jitter with Math.random() at 0 and almost half the delay at its top', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const { client, sleeps } = clientOf({ backoffMs: 100 });
    fake.failNext(1, 503, 'backendError');
    await client.channels([channelId]);
    random.mockReturnValue(0.999);
    fake.failNext(1, 503, 'backendError');
    await client.channels([channelId]);
    expect(sleeps).toEqual([100, 149]);
  });

  it('waits a second first by default, and tries five times in all', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const { client, sleeps } = clientOf({});
    fake.failNext(5, 503, 'backendError', 'Try again later');
    await expect(client.channels([channelId])).rejects.toThrow('YouTube API 503 backendError: Try again later');
    expect(sleeps).toEqual([1000, 2000, 4000, 8000]);
    expect(client.calls).toBe(5);
  });

  it('really waits between attempts when no sleep is given', async () => {
    const client = new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: fake.apiBase, budget: new QuotaBudget(10), backoffMs: 60 });
    fake.failNext(1, 503, 'backendError');
    const started = performance.now();
    await client.channels([channelId]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('gives up after the last attempt with the API error, or as the daily quota spent', async () => {
    const { client, sleeps } = clientOf({ backoffMs: 1, maxAttempts: 2 });
    fake.failNext(2, 502, 'badGateway', 'Bad gateway');
    const error = await client.channels([channelId]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(YoutubeApiError);
    expect(error).toMatchObject({ status: 502, reason: 'badGateway', message: 'YouTube API 502 badGateway: Bad gateway', name: 'YoutubeApiError' });
    expect(sleeps).toHaveLength(1);

    fake.failNext(2, 403, 'quotaExceeded');
    await expect(client.channels([channelId])).rejects.toEqual(new QuotaExhaustedError('daily-quota'));
    fake.failNext(2, 403, 'dailyLimitExceeded');
    const daily = await client.channels([channelId]).catch((caught: unknown) => caught);
    expect(daily).toBeInstanceOf(QuotaExhaustedError);
    expect(daily).toMatchObject({ reason: 'daily-quota', message: 'the API reports the daily quota exceeded' });
  });

  it('does not retry a refusal: a 4xx other than 429 without a quota or rate-limit reason', async () => {
    const { client, sleeps } = clientOf();
    const missing = await client.playlistItems('UUnothing').catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ status: 404, reason: 'playlistNotFound' });
    expect((missing as Error).message).toMatch(/^YouTube API 404 playlistNotFound: The playlist identified/);
    fake.failNext(1, 403, 'forbidden', 'Forbidden');
    await expect(client.channels([channelId])).rejects.toThrow('YouTube API 403 forbidden: Forbidden');
    fake.failNext(1, 499, 'clientClosed', 'Closed');
    await expect(client.channels([channelId])).rejects.toMatchObject({ status: 499 });
    expect(sleeps).toEqual([]);
    expect(client.calls).toBe(3);
  });

  it('reads a refusal whose body is no JSON as its first 200 characters, without a reason', async () => {
    const text = `<html>${'x'.repeat(300)}</html>`;
    const { client } = clientOf({ fetchImpl: answering(400, text) });
    const error = await client.channels([channelId]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, reason: null, message: `YouTube API 400: ${text.slice(0, 200)}` });
  });

  it('reads a JSON refusal without errors or message as its text', async () => {
    const { client } = clientOf({ fetchImpl: answering(400, '{"error":{}}') });
    await expect(client.channels([channelId])).rejects.toMatchObject({ reason: null, message: 'YouTube API 400: {"error":{}}' });
    const { client: other } = clientOf({ fetchImpl: answering(400, '{}') });
    await expect(other.channels([channelId])).rejects.toMatchObject({ reason: null, message: 'YouTube API 400: {}' });
  });

  it("takes the first error's reason and the body's message, whichever of them a refusal has", async () => {
    const refusal = async (body: string) => clientOf({ fetchImpl: answering(400, body) }).client.channels([channelId]).catch((caught: unknown) => caught);
    expect(await refusal('{"error":{"message":"No reason","errors":[]}}')).toMatchObject({ reason: null, message: 'YouTube API 400: No reason' });
    expect(await refusal('{"error":{"message":"No list"}}')).toMatchObject({ reason: null, message: 'YouTube API 400: No list' });
    expect(await refusal('{"error":{"errors":[{"reason":"badRequest"}]}}')).toMatchObject({ reason: 'badRequest' });
    // A JSON answer without an error is read whole, however long.
    const long = `{${' '.repeat(300)}}`;
    expect(await refusal(long)).toMatchObject({ reason: null, message: `YouTube API 400: ${long}` });
  });

  it('retries a network failure as status 0 and gives up with its message', async () => {
    let calls = 0;
    const unreachable: typeof fetch = async () => {
      calls += 1;
      throw new TypeError('fetch failed');
    };
    const { client, sleeps } = clientOf({ fetchImpl: unreachable, maxAttempts: 3, backoffMs: 1 });
    const error = await client.channels([channelId]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, reason: 'network', message: 'YouTube API 0 network: fetch failed' });
    expect(calls).toBe(3);
    expect(sleeps).toHaveLength(2);
  });

  it('passes on any other thrown error at once', async () => {
    const failing: typeof fetch = async () => {
      throw new RangeError('not ours');
    };
    const { client, sleeps } = clientOf({ fetchImpl: failing });
    await expect(client.channels([channelId])).rejects.toThrow(new RangeError('not ours'));
    expect(sleeps).toEqual([]);
  });
});

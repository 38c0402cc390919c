import { beforeEach, describe, expect, it } from 'vitest';
import { scanChannel, type CatalogueChannel, type ChannelCounts } from '../../server/scanner/channelScanner.ts';
import { QuotaBudget, QuotaExhaustedError } from '../../server/scanner/quotaBudget.ts';
import { YoutubeClient } from '../../server/scanner/youtubeClient.ts';
import type { ListResponse, YoutubeChannel, YoutubePlaylistItem, YoutubeVideo } from '../../server/scanner/youtubeTypes.ts';
import { insertChannel } from '../server/support/factories.ts';
import { FAKE_API_KEY } from './fakeYoutube.ts';
import { fakeApiSuite } from './support/fakeApiSuite.ts';
import { fakeVideoId } from './support/fakeCatalogue.ts';
import { smallCatalogue, VAULT } from './support/smallCatalogue.ts';

const UPLOADS = 55;
const NOW = new Date('2031-06-01T12:00:00.000Z');

const suite = fakeApiSuite(() => smallCatalogue(UPLOADS));
let channel: CatalogueChannel;
let runId: number;
beforeEach(async () => {
  const id = await insertChannel(suite.db, { name: 'Manhwa Vault', language: 'en', youtube_channel_id: VAULT, full_scan: false });
  channel = { id, name: 'Manhwa Vault', language: 'en', youtube_channel_id: VAULT, full_scan: false };
  runId = (await suite.db.query<{ id: number }>(`INSERT INTO scan_runs (quota_cap) VALUES (1000) RETURNING id`)).rows[0].id;
});

const vault = () => suite.fake.channel(VAULT);
const noChange: ChannelCounts = { recapsInserted: 0, recapsUpdated: 0, recapsUnchanged: 0, madePrivate: 0, madeUnavailable: 0, channelsUpdated: 0, pages: 0 };

interface PassOptions {
  full?: boolean;
  cap?: number;
  /** Rewrites the fake's videos answers. */
  edit?: (answer: ListResponse<YoutubeVideo>) => void;
  /** Rewrites the fake's playlistItems answers, pages and single entries alike (the request's parameters say which). */
  editItems?: (answer: ListResponse<YoutubePlaylistItem>, params: URLSearchParams) => void;
  /** Rewrites the channel's resource the pass is given. */
  editChannel?: (resource: YoutubeChannel) => YoutubeChannel;
}

/** One pass through the channel, as a run makes it, through a fetch that may rewrite the fake's answers. */
async function pass(options: PassOptions = {}) {
  const editing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = new URL(String(input));
    const edit = url.pathname.endsWith('/videos') ? options.edit : url.pathname.endsWith('/playlistItems') ? options.editItems : undefined;
    if (!edit || !response.ok) return response;
    const answer = (await response.json()) as ListResponse<YoutubeVideo> & ListResponse<YoutubePlaylistItem>;
    edit(answer, url.searchParams);
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  const client = new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: suite.fake.apiBase, budget: new QuotaBudget(options.cap ?? 1000), fetchImpl: editing });
  const fetched = (await client.channels([VAULT])).items[0];
  const resource = options.editChannel ? options.editChannel(fetched) : fetched;
  let checkpoints = 0;
  const counts = await scanChannel(
    { db: suite.db, client, runId, now: () => NOW, checkpoint: async () => void (checkpoints += 1) },
    { ...channel, full_scan: options.full ?? channel.full_scan },
    resource,
  );
  return { counts, checkpoints };
}

async function state() {
  const { rows } = await suite.db.query<Record<string, unknown>>(
    `SELECT uploads_playlist_id, resume_page_token, newest_published_at, pass_newest_published_at, last_completed_run_id, last_scanned_at, last_error
       FROM scanner_channel_state WHERE channel_id = $1`,
    [channel.id],
  );
  const iso = (value: unknown) => (value === null ? null : new Date(value as string).toISOString());
  const row = rows[0];
  return { ...row, newest_published_at: iso(row.newest_published_at), pass_newest_published_at: iso(row.pass_newest_published_at), last_scanned_at: iso(row.last_scanned_at) };
}

/** The playlist pages asked for, by their page tokens (none for the first), and the number of ids per videos call. */
function calls() {
  const params = (url: string) => new URL(url, 'http://fake').searchParams;
  return {
    pages: suite.fake.requests.filter((r) => r.endpoint === 'playlistItems' && !params(r.url).has('videoId')).map((r) => params(r.url).get('pageToken')),
    videos: suite.fake.requests.filter((r) => r.endpoint === 'videos').map((r) => params(r.url).get('id')!.split(',').length),
    entries: suite.fake.requests.filter((r) => r.endpoint === 'playlistItems' && params(r.url).has('videoId')).map((r) => params(r.url).get('videoId')),
  };
}

const status = async (videoId: string) => (await suite.db.query<{ status: string | null }>('SELECT status FROM recaps WHERE video_id = $1', [videoId])).rows[0]?.status;
const recapCount = async () => Number((await suite.db.query<{ count: string }>('SELECT count(*) FROM recaps')).rows[0].count);
const iso = (text: string) => new Date(text).toISOString();

describe('scanChannel', () => {
  it("reads every page of a channel never scanned, and remembers its newest upload and the channel's figures", async () => {
    const { counts, checkpoints } = await pass();
    expect(counts).toEqual({ ...noChange, recapsInserted: UPLOADS, channelsUpdated: 1, pages: 2 });
    expect(checkpoints).toBe(2);
    expect(calls()).toEqual({ pages: [null, 'fakeToken:50'], videos: [50, 5], entries: [] });
    expect(await recapCount()).toBe(UPLOADS);
    expect(await state()).toEqual({
      uploads_playlist_id: 'UUmVaultRecapsEn00000001',
      resume_page_token: null,
      newest_published_at: iso(vault().uploads[0].publishedAt),
      pass_newest_published_at: null,
      last_completed_run_id: runId,
      last_scanned_at: NOW.toISOString(),
      last_error: null,
    });
    const { rows } = await suite.db.query<{ subscriber_count: string; total_videos: number; total_views: string; total_likes: string; last_posted: Date }>(
      'SELECT subscriber_count, total_videos, total_views, total_likes, last_posted FROM channels WHERE id = $1',
      [channel.id],
    );
    expect(rows[0]).toMatchObject({ total_videos: UPLOADS });
    expect(Number(rows[0].subscriber_count)).toBe(vault().subscriberCount);
    expect(Number(rows[0].total_views)).toBe(vault().viewCount);
    expect(Number(rows[0].total_likes)).toBe(vault().uploads.reduce((sum, video) => sum + video.likes, 0));
    expect(new Date(rows[0].last_posted).toISOString()).toBe(iso(vault().uploads[0].publishedAt));
  });

  it('then stops at the first page holding a known video, and re-reads the known videos it did not meet', async () => {
    await pass();
    suite.fake.reset(suite.fake.catalogue);
    const old = vault().uploads[UPLOADS - 1];
    old.views += 10;
    const fresh = { ...vault().uploads[0], id: fakeVideoId('fresh'), title: 'Solo Leveling Recap | Chapters 999-1000', publishedAt: '2031-01-01T00:00:00Z' };
    suite.fake.publish(fresh);
    const { counts, checkpoints } = await pass();
    // Page one: the fresh video and 49 known ones; the 6 known ones beyond it are re-read in one call.
    expect(counts).toEqual({ ...noChange, recapsInserted: 1, recapsUpdated: 1, recapsUnchanged: 54, channelsUpdated: 1, pages: 1 });
    expect(checkpoints).toBe(2);
    expect(calls()).toEqual({ pages: [null], videos: [50, 6], entries: [] });
    expect(await state()).toMatchObject({ newest_published_at: '2031-01-01T00:00:00.000Z', resume_page_token: null, pass_newest_published_at: null });

    suite.fake.reset(suite.fake.catalogue);
    expect((await pass()).counts).toEqual({ ...noChange, recapsUnchanged: UPLOADS + 1, pages: 1 });
  });

  it('reads every page again when the channel asks for a full scan, and asks no more; a full scan asked for during a pass is left for the next', async () => {
    const fullScan = async () => (await suite.db.query<{ full_scan: boolean }>('SELECT full_scan FROM channels WHERE id = $1', [channel.id])).rows[0].full_scan;
    await pass();
    await suite.db.query('UPDATE channels SET full_scan = true WHERE id = $1', [channel.id]);
    suite.fake.reset(suite.fake.catalogue);
    expect((await pass({ full: true })).counts).toEqual({ ...noChange, recapsUnchanged: UPLOADS, pages: 2 });
    expect(calls().pages).toEqual([null, 'fakeToken:50']);
    expect(await fullScan()).toBe(false);

    // The pass read the channel before the flag was set: it made an incremental pass, so the full one is still owed.
    await suite.db.query('UPDATE channels SET full_scan = true WHERE id = $1', [channel.id]);
    suite.fake.reset(suite.fake.catalogue);
    expect((await pass({ full: false })).counts).toMatchObject({ pages: 1 });
    expect(await fullScan()).toBe(true);
  });

  it('marks the videos that turned private or disappeared, met on a page or re-read, and counts each once', async () => {
    await pass();
    suite.fake.reset(suite.fake.catalogue);
    const onPage = vault().uploads[1];
    const beyondPrivate = vault().uploads[UPLOADS - 2];
    const beyondGone = vault().uploads[UPLOADS - 1];
    onPage.privacy = 'private';
    beyondPrivate.privacy = 'private';
    beyondGone.deleted = true;
    const untouched = vault().uploads[2];
    // A private upload the catalogue never had is nobody's business.
    suite.fake.publish({ ...vault().uploads[0], id: fakeVideoId('private new'), privacy: 'private', publishedAt: '2031-01-01T00:00:00Z' });
    const { counts } = await pass();
    expect(counts).toMatchObject({ madePrivate: 2, madeUnavailable: 1, recapsInserted: 0, pages: 1 });
    // The two private videos on the page are not asked for; the 6 known ones beyond it are.
    expect(calls()).toEqual({ pages: [null], videos: [48, 6], entries: [beyondPrivate.id, beyondGone.id] });
    expect([await status(onPage.id), await status(beyondPrivate.id), await status(beyondGone.id)]).toEqual(['private', 'private', 'error']);
    expect(await status(untouched.id)).toBeNull();
    expect(await recapCount()).toBe(UPLOADS);

    suite.fake.reset(suite.fake.catalogue);
    expect((await pass()).counts).toMatchObject({ madePrivate: 0, madeUnavailable: 0 });
  });

  it('marks a video listed on a page but no longer returned as gone', async () => {
    await pass();
    suite.fake.reset(suite.fake.catalogue);
    const vanished = vault().uploads[3].id;
    const { counts } = await pass({
      edit: (answer) => {
        answer.items = answer.items.filter((video) => video.id !== vanished);
      },
    });
    expect(counts).toMatchObject({ madeUnavailable: 1, madePrivate: 0 });
    expect(await status(vanished)).toBe('error');
    // Settled on the page: it is not asked for again with the known videos beyond it, nor looked up in the playlist.
    expect(calls()).toEqual({ pages: [null], videos: [50, 5], entries: [] });
  });

  it('re-reads the known videos it did not meet fifty at a time, and tells the private ones from the gone by their playlist entries', async () => {
    await pass();
    suite.fake.reset(suite.fake.catalogue);
    const [madePrivate, entryWithoutStatus, alsoPrivate] = vault().uploads.slice(UPLOADS - 3);
    for (const video of [madePrivate, entryWithoutStatus, alsoPrivate]) video.privacy = 'private';
    const { counts } = await pass({
      editItems: (answer, params) => {
        const entry = params.get('videoId');
        if (entry === entryWithoutStatus.id) delete answer.items[0].status;
        if (entry) return;
        // A page of one known video, the newest: the 54 others are re-read.
        answer.items = answer.items.slice(0, 1);
        delete answer.nextPageToken;
      },
    });
    expect(calls()).toEqual({ pages: [null], videos: [1, 50, 4], entries: [madePrivate.id, entryWithoutStatus.id, alsoPrivate.id] });
    expect(counts).toEqual({ ...noChange, recapsUnchanged: UPLOADS - 3, madePrivate: 2, madeUnavailable: 1, channelsUpdated: 1, pages: 1 });
    expect([await status(madePrivate.id), await status(entryWithoutStatus.id), await status(alsoPrivate.id)]).toEqual(['private', 'error', 'private']);
  });

  it('reads every page of a channel with nothing public, asks for no videos, and knows no newest upload yet', async () => {
    for (const video of vault().uploads) video.privacy = 'private';
    const { counts } = await pass();
    expect(counts).toEqual({ ...noChange, channelsUpdated: 1, pages: 2 });
    expect(calls()).toEqual({ pages: [null, 'fakeToken:50'], videos: [], entries: [] });
    expect(await recapCount()).toBe(0);
    expect(await state()).toMatchObject({ newest_published_at: null, pass_newest_published_at: null, resume_page_token: null, last_completed_run_id: runId });
  });

  it('takes what an answer leaves out as absent: an entry without a video, an entry without a status, a channel without statistics', async () => {
    const [withoutVideo, withoutStatus] = vault().uploads;
    const { counts } = await pass({
      editItems: (answer, params) => {
        if (params.has('pageToken')) return;
        delete answer.items[0].contentDetails;
        delete answer.items[1].status;
      },
      editChannel: (resource) => ({ ...resource, statistics: undefined }),
    });
    expect(counts).toMatchObject({ recapsInserted: UPLOADS - 1, pages: 2 });
    expect(await status(withoutVideo.id)).toBeUndefined();
    expect(await status(withoutStatus.id)).toBeNull();
    const { rows } = await suite.db.query<{ subscriber_count: string; total_videos: number; total_views: string }>(
      'SELECT subscriber_count, total_videos, total_views FROM channels WHERE id = $1',
      [channel.id],
    );
    expect(rows[0]).toEqual({ subscriber_count: 0, total_videos: 0, total_views: 0 });
  });

  it('keeps its place when the quota ends between pages, and goes on from there', async () => {
    // The channel (1) and the first page with its videos (2): the second page's 2 units are not there.
    await expect(pass({ cap: 4 })).rejects.toEqual(new QuotaExhaustedError('run-cap'));
    expect(calls().pages).toEqual([null]);
    expect(await recapCount()).toBe(50);
    expect(await state()).toMatchObject({
      resume_page_token: 'fakeToken:50',
      pass_newest_published_at: iso(vault().uploads[0].publishedAt),
      newest_published_at: null,
      last_completed_run_id: null,
    });

    suite.fake.reset(suite.fake.catalogue);
    expect((await pass()).counts).toMatchObject({ recapsInserted: UPLOADS - 50, pages: 1 });
    expect(calls().pages).toEqual(['fakeToken:50']);
    expect(await state()).toMatchObject({ newest_published_at: iso(vault().uploads[0].publishedAt), resume_page_token: null, pass_newest_published_at: null });
  });

  it('needs the whole step of a page, its list and its videos, before asking for it', async () => {
    await expect(pass({ cap: 2 })).rejects.toEqual(new QuotaExhaustedError('run-cap'));
    expect(calls().pages).toEqual([]);
    suite.fake.reset(suite.fake.catalogue);
    await expect(pass({ cap: 3 })).rejects.toEqual(new QuotaExhaustedError('run-cap'));
    expect(calls().pages).toEqual([null]);
  });

  it('refuses a channel without an uploads playlist', async () => {
    const client = new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: suite.fake.apiBase, budget: new QuotaBudget(10) });
    const resource: YoutubeChannel = { ...(await client.channels([VAULT])).items[0], contentDetails: undefined };
    await expect(scanChannel({ db: suite.db, client, runId, now: () => NOW, checkpoint: async () => {} }, channel, resource)).rejects.toThrow(
      `channel ${VAULT} has no uploads playlist`,
    );
  });
});

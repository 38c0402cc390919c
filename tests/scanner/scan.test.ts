import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerChannel } from '../../server/scanner/channelRegistration.ts';
import { QuotaBudget } from '../../server/scanner/quotaBudget.ts';
import { YoutubeClient } from '../../server/scanner/youtubeClient.ts';
import { FAKE_API_KEY } from './fakeYoutube.ts';
import { fakeVideoId } from './support/fakeCatalogue.ts';
import { countRows, startScanWorld, type ScanHarness, type ScanStart, type ScanWorld } from './support/scanHarness.ts';
import { insertUser } from '../server/support/factories.ts';

// The catalogue states the tests start from (registered, scanned once) are built once for the file.
let world: ScanWorld;
beforeAll(async () => {
  world = await startScanWorld();
}, 180_000);
afterAll(async () => {
  await world?.stop();
});

let h: ScanHarness;
let opened: ScanHarness | undefined;
/** The test's catalogue, loaded from `start`, and the fake API as it starts. */
async function startFrom(start: ScanStart): Promise<void> {
  h = opened = await world.harness(start);
}
afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

const publicVideos = () => [...world.fake.catalogue.videos.values()].filter((video) => !video.deleted && video.privacy === 'public');

describe('npm run scan against the fake API', () => {
  it('fills an empty catalogue: recaps with parsed series and chapters, channel statistics, thumbnail matches', async () => {
    // The scan that made the scanned state: its summary and the requests the fake had by its end.
    await startFrom('scanned');
    const { summary, requests } = world.firstScan;
    expect(summary.status).toBe('completed');
    expect(summary.recapsInserted).toBe(publicVideos().length);
    expect(await countRows(h.db, 'SELECT count(*) FROM recaps')).toBe(publicVideos().length);

    const { rows } = await h.db.query<{ video_id: string; title: string; series_name: string | null; chapters_covered: string | null; duration: number; views: string | number; language: string; thumbnail_url: string }>(
      'SELECT video_id, title, series_name, chapters_covered, duration, views, language, thumbnail_url FROM recaps',
    );
    for (const row of rows) {
      const video = h.fake.video(row.video_id);
      expect({ series: row.series_name, chapters: row.chapters_covered }).toEqual({ series: video.expectedSeries, chapters: video.expectedChapters });
      expect(row.duration).toBe(video.durationSeconds);
      expect(Number(row.views)).toBe(video.views);
      expect(row.language).toBe(video.language);
      expect(row.thumbnail_url).toBe(`${h.fake.apiBase.replace('/youtube/v3', '')}/vi/${video.id}/hqdefault.jpg`);
    }

    const vault = h.fake.channel('UCmVaultRecapsEn00000001');
    const { rows: channels } = await h.db.query<{ subscriber_count: string | number; total_videos: number; total_views: string | number; total_likes: string | number; last_posted: Date | string; full_scan: boolean }>(
      'SELECT subscriber_count, total_videos, total_views, total_likes, last_posted, full_scan FROM channels WHERE youtube_channel_id = $1',
      [vault.id],
    );
    expect(Number(channels[0].subscriber_count)).toBe(vault.subscriberCount);
    expect(channels[0].total_videos).toBe(120);
    expect(Number(channels[0].total_views)).toBe(vault.viewCount);
    expect(Number(channels[0].total_likes)).toBe(vault.uploads.reduce((sum, video) => sum + video.likes, 0));
    expect(new Date(channels[0].last_posted).toISOString()).toBe(new Date(vault.uploads[0].publishedAt).toISOString());
    expect(channels[0].full_scan).toBe(false);
    // 120 uploads: three pages of the uploads playlist.
    expect(requests.filter((r) => r.endpoint === 'playlistItems' && r.url.includes('UUmVault')).length).toBe(3);

    // Every re-upload by Reupload Central is an exact duplicate of its original, with high confidence.
    const { rows: duplicates } = await h.db.query<{ a: string; b: string; confidence: string; similarity_score: number }>(
      `SELECT r1.video_id AS a, r2.video_id AS b, m.confidence, m.similarity_score FROM thumbnail_matches m
         JOIN recaps r1 ON r1.id = m.recap_id_1 JOIN recaps r2 ON r2.id = m.recap_id_2 WHERE m.match_type = 'EXACT_DUPLICATE'`,
    );
    const reuploads = h.fake.channel('UCreuploadCentralEn00007').uploads.map((video) => video.id);
    expect(duplicates.filter((d: { a: string; b: string }) => reuploads.includes(d.a) || reuploads.includes(d.b))).toHaveLength(4);
    for (const duplicate of duplicates) {
      expect(duplicate.confidence).toBe('HIGH');
      expect(duplicate.similarity_score).toBeGreaterThanOrEqual(0.9);
    }
    // Template series (Nano Machine, Lookism) share one piece of art across parts: same-series matches.
    const sameSeries = await countRows(h.db, `SELECT count(*) FROM thumbnail_matches WHERE match_type = 'SAME_SERIES'`);
    expect(sameSeries).toBeGreaterThan(0);
    expect(summary.hashing).toEqual({ hashed: publicVideos().length, failed: 0 });
    expect(requests.filter((r) => r.endpoint === 'thumbnail')).toHaveLength(publicVideos().length);
  });

  it('changes only what changed on a second run, without fetching a thumbnail twice', async () => {
    await startFrom('scanned');
    const matchesBefore = await countRows(h.db, 'SELECT count(*) FROM thumbnail_matches');
    const thumbnailsBefore = h.fake.countRequests('thumbnail');

    const unchanged = await h.scan();
    expect(unchanged).toMatchObject({ status: 'completed', recapsInserted: 0, recapsUpdated: 0, madePrivate: 0, madeUnavailable: 0, channelsUpdated: 0 });
    expect(unchanged.hashing).toEqual({ hashed: 0, failed: 0 });
    expect(await countRows(h.db, 'SELECT count(*) FROM thumbnail_matches')).toBe(matchesBefore);
    expect(h.fake.countRequests('thumbnail')).toBe(thumbnailsBefore);
    // Incremental: one playlist page per channel, not the whole 120-video playlist again.
    expect(unchanged.pages).toBe(h.fake.catalogue.channels.size);

    const vault = h.fake.channel('UCmVaultRecapsEn00000001');
    const grown = vault.uploads[5];
    grown.views += 1234;
    const fresh = { ...vault.uploads[0], id: fakeVideoId('fresh upload'), title: 'Solo Leveling Recap | Chapters 201-205 | Part 41', publishedAt: '2030-01-01T00:00:00Z', thumbnail: { art: 9999, episode: 1 } };
    h.fake.publish(fresh);

    const changed = await h.scan();
    expect(changed).toMatchObject({ recapsInserted: 1, recapsUpdated: 1, channelsUpdated: 1 });
    expect(changed.hashing).toEqual({ hashed: 1, failed: 0 });
    expect(h.fake.countRequests('thumbnail')).toBe(thumbnailsBefore + 1);
    const { rows } = await h.db.query<{ views: string | number }>('SELECT views FROM recaps WHERE video_id = $1', [grown.id]);
    expect(Number(rows[0].views)).toBe(grown.views);
    const added = await h.db.query<{ series_name: string; chapters_covered: string }>('SELECT series_name, chapters_covered FROM recaps WHERE video_id = $1', [fresh.id]);
    expect(added.rows[0]).toEqual({ series_name: 'Solo Leveling', chapters_covered: '201-205' });
  });

  it('marks a video private or error when it turns private or disappears, keeping the recap and its ratings, and restores it when it returns', async () => {
    await startFrom('scanned');
    const eleceed = h.fake.channel('UCrecapRushEn00000000002').uploads.find((video) => video.expectedSeries === 'Eleceed')!;
    const nano = h.fake.channel('UCrecapRushEn00000000002').uploads.find((video) => video.expectedSeries === 'Nano Machine')!;
    await h.db.query(`UPDATE recaps SET status = 'Completed' WHERE video_id = $1`, [eleceed.id]);
    const readerId = await insertUser(h.db, { username: 'reader' });
    await h.db.query(`INSERT INTO ratings (user_id, recap_id, rating) SELECT $1, id, 5 FROM recaps WHERE video_id = $2`, [readerId, nano.id]);

    h.fake.video(eleceed.id).privacy = 'private';
    h.fake.video(nano.id).deleted = true;
    const summary = await h.scan();
    expect(summary).toMatchObject({ madePrivate: 1, madeUnavailable: 1 });
    const status = async (videoId: string) => (await h.db.query<{ status: string | null }>('SELECT status FROM recaps WHERE video_id = $1', [videoId])).rows[0]?.status;
    expect(await status(eleceed.id)).toBe('private');
    expect(await status(nano.id)).toBe('error');
    expect(await countRows(h.db, 'SELECT count(*) FROM ratings r JOIN recaps c ON c.id = r.recap_id WHERE c.video_id = $1', [nano.id])).toBe(1);

    // Nothing more happens while they stay away; a moderator's own status edit stands.
    expect(await h.scan()).toMatchObject({ madePrivate: 0, madeUnavailable: 0, recapsUpdated: 0 });

    h.fake.video(eleceed.id).privacy = 'public';
    h.fake.video(nano.id).deleted = false;
    await h.scan();
    expect(await status(eleceed.id)).toBe('Completed');
    expect(await status(nano.id)).toBeNull();
  });

  it("never overwrites a moderator's series name, chapters or thumbnail", async () => {
    await startFrom('scanned');
    const video = h.fake.channel('UCrecapRushEn00000000002').uploads[0];
    await h.db.query(`UPDATE recaps SET series_name = 'Edited Name', thumbnail_url = 'https://example.com/own.jpg' WHERE video_id = $1`, [video.id]);
    h.fake.video(video.id).title = `${video.title} (updated)`;
    h.fake.video(video.id).views += 1;
    await h.scan();
    const { rows } = await h.db.query<{ title: string; series_name: string; thumbnail_url: string }>('SELECT title, series_name, thumbnail_url FROM recaps WHERE video_id = $1', [video.id]);
    expect(rows[0]).toEqual({ title: `${video.title}`, series_name: 'Edited Name', thumbnail_url: 'https://example.com/own.jpg' });
  });
});

describe('quota, errors and crashes', () => {
  it('stops at the run quota cap and the next run continues where it stopped', async () => {
    await startFrom('registered');
    const first = await h.scan({ quotaCap: 4, thumbnails: false });
    expect(first.status).toBe('quota_exhausted');
    expect(first.quotaUsed).toBeLessThanOrEqual(4);
    expect(await countRows(h.db, 'SELECT count(*) FROM recaps')).toBeLessThan(publicVideos().length);
    // Each small run goes on from where the previous one stopped, least recently scanned channels first.
    let runs = 1;
    while ((await countRows(h.db, 'SELECT count(*) FROM recaps')) < publicVideos().length && runs < 20) {
      const next = await h.scan({ quotaCap: 6, thumbnails: false });
      expect(next.quotaUsed).toBeLessThanOrEqual(6);
      runs += 1;
    }
    expect(await countRows(h.db, 'SELECT count(*) FROM recaps')).toBe(publicVideos().length);
    expect(runs).toBeLessThan(20);
    // Thumbnails are not this test's matter (the first scan's test hashes and matches them all).
    expect((await h.scan({ thumbnails: false })).status).toBe('completed');
    // Resumed page by page: the 120-video playlist was not restarted from its first page.
    const vaultPages = h.fake.requests.filter((r) => r.endpoint === 'playlistItems' && r.url.includes('UUmVault')).map((r) => new URL(r.url, 'http://x').searchParams.get('pageToken'));
    expect(vaultPages.filter((token) => token === 'fakeToken:50')).toHaveLength(1);
    expect(vaultPages.filter((token) => token === 'fakeToken:100')).toHaveLength(1);
  });

  it('backs off and retries on 5xx and rate limits, and gives up politely on quotaExceeded', async () => {
    await startFrom('registered');
    h.fake.failNext(2, 503, 'backendError');
    h.fake.failNext(1, 403, 'rateLimitExceeded');
    // The API client backs off; thumbnails, fetched from the picture host without it, are left out.
    const summary = await h.scan({ backoffMs: 100, thumbnails: false });
    expect(summary.status).toBe('completed');
    expect(h.sleeps).toHaveLength(3);
    expect(h.sleeps[1]).toBeGreaterThanOrEqual(200);
    expect(summary.recapsInserted).toBe(publicVideos().length);

    h.fake.dailyQuota = h.fake.quotaUsed;
    h.sleeps.length = 0;
    const exhausted = await h.scan({ backoffMs: 100, maxAttempts: 3 });
    expect(exhausted.status).toBe('quota_exhausted');
    expect(h.sleeps).toHaveLength(2);
    // Two whole scans of the fake channel: past the project's 30 s on a busy machine.
  }, 90_000);

  it('resumes after a crash in the middle of a channel without duplicating anything', async () => {
    await startFrom('registered');
    let calls = 0;
    const crashing: typeof fetch = async (input, init) => {
      if (String(input).includes('/youtube/v3/') && ++calls > 9) throw new Error('process killed');
      return fetch(input, init);
    };
    // The crash falls among the API calls, before any thumbnail: thumbnails are left out of both runs.
    await expect(h.scan({ fetchImpl: crashing, thumbnails: false })).rejects.toThrow('process killed');
    const partial = await countRows(h.db, 'SELECT count(*) FROM recaps');
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(publicVideos().length);

    const resumed = await h.scan({ thumbnails: false });
    expect(resumed.status).toBe('completed');
    expect(await countRows(h.db, 'SELECT count(*) FROM recaps')).toBe(publicVideos().length);
    expect(await countRows(h.db, 'SELECT count(*) FROM (SELECT video_id FROM recaps GROUP BY video_id HAVING count(*) > 1) d')).toBe(0);
    expect(await countRows(h.db, `SELECT count(*) FROM scan_runs WHERE status = 'failed'`)).toBe(1);
  });

  it('takes over a run whose process died (stale heartbeat) and stands aside for a live one', async () => {
    await startFrom('scanned');
    const stale = await h.db.query<{ id: number }>(`INSERT INTO scan_runs (quota_cap, quota_used, heartbeat_at) VALUES (100, 7, now() - interval '1 hour') RETURNING id`);
    const resumed = await h.scan();
    expect(resumed).toMatchObject({ runId: stale.rows[0].id, resumed: true, status: 'completed' });
    expect(resumed.quotaUsed).toBeGreaterThan(7);

    await h.db.query(`INSERT INTO scan_runs (quota_cap, heartbeat_at) VALUES (100, now())`);
    const busy = await h.scan();
    expect(busy.status).toBe('busy');
  });
});

describe('discovery', () => {
  it('proposes each new recap channel once, never one already catalogued or pending', async () => {
    await startFrom('scanned');
    const first = await h.scan({ discovery: 'always', discoveryLanguages: ['en', 'es', 'pt', 'fr', 'ko'] });
    expect(first.discovery).toMatchObject({ searched: 5, proposed: 5 });
    const { rows } = await h.db.query<{ channel_name: string; language: string; youtube_url: string; status: string }>(
      'SELECT channel_name, language, youtube_url, status FROM pending_channels ORDER BY channel_name',
    );
    expect(rows.map((row: { channel_name: string }) => row.channel_name)).toEqual(['Midnight Manhwa Recaps', 'Recap House', 'Resumen Total', 'Resumo Diário', '만화 스토리']);
    expect(rows.find((row: { channel_name: string }) => row.channel_name === 'Resumen Total')).toMatchObject({ language: 'es', youtube_url: 'https://www.youtube.com/channel/UCnewResumenTotalEs02001', status: 'pending' });

    // An admin rejects one (it leaves the list); the next discovery proposes nothing again.
    await h.db.query(`DELETE FROM pending_channels WHERE channel_name = 'Recap House'`);
    const second = await h.scan({ discovery: 'always', discoveryLanguages: ['en', 'es', 'pt', 'fr', 'ko'] });
    expect(second.discovery).toMatchObject({ searched: 5, proposed: 0 });
    expect(await countRows(h.db, 'SELECT count(*) FROM pending_channels')).toBe(4);
  });

  it('searches only while the budget allows: 100 units per search', async () => {
    await startFrom('empty');
    const summary = await h.scan({ discovery: 'always', quotaCap: 250, thumbnails: false });
    expect(summary.discovery?.searched).toBe(2);
    expect(await countRows(h.db, 'SELECT count(*) FROM scan_runs WHERE discovery_done')).toBe(0);
  });
});

describe('adding a channel for the scanner', () => {
  it('takes a UC id or a /channel/, @handle, /c/ or /user/ address, and never adds a channel twice', async () => {
    await startFrom('empty');
    const client = new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: h.fake.apiBase, budget: new QuotaBudget(20) });
    expect(await registerChannel(h.db, client, 'https://www.youtube.com/@recaprush')).toMatchObject({ status: 'added', name: 'Recap Rush' });
    expect(await registerChannel(h.db, client, 'https://youtube.com/channel/UCrecapRushEn00000000002')).toMatchObject({ status: 'exists', name: 'Recap Rush' });
    expect(await registerChannel(h.db, client, 'UCresumenesManhwaEs00003')).toMatchObject({ status: 'added', name: 'Resúmenes Manhwa' });
    expect(await registerChannel(h.db, client, 'https://www.youtube.com/user/recaprush')).toMatchObject({ status: 'exists', name: 'Recap Rush' });
    expect(await registerChannel(h.db, client, 'https://youtube.com/c/resumenesmanhwa')).toMatchObject({ status: 'exists', name: 'Resúmenes Manhwa' });
    expect(await registerChannel(h.db, client, '@nobody-here')).toEqual({ status: 'not-found', reference: '@nobody-here' });
    expect(await registerChannel(h.db, client, 'not a channel')).toEqual({ status: 'not-found', reference: 'not a channel' });
    const { rows } = await h.db.query<{ name: string; language: string; url: string; active: boolean; full_scan: boolean; verified: boolean }>(
      'SELECT name, language, url, active, full_scan, verified FROM channels ORDER BY id',
    );
    expect(rows).toEqual([
      { name: 'Recap Rush', language: 'en', url: 'https://www.youtube.com/channel/UCrecapRushEn00000000002', active: true, full_scan: true, verified: false },
      { name: 'Resúmenes Manhwa', language: 'es', url: 'https://www.youtube.com/channel/UCresumenesManhwaEs00003', active: true, full_scan: true, verified: false },
    ]);
  });
});

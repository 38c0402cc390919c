import { beforeEach, describe, expect, it } from 'vitest';
import { runScan, type ScanOptions } from '../../server/scanner/runScan.ts';
import { insertChannel, insertChannels } from '../server/support/factories.ts';
import { FAKE_API_KEY } from './fakeYoutube.ts';
import { fakeApiSuite } from './support/fakeApiSuite.ts';
import { smallCatalogue, VAULT } from './support/smallCatalogue.ts';

const UPLOADS = 4;
const NOW = new Date('2031-06-01T12:00:00.000Z');

const suite = fakeApiSuite(() => smallCatalogue(UPLOADS));
let lines: string[];
beforeEach(() => {
  lines = [];
});

const vaultRow = () => insertChannel(suite.db, { name: 'Manhwa Vault', language: 'en', youtube_channel_id: VAULT, full_scan: false });

function scan(options: Partial<ScanOptions> = {}) {
  return runScan({
    db: suite.db,
    apiKey: FAKE_API_KEY,
    apiBase: suite.fake.apiBase,
    discovery: 'never',
    now: () => NOW,
    log: (line) => lines.push(line),
    sleep: async () => {},
    ...options,
  });
}

async function runRow(id: number) {
  const { rows } = await suite.db.query<{ status: string; quota_used: number; api_calls: number; summary: unknown; error: string | null; finished_at: Date | null; discovery_done: boolean }>(
    'SELECT status, quota_used, api_calls, summary, error, finished_at, discovery_done FROM scan_runs WHERE id = $1',
    [id],
  );
  return rows[0];
}

const channelState = async (channelId: number) =>
  (await suite.db.query<{ last_error: string | null; last_completed_run_id: number | null }>('SELECT last_error, last_completed_run_id FROM scanner_channel_state WHERE channel_id = $1', [channelId])).rows[0];

/** A fetch to the fake that answers calls whose address holds `part` as `answer` says instead. */
const failing = (part: string, answer: () => Response): typeof fetch => async (input, init) => (String(input).includes(part) ? answer() : fetch(input, init));
const apiError = (status: number, reason: string, message: string) =>
  new Response(JSON.stringify({ error: { code: status, message, errors: [{ reason, message, domain: 'youtube' }] } }), { status });

describe('runScan', () => {
  it('scans the channels, hashes and matches the new thumbnails, and keeps what it did with the run', async () => {
    await vaultRow();
    const summary = await scan();
    expect(summary).toEqual({
      runId: expect.any(Number),
      status: 'completed',
      resumed: false,
      recapsInserted: UPLOADS,
      recapsUpdated: 0,
      recapsUnchanged: 0,
      madePrivate: 0,
      madeUnavailable: 0,
      channelsUpdated: 1,
      pages: 1,
      quotaUsed: 3,
      apiCalls: 3,
      channelsScanned: 1,
      channelsFailed: 0,
      channelsNotFound: 0,
      discovery: null,
      hashing: { hashed: UPLOADS, failed: 0 },
      matching: { compared: UPLOADS, matchesStored: expect.any(Number), byType: expect.any(Object) },
    });
    expect(lines).toEqual([
      `scan run ${summary.runId}, quota cap 5000 units, 0 already spent`,
      `channel Manhwa Vault: 1 pages, ${UPLOADS} new, 0 updated, 0 now private, 0 gone`,
      `thumbnails: ${UPLOADS} hashed, 0 failed; ${summary.matching!.matchesStored} matches stored`,
    ]);
    const row = await runRow(summary.runId!);
    expect(row).toMatchObject({ status: 'completed', quota_used: 3, api_calls: 3, error: null, finished_at: NOW });
    expect(row.summary).toEqual(JSON.parse(JSON.stringify(summary)));
  });

  it('adds the figures of every channel scanned, and sums a run of channels in order', async () => {
    await vaultRow();
    await scan({ thumbnails: false });
    suite.fake.channel(VAULT).uploads[0].views += 1;
    const second = await scan({ thumbnails: false, quotaCap: 10 });
    expect(second).toMatchObject({ recapsUpdated: 1, recapsUnchanged: UPLOADS - 1, channelsScanned: 1, quotaUsed: 3, hashing: null, matching: null });
    expect(lines.at(-1)).toBe(`channel Manhwa Vault: 1 pages, 0 new, 1 updated, 0 now private, 0 gone`);
  });

  it('stands aside while another run is alive, asking the API nothing', async () => {
    await vaultRow();
    await suite.db.query(`INSERT INTO scan_runs (quota_cap, heartbeat_at) VALUES (100, $1)`, [NOW]);
    expect(await scan()).toMatchObject({ runId: null, status: 'busy', resumed: false, quotaUsed: 0, hashing: null });
    expect(lines).toEqual(['another scan is running; this one stands aside']);
    expect(suite.fake.requests).toEqual([]);
  });

  it('resumes a dead run with its cap, its spent quota and its calls', async () => {
    await vaultRow();
    const { rows } = await suite.db.query<{ id: number }>(
      `INSERT INTO scan_runs (quota_cap, quota_used, api_calls, heartbeat_at) VALUES (100, 7, 4, $1) RETURNING id`,
      [new Date(NOW.getTime() - 3_600_000)],
    );
    const summary = await scan({ thumbnails: false });
    expect(summary).toMatchObject({ runId: rows[0].id, resumed: true, status: 'completed', quotaUsed: 10, apiCalls: 7 });
    expect(lines[0]).toBe(`scan run ${rows[0].id} (resumed), quota cap 100 units, 7 already spent`);
    expect(await runRow(rows[0].id)).toMatchObject({ quota_used: 10, api_calls: 7 });
  });

  it('notes a channel the video site does not know, and one whose calls fail, and scans the others', async () => {
    const missing = await insertChannel(suite.db, { name: 'Gone Channel', youtube_channel_id: 'UCgoneChannel00000000001' });
    const vault = await vaultRow();
    const summary = await scan({
      thumbnails: false,
      maxAttempts: 1,
      fetchImpl: failing('/playlistItems', () => apiError(404, 'playlistNotFound', 'No such playlist')),
    });
    expect(summary).toMatchObject({ status: 'completed', channelsScanned: 0, channelsFailed: 1, channelsNotFound: 1 });
    expect(await channelState(missing)).toEqual({ last_error: 'channel not found on the video site', last_completed_run_id: summary.runId });
    expect(await channelState(vault)).toEqual({ last_error: 'YouTube API 404 playlistNotFound: No such playlist', last_completed_run_id: null });
    expect(lines).toContain('channel Gone Channel (UCgoneChannel00000000001) not found on the video site');
    expect(lines).toContain('channel Manhwa Vault failed: YouTube API 404 playlistNotFound: No such playlist');

    // The failed channel's earlier completed run stays recorded.
    await scan({ thumbnails: false });
    const after = await scan({ thumbnails: false, maxAttempts: 1, fetchImpl: failing('/playlistItems', () => apiError(500, 'backendError', 'Down')) });
    expect(await channelState(vault)).toEqual({ last_error: 'YouTube API 500 backendError: Down', last_completed_run_id: after.runId! - 1 });
  });

  it('asks the video site for the channels fifty at a time', async () => {
    const unknown = Array.from({ length: 50 }, (_, index) => ({ name: `Unknown ${index}`, youtube_channel_id: `UCunknownChannel${String(index).padStart(8, '0')}` }));
    await insertChannels(suite.db, unknown);
    await vaultRow();
    expect(await scan({ thumbnails: false })).toMatchObject({ channelsNotFound: 50, channelsScanned: 1 });
    const idsPerCall = suite.fake.requests.filter((request) => request.endpoint === 'channels').map((request) => new URL(request.url, 'http://fake').searchParams.get('id')!.split(',').length);
    expect(idsPerCall).toEqual([50, 1]);
  });

  it('leaves out channels that are inactive or have no id on the video site', async () => {
    await insertChannel(suite.db, { name: 'Inactive', youtube_channel_id: VAULT, active: false });
    await insertChannel(suite.db, { name: 'No id', youtube_channel_id: '' });
    await insertChannel(suite.db, { name: 'Null id' });
    expect(await scan({ thumbnails: false })).toMatchObject({ channelsScanned: 0, channelsNotFound: 0, quotaUsed: 0 });
  });

  it('fails the run on an error that is not the API refusing, and says why', async () => {
    await vaultRow();
    const broken = failing('/videos', () => {
      throw new RangeError('broken pipe');
    });
    await expect(scan({ fetchImpl: broken })).rejects.toThrow('broken pipe');
    const { rows } = await suite.db.query<{ id: number }>('SELECT id FROM scan_runs');
    expect(await runRow(rows[0].id)).toMatchObject({ status: 'failed', error: 'broken pipe', finished_at: NOW });
  });

  it('stops calling the API when the quota ends, and still hashes the thumbnails', async () => {
    await vaultRow();
    await scan({ thumbnails: false, quotaCap: 2 }).then((summary) => {
      expect(summary).toMatchObject({ status: 'quota_exhausted', quotaUsed: 1, apiCalls: 1, channelsScanned: 0 });
    });
    expect(lines).toContain('stopping API calls: the quota cap of this scan run is reached');
    const { rows } = await suite.db.query<{ id: number }>('SELECT id FROM scan_runs');
    expect(await runRow(rows[0].id)).toMatchObject({ status: 'quota_exhausted', error: null });

    await suite.db.query(`UPDATE scan_runs SET heartbeat_at = $1`, [new Date(0)]);
    await suite.db.query(`UPDATE scan_runs SET status = 'completed'`);
    await scan({ thumbnails: false });
    suite.fake.dailyQuota = suite.fake.quotaUsed;
    const daily = await scan({ maxAttempts: 2 });
    expect(daily).toMatchObject({ status: 'quota_exhausted', hashing: { hashed: UPLOADS, failed: 0 } });
    expect(lines).toContain('stopping API calls: the API reports the daily quota exceeded');
  });
});

describe('discovery in a run', () => {
  const searches = () => suite.fake.requests.filter((request) => request.endpoint === 'search').length;

  it('searches every language it knows by default and marks discovery done', async () => {
    await vaultRow();
    const summary = await scan({ discovery: 'always', thumbnails: false });
    expect(summary.discovery).toEqual({ searched: 16, proposed: 1, alreadyKnown: 1 });
    expect(lines).toContain('discovery: 16 searches, 1 channels proposed, 1 already known');
    expect(await runRow(summary.runId!)).toMatchObject({ discovery_done: true, quota_used: 1603 });
  });

  it('searches the languages asked for; a discovery cut short by the quota is not done', async () => {
    await vaultRow();
    const summary = await scan({ discovery: 'always', discoveryLanguages: ['en', 'es'], quotaCap: 150, thumbnails: false });
    expect(summary).toMatchObject({ status: 'completed', discovery: { searched: 1, proposed: 1, alreadyKnown: 1 } });
    expect(await runRow(summary.runId!)).toMatchObject({ discovery_done: false });
  });

  it('discovers daily: when none ran to its end, or the last began a day ago or more; always: in every run', async () => {
    const daily = (now: Date) => scan({ discovery: 'daily', discoveryLanguages: ['en'], thumbnails: false, now: () => now });
    expect((await daily(NOW)).discovery).not.toBeNull();
    expect((await daily(new Date(NOW.getTime() + 86_399_999))).discovery).toBeNull();
    expect((await daily(new Date(NOW.getTime() + 86_400_000))).discovery).not.toBeNull();
    expect(searches()).toBe(2);
    // Daily is the default.
    expect((await scan({ discovery: undefined, discoveryLanguages: ['en'], thumbnails: false, now: () => new Date(NOW.getTime() + 86_400_001) })).discovery).toBeNull();
    expect((await scan({ discovery: 'always', discoveryLanguages: ['en'], thumbnails: false, now: () => new Date(NOW.getTime() + 86_400_002) })).discovery).not.toBeNull();
  });

  it('never discovers when told never, nor twice in a resumed run', async () => {
    expect((await scan({ discovery: 'never', thumbnails: false })).discovery).toBeNull();
    await suite.db.query(`INSERT INTO scan_runs (quota_cap, heartbeat_at, discovery_done) VALUES (1000, $1, true)`, [new Date(0)]);
    expect(await scan({ discovery: 'always', thumbnails: false })).toMatchObject({ resumed: true, discovery: null });
    expect(searches()).toBe(0);
  });
});

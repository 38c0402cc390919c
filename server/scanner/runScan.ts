import type { Queryable, ScannerDb } from './scannerDb.ts';
import { emptyCounts, scanChannel, type CatalogueChannel, type ChannelCounts } from './channelScanner.ts';
import { discoverChannels, DISCOVERY_QUERIES, type DiscoveryCounts } from './discovery.ts';
import { QuotaBudget, QuotaExhaustedError } from './quotaBudget.ts';
import { beginRun, finishRun, lastDiscoveryAt, markDiscoveryDone, recordProgress } from './scanRuns.ts';
import { hashNewThumbnails, type HashingCounts } from './thumbnailHashing.ts';
import { matchNewThumbnails, type MatchingCounts } from './thumbnailMatcher.ts';
import { DEFAULT_YOUTUBE_API_BASE, MAX_BATCH, YoutubeApiError, YoutubeClient } from './youtubeClient.ts';

/**
 * One scan run: every active channel (statistics, uploads, videos), then discovery of new
 * channels, then hashing and matching of new thumbnails. The run stops calling the API when
 * its quota cap is reached or the API reports the daily quota spent; what it did is kept and
 * the next run continues from there. Thumbnails are still hashed, as they cost no quota.
 */
export const DEFAULT_QUOTA_CAP = 5000;
const DISCOVERY_EVERY_MS = 24 * 60 * 60 * 1000;

export interface ScanOptions {
  db: ScannerDb;
  apiKey: string;
  apiBase?: string;
  quotaCap?: number;
  /** always: every run; daily: when the last complete discovery is a day old; never. */
  discovery?: 'always' | 'daily' | 'never';
  discoveryLanguages?: string[];
  thumbnails?: boolean;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  backoffMs?: number;
  maxAttempts?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface ScanSummary extends ChannelCounts {
  runId: number | null;
  status: 'busy' | 'completed' | 'quota_exhausted';
  resumed: boolean;
  quotaUsed: number;
  apiCalls: number;
  channelsScanned: number;
  channelsFailed: number;
  channelsNotFound: number;
  discovery: DiscoveryCounts | null;
  hashing: HashingCounts | null;
  matching: MatchingCounts | null;
}

function addCounts(total: ChannelCounts, part: ChannelCounts): void {
  for (const key of Object.keys(part) as (keyof ChannelCounts)[]) total[key] += part[key];
}

export async function runScan(options: ScanOptions): Promise<ScanSummary> {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const summary: ScanSummary = {
    ...emptyCounts(),
    runId: null,
    status: 'busy',
    resumed: false,
    quotaUsed: 0,
    apiCalls: 0,
    channelsScanned: 0,
    channelsFailed: 0,
    channelsNotFound: 0,
    discovery: null,
    hashing: null,
    matching: null,
  };
  const run = await beginRun(db, options.quotaCap ?? DEFAULT_QUOTA_CAP, now());
  if (!run) {
    log('another scan is running; this one stands aside');
    return summary;
  }
  summary.runId = run.id;
  summary.resumed = run.resumed;
  const budget = new QuotaBudget(run.quotaCap, run.quotaUsed);
  const client = new YoutubeClient({
    apiKey: options.apiKey,
    baseUrl: options.apiBase,
    budget,
    fetchImpl: options.fetchImpl,
    sleep: options.sleep,
    backoffMs: options.backoffMs,
    maxAttempts: options.maxAttempts,
  });
  const checkpoint = async () => {
    summary.quotaUsed = budget.spent;
    summary.apiCalls = run.apiCalls + client.calls;
    await recordProgress(db, run.id, summary.quotaUsed, summary.apiCalls, now());
  };
  log(`scan run ${run.id}${run.resumed ? ' (resumed)' : ''}, quota cap ${run.quotaCap} units, ${run.quotaUsed} already spent`);

  try {
    let quotaStop: QuotaExhaustedError | null = null;
    try {
      await scanChannels(options, run.id, client, checkpoint, summary, log, now);
      if (await discoveryDue(options, db, run.discoveryDone, now())) {
        const found = await discoverChannels(db, client, options.discoveryLanguages ?? Object.keys(DISCOVERY_QUERIES));
        summary.discovery = { searched: found.searched, proposed: found.proposed, alreadyKnown: found.alreadyKnown };
        if (found.complete) await markDiscoveryDone(db, run.id);
        log(`discovery: ${found.searched} searches, ${found.proposed} channels proposed, ${found.alreadyKnown} already known`);
      }
    } catch (error) {
      if (!(error instanceof QuotaExhaustedError)) throw error;
      quotaStop = error;
      log(`stopping API calls: ${error.message}`);
    }
    await checkpoint();
    if (options.thumbnails !== false) {
      // An API base pointed elsewhere (a local fake, a mirror) serves its pictures from its own origin.
      const apiOrigin = new URL(options.apiBase ?? DEFAULT_YOUTUBE_API_BASE).origin;
      const extraOrigins = apiOrigin === new URL(DEFAULT_YOUTUBE_API_BASE).origin ? [] : [apiOrigin];
      summary.hashing = await hashNewThumbnails(db, { fetchImpl: options.fetchImpl, extraOrigins, log, onProgress: checkpoint });
      summary.matching = await matchNewThumbnails(db, checkpoint);
      log(`thumbnails: ${summary.hashing.hashed} hashed, ${summary.hashing.failed} failed; ${summary.matching.matchesStored} matches stored`);
    }
    summary.status = quotaStop ? 'quota_exhausted' : 'completed';
    await finishRun(db, run.id, summary.status, summary, now());
    return summary;
  } catch (error) {
    await finishRun(db, run.id, 'failed', summary, now(), error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function discoveryDue(options: ScanOptions, db: Queryable, doneThisRun: boolean, now: Date): Promise<boolean> {
  // Daily unless told otherwise.
  if (options.discovery === 'never' || doneThisRun) return false;
  if (options.discovery === 'always') return true;
  const last = await lastDiscoveryAt(db);
  return !last || now.getTime() - last.getTime() >= DISCOVERY_EVERY_MS;
}

async function scanChannels(
  options: ScanOptions,
  runId: number,
  client: YoutubeClient,
  checkpoint: () => Promise<void>,
  summary: ScanSummary,
  log: (line: string) => void,
  now: () => Date,
): Promise<void> {
  const { db } = options;
  const { rows: channels } = await db.query<CatalogueChannel>(
    `SELECT c.id, c.name, c.language, c.youtube_channel_id, c.full_scan
       FROM channels c LEFT JOIN scanner_channel_state s ON s.channel_id = c.id
      WHERE c.active AND c.youtube_channel_id IS NOT NULL AND c.youtube_channel_id <> ''
        AND s.last_completed_run_id IS DISTINCT FROM $1
      -- An interrupted pass first, then the channels waiting longest, so a small quota cap still reaches every channel.
      ORDER BY s.resume_page_token IS NULL, s.last_scanned_at ASC NULLS FIRST, c.id`,
    [runId],
  );
  for (let start = 0; start < channels.length; start += MAX_BATCH) {
    const batch = channels.slice(start, start + MAX_BATCH);
    const resources = new Map((await client.channels(batch.map((channel) => channel.youtube_channel_id))).items.map((item) => [item.id, item]));
    for (const channel of batch) {
      const resource = resources.get(channel.youtube_channel_id);
      if (!resource) {
        summary.channelsNotFound += 1;
        await recordChannelOutcome(db, channel.id, runId, 'channel not found on the video site');
        log(`channel ${channel.name} (${channel.youtube_channel_id}) not found on the video site`);
        continue;
      }
      try {
        const counts = await scanChannel({ db, client, runId, now, checkpoint }, channel, resource);
        addCounts(summary, counts);
        summary.channelsScanned += 1;
        log(
          `channel ${channel.name}: ${counts.pages} pages, ${counts.recapsInserted} new, ${counts.recapsUpdated} updated, ` +
            `${counts.madePrivate} now private, ${counts.madeUnavailable} gone`,
        );
      } catch (error) {
        if (!(error instanceof YoutubeApiError)) throw error;
        // One channel's API failure (after retries) must not stop the others; its progress is kept.
        summary.channelsFailed += 1;
        await recordChannelOutcome(db, channel.id, null, error.message);
        log(`channel ${channel.name} failed: ${error.message}`);
      }
    }
  }
}

async function recordChannelOutcome(db: Queryable, channelId: number, completedRunId: number | null, error: string): Promise<void> {
  await db.query(
    `INSERT INTO scanner_channel_state (channel_id, last_error, last_completed_run_id) VALUES ($1, $2, $3)
     ON CONFLICT (channel_id) DO UPDATE SET last_error = EXCLUDED.last_error,
       last_completed_run_id = COALESCE(EXCLUDED.last_completed_run_id, scanner_channel_state.last_completed_run_id)`,
    [channelId, error, completedRunId],
  );
}

import type { Queryable, ScannerDb } from './scannerDb.ts';
import { markUnavailable, writeScannedRecap, type WriteOutcome } from './recapWriter.ts';
import { videoToRecap } from './videoToRecap.ts';
import { MAX_BATCH, type YoutubeClient } from './youtubeClient.ts';
import type { YoutubeChannel, YoutubePlaylistItem } from './youtubeTypes.ts';

/**
 * One pass through a channel's uploads playlist (newest first). A full pass reads every page
 * (the channel asks for it with full_scan, or it was never scanned); an incremental pass stops
 * at the first page holding a video already in the catalogue. Each page is written in one
 * transaction together with the token of the next page, so a pass cut short by a crash or the
 * quota continues where it stopped. Known videos the pass did not meet are then re-read to
 * refresh their statistics and to notice those that turned private or disappeared.
 */
export interface CatalogueChannel {
  id: number;
  name: string;
  language: string;
  youtube_channel_id: string;
  full_scan: boolean;
}

export interface ChannelCounts {
  recapsInserted: number;
  recapsUpdated: number;
  recapsUnchanged: number;
  madePrivate: number;
  madeUnavailable: number;
  channelsUpdated: number;
  pages: number;
}

export function emptyCounts(): ChannelCounts {
  return { recapsInserted: 0, recapsUpdated: 0, recapsUnchanged: 0, madePrivate: 0, madeUnavailable: 0, channelsUpdated: 0, pages: 0 };
}

export interface ChannelScanContext {
  db: ScannerDb;
  client: YoutubeClient;
  runId: number;
  now: () => Date;
  /** Called after every page, to record the quota spent so far. */
  checkpoint: () => Promise<void>;
}

interface ChannelState {
  resume_page_token: string | null;
  newest_published_at: string | Date | null;
  pass_newest_published_at: string | Date | null;
}

function count(counts: ChannelCounts, outcome: WriteOutcome): void {
  if (outcome === 'inserted') counts.recapsInserted += 1;
  else if (outcome === 'updated') counts.recapsUpdated += 1;
  else counts.recapsUnchanged += 1;
}

/** The later of the newest publication seen so far (none before the pass met a video) and another. */
function later(newest: string | null, other: string): string {
  return newest === null || Date.parse(other) > Date.parse(newest) ? other : newest;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

export async function scanChannel(ctx: ChannelScanContext, channel: CatalogueChannel, resource: YoutubeChannel): Promise<ChannelCounts> {
  const { db, client } = ctx;
  const counts = emptyCounts();
  const uploads = resource.contentDetails?.relatedPlaylists.uploads;
  if (!uploads) throw new Error(`channel ${channel.youtube_channel_id} has no uploads playlist`);

  const state = (
    await db.query<ChannelState>(
      `SELECT resume_page_token, newest_published_at, pass_newest_published_at FROM scanner_channel_state WHERE channel_id = $1`,
      [channel.id],
    )
  ).rows[0];
  await db.query(
    `INSERT INTO scanner_channel_state (channel_id, uploads_playlist_id) VALUES ($1, $2)
     ON CONFLICT (channel_id) DO UPDATE SET uploads_playlist_id = EXCLUDED.uploads_playlist_id`,
    [channel.id, uploads],
  );
  const known = new Map(
    (await db.query<{ id: number; video_id: string }>(`SELECT id, video_id FROM recaps WHERE channel_id = $1`, [channel.id])).rows.map((row) => [
      row.video_id,
      row.id,
    ]),
  );
  const fullPass = channel.full_scan || !state?.newest_published_at;
  let pageToken = state?.resume_page_token ?? undefined;
  let passNewest = iso(state?.pass_newest_published_at ?? null);
  const met = new Set<string>();

  for (;;) {
    client.budget.ensure('playlistItems', 'videos');
    const page = await client.playlistItems(uploads, pageToken);
    counts.pages += 1;
    const items = page.items.filter((item): item is YoutubePlaylistItem & { contentDetails: { videoId: string } } => Boolean(item.contentDetails?.videoId));
    const visible = items.filter((item) => item.status?.privacyStatus !== 'private').map((item) => item.contentDetails.videoId);
    const hidden = items.filter((item) => item.status?.privacyStatus === 'private').map((item) => item.contentDetails.videoId);
    const details = visible.length > 0 ? (await client.videos(visible)).items : [];
    const reachedKnown = items.some((item) => known.has(item.contentDetails.videoId));
    const nextToken = page.nextPageToken ?? null;

    await db.transaction(async (tx) => {
      for (const video of details) {
        const recap = videoToRecap(video, channel.language);
        count(counts, await writeScannedRecap(tx, channel.id, recap, ctx.runId));
        passNewest = later(passNewest, recap.publishedAt);
        met.add(video.id);
      }
      for (const videoId of hidden) {
        met.add(videoId);
        const recapId = known.get(videoId);
        if (recapId !== undefined && (await markUnavailable(tx, recapId, videoId, 'private', ctx.runId)) === 'updated') counts.madePrivate += 1;
      }
      // Listed but not returned by videos.list: deleted or blocked since the page was read.
      for (const videoId of visible) {
        if (met.has(videoId)) continue;
        met.add(videoId);
        const recapId = known.get(videoId);
        if (recapId !== undefined && (await markUnavailable(tx, recapId, videoId, 'gone', ctx.runId)) === 'updated') counts.madeUnavailable += 1;
      }
      await tx.query(
        `UPDATE scanner_channel_state SET resume_page_token = $2, pass_newest_published_at = $3::timestamptz WHERE channel_id = $1`,
        [channel.id, nextToken, passNewest],
      );
    });
    await ctx.checkpoint();
    if (!nextToken || (!fullPass && reachedKnown)) break;
    pageToken = nextToken;
  }

  // The pages are done: from now on passes are incremental, even if the refresh below is cut short.
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE scanner_channel_state
          SET newest_published_at = GREATEST(newest_published_at, pass_newest_published_at), pass_newest_published_at = NULL, resume_page_token = NULL
        WHERE channel_id = $1`,
      [channel.id],
    );
    if (channel.full_scan) await tx.query(`UPDATE channels SET full_scan = false WHERE id = $1`, [channel.id]);
  });
  await refreshKnownVideos(ctx, channel, uploads, [...known].filter(([videoId]) => !met.has(videoId)), counts);
  counts.channelsUpdated += await updateChannelStatistics(db, channel, resource);
  await db.query(
    `UPDATE scanner_channel_state SET last_completed_run_id = $2, last_scanned_at = $3, last_error = NULL WHERE channel_id = $1`,
    [channel.id, ctx.runId, ctx.now()],
  );
  return counts;
}

async function refreshKnownVideos(
  ctx: ChannelScanContext,
  channel: CatalogueChannel,
  uploads: string,
  unmet: [videoId: string, recapId: number][],
  counts: ChannelCounts,
): Promise<void> {
  for (let start = 0; start < unmet.length; start += MAX_BATCH) {
    const batch = unmet.slice(start, start + MAX_BATCH);
    const returned = (await ctx.client.videos(batch.map(([videoId]) => videoId))).items;
    // Not returned: its playlist entry tells a private video from one that is gone.
    const missing: [videoId: string, recapId: number, state: 'private' | 'gone'][] = [];
    for (const [videoId, recapId] of batch) {
      if (returned.some((video) => video.id === videoId)) continue;
      const entry = (await ctx.client.playlistItemOfVideo(uploads, videoId)).items[0];
      missing.push([videoId, recapId, entry?.status?.privacyStatus === 'private' ? 'private' : 'gone']);
    }
    await ctx.db.transaction(async (tx) => {
      for (const video of returned) count(counts, await writeScannedRecap(tx, channel.id, videoToRecap(video, channel.language), ctx.runId));
      for (const [videoId, recapId, state] of missing) {
        if ((await markUnavailable(tx, recapId, videoId, state, ctx.runId)) !== 'updated') continue;
        if (state === 'private') counts.madePrivate += 1;
        else counts.madeUnavailable += 1;
      }
    });
    await ctx.checkpoint();
  }
}

/** Returns 1 when a figure changed. total_likes and last_posted come from the channel's recaps. */
async function updateChannelStatistics(db: Queryable, channel: CatalogueChannel, resource: YoutubeChannel): Promise<number> {
  const statistics = resource.statistics;
  const { rows } = await db.query<{ id: number }>(
    `WITH totals AS (
       SELECT COALESCE(SUM(like_count), 0) AS likes, MAX(published_at) AS last_posted
         FROM recaps WHERE channel_id = $1 AND (status IS NULL OR status NOT IN ('private', 'error'))
     )
     UPDATE channels c
        SET subscriber_count = $2, total_videos = $3, total_views = $4, total_likes = totals.likes, last_posted = totals.last_posted
       FROM totals
      WHERE c.id = $1
        AND (c.subscriber_count IS DISTINCT FROM $2 OR c.total_videos IS DISTINCT FROM $3 OR c.total_views IS DISTINCT FROM $4
             OR c.total_likes IS DISTINCT FROM totals.likes OR c.last_posted IS DISTINCT FROM totals.last_posted)
      RETURNING c.id`,
    [channel.id, Number(statistics?.subscriberCount ?? 0), Number(statistics?.videoCount ?? 0), Number(statistics?.viewCount ?? 0)],
  );
  return rows.length;
}

import type { Db, Queryable } from '../driver.ts';
import { parseChannelUrl } from '../../../src/domain/channelUrl.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';
import { channelIdFromUrl, channelUrlKey, channelUrlKeySql, findExistingChannel } from './channels.ts';
import type { PendingChannel } from '../../../src/api/types.ts';
import type { ApiRow } from './apiRow.ts';

/**
 * How many pending channels the review queue shows at once, as the suggestion queue does: any member can add
 * to it, and an admin reviews from the oldest; the next ones appear as those are decided.
 */
export const PENDING_CHANNELS_SHOWN = 500;

/** Submitted channels awaiting review, oldest first, at most PENDING_CHANNELS_SHOWN. */
export async function pendingChannelList(db: Queryable): Promise<ApiRow<PendingChannel>[]> {
  const { rows } = await db.query<ApiRow<PendingChannel>>(
    `SELECT id, channel_name, language, youtube_url, active, full_scan, status, created_at
       FROM pending_channels WHERE status = 'pending' ORDER BY created_at, id LIMIT ${PENDING_CHANNELS_SHOWN}`,
  );
  return rows;
}

/** Whether the address (in any spelling) is a submitted channel still awaiting review. */
export async function isPendingChannelUrl(db: Queryable, url: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM pending_channels WHERE status = 'pending' AND ${channelUrlKeySql('youtube_url')} = $1 LIMIT 1`,
    [channelUrlKey(url)],
  );
  return rows.length > 0;
}

/** A review of one pending channel: done, or why not. */
export type PendingReviewOutcome<Done> = Done | { outcome: 'not-found' } | { outcome: 'already-reviewed'; status: string };

/** Locks a pending channel's row for its review; the outcome when it cannot be reviewed, else its address. */
async function lockPending(tx: Queryable, id: number): Promise<{ outcome: 'pending'; youtubeUrl: string } | PendingReviewOutcome<never>> {
  const found = await tx.query<{ youtube_url: string; status: string }>('SELECT youtube_url, status FROM pending_channels WHERE id = $1 FOR UPDATE', [id]);
  const pending = found.rows[0];
  if (!pending) return { outcome: 'not-found' };
  if (pending.status !== 'pending') return { outcome: 'already-reviewed', status: pending.status };
  return { outcome: 'pending', youtubeUrl: pending.youtube_url };
}

export interface Approval {
  name: string;
  language: string;
  fullScan: boolean;
  verified: boolean;
}

/**
 * Puts a pending channel in the catalogue as active (the scanner resolves handles to ids) and marks it approved,
 * unless the catalogue has its address or channel id already.
 */
export async function approvePendingChannel(
  db: Db, id: number, approval: Approval,
): Promise<PendingReviewOutcome<{ outcome: 'approved' | 'already-added'; channelId: number } | { outcome: 'exists' }>> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    if (pending.outcome !== 'pending') return pending;
    const parsed = parseChannelUrl(pending.youtubeUrl);
    const url = parsed.ok ? parsed.normalizedUrl : pending.youtubeUrl;
    const youtubeChannelId = parsed.ok ? channelIdFromUrl(parsed.kind, parsed.id) : null;
    const existing = await findExistingChannel(tx, url, youtubeChannelId);
    if (existing) {
      // Added directly while it waited: approving it has nothing left to add, so its review is closed as approved
      // (the channel is in the catalogue) instead of leaving it in the queue to fail again.
      await tx.query(`UPDATE pending_channels SET status = 'approved' WHERE id = $1`, [id]);
      return { outcome: 'already-added', channelId: existing.id };
    }
    let inserted: { id: number };
    try {
      ({ rows: [inserted] } = await tx.query<{ id: number }>(
        `INSERT INTO channels (name, language, url, youtube_channel_id, active, full_scan, verified)
         VALUES ($1, $2, $3, $4, true, $5, $6) RETURNING id`,
        [approval.name, approval.language, url, youtubeChannelId, approval.fullScan, approval.verified],
      ));
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'exists' };
      throw error;
    }
    await tx.query(
      `UPDATE pending_channels SET status = 'approved', channel_name = $2, language = $3, active = true, full_scan = $4 WHERE id = $1`,
      [id, approval.name, approval.language, approval.fullScan],
    );
    return { outcome: 'approved', channelId: inserted.id };
  });
}

export async function rejectPendingChannel(db: Db, id: number, fullScan: boolean): Promise<PendingReviewOutcome<{ outcome: 'rejected' }>> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    if (pending.outcome !== 'pending') return pending;
    await tx.query(`UPDATE pending_channels SET status = 'rejected', full_scan = $2 WHERE id = $1`, [id, fullScan]);
    return { outcome: 'rejected' };
  });
}

import type { Queryable, ScannerDb } from './scannerDb.ts';

/**
 * The life of a scan run. A run that is still 'running' with a recent heartbeat belongs to a
 * scanner at work elsewhere, so a second one stands aside; one whose heartbeat went stale was
 * interrupted (crash, kill) and is resumed: channels it completed are not scanned again, and
 * its quota spent so far still counts against its cap.
 */
const STALE_RUN_MS = 2 * 60 * 1000;

export interface ScanRun {
  id: number;
  quotaCap: number;
  quotaUsed: number;
  apiCalls: number;
  resumed: boolean;
  discoveryDone: boolean;
}

export type RunStatus = 'completed' | 'quota_exhausted' | 'failed';

export async function beginRun(db: ScannerDb, quotaCap: number, now: Date): Promise<ScanRun | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; quota_cap: number; quota_used: number; api_calls: number; heartbeat_at: string | Date; discovery_done: boolean }>(
      `SELECT id, quota_cap, quota_used, api_calls, heartbeat_at, discovery_done FROM scan_runs WHERE status = 'running' ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    );
    const running = rows[0];
    if (running) {
      if (now.getTime() - new Date(running.heartbeat_at).getTime() < STALE_RUN_MS) return null;
      await tx.query(`UPDATE scan_runs SET heartbeat_at = $2 WHERE id = $1`, [running.id, now]);
      return {
        id: running.id,
        quotaCap: running.quota_cap,
        quotaUsed: running.quota_used,
        apiCalls: running.api_calls,
        resumed: true,
        discoveryDone: running.discovery_done,
      };
    }
    const created = await tx.query<{ id: number }>(
      `INSERT INTO scan_runs (quota_cap, started_at, heartbeat_at) VALUES ($1, $2, $2) RETURNING id`,
      [quotaCap, now],
    );
    return { id: created.rows[0].id, quotaCap, quotaUsed: 0, apiCalls: 0, resumed: false, discoveryDone: false };
  });
}

export async function recordProgress(db: Queryable, runId: number, quotaUsed: number, apiCalls: number, now: Date): Promise<void> {
  await db.query(`UPDATE scan_runs SET quota_used = $2, api_calls = $3, heartbeat_at = $4 WHERE id = $1`, [runId, quotaUsed, apiCalls, now]);
}

export async function markDiscoveryDone(db: Queryable, runId: number): Promise<void> {
  await db.query(`UPDATE scan_runs SET discovery_done = true WHERE id = $1`, [runId]);
}

/** When discovery last ran to the end, to space the costly searches out. */
export async function lastDiscoveryAt(db: Queryable): Promise<Date | null> {
  const { rows } = await db.query<{ started_at: string | Date }>(
    `SELECT started_at FROM scan_runs WHERE discovery_done ORDER BY started_at DESC LIMIT 1`,
  );
  return rows[0] ? new Date(rows[0].started_at) : null;
}

export async function finishRun(db: Queryable, runId: number, status: RunStatus, summary: object, now: Date, error: string | null = null): Promise<void> {
  await db.query(
    `UPDATE scan_runs SET status = $2, summary = $3::jsonb, finished_at = $4, heartbeat_at = $4, error = $5 WHERE id = $1`,
    [runId, status, JSON.stringify(summary), now, error],
  );
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { beginRun, finishRun, lastDiscoveryAt, markDiscoveryDone, recordProgress } from '../../server/scanner/scanRuns.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let db: TestDatabase;
beforeEach(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  await db.close();
});

const at = (iso: string) => new Date(iso);
const NOON = at('2025-03-01T12:00:00.000Z');

async function runRow(id: number) {
  const { rows } = await db.query<{ status: string; quota_cap: number; quota_used: number; api_calls: number; started_at: Date; heartbeat_at: Date; finished_at: Date | null; summary: unknown; error: string | null; discovery_done: boolean }>(
    'SELECT status, quota_cap, quota_used, api_calls, started_at, heartbeat_at, finished_at, summary, error, discovery_done FROM scan_runs WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return { ...row, started_at: new Date(row.started_at).toISOString(), heartbeat_at: new Date(row.heartbeat_at).toISOString(), finished_at: row.finished_at && new Date(row.finished_at).toISOString() };
}

async function runningSince(heartbeat: Date, values: { quotaUsed?: number; apiCalls?: number; discoveryDone?: boolean } = {}): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO scan_runs (quota_cap, quota_used, api_calls, started_at, heartbeat_at, discovery_done) VALUES (300, $1, $2, $3, $3, $4) RETURNING id`,
    [values.quotaUsed ?? 0, values.apiCalls ?? 0, heartbeat, values.discoveryDone ?? false],
  );
  return rows[0].id;
}

describe('a scan run', () => {
  it('begins a new run with its cap, started and beating now', async () => {
    const run = await beginRun(db, 500, NOON);
    expect(run).toEqual({ id: expect.any(Number), quotaCap: 500, quotaUsed: 0, apiCalls: 0, resumed: false, discoveryDone: false });
    expect(await runRow(run!.id)).toMatchObject({ status: 'running', quota_cap: 500, quota_used: 0, started_at: NOON.toISOString(), heartbeat_at: NOON.toISOString(), finished_at: null });
  });

  it('stands aside for a run whose heartbeat is less than two minutes old', async () => {
    await runningSince(at('2025-03-01T11:58:00.001Z'));
    expect(await beginRun(db, 500, NOON)).toBeNull();
    expect(Number((await db.query<{ count: string }>('SELECT count(*) FROM scan_runs')).rows[0].count)).toBe(1);
  });

  it('takes over a run silent for two minutes, with what it had spent, and beats for it now', async () => {
    const stale = await runningSince(at('2025-03-01T11:58:00.000Z'), { quotaUsed: 42, apiCalls: 17, discoveryDone: true });
    expect(await beginRun(db, 500, NOON)).toEqual({ id: stale, quotaCap: 300, quotaUsed: 42, apiCalls: 17, resumed: true, discoveryDone: true });
    expect(await runRow(stale)).toMatchObject({ status: 'running', heartbeat_at: NOON.toISOString(), started_at: '2025-03-01T11:58:00.000Z' });
  });

  it('takes over the latest of several interrupted runs, and begins anew once none is running', async () => {
    await runningSince(at('2025-03-01T10:00:00.000Z'));
    const latest = await runningSince(at('2025-03-01T09:00:00.000Z'));
    expect((await beginRun(db, 500, NOON))?.id).toBe(latest);
    await finishRun(db, latest, 'failed', {}, NOON, 'killed');
    const older = (await beginRun(db, 500, NOON))!;
    expect(older.id).toBe(latest - 1);
    await finishRun(db, older.id, 'completed', {}, NOON);
    const fresh = (await beginRun(db, 500, NOON))!;
    expect(fresh).toMatchObject({ resumed: false, quotaCap: 500 });
    expect(fresh.id).toBeGreaterThan(latest);
  });

  it('records the quota spent and the calls made with a heartbeat', async () => {
    const run = (await beginRun(db, 500, NOON))!;
    await recordProgress(db, run.id, 12, 9, at('2025-03-01T12:05:00.000Z'));
    expect(await runRow(run.id)).toMatchObject({ quota_used: 12, api_calls: 9, heartbeat_at: '2025-03-01T12:05:00.000Z' });
  });

  it('finishes with its status, summary and end, and the error of a failed run', async () => {
    const run = (await beginRun(db, 500, NOON))!;
    await finishRun(db, run.id, 'quota_exhausted', { pages: 3 }, at('2025-03-01T12:10:00.000Z'));
    expect(await runRow(run.id)).toMatchObject({
      status: 'quota_exhausted',
      summary: { pages: 3 },
      finished_at: '2025-03-01T12:10:00.000Z',
      heartbeat_at: '2025-03-01T12:10:00.000Z',
      error: null,
    });
    const failed = (await beginRun(db, 500, NOON))!;
    await finishRun(db, failed.id, 'failed', {}, NOON, 'database gone');
    expect(await runRow(failed.id)).toMatchObject({ status: 'failed', error: 'database gone' });
  });

  it('knows when discovery last ran to its end', async () => {
    expect(await lastDiscoveryAt(db)).toBeNull();
    const first = (await beginRun(db, 500, at('2025-03-01T08:00:00.000Z')))!;
    await markDiscoveryDone(db, first.id);
    await finishRun(db, first.id, 'completed', {}, NOON);
    const second = (await beginRun(db, 500, at('2025-03-02T08:00:00.000Z')))!;
    await finishRun(db, second.id, 'completed', {}, NOON);
    expect(await runRow(first.id)).toMatchObject({ discovery_done: true });
    expect(await runRow(second.id)).toMatchObject({ discovery_done: false });
    expect(await lastDiscoveryAt(db)).toEqual(at('2025-03-01T08:00:00.000Z'));
    const third = (await beginRun(db, 500, at('2025-03-03T08:00:00.000Z')))!;
    await markDiscoveryDone(db, third.id);
    expect(await lastDiscoveryAt(db)).toEqual(at('2025-03-03T08:00:00.000Z'));
  });
});

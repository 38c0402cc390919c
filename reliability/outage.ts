/**
 * The database goes away under a running server: PostgreSQL stopped (fast and immediate) and frozen.
 * The server must stay up, /api/health must say the database is unavailable, and both must recover
 * when PostgreSQL is back, without restarting the server.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { check, log, request, sleep, startServer, stopServer, type PostgresCluster, type Target } from './lib.ts';

export interface OutageFigures {
  steps: { fault: string; health: string; recapsStatus: number; recoveredMs: number }[];
}

/** The cluster's postmaster and its children: frozen together to play a database that hangs. */
function clusterPids(dataDirectory: string): number[] {
  const postmaster = Number(readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).flatMap((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return ppid === postmaster ? [Number(name)] : [];
    } catch {
      return [];
    }
  });
  return [postmaster, ...children];
}

export async function runOutage(target: Target & { kind: 'postgres' }, cluster: PostgresCluster): Promise<OutageFigures> {
  const server = await startServer(target);
  const steps: OutageFigures['steps'] = [];
  const alive = () => server.child.exitCode === null && server.child.signalCode === null;
  const recover = async (fault: string) => {
    const started = Date.now();
    for (;;) {
      check(alive(), `the server is still running while PostgreSQL recovers from ${fault}`);
      const health = await request(server.base, 'GET', '/api/health');
      if (health.status === 200) break;
      check(Date.now() - started < 30_000, `health is ok again within 30 s of PostgreSQL coming back after ${fault} (${health.text})`);
      await sleep(200);
    }
    const recaps = await request(server.base, 'GET', '/api/recaps');
    check(recaps.status === 200, `GET /api/recaps answers 200 again after ${fault} (${recaps.status})`);
    return Date.now() - started;
  };
  try {
    for (const mode of ['fast', 'immediate'] as const) {
      const fault = `pg_ctl stop -m ${mode}`;
      log(`PostgreSQL outage: ${fault}`);
      cluster.stop(mode);
      await sleep(300);
      check(alive(), `the server keeps running when PostgreSQL stops (${fault}); output:\n${server.output()}`);
      const health = await request(server.base, 'GET', '/api/health');
      check(health.status === 503, `health answers 503 while PostgreSQL is down (${fault}): ${health.status} ${health.text}`);
      check((health.body as { status?: string }).status === 'unavailable', `health says unavailable: ${health.text}`);
      const recaps = await request(server.base, 'GET', '/api/recaps');
      check(recaps.status === 503 && typeof (recaps.body as { error?: unknown }).error === 'string',
        `a data route answers a JSON 503 while PostgreSQL is down (${recaps.status} ${recaps.text.slice(0, 200)})`);
      cluster.start();
      steps.push({ fault, health: `${health.status} ${(health.body as { reason?: string }).reason}`, recapsStatus: recaps.status, recoveredMs: await recover(fault) });
    }

    const fault = 'every PostgreSQL process frozen (SIGSTOP)';
    log(`PostgreSQL outage: ${fault}`);
    const pids = clusterPids(cluster.dataDirectory);
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    let health;
    try {
      health = await request(server.base, 'GET', '/api/health', { timeoutMs: 20_000 });
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    check(health.status === 503 && (health.body as { reason?: string }).reason === 'timeout',
      `health answers 503 (timeout) instead of hanging while PostgreSQL is frozen: ${health.status} ${health.text}`);
    steps.push({ fault, health: `${health.status} timeout`, recapsStatus: 0, recoveredMs: await recover(fault) });
  } finally {
    const exit = await stopServer(server);
    check(exit.code === 0, `the server exits 0 on SIGTERM after the outages (exit ${exit.code}, ${exit.signal}); output:\n${server.output()}`);
  }
  return { steps };
}

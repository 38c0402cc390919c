/**
 * Shared pieces of the reliability runs: the real server as a child process, a throwaway PostgreSQL
 * cluster, direct database access for provisioning and verification, and small HTTP helpers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from '../tests/support/freePort.ts';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from '../server/db/driver.ts';
import { lockDataFolder } from '../server/db/dataDirLock.ts';
import { migrate } from '../server/db/migrate.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { createSession } from '../server/auth/sessions.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function log(message: string): void {
  console.log(`[reliability ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(`CHECK FAILED: ${message}`);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `recapshelf-${prefix}-`));
}

/** Where the database lives: an embedded PGlite folder (the server's DATA_DIR) or a PostgreSQL URL. */
export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; dataDir: string; databaseUrl: string };

/** Opens the target's database the way the server does (PGlite under the data-folder lock). */
export async function openTarget(target: Target): Promise<{ db: Db; close: () => Promise<void> }> {
  if (target.kind === 'postgres') {
    const db = await openDatabase({ databaseUrl: target.databaseUrl });
    return { db, close: () => db.close() };
  }
  const unlock = lockDataFolder(target.dataDir);
  try {
    const db = await openDatabase({ dataDir: path.join(target.dataDir, 'db') });
    return { db, close: async () => { await db.close(); unlock(); } };
  } catch (error) {
    unlock();
    throw error;
  }
}

export interface Member { id: number; username: string; sid: string }

/**
 * Verified members with a session each, written straight into the database before the server starts:
 * logging hundreds of users in through the API would (rightly) hit the login rate limits.
 */
export async function provisionMembers(target: Target, count: number, prefix = 'member'): Promise<Member[]> {
  const { db, close } = await openTarget(target);
  try {
    await migrate(db);
    // One hash for all: the load runs never log in, and argon2id costs ~35 ms per hash.
    const hash = await hashPassword('reliability-password');
    const members: Member[] = [];
    for (let i = 0; i < count; i++) {
      const username = `${prefix}${i}`;
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $2, $3, true) RETURNING id',
        [username, `${username}@reliability.example`, hash],
      );
      members.push({ id: rows[0]!.id, username, sid: await createSession(db, rows[0]!.id) });
    }
    return members;
  } finally {
    await close();
  }
}

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  pid: number;
  /** Everything it wrote, stdout and stderr interleaved. */
  output: () => string;
  /** What it wrote on stdout alone. */
  stdout: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `node --import tsx server/main.ts` on the target, as an operator starts it; resolves once /api/health answers 200. */
export async function startServer(target: Target, options: { port?: number; readyTimeoutMs?: number } = {}): Promise<ServerProcess> {
  const port = options.port ?? await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.kind === 'postgres' ? target.databaseUrl : '',
      DEMO_DATA: '1',
      SMTP_URL: '',
      SCAN_INTERVAL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); stdout += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 600_000);
  let dead = false;
  void exited.then(() => { dead = true; });
  for (;;) {
    if (dead) throw new Error(`the server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready in time:\n${output}`);
    }
    try {
      const response = await request(base, 'GET', '/api/health');
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  return { base, port, child, pid: child.pid!, output: () => output, stdout: () => stdout, exited };
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  return server.exited;
}

export interface Answer { status: number; body: unknown; text: string }

const noKeepAlive = new http.Agent({ keepAlive: false });

/** One request on its own connection; rejects only when no HTTP answer came (refused, reset). */
export function request(
  base: string, method: string, urlPath: string, options: { sid?: string; body?: unknown; agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = {};
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (options.sid !== undefined) headers.cookie = `sid=${options.sid}`;
    const req = http.request(`${base}${urlPath}`, { method, headers, agent: options.agent ?? noKeepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try { body = JSON.parse(text); } catch { /* not JSON */ }
        resolve({ status: res.statusCode ?? 0, body, text });
      });
      res.on('error', reject);
    });
    req.setTimeout(options.timeoutMs ?? 120_000, () => req.destroy(new Error('request timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** Resident memory of a process in MiB, from /proc (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

/** Ids of active recaps and channels the API lists, to aim writes at. */
export async function catalogueIds(base: string): Promise<{ recapIds: number[]; channelIds: number[] }> {
  const recaps = await request(base, 'GET', '/api/recaps?limit=100&page=1');
  const recaps2 = await request(base, 'GET', '/api/recaps?limit=100&page=2');
  const channels = await request(base, 'GET', '/api/channels?limit=50&page=1');
  check(recaps.status === 200 && channels.status === 200, `catalogue lists answer 200 (${recaps.status}, ${channels.status})`);
  const recapIds = [...(recaps.body as { data: { id: number }[] }).data, ...(recaps2.body as { data: { id: number }[] }).data]
    .map((recap) => recap.id);
  const channelBody = channels.body as { data?: { id: number }[]; channels?: { id: number }[] } | { id: number }[];
  const channelList = Array.isArray(channelBody) ? channelBody : channelBody.data ?? channelBody.channels ?? [];
  return { recapIds, channelIds: channelList.map((channel) => channel.id) };
}

// ---------------------------------------------------------------- PostgreSQL

export interface PostgresCluster {
  dataDirectory: string;
  url: (database?: string) => string;
  start: () => void;
  stop: (mode?: 'fast' | 'immediate') => void;
  destroy: () => void;
}

/** The folder of the newest installed PostgreSQL's programs (initdb, pg_ctl, pg_dump, pg_restore), or PG_BIN. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('PostgreSQL binaries not found: install postgresql or set PG_BIN');
  return path.join(root, versions.at(-1)!, 'bin');
}

export function postgresAvailable(): boolean {
  try {
    postgresBin();
    return true;
  } catch {
    return false;
  }
}

/** A throwaway cluster of our own, so the runs can stop and kill it without touching anyone else's server. */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = postgresBin();
  const dir = tempDir('pg');
  const port = await freePort();
  // PostgreSQL refuses to run as root.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) run('useradd', ['--system', '--no-create-home', 'postgres']);
    chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim()), 0);
  }
  const runPg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  runPg('initdb', ['-D', `${dir}/data`, '-A', 'trust', '-U', 'postgres']);
  const start = () => runPg('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', `-p ${port} -h 127.0.0.1 -k ${dir}`, 'start']);
  start();
  return {
    dataDirectory: `${dir}/data`,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop: (mode = 'fast') => runPg('pg_ctl', ['-D', `${dir}/data`, '-m', mode, '-w', 'stop']),
    destroy: () => {
      try { runPg('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']); } catch { /* already stopped */ }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A fresh database in the cluster for one run. */
export async function createDatabase(cluster: PostgresCluster, name: string): Promise<string> {
  const admin = await openDatabase({ databaseUrl: cluster.url() });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  return cluster.url(name);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/driver.ts';
import { KNOWN_DEMO_PASSWORDS } from '../../server/seed/demoPasswords.ts';
import { freePort } from '../support/freePort.ts';
import { pgliteTemplate } from './support/templateDatabase.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PUBLIC_URL = 'https://recaps.example';
/** Every demo account with the password README lists for it; `mina_reads` stands for the other demo members. */
const KNOWN_LOGINS = [
  { loginIdentifier: 'demo', password: KNOWN_DEMO_PASSWORDS.demo },
  { loginIdentifier: 'admin', password: KNOWN_DEMO_PASSWORDS.admin },
  { loginIdentifier: 'admin@example.com', password: KNOWN_DEMO_PASSWORDS.admin },
  { loginIdentifier: 'mina_reads', password: KNOWN_DEMO_PASSWORDS.member },
];

describe('demo data and passwords by where the server runs', () => {
  it('seeds the demo catalogue with the known passwords on a local trial only', () => {
    for (const env of [{}, { APP_URL: 'http://localhost:3000' }, { APP_URL: 'http://127.0.0.1:4000' }, { HOST: '::1', APP_URL: 'http://[::1]:3000' }]) {
      expect(loadConfig(env), JSON.stringify(env)).toMatchObject({ demoData: true, demoPasswords: 'known' });
    }
  });

  it('seeds nothing by default on PostgreSQL, behind a public APP_URL or listening on other addresses', () => {
    for (const env of [
      { DATABASE_URL: 'postgres://recapshelf@/recapshelf?host=/var/run/postgresql' },
      { APP_URL: PUBLIC_URL },
      { APP_URL: 'http://192.168.1.20:3000' },
      { HOST: '0.0.0.0' },
    ]) {
      expect(loadConfig(env), JSON.stringify(env)).toMatchObject({ demoData: false, demoPasswords: 'random' });
    }
  });

  it('seeds on DEMO_DATA=1 anywhere, with random passwords off a local trial, and never on DEMO_DATA=0', () => {
    expect(loadConfig({ DEMO_DATA: '1', DATABASE_URL: 'postgres://db.example/recaps' })).toMatchObject({ demoData: true, demoPasswords: 'random' });
    expect(loadConfig({ DEMO_DATA: '1', APP_URL: PUBLIC_URL })).toMatchObject({ demoData: true, demoPasswords: 'random' });
    expect(loadConfig({ DEMO_DATA: '0' })).toMatchObject({ demoData: false });
  });

  it('refuses a DEMO_DATA other than 0 or 1, naming the variable', () => {
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow('DEMO_DATA must be 1 (seed the demo catalogue) or 0 (do not), not "yes"');
  });
});

interface Started {
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** `node --import tsx server/main.ts` as the deployment doc's unit runs it; resolves once /api/health answers. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), APP_URL: PUBLIC_URL, LOG_LEVEL: 'warn', SMTP_URL: '', SCAN_INTERVAL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr!.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 200_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer in time:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, output: () => output };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopServer(server: Started): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

async function login(server: Started, body: { loginIdentifier: string; password: string }): Promise<number> {
  const response = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify(body),
  });
  return response.status;
}

let migrated: Promise<string> | undefined;
/** An embedded database folder with every migration applied, made once for the file: each server gets a copy. */
function migratedFolder(): Promise<string> {
  migrated ??= (async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'recapshelf-migrated-')), 'db');
    const db = await openDatabase({ dataDir: folder, loadDataDir: await pgliteTemplate() });
    await db.close();
    return folder;
  })();
  return migrated;
}
afterAll(async () => {
  if (migrated) rmSync(path.dirname(await migrated), { recursive: true, force: true });
});

/**
 * The database the doc's servers run on: the PostgreSQL server of DATABASE_URL when the suite has one (a schema
 * of its own), else the embedded database, which the public APP_URL alone takes off a local trial. The embedded one
 * is put in the data folder already migrated and empty (a copy of the folder above), as a first start leaves it before
 * it decides on the demo catalogue, which it seeds only into a catalogue with no channel: the server then opens it
 * rather than making one by initdb and migrating it, seconds of WebAssembly per server.
 */
async function deploymentDatabase(name: string): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `recapshelf-${name}-`));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    cpSync(await migratedFolder(), path.join(dataDir, 'db'), { recursive: true });
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '', DIST_DIR: dataDir }, drop: async () => removeFolder() };
  }
  const schema = `${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openDatabase({ databaseUrl: serverUrl });
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await admin.close();
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DIST_DIR: dataDir },
    drop: async () => {
      const cleaner = await openDatabase({ databaseUrl: serverUrl });
      await cleaner.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleaner.close();
      removeFolder();
    },
  };
}

describe('a server started as docs/deployment.md starts it', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('seeds no demo catalogue, so no demo account logs in', async () => {
    const database = await deploymentDatabase('deployment');
    cleanups.push(database.drop);
    const server = await startServer(database.env);
    cleanups.push(() => stopServer(server));
    for (const attempt of KNOWN_LOGINS) expect(await login(server, attempt), attempt.loginIdentifier).toBe(401);
    const recaps = (await (await fetch(`${server.base}/api/recaps?limit=1`)).json()) as { data: unknown[] };
    expect(recaps.data).toEqual([]);
    expect(server.output()).not.toContain('Seeding the demo catalogue');
  }, 240_000);

  it('with DEMO_DATA=1, gives the demo accounts random passwords, shown once, and the known ones fail', async () => {
    const database = await deploymentDatabase('deployment_demo');
    cleanups.push(database.drop);
    const server = await startServer({ ...database.env, DEMO_DATA: '1' });
    cleanups.push(() => stopServer(server));
    for (const attempt of KNOWN_LOGINS) expect(await login(server, attempt), attempt.loginIdentifier).toBe(401);
    const shown = (label: string) => new RegExp(`^ {2}${label.replace(/[()]/g, '\\$&')} +(\\S+)$`, 'm').exec(server.output())?.[1];
    const admin = shown('admin (administrator)');
    const member = shown('the other demo members');
    expect(admin).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await login(server, { loginIdentifier: 'admin', password: admin! })).toBe(200);
    expect(await login(server, { loginIdentifier: 'mina_reads', password: member! })).toBe(200);
  }, 240_000);
});

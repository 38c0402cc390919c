import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/driver.ts';
import { FAKE_API_KEY, FakeYoutube } from './fakeYoutube.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function runScanCli(dataDir: string, apiBase: string, args: string[], umask?: string): Promise<CliResult> {
  const command = ['--import', 'tsx', 'server/cli/scan.ts', ...args];
  // A shell sets the umask the operator's shell would have, then becomes the CLI.
  const [file, argv] = umask === undefined
    ? [process.execPath, command]
    : ['/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, ...command]];
  try {
    const { stdout, stderr } = await promisify(execFile)(file, argv, {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', YOUTUBE_API_KEY: FAKE_API_KEY, YOUTUBE_API_BASE: apiBase },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run scan on the embedded database', () => {
  let fake: FakeYoutube;
  let dataDir: string;
  /** The one scan both first tests read: a channel added into a fresh folder, under umask 000. */
  let scan: CliResult;
  /** Each entry of the folder and its mode, read as the scan left them, before anything else opens the folder. */
  let modes: { folder: number; entries: { name: string; mode: number; directory: boolean }[] };
  // Starting the CLI makes its embedded database from nothing (initdb, every migration): one run proves both where it
  // writes and the modes it writes with, rather than one run each.
  beforeAll(async () => {
    fake = await new FakeYoutube().start();
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'recapshelf-scan-cli-')), 'data');
    scan = await runScanCli(dataDir, fake.apiBase, ['--add-channel', 'UCrecapWebtoonFr00000005', '--discovery', 'never', '--no-thumbnails'], '000');
    modes = {
      folder: statSync(dataDir).mode & 0o777,
      entries: readdirSync(dataDir, { recursive: true, encoding: 'utf8' }).map((name) => {
        const stat = statSync(path.join(dataDir, name));
        return { name, mode: stat.mode & 0o777, directory: stat.isDirectory() };
      }),
    };
  }, 120_000);
  afterAll(async () => {
    await fake.stop();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('writes into DATA_DIR/db, the database the server opens', async () => {
    expect(scan.code, scan.stderr).toBe(0);
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const { rows } = await db.query<{ recaps: number }>('SELECT count(*)::int AS recaps FROM recaps');
      expect(rows[0]!.recaps).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('creates the data folder 0700 and its files 0600/0700, as the server does, under umask 000', () => {
    expect(scan.code, scan.stderr).toBe(0);
    expect(modes.folder).toBe(0o700);
    expect(modes.entries.length).toBeGreaterThan(0);
    for (const { name, mode, directory } of modes.entries) {
      expect(mode, name).toBe(directory ? 0o700 : 0o600);
    }
  });

  it('refuses with a sentence pointing to SCAN_INTERVAL while a server holds the folder', async () => {
    // This test's own process stands for the running server: a live pid in the server's lock file.
    writeFileSync(path.join(dataDir, 'recapshelf.lock'), String(process.pid));
    try {
      const result = await runScanCli(dataDir, fake.apiBase, ['--discovery', 'never', '--no-thumbnails']);
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).toContain('SCAN_INTERVAL');
    } finally {
      rmSync(path.join(dataDir, 'recapshelf.lock'), { force: true });
    }
  }, 120_000);
});

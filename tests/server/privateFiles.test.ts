import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/driver.ts';
import { keepFilesPrivate, tightenExistingFiles } from '../../server/files/privateFiles.ts';
import { insertChannel, insertRecap } from './support/factories.ts';
import { pgliteTemplate } from './support/templateDatabase.ts';

/** Every file and folder under a folder, with its permission bits. */
function modes(root: string): { file: string; mode: number; folder: boolean }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => {
    const stat = statSync(path.join(root, name));
    return { file: name, mode: stat.mode & 0o777, folder: stat.isDirectory() };
  });
}

describe('files of the data folder', () => {
  const previousUmask = process.umask();
  let dataDir: string;
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    // The loosest umask an operator could start the server with.
    process.umask(0o000);
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'recapshelf-files-')), 'data');
    keepFilesPrivate(dataDir);
    // PGlite unpacks a data directory into the folder, as it unpacks its first one: here the run's migrated template,
    // rather than initdb and every migration again.
    db = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: await pgliteTemplate() });
    tightenExistingFiles(dataDir);
    const channelId = await insertChannel(db, { name: 'Files', language: 'en' });
    await insertRecap(db, { video_id: 'filesRecap1', channel_id: channelId, title: 'Files', duration: 600 });
    app = await buildApp({ db, config: loadConfig({ DATA_DIR: dataDir }) });
    // A run on PostgreSQL has no embedded template: the file makes its own first.
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    process.umask(previousUmask);
  });

  it('keeps the data folder 0700 and database, media and mail files 0600/0700 under umask 000', async () => {
    expect((await app.inject({ url: '/media/thumbnails/filesRecap1.jpg' })).statusCode).toBe(200);
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: { username: 'FileOwner', email: 'files@example.com', password: 'files-password-1' },
    });
    expect(register.statusCode).toBe(201);
    await db.query('CHECKPOINT');

    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modes(dataDir);
    for (const folder of ['db', 'media', 'mail']) expect(entries.some((entry) => entry.file.startsWith(folder) && !entry.folder), folder).toBe(true);
    for (const entry of entries) expect(entry.mode, entry.file).toBe(entry.folder ? 0o700 : 0o600);
  });
});

describe('files written by the command-line tools', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const previousUmask = process.umask();
  const folders: string[] = [];
  beforeAll(() => {
    // The commands inherit the loosest umask an operator could run them with.
    process.umask(0o000);
  });
  afterAll(() => {
    process.umask(previousUmask);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** Runs a command on a data folder of its own, then lists that folder's modes. */
  async function modesAfter(script: string, args: string[], env: Record<string, string> = {}) {
    const folder = mkdtempSync(path.join(tmpdir(), 'recapshelf-cli-files-'));
    folders.push(folder);
    const dataDir = path.join(folder, 'data');
    await promisify(execFile)(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    });
    return modes(dataDir);
  }

  it('npm run seed leaves the new database 0600/0700 under umask 000, before any server starts', async () => {
    const entries = await modesAfter('server/cli/seed.ts', ['--recaps', '0']);
    expect(entries.some((entry) => entry.file.startsWith('db') && !entry.folder)).toBe(true);
    for (const entry of entries) expect(entry.mode, entry.file).toBe(entry.folder ? 0o700 : 0o600);
  }, 180_000);

  it('npm run create-admin leaves the new database 0600/0700 under umask 000', async () => {
    const entries = await modesAfter('server/cli/createAdmin.ts', ['--username', 'fileadmin', '--email', 'fileadmin@example.com'], { ADMIN_PASSWORD: 'file-admin-password' });
    expect(entries.some((entry) => entry.file.startsWith('db') && !entry.folder)).toBe(true);
    for (const entry of entries) expect(entry.mode, entry.file).toBe(entry.folder ? 0o700 : 0o600);
  }, 180_000);
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openDatabase } from '../../server/db/driver.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { createAdmin } from '../../server/cli/createAdmin.ts';
import { pgliteTemplate } from './support/templateDatabase.ts';
import { openTestApp } from './support/testApp.ts';
import { insertUser } from './support/factories.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };
const PASSWORD = 'member-password';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('create-admin ends the sessions of a member it promotes', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let passwordHash: string;
  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => close());

  const addUser = (username: string, isAdmin = false) => insertUser(db, { username, password_hash: passwordHash, is_admin: isAdmin });

  async function login(identifier: string): Promise<string> {
    const response = await app.inject({
      method: 'POST', url: '/api/auth/login', headers: JSON_HEADERS, payload: { loginIdentifier: identifier, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toBeDefined();
    return cookie!.value;
  }

  const me = (sid: string) => app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid } });
  /** GET /auth/me answers 200 either way; its user says whether the session still signs someone in. */
  const isSignedIn = async (sid: string) => (await me(sid)).json().user !== null;

  it('logs the promoted member out on every device, and the next login is an admin session', async () => {
    await addUser('promoted');
    const laptop = await login('promoted');
    const phone = await login('promoted@example.com');
    expect(await isSignedIn(laptop)).toBe(true);

    const message = await createAdmin(db, 'promoted', 'promoted@example.com', 'ignored-password');
    expect(message).toMatch(/now an admin/);

    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    const adminPage = await app.inject({ method: 'GET', url: '/api/admin/pending-channels', cookies: { sid: laptop } });
    expect(adminPage.statusCode).toBe(401);

    const fresh = await login('promoted');
    const after = await me(fresh);
    expect(after.statusCode).toBe(200);
    expect(after.json().is_admin ?? after.json().user?.is_admin).toBeTruthy();
    expect((await app.inject({ method: 'GET', url: '/api/admin/pending-channels', cookies: { sid: fresh } })).statusCode).toBe(200);
  });

  it('finds the member by email as well as by username', async () => {
    const id = await addUser('byemail');
    const sid = await createSession(db, id);
    await createAdmin(db, 'some-other-name', 'BYEMAIL@example.com', 'ignored-password');
    expect(await isSignedIn(sid)).toBe(false);
    const { rows } = await db.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [id]);
    expect(rows[0]!.is_admin).toBe(true);
  });

  it('leaves every other account logged in', async () => {
    const bystander = await addUser('bystander');
    const bystanderSid = await createSession(db, bystander);
    await addUser('promoted-two');
    await createAdmin(db, 'promoted-two', 'promoted-two@example.com', 'ignored-password');
    expect(await isSignedIn(bystanderSid)).toBe(true);
  });

  it('keeps the sessions of an account that already was an admin, since its rights do not change', async () => {
    const id = await addUser('already-admin', true);
    const sid = await createSession(db, id);
    expect(await createAdmin(db, 'already-admin', 'already-admin@example.com', 'ignored-password')).toMatch(/already an admin/);
    expect(await isSignedIn(sid)).toBe(true);
  });

  it('creates a new verified admin that can log in with the given password', async () => {
    expect(await createAdmin(db, 'brand-new', 'brand-new@example.com', PASSWORD)).toMatch(/created/);
    expect(await isSignedIn(await login('brand-new'))).toBe(true);
  });
});

// The command itself, as an operator runs it, against a data folder on disk.
describe('npm run create-admin on a data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-create-admin-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('promotes the member and deletes all of its sessions', async () => {
    // The folder an operator's server left: every migration applied (a copy of the run's migrated template, rather
    // than initdb and the migrations again), a member and two of its sessions.
    let db = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: await pgliteTemplate() });
    const userId = await insertUser(db, { username: 'cli-member', email: 'cli@example.com' });
    await createSession(db, userId);
    await createSession(db, userId);
    await db.close();

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'server/cli/createAdmin.ts', '--username', 'cli-member', '--email', 'cli@example.com'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'unused-password', DATABASE_URL: '' } },
    );
    expect(stdout).toMatch(/now an admin/);

    db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const user = await db.query<{ is_admin: boolean }>('SELECT is_admin FROM users WHERE id = $1', [userId]);
      expect(user.rows[0]!.is_admin).toBe(true);
      const sessions = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]);
      expect(sessions.rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  }, 240_000);

  it('says exactly what to do while a server holds the embedded database, and changes nothing', async () => {
    // This test's own process stands for the running server: a live pid in the server's lock file.
    writeFileSync(path.join(dataDir, 'recapshelf.lock'), String(process.pid));
    try {
      const failed = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'server/cli/createAdmin.ts', '--username', 'while-running', '--email', 'running@example.com'],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'unused-password', DATABASE_URL: '' } },
      ).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed).not.toBeNull();
      expect(failed!.code).toBe(4);
      expect(failed!.stderr).toContain(`is in use by process ${process.pid}`);
      expect(failed!.stderr).toContain('Stop the server');
      expect(failed!.stderr).toContain('run npm run create-admin again');
    } finally {
      rmSync(path.join(dataDir, 'recapshelf.lock'), { force: true });
    }
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const user = await db.query('SELECT 1 FROM users WHERE username = $1', ['while-running']);
      expect(user.rows).toHaveLength(0);
    } finally {
      await db.close();
    }
  }, 240_000);
});

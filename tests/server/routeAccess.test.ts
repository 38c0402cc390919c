import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { enforceRouteAccess } from '../../server/auth/access.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/driver.ts';
import { ACCESS_TABLE } from './support/accessTable.ts';
import { openTestApp } from './support/testApp.ts';
import { createUser, type TestUser } from './support/sessions.ts';

// The statement server/auth/currentUser.ts reads a session with.
const SESSION_LOOKUP = /FROM sessions s JOIN users u/;

describe('route access is checked once per request', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let member: TestUser;
  let admin: TestUser;
  const statements: string[] = [];

  beforeAll(async () => {
    const opened = await openTestApp();
    close = opened.close;
    member = await createUser(opened.db);
    admin = await createUser(opened.db, { isAdmin: true });
    // The same database, with every statement written down.
    const db: Db = Object.create(opened.db, {
      query: { value: (sql: string, params?: unknown[], options?: object) => (statements.push(sql), opened.db.query(sql, params, options)) },
    });
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'recapshelf-access-')) });
    app = await buildApp({ db, config });
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  const rows = ACCESS_TABLE.filter((row) => row.access === 'user' || row.access === 'admin');
  it.each(rows.map((row) => [`${row.method} ${row.route}`, row] as const))('%s reads the session once', async (_name, row) => {
    const caller = row.access === 'admin' ? admin : member;
    statements.length = 0;
    await app.inject({ method: row.method, url: row.url.replace('{memberId}', String(caller.id)), cookies: caller.cookies, payload: row.body });
    expect(statements.filter((sql) => SESSION_LOOKUP.test(sql))).toHaveLength(1);
  });

  it('a public route without a session-dependent answer never reads the session', async () => {
    statements.length = 0;
    await app.inject({ method: 'GET', url: '/api/stats', cookies: member.cookies });
    expect(statements.some((sql) => SESSION_LOOKUP.test(sql))).toBe(false);
  });
});

describe('the session is read by the access check alone', () => {
  it('no route reads the session itself: each declares its access and reads request.user', () => {
    const folder = path.resolve(import.meta.dirname, '../../server/routes');
    const readers = readdirSync(folder).filter((file) => /\bcurrentUser\b/.test(readFileSync(path.join(folder, file), 'utf8')));
    expect(readers).toEqual([]);
  });
});

describe('access declared on a route with hooks of its own', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let member: TestUser;
  const ran: string[] = [];
  const note = (name: string) => async () => {
    ran.push(name);
  };

  beforeAll(async () => {
    const opened = await openTestApp();
    close = opened.close;
    member = await createUser(opened.db);
    app = Fastify();
    await app.register(cookie);
    enforceRouteAccess(app, opened.db);
    app.get('/visitor', { preHandler: note('own preHandler'), config: { access: 'visitor' } }, async (request) => ({ user: request.user?.id ?? null }));
    app.get('/member', { preValidation: [note('own preValidation')], config: { access: 'member', loginMessage: 'Log in to see it.' } }, async (request) => ({ user: request.user?.id }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await close();
  });

  it("keeps the route's own hook and runs the check after it, on a visitor route", async () => {
    ran.length = 0;
    const answer = await app.inject({ url: '/visitor', cookies: member.cookies });
    expect(answer.json()).toEqual({ user: member.id });
    expect(ran).toEqual(['own preHandler']);
  });

  it("keeps the route's own hooks and refuses after them, on a member route", async () => {
    ran.length = 0;
    const refused = await app.inject({ url: '/member' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Log in to see it.');
    expect(ran).toEqual(['own preValidation']);
    const allowed = await app.inject({ url: '/member', cookies: member.cookies });
    expect(allowed.json()).toEqual({ user: member.id });
  });

  it('refuses at startup a member route that does not say how it asks its caller to log in', async () => {
    const bare = Fastify();
    enforceRouteAccess(bare, { query: async () => ({ rows: [] }) } as unknown as Db);
    expect(() => bare.get('/mine', { config: { access: 'member' } }, async () => ({}))).toThrow(
      'GET /mine: a member route needs config.loginMessage, the sentence that asks its caller to log in',
    );
    await bare.close();
  });
});

import { afterAnswerWorkDone } from '../../server/http/afterAnswer.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { openMigratedDatabase } from './support/templateDatabase.ts';
import { insertChannel, insertRecap } from './support/factories.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };
const PASSWORD = 'first-Secret-pass-42';
const NEW_PASSWORD = 'second-Secret-pass-77';

interface LogLine {
  level: number;
  reqId: string;
  msg: string;
  method: string;
  route: string | null;
  path: string;
  status: number;
  durationMs: number;
  client: string;
  err?: { message: string; stack: string };
}

function lastToken(mailDir: string, route: string): string {
  const names = readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort();
  const raw = readFileSync(path.join(mailDir, names.at(-1)!), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new RegExp(`${route}\\?token=([A-Za-z0-9_-]+)`).exec(raw)![1]!;
}

function sessionCookie(response: LightMyRequestResponse): string {
  const headers = response.headers['set-cookie'];
  const list = headers === undefined ? [] : Array.isArray(headers) ? headers : [headers];
  return list.find((cookie) => cookie.startsWith('sid='))!.slice(4).split(';')[0]!;
}

// One database for the file's apps, which differ in their configuration only and read none of each other's rows.
let db: Db;
beforeAll(async () => {
  db = await openMigratedDatabase();
});
afterAll(() => db?.close());

describe('request log', () => {
  let app: FastifyInstance;
  let mailDir: string;
  let close: () => Promise<void>;
  let recapId: number;
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    const opened = await openTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: { write: (line) => void written.push(line) }, db });
    ({ app, mailDir, close } = opened);
    app.get('/api/test-failure', async () => {
      throw new Error('the disk is on fire');
    });
    const channelId = await insertChannel(opened.db, { name: 'Logged', language: 'en' });
    recapId = await insertRecap(opened.db, { video_id: 'logRecap001', channel_id: channelId, title: 'A logged recap', duration: 600 });
  });
  afterAll(() => close());

  it('never writes a password, token, cookie, authorization header or session id over a whole account journey', async () => {
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, headers: { ...JSON_HEADERS, ...headers }, payload });
    expect((await post('/api/auth/register', { username: 'Logger', email: 'logger@example.com', password: PASSWORD })).statusCode).toBe(201);
    const verifyToken = lastToken(mailDir, 'verify-email');
    expect((await app.inject({ url: `/api/auth/verify-email?token=${verifyToken}` })).statusCode).toBe(200);
    const login = await post('/api/auth/login', { loginIdentifier: 'Logger', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    const firstSession = sessionCookie(login);
    expect((await post('/api/auth/reset-password', { email: 'logger@example.com' })).statusCode).toBe(200);
    // The reset mail is written after the answer (no enumeration by timing).
    await afterAnswerWorkDone();
    const resetToken = lastToken(mailDir, 'reset-password-confirm');
    expect((await post('/api/auth/reset-password-confirm', { token: resetToken, password: NEW_PASSWORD })).statusCode).toBe(200);
    const relogin = await post('/api/auth/login', { loginIdentifier: 'Logger', password: NEW_PASSWORD });
    const session = sessionCookie(relogin);
    const cookieHeader = { cookie: `sid=${session}`, authorization: 'Bearer bearer-secret-value' };
    expect((await post('/api/watchlist', { recapId }, cookieHeader)).statusCode).toBeLessThan(300);
    expect((await app.inject({ url: '/api/auth/me', headers: cookieHeader })).statusCode).toBe(200);
    expect((await post('/api/auth/logout', {}, cookieHeader)).statusCode).toBe(200);

    const log = written.join('');
    expect(lines()).toHaveLength(9);
    for (const secret of [PASSWORD, NEW_PASSWORD, verifyToken, resetToken, firstSession, session, 'bearer-secret-value']) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toMatch(/"cookie"|"authorization"|set-cookie/i);
  });

  it('writes one line per request with its id, method, route, status, duration and client address', async () => {
    written.length = 0;
    const response = await app.inject({ url: '/api/recaps/999999?x=1', remoteAddress: '198.51.100.4' });
    expect(lines()).toHaveLength(1);
    const line = lines()[0]!;
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/api/recaps/:id', path: '/api/recaps/999999', status: response.statusCode, client: '198.51.100.4' });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(response.headers['x-request-id']).toBe(line.reqId);
  });

  it('writes a 5xx with its error and stack', async () => {
    written.length = 0;
    const response = await app.inject({ url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    const line = lines()[0]!;
    expect(line).toMatchObject({ level: 50, status: 500, route: '/api/test-failure' });
    expect(line.err?.message).toBe('the disk is on fire');
    expect(line.err?.stack).toContain('requestLog.test.ts');
  });

  it('takes no request id from an untrusted client', async () => {
    const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'chosen-by-the-client' } });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-the-client');
  });
});

describe('request id behind a trusted proxy', () => {
  it('keeps the proxy\'s X-Request-Id', async () => {
    const { app, close } = await openTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, db });
    const response = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'nginx-3f2a9c' } });
    expect(response.headers['x-request-id']).toBe('nginx-3f2a9c');
    await close();
  });
});


import { readdirSync, readFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { afterAnswerWorkDone } from '../../server/http/afterAnswer.ts';
import { redactAddress } from '../../server/http/redactAddress.ts';
import { openTestApp } from './support/testApp.ts';
import { createUser } from './support/sessions.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

interface LogLine {
  msg: string;
  route: string | null;
  path: string;
  query?: string;
  status: number;
  err?: { message: string; stack: string };
}

function lastToken(mailDir: string, route: string): string {
  const names = readdirSync(mailDir).filter((name) => name.endsWith('.eml')).sort();
  const raw = readFileSync(path.join(mailDir, names.at(-1)!), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new RegExp(`${route}\\?token=([A-Za-z0-9_-]+)`).exec(raw)![1]!;
}

/** `secret` with its first character escaped, as a client may send it. */
const escapedFirst = (secret: string) => `%${secret.charCodeAt(0).toString(16).toUpperCase()}${secret.slice(1)}`;

/** Every 16-character stretch of `secret` absent from `log`: a secret split by an escape is still not written. */
function expectAbsent(log: string, secret: string): void {
  for (let start = 0; start + 16 <= secret.length; start += 1) expect(log, secret).not.toContain(secret.slice(start, start + 16));
}

describe('secrets in addresses never reach a log line', () => {
  let app: FastifyInstance;
  let mailDir: string;
  let close: () => Promise<void>;
  let feedToken: string;
  let verifyToken: string;
  let resetToken: string;
  const written: string[] = [];
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    const opened = await openTestApp({ env: { LOG_LEVEL: 'info' }, logDestination: { write: (line) => void written.push(line) } });
    ({ app, mailDir, close } = opened);
    // An error that quotes the address it failed on, in its message, its cause and its own fields.
    const failing = (address: string) => Object.assign(
      new Error(`could not answer ${address}`, { cause: new Error(`while reading ${address}`) }),
      { address, detail: { url: address, parts: [address] } },
    );
    app.get('/api/test-failure', async (request) => {
      throw failing(request.url);
    });
    app.get<{ Params: { file: string } }>('/feeds/following/:file/test-failure', async (request) => {
      throw failing(request.params.file);
    });
    const member = await createUser(opened.db);
    feedToken = (await app.inject({ method: 'POST', url: '/api/account/feed-token', cookies: member.cookies })).json().token;
    expect((await app.inject({ method: 'POST', url: '/api/auth/register', headers: JSON_HEADERS, payload: { username: 'Reader', email: 'reader@example.com', password: 'reader-Secret-42' } })).statusCode).toBe(201);
    verifyToken = lastToken(mailDir, 'verify-email');
    expect((await app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: JSON_HEADERS, payload: { email: 'reader@example.com' } })).statusCode).toBe(200);
    await afterAnswerWorkDone();
    resetToken = lastToken(mailDir, 'reset-password-confirm');
  });
  afterAll(() => close());

  it('writes a private feed\'s path with its token replaced, however the address is spelled', async () => {
    written.length = 0;
    const plain = await app.inject({ url: `/feeds/following/${feedToken}.atom` });
    expect(plain.statusCode).toBe(200);
    expect(lines()[0]).toMatchObject({ route: '/feeds/following/:file', path: '/feeds/following/[redacted].atom', status: 200 });

    for (const url of [
      `/feeds/following/${feedToken}.atom?utm_source=reader`,
      `/feeds/following/${feedToken}`,
      `/feeds/following/${feedToken}.atom/`,
      `//feeds//following//${feedToken}.atom`,
      `/feeds/%66ollowing/${feedToken}.atom`,
      `/feeds/FOLLOWING/${feedToken}.atom`,
      `/feeds/following%2F${feedToken}.atom`,
      `/feeds/following/${escapedFirst(feedToken)}.atom`,
      `/feeds/following/${feedToken}.atom%`,
    ]) {
      await app.inject({ url });
    }
    await app.inject({ method: 'HEAD', url: `/feeds/following/${feedToken}.atom` });
    // Every spelling but the undecodable one (answered before the hooks run) has its line.
    expect(lines().length).toBeGreaterThanOrEqual(10);
    expect(lines().filter((line) => line.route === '/feeds/following/:file').length).toBeGreaterThanOrEqual(4);
    expectAbsent(written.join(''), feedToken);
  });

  it('writes a verification or reset link\'s query with its token replaced', async () => {
    written.length = 0;
    await app.inject({ url: `/api/auth/verify-email?token=${verifyToken}` });
    expect(lines()[0]).toMatchObject({ route: '/api/auth/verify-email', path: '/api/auth/verify-email', query: 'token=[redacted]' });

    for (const url of [
      `/verify-email?token=${verifyToken}`,
      `/reset-password-confirm?token=${resetToken}`,
      `/api/auth/verify-email?%74oken=${verifyToken}`,
      `/api/auth/verify-email?sort=new&TOKEN=${escapedFirst(verifyToken)}&page=2`,
      `/api/auth/verify-email?token=${resetToken}&token=${verifyToken}`,
    ]) {
      await app.inject({ url });
    }
    expect(lines()).toHaveLength(6);
    expect(lines()[4]!.query).toBe('sort=new&TOKEN=[redacted]&page=2');
    const log = written.join('');
    expectAbsent(log, verifyToken);
    expectAbsent(log, resetToken);
  });

  it('writes a failure\'s error without the secrets of its address', async () => {
    written.length = 0;
    expect((await app.inject({ url: `/api/test-failure?token=${verifyToken}` })).statusCode).toBe(500);
    expect((await app.inject({ url: `/feeds/following/${feedToken}.atom/test-failure` })).statusCode).toBe(500);
    const [queryFailure, pathFailure] = lines();
    expect(queryFailure).toMatchObject({ msg: 'request failed', query: 'token=[redacted]' });
    expect(queryFailure!.err).toMatchObject({ type: 'Error', address: '/api/test-failure?token=[redacted]', detail: { url: '/api/test-failure?token=[redacted]' } });
    expect(queryFailure!.err!.message).toBe('could not answer /api/test-failure?token=[redacted]: while reading /api/test-failure?token=[redacted]');
    expect(queryFailure!.err!.stack).toContain('logRedaction.test.ts');
    expect(pathFailure).toMatchObject({ msg: 'request failed', path: '/feeds/following/[redacted].atom/[redacted]' });
    expect(pathFailure!.err!.message).toBe('could not answer [redacted]: while reading [redacted]');
    const log = written.join('');
    expectAbsent(log, verifyToken);
    expectAbsent(log, feedToken);
  });

  it('keeps what is not a secret as written', () => {
    expect(redactAddress('/api/recaps?search=solo+leveling&token&page=2')).toEqual({ path: '/api/recaps', query: 'search=solo+leveling&token&page=2', secrets: [] });
    expect(redactAddress('/api/series/following').path).toBe('/api/series/following');
    expect(redactAddress('/%61pi/recaps/1').query).toBeUndefined();
  });
});

describe('a request Node cannot parse', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const written: string[] = [];
  beforeAll(async () => {
    ({ app, close } = await openTestApp({ env: { LOG_LEVEL: 'trace' }, logDestination: { write: (line) => void written.push(line) } }));
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => close());

  it('is written at trace level without its raw bytes, which hold its address and cookie', async () => {
    const { port } = app.server.address() as AddressInfo;
    const secret = 'Kq3vZ8xW1pLr7TnB5yHc2MdJ9sFa4GeU6oQiXwVbN0k';
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /feeds/following/${secret}.atom HTTP/1.1\r\nHost: x\r\nCookie: sid=${secret}\r\nNot a header\r\n\r\n`));
      socket.on('data', () => socket.destroy());
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const clientError = written.map((line) => JSON.parse(line) as { msg: string; err?: { rawPacket?: unknown } }).find((line) => line.msg === 'client error');
    expect(clientError?.err?.rawPacket).toBe('[redacted]');
    // Bytes are written as a list of numbers: read them back as text before looking for the secret.
    const bytes = written.join('').match(/\[(?:\d+,)+\d+\]/g) ?? [];
    expectAbsent(written.join('') + bytes.map((list) => Buffer.from(JSON.parse(list) as number[]).toString('latin1')).join(''), secret);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { openMigratedDatabase } from './support/templateDatabase.ts';
import { loadConfig } from '../../server/config.ts';

const LOGIN = { loginIdentifier: 'nobody', password: 'wrong-password-1' };

function login(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', ...headers }, payload: LOGIN });
}

// One database for the file's apps, which differ in their configuration only and read none of each other's rows.
let db: Db;
beforeAll(async () => {
  db = await openMigratedDatabase();
});
afterAll(() => db?.close());

describe('public address behind a proxy (APP_URL)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestApp({ env: { APP_URL: 'https://recaps.example/' }, db }));
  });
  afterAll(() => close());

  it('accepts a write whose Origin is APP_URL though the proxy passed another Host', async () => {
    const response = await login(app, { origin: 'https://recaps.example', host: '127.0.0.1:3000' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a write from any other origin, even one matching the Host', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://recaps.example', 'https://evil.example', 'https://recaps.example.evil.test']) {
      const response = await login(app, { origin, host: '127.0.0.1:3000' });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error).toBe('Cross-site request refused');
    }
  });

  it('sends upgrade-insecure-requests and HSTS on an https address', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('plain-http address (a LAN server)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestApp({ env: { APP_URL: 'http://192.168.1.20:3000' }, db }));
  });
  afterAll(() => close());

  it('sends neither upgrade-insecure-requests nor HSTS, so the page loads its http assets', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('accepts a write from its own http origin', async () => {
    const response = await login(app, { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' });
    expect(response.statusCode).toBe(401);
  });
});

describe('without APP_URL', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestApp({ db }));
  });
  afterAll(() => close());

  it('compares the Origin with the Host, as a directly reached server', async () => {
    expect((await login(app, { origin: 'http://localhost:3000', host: 'localhost:3000' })).statusCode).toBe(401);
    expect((await login(app, { origin: 'http://evil.example', host: 'localhost:3000' })).statusCode).toBe(403);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and reads true, a hop count or an address list', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ TRUST_PROXY: 'my proxy' })).toThrow('TRUST_PROXY must be true, a hop count or a comma-separated list');
    expect(() => loadConfig({ APP_URL: 'recaps.example' })).toThrow('APP_URL must be an absolute http or https address');
  });

  it('takes the client address from X-Forwarded-For only when the proxy is trusted', async () => {
    const ip = async (env: Record<string, string>) => {
      const opened = await openTestApp({ env, db });
      opened.app.get('/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
      const response = await opened.app.inject({ url: '/whoami', headers: { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' } });
      await opened.close();
      return response.json();
    };
    expect(await ip({})).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    expect(await ip({ TRUST_PROXY: '1' })).toEqual({ ip: '203.0.113.7', protocol: 'https' });
  });
});

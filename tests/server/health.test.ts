import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';

describe('GET /api/health', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await openTestApp()));
  afterAll(() => close());

  it('answers ok with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown API path with a readable 404 JSON error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/Not found/);
  });

  it('refuses a mutating call from another origin', async () => {
    const response = await app.inject({
      method: 'POST', url: '/api/health', headers: { origin: 'https://evil.example', 'content-type': 'application/json' }, payload: '{}',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a mutating call whose body is not JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(response.statusCode).toBe(415);
  });

  it('sends a Content-Security-Policy with no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends the security headers with every kind of answer: data, a refusal, an unknown address', async () => {
    for (const url of ['/api/recaps', '/api/recaps?page=0', '/api/no-such-call']) {
      const response = await app.inject({ method: 'GET', url });
      expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

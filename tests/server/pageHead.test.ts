import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage, openTestApp } from './support/testApp.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;

/** Headers that differ between two answers by nature: the request's own id and the moment. */
function comparable(headers: Record<string, unknown>): Record<string, unknown> {
  const { 'x-request-id': _id, date: _date, ...rest } = headers;
  return rest;
}

// Monitors, link checkers and some crawlers ask HEAD before (or instead of) GET: a page that exists for GET
// must exist for HEAD, with the same headers and no body.
describe('HEAD on the pages of the single-page app', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const distDir = builtPage(INDEX_HTML);
    ({ app, close } = await openTestApp({ distDir }));
  });
  afterAll(() => close());

  it.each(['/', '/series', '/login', '/recaps/channel/3', '/verify-email?token=abc'])('answers HEAD %s like GET, without the body', async (url) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': encoding };
      const get = await app.inject({ method: 'GET', url, headers });
      const head = await app.inject({ method: 'HEAD', url, headers });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
      expect(head.body).toBe('');
    }
  });

  it('still answers HEAD on an unknown API address with 404', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/api/nothing-here' })).statusCode).toBe(404);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { createSession } from '../../server/auth/sessions.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannel, insertRecap, insertUser } from './support/factories.ts';
import { expectCodedError } from './support/codedError.ts';

// Every call of the spec's section 7 (plus health and one-channel), with the fields each one reads.
const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; fields: string[] }[] = [
  { method: 'GET', path: '/api/health', fields: [] },
  { method: 'GET', path: '/api/recaps', fields: ['page', 'limit', 'search', 'sortBy', 'sortOrder', 'channel_id', 'channelId', 'language', 'min_duration', 'max_duration', 'ids'] },
  { method: 'GET', path: '/api/recaps/languages', fields: [] },
  { method: 'GET', path: '/api/recaps/:id', fields: [] },
  { method: 'PUT', path: '/api/recaps/:id', fields: ['series_name', 'status', 'thumbnail_url'] },
  { method: 'POST', path: '/api/recaps/:id/rate', fields: ['rating'] },
  { method: 'GET', path: '/api/channels', fields: ['page', 'limit', 'search', 'userId', 'active', 'language', 'sortBy', 'sortOrder'] },
  { method: 'GET', path: '/api/channels/:id', fields: [] },
  { method: 'GET', path: '/api/channels/favourites', fields: ['page', 'limit'] },
  { method: 'POST', path: '/api/channels/:id/favourite', fields: [] },
  { method: 'DELETE', path: '/api/channels/:id/favourite', fields: [] },
  { method: 'GET', path: '/api/channels/favourites/check/:id', fields: [] },
  { method: 'PUT', path: '/api/channels/:id/deactivate', fields: [] },
  { method: 'GET', path: '/api/stats', fields: [] },
  { method: 'POST', path: '/api/auth/register', fields: ['username', 'email', 'password'] },
  { method: 'POST', path: '/api/auth/login', fields: ['loginIdentifier', 'password'] },
  { method: 'POST', path: '/api/auth/resend-verification', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password-confirm', fields: ['token', 'password'] },
  { method: 'GET', path: '/api/auth/verify-email', fields: ['token'] },
  { method: 'GET', path: '/api/auth/me', fields: [] },
  { method: 'POST', path: '/api/auth/logout', fields: [] },
  { method: 'GET', path: '/api/watchlist', fields: [] },
  { method: 'POST', path: '/api/watchlist', fields: ['recapId'] },
  { method: 'DELETE', path: '/api/watchlist/:recapId', fields: [] },
  { method: 'POST', path: '/api/suggestions', fields: ['recap_id', 'suggested_series_name'] },
  { method: 'GET', path: '/api/suggestions/admin/pending', fields: [] },
  { method: 'POST', path: '/api/suggestions/series', fields: ['slug', 'type', 'value', 'tracker'] },
  { method: 'PUT', path: '/api/suggestions/admin/:id', fields: ['status', 'admin_notes'] },
  { method: 'GET', path: '/api/admin/pending-channels', fields: [] },
  { method: 'PUT', path: '/api/admin/pending-channels/:id/approve', fields: ['channel_name', 'language', 'active', 'full_scan', 'status'] },
  { method: 'PUT', path: '/api/admin/pending-channels/:id/reject', fields: ['full_scan', 'status'] },
  { method: 'POST', path: '/api/admin/check-channel', fields: ['url'] },
  { method: 'POST', path: '/api/admin/channels', fields: ['name', 'url', 'active', 'full_scan', 'language', 'description', 'youtube_channel_id', 'subscriber_count', 'verified'] },
  { method: 'GET', path: '/api/admin/thumbnail-matches', fields: [] },
  { method: 'DELETE', path: '/api/admin/thumbnail-matches/:id', fields: [] },
];

const RUNS_PER_ROUTE = 30;

const awkwardString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1.5', '1e309', 'NaN', 'null', 'true', '2147483648', '9'.repeat(40), "' OR 1=1 --",
    '%', '_', '\\', '../../etc/passwd', '<script>alert(1)</script>', '\u0000', 'a\u0000b', '\uD800', '👩‍👩‍👧‍👦', 'Ⅻ', 'ǅ'),
  fc.nat({ max: 20000 }).map((length) => 'x'.repeat(length)),
);

const awkwardValue: fc.Arbitrary<unknown> = fc.oneof(
  awkwardString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
);

/** Objects with some of the route's fields (of any type), plus stray ones; or any JSON at all. */
function bodyFor(fields: string[]): fc.Arbitrary<unknown> {
  const known = fields.length === 0
    ? fc.constant({})
    : fc.record(Object.fromEntries(fields.map((field) => [field, awkwardValue])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), awkwardValue, { maxKeys: 3 });
  return fc.oneof(
    { weight: 4, arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a })) },
    { weight: 1, arbitrary: fc.jsonValue() },
  );
}

function queryFor(fields: string[]): fc.Arbitrary<string> {
  const keys = fc.oneof(fields.length === 0 ? fc.string({ maxLength: 8 }) : fc.constantFrom(...fields), fc.string({ maxLength: 8 }));
  return fc.array(fc.tuple(keys, awkwardString), { maxLength: 4 })
    .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));
}

const pathParam = fc.oneof(fc.integer({ min: -5, max: 5 }).map(String), fc.nat().map(String), awkwardString.filter((value) => value !== ''));

describe('every /api route survives hostile input', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  const userIds: Record<'user' | 'admin', number> = { user: 0, admin: 0 };
  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    userIds.user = await insertUser(db, { username: 'fuzz-user' });
    userIds.admin = await insertUser(db, { username: 'fuzz-admin', is_admin: true });
    await insertChannel(db, { id: 1, name: 'Fuzz Channel', language: 'en' });
    await insertRecap(db, { video_id: 'fuzzfuzz001', channel_id: 1, title: 'Fuzz recap', language: 'en', duration: 100 });
  });
  afterAll(() => close());

  for (const route of ROUTES) {
    it(`${route.method} ${route.path}: never a 5xx, always a JSON error with error and message`, async () => {
      const mutating = route.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('anonymous', 'user', 'admin'),
          fc.array(pathParam, { minLength: 2, maxLength: 2 }),
          queryFor(route.fields),
          mutating ? fc.option(bodyFor(route.fields), { nil: undefined }) : fc.constant(undefined),
          fc.boolean(),
          async (who, params, query, body, brokenJson) => {
            let index = 0;
            // Lone surrogates cannot be percent-encoded; a browser would send U+FFFD for them.
            const segment = () => encodeURIComponent(params[index++]!.replace(/\p{Surrogate}/gu, '\uFFFD'));
            const url = route.path.replace(/:\w+/g, segment) + (mutating ? '' : query);
            // A fresh session each time: a fuzzed logout or password reset may end the previous one.
            const sid = who === 'anonymous' ? undefined : await createSession(db, userIds[who]);
            const payload = body === undefined ? undefined : brokenJson ? `${JSON.stringify(body)}}` : JSON.stringify(body);
            const response = await app.inject({
              method: route.method,
              url,
              cookies: sid === undefined ? {} : { sid },
              headers: payload === undefined ? {} : { 'content-type': 'application/json' },
              payload,
            });
            const context = `${route.method} ${url} as ${who} with ${payload?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, context).toBeLessThan(500);
            expect(String(response.headers['content-type']), context).toMatch(/^application\/json/);
            if (response.statusCode >= 400) {
              const errorBody = response.json();
              expect(typeof errorBody.error, context).toBe('string');
              expect(typeof errorBody.message, context).toBe('string');
              expectCodedError(response, context);
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }

  // JSON.parse takes any depth, but code that walks a body recursively overflows the stack on 8,000 levels.
  const deepArray = `${'['.repeat(8000)}${']'.repeat(8000)}`;
  const deepObject = `${'{"a":'.repeat(8000)}1${'}'.repeat(8000)}`;
  for (const route of ROUTES.filter((candidate) => candidate.method !== 'GET')) {
    it(`${route.method} ${route.path}: a body nested 8,000 levels deep answers 400 with a plain sentence`, async () => {
      const sid = await createSession(db, userIds.admin);
      for (const payload of [deepArray, deepObject, `{"${route.fields[0] ?? 'x'}":${deepObject}}`]) {
        const response = await app.inject({
          method: route.method,
          url: route.path.replace(/:\w+/g, '1'),
          cookies: { sid },
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${route.method} ${route.path} with ${payload.slice(0, 20)}`).toBe(400);
        expect(response.json().error).toBe('The request body is nested too deeply: at most 32 levels of objects and lists.');
      }
    });
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { recapPageSchema } from '../../server/contract/responses.ts';
import { openTestApp } from './support/testApp.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';

/**
 * GET /api/recaps sends the JSON the database wrote (recapListPage.ts), past the serializer that drops or
 * converts what other routes' schemas do not name: its contract holds only if that JSON already is the
 * schema's shape. Each answer is checked against recapPageSchema made strict (every field present, no other).
 */
type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema>; items?: JsonSchema; [key: string]: unknown };

function strict(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  if (schema.properties) {
    copy.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, strict(field)]));
    copy.required = Object.keys(schema.properties);
    copy.additionalProperties = false;
  }
  if (schema.items) copy.items = strict(schema.items);
  return copy;
}

describe('GET /api/recaps against its response schema', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let member: TestUser;
  // Fastify's own validator, told neither to convert nor to drop anything, judges each answer as a request body.
  const judge = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false } } });
  judge.post('/recap-page', { schema: { body: strict(recapPageSchema as JsonSchema) } }, async () => ({ ok: true }));

  beforeAll(async () => {
    const opened = await openTestApp();
    ({ app, close } = opened);
    member = await createUser(opened.db);
    await insertChannels(opened.db, [{ id: 1, name: 'Channel One', url: 'https://www.youtube.com/@ChannelOne' }]);
    await insertRecaps(opened.db, [
      { id: 1, video_id: 'recap000001', channel_id: 1, title: 'Tower climb', series_name: 'Tower', published_at: '2026-01-02T03:04:05Z', duration: 600 },
      { id: 2, video_id: 'recap000002', channel_id: 1, title: 'Unnamed', series_name: null, published_at: null },
    ]);
    await app.inject({ method: 'POST', url: '/api/recaps/1/rate', cookies: member.cookies, payload: { rating: 4 } });
  });
  afterAll(async () => {
    await judge.close();
    await close();
  });

  const judged = async (body: string) => {
    const response = await judge.inject({ method: 'POST', url: '/recap-page', payload: body, headers: { 'content-type': 'application/json' } });
    return { status: response.statusCode, error: response.json().error as string | undefined };
  };

  it('refuses an answer that drifts from the schema, so a pass means something', async () => {
    const page = { data: [], total: 0, hasMore: false };
    expect(await judged(JSON.stringify(page))).toEqual({ status: 200, error: undefined });
    expect((await judged(JSON.stringify({ ...page, extra: 1 }))).status).toBe(400);
    expect((await judged(JSON.stringify({ data: [], total: '0', hasMore: false }))).status).toBe(400);
  });

  it.each([
    ['the first page', '/api/recaps', false],
    ['a member’s page, with their rating', '/api/recaps', true],
    ['a search', '/api/recaps?search=tower', false],
    ['a text looked for inside words', '/api/recaps?search=owe', false],
    ['a sort by rating, ascending', '/api/recaps?sortBy=rating&sortOrder=asc', false],
    ['a watchlist’s ids', '/api/recaps?ids=2,1', true],
    ['a series', '/api/recaps?series=tower', false],
    ['a page past the end', '/api/recaps?page=50', false],
  ] as const)('%s is the schema’s shape, field for field', async (_name, url, signedIn) => {
    const response = await app.inject({ url, cookies: signedIn ? member.cookies : undefined });
    expect(response.statusCode).toBe(200);
    expect(await judged(response.body)).toEqual({ status: 200, error: undefined });
    if (url === '/api/recaps') expect(response.json().data.length).toBe(2);
  });
});

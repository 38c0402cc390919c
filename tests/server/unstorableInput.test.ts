import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { openTestApp } from './support/testApp.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { ACCESS_TABLE } from './support/accessTable.ts';
import { insertAccessFixture } from './support/accessFixture.ts';

/**
 * Input PostgreSQL cannot store is refused with a sentence before any statement runs (server/http/unstorableInput.ts,
 * one hook for the whole app): text with NUL or half a surrogate pair anywhere in the query or the body, and a
 * number past the largest double ("1e309" is Infinity).
 */
describe('input the database cannot store', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let member: TestUser;
  beforeAll(async () => {
    const opened = await openTestApp();
    ({ app, close } = opened);
    member = await createUser(opened.db);
    await insertChannels(opened.db, [{ id: 1, name: 'Channel One', url: 'https://www.youtube.com/@ChannelOne' }]);
    await insertRecaps(opened.db, [{ id: 1, video_id: 'recap000001', channel_id: 1, title: 'First recap', series_name: 'First' }]);
  });
  afterAll(() => close());

  const answer = async (request: InjectOptions) => {
    const response = await app.inject(request);
    return { status: response.statusCode, error: response.json().error as string | undefined };
  };

  it('refuses text with NUL in the query or the body, and takes the same text without it', async () => {
    expect(await answer({ url: '/api/recaps?search=to%00wer' })).toEqual({ status: 400, error: 'Text cannot contain NUL characters' });
    expect(await answer({ url: '/api/recaps?search=tower' })).toEqual({ status: 200, error: undefined });
    const suggest = (name: string) =>
      answer({ method: 'POST', url: '/api/suggestions', cookies: member.cookies, payload: { recap_id: 1, suggested_series_name: name } });
    expect(await suggest('Better\u0000Name')).toEqual({ status: 400, error: 'Text cannot contain NUL characters' });
    expect((await suggest('Better Name')).status).toBe(201);
  });

  it('refuses a number too large to be finite, and takes a large finite one', async () => {
    expect(await answer({ url: '/api/recaps?page=1e309' })).toEqual({ status: 400, error: 'Numbers must be finite' });
    expect(await answer({ url: '/api/series?page=1e309' })).toEqual({ status: 400, error: 'Numbers must be finite' });
    expect((await answer({ url: '/api/recaps?page=1e300' })).error).not.toBe('Numbers must be finite');
  });
});

const NUL_REFUSED = 'Text cannot contain NUL characters';
const SURROGATE_REFUSED = 'Text cannot contain unpaired surrogate characters';

/** The body with every text in it (nested ones too) made hostile. */
function hostile(value: unknown, spoil: (text: string) => string): unknown {
  if (typeof value === 'string') return spoil(value);
  if (Array.isArray(value)) return value.map((item) => hostile(item, spoil));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, hostile(item, spoil)]));
  return value;
}

describe('a hostile body on any route', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let member: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    const opened = await openTestApp();
    ({ app, close } = opened);
    member = await createUser(opened.db);
    admin = await createUser(opened.db, { isAdmin: true });
    await insertAccessFixture(opened.db);
  });
  afterAll(() => close());

  // Every route that takes text in its body, called by someone it lets in, so the body is what is judged.
  const hasText = (value: unknown): boolean =>
    typeof value === 'string' || (typeof value === 'object' && value !== null && Object.values(value).some(hasText));
  const rows = ACCESS_TABLE.filter((row) => hasText(row.body));
  const kinds = [
    { name: 'NUL', spoil: (text: string) => `${text}\u0000`, refusal: NUL_REFUSED },
    { name: 'a lone surrogate', spoil: (text: string) => `${text}\ud800`, refusal: SURROGATE_REFUSED },
  ];
  it.each(rows.flatMap((row) => kinds.map((kind) => [`${row.method} ${row.route} with ${kind.name}`, row, kind] as const)))(
    '%s is a 400 with a sentence, never a 5xx',
    async (_name, row, kind) => {
      const caller = row.access === 'admin' ? admin : row.access === 'public' ? null : member;
      const response = await app.inject({
        method: row.method,
        url: row.url.replace('{memberId}', String(member.id)),
        cookies: caller?.cookies,
        payload: JSON.stringify(hostile(row.body, kind.spoil)),
        headers: { 'content-type': 'application/json' },
      });
      const { error } = response.json() as { error: string };
      expect(response.statusCode).toBe(400);
      // The refusal, or the field's own rule when the route's schema judges the text first (a username, one of a list).
      if (error !== kind.refusal) expect(error).toMatch(/^[\w.]+ (is not valid|must be one of: .+)\.$/);
    },
  );

  it('lets through a request with no body to look into (a GET)', async () => {
    expect((await app.inject({ url: '/api/recaps/1' })).statusCode).toBe(200);
  });

  it('a surrogate pair (an emoji) is text like any other', async () => {
    const search = await app.inject({ url: `/api/recaps?search=${encodeURIComponent('tower \u{1F409}')}` });
    expect(search.statusCode).toBe(200);
    const suggestion = await app.inject({
      method: 'POST', url: '/api/suggestions', cookies: member.cookies, payload: { recap_id: 1, suggested_series_name: 'Dragon \u{1F409}' },
    });
    expect(suggestion.statusCode).toBe(201);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { openTestApp } from './support/testApp.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';

/**
 * Input PostgreSQL cannot store is refused with a sentence before any statement runs (server/db/queries/text.ts):
 * text with NUL anywhere in the query or the body, and a number past the largest double ("1e309" is Infinity).
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

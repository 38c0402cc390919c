import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_API_KEY, FakeYoutube } from './fakeYoutube.ts';

/** Every "path: type" of a JSON value, array elements folded into "[]". */
function shapeOf(value: unknown, path = '$', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    into.add(`${path}: array`);
    for (const element of value) shapeOf(element, `${path}[]`, into);
  } else if (value !== null && typeof value === 'object') {
    into.add(`${path}: object`);
    for (const [key, child] of Object.entries(value)) shapeOf(child, `${path}.${key}`, into);
  } else {
    into.add(`${path}: ${value === null ? 'null' : typeof value}`);
  }
  return into;
}

const documented = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/youtube/documented/${name}.json`, import.meta.url), 'utf8')) as unknown;

describe('the fake API answers in the documented shapes', () => {
  let fake: FakeYoutube;
  beforeAll(async () => {
    fake = await new FakeYoutube().start();
  });
  afterAll(async () => {
    await fake.stop();
  });
  const get = async (path: string) => {
    const response = await fetch(`${fake.apiBase}/${path}${path.includes('?') ? '&' : '?'}key=${FAKE_API_KEY}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const channelId = 'UCmVaultRecapsEn00000001';
  const videoId = () => fake.channel(channelId).uploads[0].id;

  it.each([
    ['channels.list', () => `channels?part=snippet,contentDetails,statistics&id=${channelId}`],
    ['playlistItems.list', () => `playlistItems?part=snippet,contentDetails,status&playlistId=UU${channelId.slice(2)}&maxResults=50`],
    ['videos.list', () => `videos?part=snippet,contentDetails,statistics,status&id=${videoId()}`],
    ['search.list', () => `search?part=snippet&type=channel&q=manhwa%20recap&relevanceLanguage=en`],
  ])('%s', async (name, path) => {
    const { status, body } = await get(path());
    expect(status).toBe(200);
    const missing = [...shapeOf(documented(name))].filter((entry) => !shapeOf(body).has(entry));
    expect(missing).toEqual([]);
  });

  it('the quotaExceeded error', async () => {
    fake.dailyQuota = fake.quotaUsed;
    const { status, body } = await get(`videos?part=snippet&id=${videoId()}`);
    expect(status).toBe(403);
    expect([...shapeOf(documented('error.quotaExceeded'))].filter((entry) => !shapeOf(body).has(entry))).toEqual([]);
    expect(body).toMatchObject({ error: { errors: [{ reason: 'quotaExceeded' }] } });
    fake.dailyQuota = 10_000;
  });

  it('rejects a missing or wrong API key like the real API', async () => {
    const response = await fetch(`${fake.apiBase}/channels?part=snippet&id=${channelId}&key=wrong`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { errors: [{ reason: 'keyInvalid' }] } });
  });
});

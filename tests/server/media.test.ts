import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';

const JPEG_MAGIC = [0xff, 0xd8, 0xff];

describe('media routes', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let close: () => Promise<void>;
  let channelId: number;
  let imagelessChannelId: number;
  beforeAll(async () => {
    const opened = await openTestApp();
    ({ app, close } = opened);
    dataDir = path.dirname(opened.mailDir);
    const channelIds = await insertChannels(opened.db, [
      { name: 'Manhwa Recapped', language: 'en' }, { name: '웹툰 몰아보기', language: 'ko' }, { name: 'No Picture', language: 'en' },
    ]);
    channelId = channelIds[0]!;
    imagelessChannelId = channelIds[2]!;
    await opened.db.query('INSERT INTO missing_channel_images (channel_id) VALUES ($1)', [imagelessChannelId]);
    await insertRecaps(opened.db, [
      { video_id: 'abcDEF_12-x', channel_id: channelId, title: 'Weak Boy Awakens SSS-Rank Power (Full Recap Ch. 1-120)', series_name: 'Solo Max-Level Newbie', duration: 8000 },
      { video_id: 'koreanTitle', channel_id: channelIds[1]!, title: '약한 소년이 SSS급 힘을 각성하다', series_name: null, duration: 900 },
    ]);
  });
  afterAll(() => close());

  async function expectJpeg(url: string, width: number, height: number) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual(JPEG_MAGIC);
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', width, height]);
    return response;
  }

  it('renders a 480x270 JPEG thumbnail for a recap that exists, in Latin and other scripts', async () => {
    await expectJpeg('/media/thumbnails/abcDEF_12-x.jpg', 480, 270);
    await expectJpeg('/media/thumbnails/koreanTitle.jpg', 480, 270);
  });

  it('keeps rendered thumbnails on disk and serves the same bytes again', async () => {
    const first = await expectJpeg('/media/thumbnails/abcDEF_12-x.jpg', 480, 270);
    const cached = readdirSync(path.join(dataDir, 'media', 'thumbnails'));
    expect(cached.some((file) => file.startsWith('abcDEF_12-x-') && file.endsWith('.jpg'))).toBe(true);
    const second = await app.inject({ url: '/media/thumbnails/abcDEF_12-x.jpg' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('answers 304 when the browser already holds the same image', async () => {
    const first = await app.inject({ url: '/media/thumbnails/abcDEF_12-x.jpg' });
    const again = await app.inject({ url: '/media/thumbnails/abcDEF_12-x.jpg', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 JSON for an unknown video id and for malformed file names', async () => {
    for (const file of ['zzzzzzzzzzz.jpg', 'abc.jpg', 'abcDEF_12-x.png', 'abcDEF_12-x', '..%2F..%2Fetc%2Fpasswd', 'abcDEF_12-xx.jpg', 'abcDEF%2012x.jpg']) {
      const response = await app.inject({ url: `/media/thumbnails/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json().error, file).toEqual(expect.any(String));
    }
  });

  it('renders a 176x176 JPEG avatar for an existing channel', async () => {
    await expectJpeg(`/media/channels/${channelId}.jpg`, 176, 176);
    await expectJpeg(`/media/channels/${channelId + 1}.jpg`, 176, 176);
    expect(existsSync(path.join(dataDir, 'media', 'channels'))).toBe(true);
  });

  it('answers 404 for a channel without an image, an unknown channel, and malformed ids', async () => {
    for (const file of [`${imagelessChannelId}.jpg`, '999999.jpg', '0.jpg', '-1.jpg', 'abc.jpg', '99999999999.jpg', '2147483648.jpg', `${channelId}.png`]) {
      const response = await app.inject({ url: `/media/channels/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json().error, file).toEqual(expect.any(String));
    }
  });
});

describe('thumbnail cache size', () => {
  const CAP_BYTES = 1024 * 1024;
  let app: FastifyInstance;
  let folder: string;
  let close: () => Promise<void>;
  // Far more recaps than a 1 MB cap holds at some 14 KB a thumbnail.
  const videoIds = Array.from({ length: 110 }, (_, index) => `capped${String(index).padStart(5, '0')}`);
  beforeAll(async () => {
    const opened = await openTestApp({ env: { THUMBNAIL_CACHE_MB: '1' } });
    ({ app, close } = opened);
    folder = path.join(path.dirname(opened.mailDir), 'media', 'thumbnails');
    const [channelId] = await insertChannels(opened.db, [{ name: 'Capped Channel', language: 'en' }]);
    await insertRecaps(opened.db, videoIds.map((video_id, index) => ({
      video_id, channel_id: channelId!, title: `Recap number ${index} of a long series (Ch. 1-${index + 10})`, series_name: `Series ${index}`,
    })));
  });
  afterAll(() => close());

  function cachedBytes(): { names: string[]; total: number } {
    const names = readdirSync(folder);
    return { names, total: names.reduce((sum, name) => sum + statSync(path.join(folder, name)).size, 0) };
  }

  it('keeps the rendered thumbnails under THUMBNAIL_CACHE_MB, the least recently used out first', async () => {
    const [firstUsed, keptInUse] = videoIds;
    for (const videoId of videoIds) {
      const response = await app.inject({ url: `/media/thumbnails/${videoId}.jpg` });
      expect(response.statusCode, videoId).toBe(200);
      // keptInUse is read again all along, so it is never the least recently used one.
      await app.inject({ url: `/media/thumbnails/${keptInUse}.jpg` });
    }
    const { names, total } = cachedBytes();
    expect(total).toBeLessThanOrEqual(CAP_BYTES);
    expect(names.some((name) => name.startsWith(`${firstUsed}-`))).toBe(false);
    expect(names.some((name) => name.startsWith(`${keptInUse}-`))).toBe(true);
    expect(names.some((name) => name.startsWith(`${videoIds.at(-1)}-`))).toBe(true);
    // An evicted thumbnail is rendered again, the same picture.
    const again = await app.inject({ url: `/media/thumbnails/${firstUsed}.jpg` });
    expect([again.statusCode, [...again.rawPayload.subarray(0, 3)]]).toEqual([200, JPEG_MAGIC]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannel, insertRecaps } from './support/factories.ts';

/** The channel page's header (GET /channels/:id) and its list (GET /recaps?channel_id) count the same recaps. */
describe("a channel's videos agree with its list", () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let channelId: number;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    // The video site counts 340 uploads; the catalogue holds four of them, one private and one in error.
    channelId = await insertChannel(db, { name: 'Counted Recaps', total_videos: 340 });
    await insertRecaps(db, [
      { video_id: 'countedVid01', channel_id: channelId, title: 'Shown one' },
      { video_id: 'countedVid02', channel_id: channelId, title: 'Shown two', status: 'Ongoing' },
      { video_id: 'countedVid03', channel_id: channelId, title: 'Dimmed private', status: 'private' },
      { video_id: 'countedVid04', channel_id: channelId, title: 'Dimmed error', status: 'error' },
    ]);
  });
  afterAll(() => close());

  const header = async () => (await app.inject({ url: `/api/channels/${channelId}` })).json().total_videos;
  const listed = async () => (await app.inject({ url: `/api/recaps?channel_id=${channelId}` })).json().total;
  const card = async () =>
    (await app.inject({ url: '/api/channels?search=Counted' })).json().data.find((c: { id: number }) => c.id === channelId).total_videos;

  it('counts the private and error recaps the list shows dimmed, not the video site\'s uploads', async () => {
    expect(await listed()).toBe(4);
    expect(await header()).toBe(4);
    expect(await card()).toBe(4);
  });

  it('moves with the list when a recap is added, removed or moved to another channel', async () => {
    const other = await insertChannel(db, { name: 'Other Recaps' });
    await insertRecaps(db, [{ video_id: 'countedVid05', channel_id: channelId, title: 'Added later' }]);
    await db.query("DELETE FROM recaps WHERE video_id = 'countedVid01'");
    await db.query("UPDATE recaps SET channel_id = $1 WHERE video_id = 'countedVid02'", [other]);
    expect(await listed()).toBe(3);
    expect(await header()).toBe(3);
    expect(await card()).toBe(3);
  });
});

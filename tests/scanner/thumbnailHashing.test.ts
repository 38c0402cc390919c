import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { computePerceptualHash, hashToHex } from '../../server/scanner/perceptualHash.ts';
import { hashNewThumbnails } from '../../server/scanner/thumbnailHashing.ts';
import { insertChannel, insertRecaps } from '../server/support/factories.ts';
import { FakeYoutube } from './fakeYoutube.ts';
import { smallCatalogue } from './support/smallCatalogue.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let fake: FakeYoutube;
let db: TestDatabase;
let channelId: number;
let origin: string;
beforeAll(async () => {
  fake = await new FakeYoutube(smallCatalogue(60)).start();
  origin = new URL(fake.apiBase).origin;
});
afterAll(async () => {
  await fake.stop();
});
beforeEach(async () => {
  fake.reset(smallCatalogue(60));
  db = await openTestDatabase();
  channelId = await insertChannel(db);
});
afterEach(async () => {
  await db.close();
});

const videos = () => [...fake.catalogue.videos.values()];
const pictureOf = (videoId: string) => `${origin}/vi/${videoId}/hqdefault.jpg`;

/** Recaps of the first `count` fake videos with their pictures on the fake's host; answers their ids. */
async function recapsWithPictures(count: number, thumbnail = (videoId: string) => pictureOf(videoId)): Promise<number[]> {
  return insertRecaps(db, videos().slice(0, count).map((video) => ({ channel_id: channelId, video_id: video.id, title: video.title, thumbnail_url: thumbnail(video.id) })));
}

async function hashes() {
  const { rows } = await db.query<{ recap_id: number; thumbnail_url: string; phash: string; matched_at: Date | null }>(
    'SELECT recap_id, thumbnail_url, phash, matched_at FROM thumbnail_hashes ORDER BY recap_id',
  );
  return rows;
}

const hashing = (options: Parameters<typeof hashNewThumbnails>[1] = {}) => hashNewThumbnails(db, { extraOrigins: [origin], ...options });

describe('hashNewThumbnails', () => {
  it("stores the perceptual hash of each recap's picture, fetched once, waiting to be matched", async () => {
    const ids = await recapsWithPictures(3);
    expect(await hashing()).toEqual({ hashed: 3, failed: 0 });
    const picture = Buffer.from(await (await fetch(pictureOf(videos()[0].id))).arrayBuffer());
    const stored = await hashes();
    expect(stored.map((row) => [row.recap_id, row.thumbnail_url, row.matched_at])).toEqual(ids.map((id, i) => [id, pictureOf(videos()[i].id), null]));
    expect(stored[0].phash).toBe(hashToHex(await computePerceptualHash(picture)));
    const fetched = fake.countRequests('thumbnail');
    expect(fetched).toBe(4);
    expect(await hashing()).toEqual({ hashed: 0, failed: 0 });
    expect(fake.countRequests('thumbnail')).toBe(fetched);
  });

  it('hashes a changed picture again and has it matched again', async () => {
    const [id] = await recapsWithPictures(1);
    await hashing();
    await db.query(`UPDATE thumbnail_hashes SET matched_at = now(), phash = '0000000000000000'`);
    const other = videos()[5].id;
    await db.query(`UPDATE recaps SET thumbnail_url = $1 WHERE id = $2`, [pictureOf(other), id]);
    expect(await hashing()).toEqual({ hashed: 1, failed: 0 });
    const [row] = await hashes();
    expect(row).toMatchObject({ thumbnail_url: pictureOf(other), matched_at: null });
    expect(row.phash).not.toBe('0000000000000000');
  });

  it('leaves out recaps without a web address, and videos gone or private', async () => {
    const ids = await recapsWithPictures(4, (videoId) => (videoId === videos()[0].id ? 'ftp://example.com/x.jpg' : pictureOf(videoId)));
    await db.query(`INSERT INTO scanned_videos (recap_id, video_id, availability) VALUES ($1, $2, 'private'), ($3, $4, 'gone'), ($5, $6, 'public')`, [
      ids[1], videos()[1].id, ids[2], videos()[2].id, ids[3], videos()[3].id,
    ]);
    expect(await hashing()).toEqual({ hashed: 1, failed: 0 });
    expect((await hashes()).map((row) => row.recap_id)).toEqual([ids[3]]);
  });

  it('counts and logs a picture it could not fetch, and tries it again next time', async () => {
    const [id] = await recapsWithPictures(1, () => `${origin}/vi/nothing0000/hqdefault.jpg`);
    const lines: string[] = [];
    expect(await hashing({ log: (line) => lines.push(line) })).toEqual({ hashed: 0, failed: 1 });
    expect(lines).toEqual([`thumbnail of recap ${id} not hashed (${origin}/vi/nothing0000/hqdefault.jpg): HTTP 404`]);
    expect(await hashing()).toEqual({ hashed: 0, failed: 1 });
  });

  it('fetches only from the picture hosts and the origins it is given', async () => {
    await recapsWithPictures(1);
    const lines: string[] = [];
    expect(await hashNewThumbnails(db, { log: (line) => lines.push(line) })).toEqual({ hashed: 0, failed: 1 });
    expect(lines[0]).toMatch(/: not a picture host of the video site: http:\/\/127\.0\.0\.1:\d+$/);
    expect(fake.countRequests('thumbnail')).toBe(0);
  });

  it('hashes at most `limit` recaps, in the order of their ids', async () => {
    const ids = await recapsWithPictures(3);
    expect(await hashing({ limit: 2 })).toEqual({ hashed: 2, failed: 0 });
    expect((await hashes()).map((row) => row.recap_id)).toEqual(ids.slice(0, 2));
  });

  it('beats the heart every 50 pictures, failed ones counted, when there is a heart to beat', async () => {
    // The last two pictures are missing: 48 hashed, then 2 failed, the 50th done is a failure.
    const ids = await recapsWithPictures(50);
    await db.query(`UPDATE recaps SET thumbnail_url = $1 WHERE id = ANY($2)`, [`${origin}/vi/nothing0000/hqdefault.jpg`, ids.slice(48)]);
    expect(await hashing({ concurrency: 1 })).toEqual({ hashed: 48, failed: 2 });
    await db.query('DELETE FROM thumbnail_hashes');
    const beats: number[] = [];
    const counts = await hashing({ concurrency: 1, onProgress: async () => void beats.push((await hashes()).length) });
    expect(counts).toEqual({ hashed: 48, failed: 2 });
    expect(beats).toEqual([48]);
  });

  it('fetches four pictures at a time unless told', async () => {
    await recapsWithPictures(8);
    let inFlight = 0;
    let most = 0;
    const counting: typeof fetch = async (input, init) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    expect(await hashing({ fetchImpl: counting })).toEqual({ hashed: 8, failed: 0 });
    expect(most).toBe(4);
    await db.query('DELETE FROM thumbnail_hashes');
    most = 0;
    await hashing({ fetchImpl: counting, concurrency: 1 });
    expect(most).toBe(1);
  });
});

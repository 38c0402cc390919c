import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchNewThumbnails } from '../../server/scanner/thumbnailMatcher.ts';
import { insertChannel, insertRecaps } from '../server/support/factories.ts';
import { countRows } from './support/scanHarness.ts';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.ts';

let db: TestDatabase;
let channelId: number;
beforeEach(async () => {
  db = await openTestDatabase();
  channelId = await insertChannel(db);
});
afterEach(async () => {
  await db.close();
});

interface Thumbnail {
  id: number;
  title: string;
  series: string | null;
  /** seconds; 0 when unknown */
  duration: number;
  /** 16 hexadecimal digits */
  phash: string;
  /** Compared before: only new thumbnails are compared. */
  matched?: boolean;
}

/** Recaps with these ids and their hashed thumbnails, hashed in the order given. */
async function hashed(thumbnails: Thumbnail[]): Promise<void> {
  await insertRecaps(
    db,
    thumbnails.map((t) => ({ id: t.id, channel_id: channelId, video_id: `video${String(t.id).padStart(6, '0')}`, title: t.title, series_name: t.series, duration: t.duration })),
  );
  await db.query(
    `INSERT INTO thumbnail_hashes (recap_id, thumbnail_url, phash, matched_at)
     SELECT id, url, phash, matched FROM unnest($1::int[], $2::text[], $3::text[], $4::timestamptz[]) WITH ORDINALITY AS t(id, url, phash, matched, n) ORDER BY n`,
    [
      thumbnails.map((t) => t.id),
      thumbnails.map((t) => `https://i.ytimg.com/vi/${t.id}/hqdefault.jpg`),
      thumbnails.map((t) => t.phash),
      thumbnails.map((t) => (t.matched ? '2024-01-01T00:00:00Z' : null)),
    ],
  );
}

async function matches() {
  const { rows } = await db.query<{ recap_id_1: number; recap_id_2: number; match_type: string; confidence: string; similarity_score: number }>(
    'SELECT recap_id_1, recap_id_2, match_type, confidence, similarity_score FROM thumbnail_matches ORDER BY id',
  );
  return rows.map((row) => [row.recap_id_1, row.recap_id_2, row.match_type, row.confidence, Number(row.similarity_score.toFixed(4))]);
}

const unmatched = () => countRows(db, 'SELECT count(*) FROM thumbnail_hashes WHERE matched_at IS NULL');

/** A hash with the first `bits` bits of its lower 32 set: that many bits from the zero hash. */
const bitsFromZero = (bits: number) => `00000000${(2 ** bits - 1).toString(16).padStart(8, '0')}`;
const ZERO = '0000000000000000';

describe('matchNewThumbnails', () => {
  it('pairs pictures up to 14 bits apart and no farther: the similar-picture band', async () => {
    await hashed([
      { id: 1, title: 'Solo Leveling Recap Part 1', series: 'Solo Leveling', duration: 5000, phash: ZERO, matched: true },
      { id: 2, title: 'Solo Leveling Recap Part 2', series: 'Solo Leveling', duration: 6000, phash: bitsFromZero(14) },
      { id: 3, title: 'Solo Leveling Recap Part 3', series: 'Solo Leveling', duration: 7000, phash: bitsFromZero(15) },
    ]);
    const counts = await matchNewThumbnails(db);
    // 2 is 14 bits from 1; 3 is 15 bits from 1 and 1 bit from 2. Each new thumbnail's neighbours are stored nearest first.
    expect(await matches()).toEqual([
      [2, 3, 'SAME_SERIES', 'HIGH', 0.9844],
      [1, 2, 'SAME_SERIES', 'MEDIUM', 0.7813],
    ]);
    expect(counts).toEqual({ compared: 2, matchesStored: 2, byType: { SAME_SERIES: 2 } });
  });

  it('does not pair pictures 15 bits apart, however alike their names and durations', async () => {
    await hashed([
      { id: 1, title: 'Solo Leveling Recap', series: 'Solo Leveling', duration: 5000, phash: ZERO },
      { id: 2, title: 'Solo Leveling Recap', series: 'Solo Leveling', duration: 5000, phash: bitsFromZero(15) },
    ]);
    expect(await matchNewThumbnails(db)).toEqual({ compared: 2, matchesStored: 0, byType: {} });
    expect(await matches()).toEqual([]);
    expect(await unmatched()).toBe(0);
  });

  it("stores each verdict with both recaps, the smaller id first, the type, the confidence and the pictures' similarity", async () => {
    // The new thumbnail has the smaller id; the one it meets was compared before.
    await hashed([
      { id: 9, title: 'Tower of God Recap', series: 'Tower of God', duration: 4000, phash: bitsFromZero(2), matched: true },
      { id: 4, title: 'Tower of God Recap (re-upload)', series: 'Tower of God', duration: 4001, phash: ZERO },
    ]);
    expect(await matchNewThumbnails(db)).toEqual({ compared: 1, matchesStored: 1, byType: { EXACT_DUPLICATE: 1 } });
    expect(await matches()).toEqual([[4, 9, 'EXACT_DUPLICATE', 'HIGH', 0.9688]]);
  });

  it('counts each type it stored, and stores nothing for a pair not worth a look', async () => {
    await hashed([
      { id: 1, title: 'Eleceed Recap', series: 'Eleceed', duration: 100, phash: ZERO },
      { id: 2, title: 'Lookism Recap', series: 'Lookism', duration: 900, phash: bitsFromZero(3) },
      { id: 3, title: 'A Boy Recap', series: null, duration: 2000, phash: '00000fff00000000' },
      { id: 4, title: 'Eleceed Recap again', series: 'Eleceed', duration: 101, phash: bitsFromZero(1) },
    ]);
    const counts = await matchNewThumbnails(db);
    expect(await matches()).toEqual([
      [1, 4, 'EXACT_DUPLICATE', 'HIGH', 0.9844],
      [1, 2, 'DIFFERENT', 'MEDIUM', 0.9531],
      [2, 4, 'DIFFERENT', 'MEDIUM', 0.9688],
    ]);
    expect(counts).toEqual({ compared: 4, matchesStored: 3, byType: { DIFFERENT: 2, EXACT_DUPLICATE: 1 } });
    // 3 is 12 to 15 bits from the others with no series name and another duration: no verdict, still compared.
    expect(await unmatched()).toBe(0);
  });

  it('stores a pair once when both sides are new, comparing the new ones by recap id', async () => {
    // Hashed in the reverse order of their ids: compared from the smallest id.
    await hashed([3, 2, 1].map((id) => ({ id, title: `Nano Machine Recap ${id}`, series: 'Nano Machine', duration: id * 1000, phash: ZERO })));
    const counts = await matchNewThumbnails(db);
    expect(await matches()).toEqual([
      [1, 2, 'SAME_SERIES', 'HIGH', 1],
      [1, 3, 'SAME_SERIES', 'HIGH', 1],
      [2, 3, 'SAME_SERIES', 'HIGH', 1],
    ]);
    expect(counts).toEqual({ compared: 3, matchesStored: 3, byType: { SAME_SERIES: 3 } });
  });

  it('compares only thumbnails not compared yet, and does nothing when there are none', async () => {
    await hashed([
      { id: 1, title: 'Solo Leveling Recap 1', series: 'Solo Leveling', duration: 1000, phash: ZERO, matched: true },
      { id: 2, title: 'Solo Leveling Recap 2', series: 'Solo Leveling', duration: 2000, phash: ZERO, matched: true },
    ]);
    let beats = 0;
    expect(await matchNewThumbnails(db, async () => void (beats += 1))).toEqual({ compared: 0, matchesStored: 0, byType: {} });
    expect(await matches()).toEqual([]);
    expect(beats).toBe(0);
    // A match an admin deleted is not made again: the pair's thumbnails were compared.
    await db.query(`INSERT INTO thumbnail_matches (recap_id_1, recap_id_2, match_type, confidence, similarity_score) VALUES (1, 2, 'DIFFERENT', 'LOW', 0.5)`);
    await db.query(`UPDATE thumbnail_hashes SET matched_at = NULL WHERE recap_id = 2`);
    expect(await matchNewThumbnails(db)).toEqual({ compared: 1, matchesStored: 0, byType: {} });
    expect(await matches()).toEqual([[1, 2, 'DIFFERENT', 'LOW', 0.5]]);
  });

  it('beats the heart at the 500th thumbnail compared, after marking it', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({
      id: i + 1,
      title: `Recap ${i}`,
      series: null,
      duration: 0,
      // Far apart from one another: the lower half counts up, the upper half repeats its complement.
      phash: `${(0xffffffff - i * 4099).toString(16).padStart(8, '0')}${(i * 4099).toString(16).padStart(8, '0')}`,
    }));
    await hashed(many);
    const seen: number[] = [];
    const counts = await matchNewThumbnails(db, async () => {
      seen.push(500 - (await unmatched()));
    });
    expect(counts.compared).toBe(500);
    expect(seen).toEqual([500]);
  });
});

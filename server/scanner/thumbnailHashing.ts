import type { Queryable } from './scannerDb.ts';
import { computePerceptualHash, hashToHex } from './perceptualHash.ts';
import { fetchThumbnail } from './thumbnailFetch.ts';

/**
 * Fetches each recap thumbnail not hashed yet (or whose URL changed) exactly once and stores
 * its perceptual hash. Thumbnails live on the video site's image host, outside the API quota.
 * Only pictures of available videos on the site's picture hosts are fetched (thumbnailFetch.ts);
 * a failed fetch is retried on a later run.
 */
export interface HashingCounts {
  hashed: number;
  failed: number;
}

export interface HashingOptions {
  fetchImpl?: typeof fetch;
  /** Origins fetched besides the video site's picture hosts (see thumbnailFetch.ts). */
  extraOrigins?: readonly string[];
  concurrency?: number;
  limit?: number;
  log?: (line: string) => void;
  /** Called every 50 thumbnails: the run's heartbeat, so a long first hashing is not taken for a dead run. */
  onProgress?: () => Promise<void>;
}

export async function hashNewThumbnails(db: Queryable, options: HashingOptions = {}): Promise<HashingCounts> {
  const { rows } = await db.query<{ id: number; thumbnail_url: string }>(
    `SELECT r.id, r.thumbnail_url FROM recaps r
       LEFT JOIN thumbnail_hashes h ON h.recap_id = r.id
       LEFT JOIN scanned_videos s ON s.recap_id = r.id
      WHERE r.thumbnail_url ~ '^https?://' AND (h.recap_id IS NULL OR h.thumbnail_url <> r.thumbnail_url)
        -- The picture of a video that is private or gone is not served any more.
        AND (s.availability IS NULL OR s.availability = 'public')
      ORDER BY r.id
      LIMIT $1`,
    [options.limit ?? 1_000_000],
  );
  const counts: HashingCounts = { hashed: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const recap = rows[next++];
      try {
        const picture = await fetchThumbnail(recap.thumbnail_url, { fetchImpl: options.fetchImpl, extraOrigins: options.extraOrigins });
        const hash = await computePerceptualHash(picture);
        await db.query(
          `INSERT INTO thumbnail_hashes (recap_id, thumbnail_url, phash, matched_at) VALUES ($1, $2, $3, NULL)
           ON CONFLICT (recap_id) DO UPDATE SET thumbnail_url = EXCLUDED.thumbnail_url, phash = EXCLUDED.phash, computed_at = now(), matched_at = NULL`,
          [recap.id, recap.thumbnail_url, hashToHex(hash)],
        );
        counts.hashed += 1;
      } catch (error) {
        counts.failed += 1;
        options.log?.(`thumbnail of recap ${recap.id} not hashed (${recap.thumbnail_url}): ${error instanceof Error ? error.message : String(error)}`);
      }
      if ((counts.hashed + counts.failed) % 50 === 0) await options.onProgress?.();
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return counts;
}

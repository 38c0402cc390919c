import type { ScannerDb } from './scannerDb.ts';
import { HammingIndex } from './hammingIndex.ts';
import { classifyMatch, SIMILAR_PICTURE_MAX_DISTANCE, type MatchCandidate } from './matchClassifier.ts';
import { hashFromHex } from './perceptualHash.ts';

/**
 * Compares every newly hashed thumbnail with all stored hashes through the multi-index
 * (never pair by pair), classifies each near neighbour and stores the verdicts as thumbnail
 * matches. A hash is marked matched in the same transaction as its matches, so a crash in
 * between repeats the work instead of losing it; a pair is stored once whichever side is new.
 * Matches an admin deleted are not recreated: only new or changed thumbnails are compared.
 */
export interface MatchingCounts {
  compared: number;
  matchesStored: number;
  byType: Record<string, number>;
}

interface HashRow {
  recap_id: number;
  phash: string;
  matched_at: string | Date | null;
  title: string;
  series_name: string | null;
  duration: number | null;
}

/** `onProgress` is called every 500 thumbnails compared (the run's heartbeat). */
export async function matchNewThumbnails(db: ScannerDb, onProgress?: () => Promise<void>): Promise<MatchingCounts> {
  const counts: MatchingCounts = { compared: 0, matchesStored: 0, byType: {} };
  const waiting = await db.query(`SELECT 1 FROM thumbnail_hashes WHERE matched_at IS NULL LIMIT 1`);
  if (waiting.rows.length === 0) return counts;
  const { rows } = await db.query<HashRow>(
    `SELECT h.recap_id, h.phash, h.matched_at, r.title, r.series_name, r.duration
       FROM thumbnail_hashes h JOIN recaps r ON r.id = h.recap_id`,
  );
  const pending = rows.filter((row) => row.matched_at === null).sort((a, b) => a.recap_id - b.recap_id);

  const index = new HammingIndex(SIMILAR_PICTURE_MAX_DISTANCE);
  const byRecap = new Map<number, HashRow>();
  for (const row of rows) {
    index.add(row.recap_id, hashFromHex(row.phash));
    byRecap.set(row.recap_id, row);
  }
  const candidate = (row: HashRow): MatchCandidate => ({ title: row.title, seriesName: row.series_name, duration: row.duration });

  for (const row of pending) {
    counts.compared += 1;
    const verdicts = index
      .search(hashFromHex(row.phash))
      .filter((neighbour) => neighbour.id !== row.recap_id)
      .map((neighbour) => {
        const other = byRecap.get(neighbour.id)!;
        return { other, verdict: classifyMatch(neighbour.distance, candidate(other), candidate(row)) };
      });
    await db.transaction(async (tx) => {
      for (const { other, verdict } of verdicts) {
        if (!verdict) continue;
        const [first, second] = other.recap_id < row.recap_id ? [other.recap_id, row.recap_id] : [row.recap_id, other.recap_id];
        const inserted = await tx.query(
          `INSERT INTO thumbnail_matches (recap_id_1, recap_id_2, match_type, confidence, similarity_score)
           SELECT $1, $2, $3, $4, $5
            WHERE NOT EXISTS (SELECT 1 FROM thumbnail_matches
                               WHERE (recap_id_1 = $1 AND recap_id_2 = $2) OR (recap_id_1 = $2 AND recap_id_2 = $1))
           RETURNING id`,
          [first, second, verdict.matchType, verdict.confidence, verdict.similarityScore],
        );
        if (inserted.rows.length === 0) continue;
        counts.matchesStored += 1;
        counts.byType[verdict.matchType] = (counts.byType[verdict.matchType] ?? 0) + 1;
      }
      await tx.query(`UPDATE thumbnail_hashes SET matched_at = now() WHERE recap_id = $1`, [row.recap_id]);
    });
    if (counts.compared % 500 === 0) await onProgress?.();
  }
  return counts;
}

import type { Db, Queryable } from '../driver.ts';
import type { ImportChoice, ImportSummary, ShelfStatus } from '../../../src/api/types.ts';

/** A series an import may match and follow (IMPORTABLE). */
export interface ImportCandidate {
  id: number;
  slug: string;
  name: string;
  myanimelist: string | null;
  anilist: string | null;
}

// Not merged away, with a recap on an active channel (recap_count, the series list's own rule) that can be opened
// (languages holds the languages of those only, seriesFigures.ts): a series whose channels are all deactivated,
// or whose recaps are all private or in error, is never matched nor followed by an import.
const LISTED = 's.merged_into IS NULL AND s.recap_count > 0 AND cardinality(s.languages) > 0';
const CANDIDATE_COLUMNS = `s.id, s.slug, s.name, s.links->>'myanimelist' AS myanimelist, s.links->>'anilist' AS anilist`;

/** The listed series carrying one of these tracker ids: one read of the series table, whatever the list's length. */
export async function seriesByTrackerIds(db: Queryable, ids: { myanimelist: string[]; anilist: string[] }): Promise<ImportCandidate[]> {
  if (ids.myanimelist.length === 0 && ids.anilist.length === 0) return [];
  const { rows } = await db.query<ImportCandidate>(
    `SELECT ${CANDIDATE_COLUMNS} FROM series s
      WHERE ${LISTED} AND (s.links->>'myanimelist' = ANY($1::text[]) OR s.links->>'anilist' = ANY($2::text[]))`,
    [ids.myanimelist, ids.anilist],
  );
  return rows;
}

/** The listed series each of these name keys belongs to (a key names one series at most: series_aliases' key is unique). */
export async function seriesByNameKeys(db: Queryable, keys: string[]): Promise<Map<string, ImportCandidate>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.query<ImportCandidate & { key: string }>(
    `SELECT a.key, ${CANDIDATE_COLUMNS} FROM series_aliases a JOIN series s ON s.id = a.series_id
      WHERE a.key = ANY($1::text[]) AND ${LISTED}`,
    [keys],
  );
  return new Map(rows.map(({ key, ...candidate }) => [key, candidate]));
}

interface ChoiceState { slug: string; id: number; status: ShelfStatus | null; chapter: number | null }

/**
 * Follows the chosen series with their statuses and reading places, in one transaction and a few statements
 * whatever the count. A follow already as the file says is left alone, so the same file twice writes nothing
 * the second time; a reading place only moves forward (a member who read on past an old export keeps their place).
 * A slug that names no listed series any more (merged, hidden since the preview) is skipped.
 */
export async function applyImport(db: Db, userId: number, choices: readonly ImportChoice[]): Promise<ImportSummary> {
  const bySlug = new Map<string, ImportChoice>();
  for (const choice of choices) if (!bySlug.has(choice.slug)) bySlug.set(choice.slug, choice);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<ChoiceState>(
      `SELECT s.slug, s.id, f.status, p.chapter FROM series s
         LEFT JOIN series_follows f ON f.user_id = $1 AND f.series_id = s.id
         LEFT JOIN series_progress p ON p.user_id = $1 AND p.series_id = s.id
        WHERE s.slug = ANY($2::text[]) AND ${LISTED}`,
      [userId, [...bySlug.keys()]],
    );
    let followed = 0;
    let updated = 0;
    const follows: { id: number; status: ShelfStatus }[] = [];
    const places: { id: number; chapter: number }[] = [];
    for (const state of rows) {
      const choice = bySlug.get(state.slug)!;
      const newStatus = state.status !== choice.status;
      const newPlace = choice.chapters > 0 && (state.chapter === null || choice.chapters > Number(state.chapter));
      if (newStatus) follows.push({ id: state.id, status: choice.status });
      if (newPlace) places.push({ id: state.id, chapter: choice.chapters });
      if (state.status === null) followed++;
      else if (newStatus || newPlace) updated++;
    }
    if (follows.length > 0) {
      await tx.query(
        `INSERT INTO series_follows (user_id, series_id, status) SELECT $1, u.id, u.status FROM unnest($2::int[], $3::text[]) AS u(id, status)
         ON CONFLICT (user_id, series_id) DO UPDATE SET status = EXCLUDED.status, status_changed_at = now()
          WHERE series_follows.status <> EXCLUDED.status`,
        [userId, follows.map((f) => f.id), follows.map((f) => f.status)],
      );
    }
    if (places.length > 0) {
      await tx.query(
        `INSERT INTO series_progress (user_id, series_id, chapter) SELECT $1, u.id, u.chapter FROM unnest($2::int[], $3::float8[]) AS u(id, chapter)
         ON CONFLICT (user_id, series_id) DO UPDATE SET chapter = EXCLUDED.chapter, updated_at = now()
          WHERE series_progress.chapter < EXCLUDED.chapter`,
        [userId, places.map((p) => p.id), places.map((p) => p.chapter)],
      );
    }
    return { followed, updated, skipped: choices.length - followed - updated };
  });
}

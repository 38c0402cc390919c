import type { Queryable } from '../driver.ts';

export const MATCH_TYPES = ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT'] as const;
export const MATCH_SORTS = {
  date: 'm.created_at',
  similarity: 'm.similarity_score',
  type: 'm.match_type',
} as const;

export interface MatchListQuery {
  type?: (typeof MATCH_TYPES)[number];
  sort: keyof typeof MATCH_SORTS;
  order: 'asc' | 'desc';
}

/** At most `cap` matches of the filter, with the count of every type over all matches. */
export async function thumbnailMatchList(
  db: Queryable, { type, sort, order }: MatchListQuery, cap: number,
): Promise<{ matches: Record<string, unknown>[]; totals: Record<string, number> }> {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const params: unknown[] = [];
  let where = '';
  if (type) {
    params.push(type);
    where = 'WHERE m.match_type = $1';
  }
  const { rows } = await db.query(
    `SELECT m.id, m.match_type, m.confidence, round(m.similarity_score::numeric, 4)::float8 AS similarity_score, m.created_at,
            r1.video_id AS video_id_1, r1.title AS title_1, r1.series_name AS series_name_1, c1.name AS channel_name_1,
            r1.thumbnail_url AS thumbnail_url_1, r1.published_at AS published_at_1,
            r2.video_id AS video_id_2, r2.title AS title_2, r2.series_name AS series_name_2, c2.name AS channel_name_2,
            r2.thumbnail_url AS thumbnail_url_2, r2.published_at AS published_at_2
       FROM thumbnail_matches m
       JOIN recaps r1 ON r1.id = m.recap_id_1 JOIN channels c1 ON c1.id = r1.channel_id
       JOIN recaps r2 ON r2.id = m.recap_id_2 JOIN channels c2 ON c2.id = r2.channel_id
       ${where}
      ORDER BY ${MATCH_SORTS[sort]} ${direction}, m.id ${direction} LIMIT ${cap}`,
    params,
  );
  // Totals cover every match, not only the capped page, so the per-type counts stay true.
  const totals = await db.query<{ match_type: string; total: number }>(
    'SELECT match_type, count(*)::int AS total FROM thumbnail_matches GROUP BY match_type',
  );
  const byType: Record<string, number> = Object.fromEntries(MATCH_TYPES.map((matchType) => [matchType, 0]));
  for (const row of totals.rows) byType[row.match_type] = row.total;
  return { matches: rows, totals: byType };
}

/** false when there is no such match. */
export async function deleteThumbnailMatch(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM thumbnail_matches WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

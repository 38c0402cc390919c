import type { Queryable } from '../driver.ts';
import { MATCH_TYPES, type MatchSort } from '../../../src/domain/thumbnailMatches.ts';
import type { MatchType, SortOrder } from '../../../src/api/types.ts';
import type { ThumbnailMatch } from '../../../src/api/types.ts';
import type { ApiRow } from './apiRow.ts';

/**
 * The sort's own key first, then the other two (highest score, newest) so equal keys keep a stable, useful
 * order; the id last so pages never overlap. Type sorts by the spec's list, not alphabetically.
 */
const SORT_KEYS: Record<MatchSort, string> = {
  similarity: 'm.similarity_score',
  date: 'm.created_at',
  type: `array_position(ARRAY['${MATCH_TYPES.join("','")}']::text[], m.match_type::text)`,
};

export interface MatchListQuery {
  type?: MatchType;
  sort: MatchSort;
  order: SortOrder;
  page: number;
  limit: number;
}

export interface MatchListPage {
  matches: ApiRow<ThumbnailMatch>[];
  /** Matches of each type over all matches, whatever the filter. */
  totals: Record<string, number>;
  /** Matches under the filter. */
  total: number;
  /** The page answered: the one asked for, or the last one when fewer pages are left (after deletions). */
  page: number;
  hasMore: boolean;
}

/** One page of the matches of the filter, in the sort's order, with the count of every type over all matches. */
export async function thumbnailMatchList(db: Queryable, { type, sort, order, page, limit }: MatchListQuery): Promise<MatchListPage> {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const params: unknown[] = [];
  let where = '';
  if (type) {
    params.push(type);
    where = 'WHERE m.match_type = $1';
  }
  const totals = await db.query<{ match_type: string; total: number }>(
    'SELECT match_type, count(*)::int AS total FROM thumbnail_matches GROUP BY match_type',
  );
  const byType: Record<string, number> = Object.fromEntries(MATCH_TYPES.map((matchType) => [matchType, 0]));
  for (const row of totals.rows) byType[row.match_type] = row.total;
  const total = type ? byType[type] : Object.values(byType).reduce((sum, count) => sum + count, 0);
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const shownPage = Math.min(page, lastPage);
  const tieBreaks = Object.entries(SORT_KEYS)
    .filter(([key]) => key !== sort && key !== 'type')
    .map(([, column]) => `${column} DESC`);
  const { rows } = await db.query<ApiRow<ThumbnailMatch>>(
    `SELECT m.id, m.match_type, m.confidence, round(m.similarity_score::numeric, 4)::float8 AS similarity_score, m.created_at,
            r1.video_id AS video_id_1, r1.title AS title_1, r1.series_name AS series_name_1, c1.name AS channel_name_1,
            r1.thumbnail_url AS thumbnail_url_1, r1.published_at AS published_at_1,
            r2.video_id AS video_id_2, r2.title AS title_2, r2.series_name AS series_name_2, c2.name AS channel_name_2,
            r2.thumbnail_url AS thumbnail_url_2, r2.published_at AS published_at_2
       FROM thumbnail_matches m
       JOIN recaps r1 ON r1.id = m.recap_id_1 JOIN channels c1 ON c1.id = r1.channel_id
       JOIN recaps r2 ON r2.id = m.recap_id_2 JOIN channels c2 ON c2.id = r2.channel_id
       ${where}
      ORDER BY ${[`${SORT_KEYS[sort]} ${direction}`, ...tieBreaks, `m.id ${direction}`].join(', ')}
      LIMIT ${limit} OFFSET ${(shownPage - 1) * limit}`,
    params,
  );
  return { matches: rows, totals: byType, total, page: shownPage, hasMore: shownPage < lastPage };
}

/** false when there is no such match. */
export async function deleteThumbnailMatch(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM thumbnail_matches WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

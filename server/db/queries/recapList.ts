// An exact count of a common word's matches is slow at a million rows; beyond this the total is a floor.
export const RECAP_COUNT_CAP = 10_000;

// published_at is the only nullable sort column; NULLS LAST is spelled out only there, so the other
// columns' ascending indexes serve both directions (a backward scan yields DESC NULLS FIRST).
const NULLABLE_SORT_COLUMNS = new Set<string>(['r.published_at']);

export const RECAP_SORT_COLUMNS = {
  views: 'r.views',
  duration: 'r.duration',
  published_at: 'r.published_at',
  rating: 'r.avg_rating',
  like_count: 'r.like_count',
} as const;

/** GET /recaps's query string once the route's schema has validated it and filled the defaults. */
export interface RecapListQuery {
  page: number;
  limit: number;
  search?: string;
  sortBy: keyof typeof RECAP_SORT_COLUMNS;
  sortOrder: 'asc' | 'desc';
  channel_id?: number;
  channelId?: number;
  language?: string;
  min_duration?: number;
  max_duration?: number;
  ids?: string;
}

/**
 * $1 is always the caller's user id (null for a visitor), for `user_rating`. `published_at` is written as
 * JavaScript's toISOString writes it, so a page the database renders as JSON reads exactly like a recap the
 * server serializes itself.
 */
export const RECAP_COLUMNS = `r.id, r.video_id, r.title, r.description, r.series_name, r.thumbnail_url, r.preview_url, r.views,
  r.like_count, r.duration, to_char(r.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS published_at, r.status, r.channel_id, c.name AS channel_name, r.language,
  round(r.avg_rating::numeric, 2)::float8 AS avg_rating, r.rating_count,
  (SELECT rating FROM ratings WHERE recap_id = r.id AND user_id = $1::int) AS user_rating,
  round(r.avg_rating::numeric, 1)::float8 AS rating, r.genres, r.tags, r.chapters_covered`;

export interface RecapListSql {
  /** One page plus one row, so the caller knows whether more follow. */
  sql: string;
  /** The same page as one `RecapPageRow`: what GET /recaps runs. */
  pageSql: string;
  /** The number of matches, counted up to RECAP_COUNT_CAP; takes the same params. */
  countSql: string;
  params: unknown[];
  offset: number;
  /**
   * Whether both statements may run as named prepared statements on PostgreSQL (planned once per
   * connection). Only first pages, newest first, narrowed by language or channel at most: every such plan
   * walks one composite index whatever the values, so one plan fits all; a search's or a duration range's
   * best plan depends on how many rows match, and later pages would give every page number a statement.
   */
  prepare: boolean;
}

/**
 * One page rendered by the database: `data` is the JSON array of the page's recaps (at most `limit`, in
 * order) and `fetched` how many rows the page query found, `limit + 1` when more follow. The server sends
 * `data` on as it is instead of parsing every row into objects and serializing them again, which was the
 * largest part of its work per request (docs/performance.md).
 */
export interface RecapPageRow {
  data: string;
  fetched: number;
}

function asJsonPage(sql: string, limit: number): string {
  // row_number() OVER () numbers the rows in the order the page query yields them, which is the page's order.
  return `SELECT coalesce(json_agg(numbered.recap ORDER BY numbered.position) FILTER (WHERE numbered.position <= ${limit}), '[]')::text AS data,
      count(*)::int AS fetched
    FROM (SELECT row_to_json(page) AS recap, row_number() OVER () AS position FROM (${sql}) page) numbered`;
}

/**
 * The two statements behind one page of GET /recaps. Kept apart from the route so the benchmark
 * runs exactly the SQL the API runs, straight against the database.
 */
export function buildRecapListQuery(query: RecapListQuery, userId: number | null): RecapListSql {
  const params: unknown[] = [userId];
  const where = ['c.active'];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  const channelId = query.channel_id ?? query.channelId;
  if (channelId !== undefined) add((p) => `r.channel_id = ${p}`, channelId);
  if (query.language) add((p) => `r.language = ${p}`, query.language);
  if (query.min_duration !== undefined) add((p) => `r.duration >= ${p}`, query.min_duration);
  if (query.max_duration !== undefined) add((p) => `r.duration <= ${p}`, query.max_duration);
  if (query.ids) add((p) => `r.id = ANY(${p}::int[])`, query.ids.split(',').map(Number).filter((id) => id <= 2147483647));
  const search = query.search?.trim().toLowerCase();
  if (search) {
    // Whole words through the full-text index, partial words through the trigram index.
    params.push(search);
    const words = `$${params.length}`;
    params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    const fragment = `$${params.length}`;
    where.push(`(r.search_vector @@ plainto_tsquery('simple', ${words}) OR r.search_text LIKE ${fragment})`);
  }
  const column = RECAP_SORT_COLUMNS[query.sortBy];
  const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const nulls = NULLABLE_SORT_COLUMNS.has(column) ? ' NULLS LAST' : '';
  const whereSql = where.join(' AND ');
  const offset = (query.page - 1) * query.limit;
  const sql = `SELECT ${RECAP_COLUMNS} FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}
        ORDER BY ${column} ${direction}${nulls}, r.id ${direction} LIMIT ${query.limit + 1} OFFSET ${offset}`;
  return {
    sql,
    pageSql: asJsonPage(sql, query.limit),
    // $1 (the caller) is shared with the page query; the count does not need it but must type it.
    countSql: `WITH caller AS (SELECT $1::int AS id) SELECT count(*)::int AS total FROM (SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql} LIMIT ${RECAP_COUNT_CAP}) capped`,
    params,
    offset,
    prepare: offset === 0 && !search && query.sortBy === 'published_at'
      && query.min_duration === undefined && query.max_duration === undefined && !query.ids,
  };
}

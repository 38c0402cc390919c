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
 * What a recap is to the API, field by field: name and SQL. $1 is always the caller's user id (null for a
 * visitor), for `user_rating`; a visitor skips that lookup. `published_at` is written as JavaScript's
 * toISOString writes it, so a recap the database writes as JSON reads exactly like one the server serializes.
 */
const RECAP_FIELDS: [name: string, sql: string][] = [
  ['id', 'r.id'],
  ['video_id', 'r.video_id'],
  ['title', 'r.title'],
  ['description', 'r.description'],
  ['series_name', 'r.series_name'],
  ['thumbnail_url', 'r.thumbnail_url'],
  ['preview_url', 'r.preview_url'],
  ['views', 'r.views'],
  ['like_count', 'r.like_count'],
  ['duration', 'r.duration'],
  ['published_at', `to_char(r.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`],
  ['status', 'r.status'],
  ['channel_id', 'r.channel_id'],
  ['channel_name', 'c.name'],
  ['language', 'r.language'],
  ['avg_rating', 'round(r.avg_rating::numeric, 2)::float8'],
  ['rating_count', 'r.rating_count'],
  ['user_rating', 'CASE WHEN $1::int IS NULL THEN NULL ELSE (SELECT rating FROM ratings WHERE recap_id = r.id AND user_id = $1::int) END'],
  ['rating', 'round(r.avg_rating::numeric, 1)::float8'],
  ['genres', 'r.genres'],
  ['tags', 'r.tags'],
  ['chapters_covered', 'r.chapters_covered'],
];

/** The recap's fields as columns (r = recaps, c = its channel). */
export const RECAP_COLUMNS = RECAP_FIELDS.map(([name, sql]) => `${sql} AS ${name}`).join(', ');

/** The recap as one JSON object, its text in a column named `recap`: the server sends it on as it is. */
const RECAP_JSON = `json_build_object(${RECAP_FIELDS.map(([name, sql]) => `'${name}', ${sql}`).join(', ')})::text AS recap`;

export interface RecapListSql {
  /** One page plus one row, so the caller knows whether more follow. */
  sql: string;
  /**
   * The same page, each recap as JSON text (`RecapJsonRow`): what GET /recaps runs. The server joins the
   * texts into its answer instead of parsing every row into objects and serializing them again, which was
   * the largest part of its work per request (docs/performance.md).
   */
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

/** A row of `pageSql`: one recap as JSON text. */
export interface RecapJsonRow {
  recap: string;
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
  const page = (fields: string) => `SELECT ${fields} FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}
        ORDER BY ${column} ${direction}${nulls}, r.id ${direction} LIMIT ${query.limit + 1} OFFSET ${offset}`;
  return {
    sql: page(RECAP_COLUMNS),
    pageSql: page(RECAP_JSON),
    // $1 (the caller) is shared with the page query; the count does not need it but must type it.
    countSql: `WITH caller AS (SELECT $1::int AS id) SELECT count(*)::int AS total FROM (SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql} LIMIT ${RECAP_COUNT_CAP}) capped`,
    params,
    offset,
    prepare: offset === 0 && !search && query.sortBy === 'published_at'
      && query.min_duration === undefined && query.max_duration === undefined && !query.ids,
  };
}

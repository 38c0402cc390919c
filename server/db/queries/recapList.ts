import { createHash } from 'node:crypto';
import { DURATION_FILTERS } from '../../../src/domain/duration.ts';
import { MAX_SEARCH_DEPTH } from './listDepth.ts';
import { rarestSearchWords } from './searchWords.ts';
import type { SearchIndexUse } from './searchIndexUse.ts';
import { videoIdIn } from '../../../src/domain/videoId.ts';
import { MAX_RECORD_ID } from '../../../src/domain/recordId.ts';

// published_at is the only nullable sort column; NULLS LAST is spelled out only there, so the other
// columns' ascending indexes serve both directions (a backward scan yields DESC NULLS FIRST).
const NULLABLE_SORT_COLUMNS = new Set<string>(['r.published_at']);

/**
 * The shortest search text also looked for inside words. The trigram index has nothing to look up for one or
 * two characters, so `LIKE '%qz%'` read every recap (18 s at a million); shorter texts match whole words only.
 */
const MIN_FRAGMENT_LENGTH = 3;

/**
 * The longest search text also looked for inside words. The trigram index reads the list of every trigram in
 * the text, and common ones ("the", " th") list most recaps, so its cost grows with the text's length: 200
 * characters of common words took 80 ms at a million recaps. A partial word is typed in a short text; a longer
 * one is a title or a phrase written out, and is found by its whole words.
 */
export const MAX_FRAGMENT_LENGTH = 32;

/**
 * How many matches a search's total is counted to exactly. Past it, counting reads every match (seconds for a
 * common word at a million recaps, and any new spelling is a new count), so the total is the planner's
 * estimate instead, never below this limit + 1 nor below the rows a page has shown. As deep as a search can be
 * paged (MAX_SEARCH_DEPTH), so every total a visitor can page to the end of is exact. It was 20,000: a count of
 * that many matches cost 200 to 300 ms on either database, which an anonymous caller could start again with
 * each new punctuation; 2,000 cost a tenth of it.
 */
export const EXACT_COUNT_LIMIT = MAX_SEARCH_DEPTH;

/** The text a list is searched for, as every statement sends it: trimmed and in lower case; undefined for no search. */
export function searchedText(query: Pick<RecapListQuery, 'search'>): string | undefined {
  return query.search?.trim().toLowerCase() || undefined;
}

/** Whether a search text is also looked for inside words (the trigram index), by its length alone. */
export function searchedInsideWords(search: string): boolean {
  return search.length >= MIN_FRAGMENT_LENGTH && search.length <= MAX_FRAGMENT_LENGTH;
}

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
  /** A series' slug: its recaps only (a merged series' slug stands for the one it went into). */
  series?: string;
  /** A member's list without the recaps they marked watched; a visitor has none, so it changes nothing for them. */
  hideWatched?: boolean;
}

/**
 * What a recap is to the API, field by field: name and SQL. `caller` is the SQL of the caller's user id, for
 * `user_rating`, or null for a visitor, who has no rating of their own: a visitor's statement then has no
 * parameter for it at all, so the generic plan of a prepared page costs what a custom plan does and
 * PostgreSQL keeps it instead of planning the page again on every run (a constant-folded `$1 IS NULL` made
 * every custom plan look cheaper). `published_at` is written as JavaScript's toISOString writes it, so a
 * recap the database writes as JSON reads exactly like one the server serializes.
 */
function recapFields(caller: string | null): [name: string, sql: string][] {
  return [
    ['id', 'r.id'],
    ['video_id', 'r.video_id'],
    ['title', 'r.title'],
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
    ['user_rating', caller === null ? 'NULL::int' : `(SELECT rating FROM ratings WHERE recap_id = r.id AND user_id = ${caller})`],
    ['rating', 'round(r.avg_rating::numeric, 1)::float8'],
    ['genres', 'r.genres'],
    ['tags', 'r.tags'],
    ['chapters_covered', 'r.chapters_covered'],
    // The series page a card and the dialog link to; null until the recap is linked to a series.
    ['series_slug', '(SELECT slug FROM series WHERE id = r.series_id)'],
    // One probe of the member's marks by their primary key (migration 160); a visitor has watched nothing.
    ['watched', caller === null ? 'false' : `EXISTS (SELECT 1 FROM watched_marks w WHERE w.user_id = ${caller} AND w.recap_id = r.id)`],
    // The spoiler shield: the member's reading place of this recap's series when the shield is on, the series
    // followed and the recap starts past it; else null. One probe each of users, series_follows and series_progress.
    ['beyond_reading_place', caller === null ? 'NULL::float8' : `(SELECT p.chapter FROM users u
      JOIN series_follows f ON f.user_id = u.id AND f.series_id = r.series_id
      JOIN series_progress p ON p.user_id = u.id AND p.series_id = r.series_id
      WHERE u.id = ${caller} AND u.spoiler_shield AND r.chapter_start > p.chapter)`],
  ];
}

/** The recap's fields as columns (r = recaps, c = its channel), for the caller whose id `caller` reads, or a visitor. */
export function recapColumns(caller: string | null): string {
  return recapFields(caller).map(([name, sql]) => `${sql} AS ${name}`).join(', ');
}

/**
 * The recap as one JSON object, its text in a column named `recap`: the server sends it on as it is. The
 * fields are a row of their own (`recap_row`, joined laterally) written by to_json, which writes compact
 * JSON and costs the database less than json_build_object over the same fields (docs/decisions/0005-recap-lists-written-as-json-by-the-database.md).
 */
export const recapJsonRow = (caller: string | null) => ` CROSS JOIN LATERAL (SELECT ${recapColumns(caller)}) recap_row`;
export const RECAP_JSON = 'to_json(recap_row)::text AS recap';

/**
 * Where the duration segments of recap_filter_counts start (migration 050): at every edge of the duration
 * filters, so each filter is a whole number of segments.
 */
export const DURATION_SEGMENT_STARTS: readonly number[] = [...new Set(
  DURATION_FILTERS.flatMap((filter) => [filter.min_duration ?? 0, ...(filter.max_duration === undefined ? [] : [filter.max_duration + 1])]),
)].sort((a, b) => a - b);

export interface RecapListSql {
  /** One page plus one row, so the caller knows whether more follow, with the total as `pageSql` has it. */
  sql: string;
  /**
   * The same page, each recap as JSON text (`RecapJsonRow`): what GET /recaps runs. The server joins the
   * texts into its answer instead of parsing every row into objects and serializing them again, which was
   * the largest part of its work per request (docs/performance.md). Each row also carries the list's total
   * where it is cheap to know in the same snapshot (null for a search not counted yet at this generation).
   */
  pageSql: string;
  /** The number of matches (column `total`), exact up to countLimit; takes the same params. A kept count also returns the generation it saw. */
  totalSql: string;
  /** The filters, as recap_search_totals knows them; only for a kept count. */
  keptKey?: string;
  /** How far totalSql counts exactly; past it, estimateSql stands for the total. */
  countLimit: number;
  /** The planner's plan of all matches (EXPLAIN, JSON), whose row estimate is the total past countLimit; only for a kept count. */
  estimateSql?: string;
  params: unknown[];
  offset: number;
  /**
   * Whether the page may run as a named prepared statement on PostgreSQL (planned once per connection).
   * Only first pages, newest first, narrowed by language or channel at most: every such plan walks one
   * composite index whatever the values, so one plan fits all; a search's or a duration range's best plan
   * depends on how many rows match, and later pages would give every page number a statement.
   */
  prepare: boolean;
}

/** A row of `pageSql`: one recap as JSON text, and the list's total when the statement could tell it. */
export interface RecapJsonRow {
  recap: string;
  total: number | null;
}

/**
 * The statements behind one page of GET /recaps. Kept apart from the route so the benchmark runs exactly
 * the SQL the API runs, straight against the database. `indexUse` is what the database reads in the search
 * text (searchIndexUse.ts); without it a text in the fragment lengths is taken to have a trigram.
 */
export function buildRecapListQuery(
  query: RecapListQuery, userId: number | null, countLimit = EXACT_COUNT_LIMIT, wordFrequencies: ReadonlyMap<string, number> = new Map(),
  indexUse?: SearchIndexUse,
): RecapListSql {
  // The caller is $1 for a member; a visitor's statements have no parameter for one (recapFields).
  const params: unknown[] = userId === null ? [] : [userId];
  const caller = userId === null ? null : '$1::int';
  // Each filter once over the recaps (r, with their channel c) and once over recap_filter_counts (g).
  const where = ['c.active'];
  // Phrased as "no inactive channel": the planner then probes channels once per group instead of joining.
  const groupWhere = ['NOT EXISTS (SELECT 1 FROM channels gc WHERE gc.id = g.channel_id AND NOT gc.active)'];
  // And once over series_lanes (l), for a series' list: the filters its figures are kept by.
  const laneWhere: string[] = [];
  const add = (value: unknown, recapClause: (placeholder: string) => string, groupClause?: (placeholder: string) => string,
    laneClause?: (placeholder: string) => string) => {
    params.push(value);
    where.push(recapClause(`$${params.length}`));
    if (groupClause) groupWhere.push(groupClause(`$${params.length}`));
    if (laneClause) laneWhere.push(laneClause(`$${params.length}`));
  };
  const channelId = query.channel_id ?? query.channelId;
  if (channelId !== undefined) add(channelId, (p) => `r.channel_id = ${p}`, (p) => `g.channel_id = ${p}`, (p) => `l.channel_id = ${p}`);
  if (query.language) add(query.language, (p) => `r.language = ${p}`, (p) => `g.language = ${p}`, (p) => `l.language = ${p}`);
  if (query.min_duration !== undefined) add(query.min_duration, (p) => `r.duration >= ${p}`, (p) => `g.duration_from >= ${p}`);
  if (query.max_duration !== undefined) add(query.max_duration, (p) => `r.duration <= ${p}`, (p) => `g.duration_to <= ${p}`);
  const ids = query.ids?.split(',').map(Number).filter((id) => id <= MAX_RECORD_ID);
  if (ids) add(ids, (p) => `r.id = ANY(${p}::int[])`);
  if (query.series !== undefined) {
    const seriesOfSlug = (p: string) => `(SELECT coalesce(merged_into, id) FROM series WHERE slug = ${p})`;
    add(query.series, (p) => `r.series_id = ${seriesOfSlug(p)}`, undefined, (p) => `l.series_id = ${seriesOfSlug(p)}`);
  }
  const search = searchedText(query);
  // A pasted video ID or video address finds its recap; video IDs are case-sensitive, so from the text as sent.
  const videoId = query.search ? videoIdIn(query.search) : null;
  if (search) {
    // Whole words through the full-text index, partial words through the trigram index.
    params.push(search);
    const words = `$${params.length}`;
    let byVideo = '';
    if (videoId !== null) {
      params.push(videoId);
      byVideo = ` OR r.video_id = $${params.length}`;
    }
    // A text with no trigram of letters is not looked for inside words: the trigram index would hand back (nearly) every recap.
    if (searchedInsideWords(search) && (indexUse?.fragment ?? true)) {
      params.push(`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
      where.push(`(r.search_vector @@ plainto_tsquery('simple', ${words}) OR r.search_text LIKE $${params.length}${byVideo})`);
    } else {
      const rarest = rarestSearchWords(search, wordFrequencies);
      if (rarest === null) {
        where.push(`(r.search_vector @@ plainto_tsquery('simple', ${words})${byVideo})`);
      } else {
        // The index is asked for the rarest words only; ts_match_vq is @@ as a function, which no index answers,
        // so every other word is checked on the recaps those few found.
        params.push(rarest.join(' '));
        where.push(`((r.search_vector @@ plainto_tsquery('simple', $${params.length})
          AND ts_match_vq(r.search_vector, plainto_tsquery('simple', ${words})))${byVideo})`);
      }
    }
  }
  const column = RECAP_SORT_COLUMNS[query.sortBy];
  // Stryker disable next-line StringLiteral: an order written with no direction is ascending in SQL, so 'ASC' left out reads the same
  const direction = query.sortOrder === 'asc' ? 'ASC' : 'DESC';
  const nulls = NULLABLE_SORT_COLUMNS.has(column) ? ' NULLS LAST' : '';
  // The filters every recap of the list matches, watched or not; hiding watched recaps is one anti-join on top.
  const matchingSql = where.join(' AND ');
  const hideWatched = query.hideWatched === true && caller !== null;
  const whereSql = hideWatched
    ? `${matchingSql} AND NOT EXISTS (SELECT 1 FROM watched_marks w WHERE w.user_id = ${caller} AND w.recap_id = r.id)`
    : matchingSql;
  // A kept total less the member's watched recaps among its matches: at most as many rows as the member has marks.
  // Filtered by channel alone, a mark's own channel (migration 250) says whether it matches, with no recap read.
  const byChannelAlone = query.language === undefined && query.min_duration === undefined && query.max_duration === undefined
    && ids === undefined && query.series === undefined && !search;
  const watchedMatches = byChannelAlone
    ? `SELECT count(*)::int FROM watched_marks w JOIN channels c ON c.id = w.channel_id
        WHERE w.user_id = ${caller} AND ${matchingSql.replace(/\br\.channel_id\b/g, 'w.channel_id')}`
    : `SELECT count(*)::int FROM watched_marks w JOIN recaps r ON r.id = w.recap_id JOIN channels c ON c.id = r.channel_id
        WHERE w.user_id = ${caller} AND ${matchingSql}`;
  const lessWatched = (sum: string) => (hideWatched ? `(${sum}) - (${watchedMatches})` : `(${sum})`);
  const offset = (query.page - 1) * query.limit;
  const countRows = `SELECT count(*)::int FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}`;

  const onSegmentEdges = (query.min_duration === undefined || DURATION_SEGMENT_STARTS.includes(query.min_duration))
    && (query.max_duration === undefined || DURATION_SEGMENT_STARTS.includes(query.max_duration + 1));
  // Every parameter must have a type even where a statement does not use it: the caller never counts.
  const typed = caller === null ? [] : [`${caller} AS caller`];
  let total: string;
  let totalInPage: string;
  let keptKey: string | undefined;
  let estimateSql: string | undefined;
  if (query.series !== undefined && !ids && !search && query.min_duration === undefined && query.max_duration === undefined) {
    // A series' recaps, by channel or language at most: summed from the figures kept with the series (series_lanes,
    // written with every change of its recaps), since a series of the generated catalogue has tens of thousands.
    const sum = `SELECT coalesce(sum(l.recap_count), 0)::int FROM series_lanes l JOIN channels lc ON lc.id = l.channel_id AND lc.active
      WHERE ${laneWhere.join(' AND ')}`;
    total = `SELECT ${lessWatched(sum)} AS total`;
    totalInPage = `(${lessWatched(sum)})`;
  } else if (ids || query.series !== undefined) {
    // A watchlist's few recaps, or a series' searched or narrowed by duration (on its own index): counted each time.
    total = `SELECT (${countRows}) AS total`;
    totalInPage = `(${countRows})`;
  } else if ((search || !onSegmentEdges) && hideWatched) {
    // A member's search without their watched recaps: counted for them alone, up to one past countLimit, never
    // kept (a kept total is every caller's).
    const capped = `SELECT count(*)::int FROM (SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}
        LIMIT ${countLimit + 1}) capped`;
    total = `SELECT (${capped}) AS total`;
    totalInPage = 'NULL::int';
  } else if (search || !onSegmentEdges) {
    // A search, or a duration range off the segment edges: counted once per catalogue generation and kept in
    // recap_search_totals (recapListPage.ts).
    keptKey = createHash('sha256')
      .update(JSON.stringify([search ?? null, channelId ?? null, query.language ?? null, query.min_duration ?? null, query.max_duration ?? null]))
      .digest('base64url');
    params.push(keptKey);
    const key = `$${params.length}`;
    typed.push(`${key}::text AS kept_key`);
    // The generation is read in the same snapshot as the count: a total is never kept for a later
    // generation than the rows it counted. The count stops one match past countLimit: a text never
    // searched before costs at most that many matches, however common its words (recapListPage.ts estimates past it).
    const capped = `SELECT count(*)::int FROM (SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}
        LIMIT ${countLimit + 1}) capped`;
    total = `SELECT generation::text AS generation, (${capped}) AS total FROM catalogue_generation`;
    estimateSql = `EXPLAIN (FORMAT JSON) WITH unused AS (SELECT ${typed.join(', ')})
      SELECT 1 FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}`;
    totalInPage = `(SELECT t.total FROM recap_search_totals t JOIN catalogue_generation cg ON cg.generation = t.generation WHERE t.filters_key = ${key})`;
  } else {
    // A browse narrowed by channel, language or whole duration segments: summed from recap_filter_counts.
    const sum = `SELECT coalesce(sum(g.recaps), 0)::int FROM recap_filter_counts g WHERE ${groupWhere.join(' AND ')}`;
    total = `SELECT ${lessWatched(sum)} AS total`;
    totalInPage = `(${lessWatched(sum)})`;
  }
  const order = `${column} ${direction}${nulls}, r.id ${direction}`;
  // A first page reads its rows straight off the sort's index. A later one is a deferred join: the rows under
  // the offset are only walked for their ids and never written out (their fields, JSON, ratings), and the
  // page's own rows are joined afterwards and put back in the same order (ids are unique, so the order is total).
  const page = (fields: string, lateral = '') => (offset === 0
    ? `SELECT ${fields} FROM recaps r JOIN channels c ON c.id = r.channel_id${lateral} WHERE ${whereSql}
        ORDER BY ${order} LIMIT ${query.limit + 1} OFFSET ${offset}`
    : `SELECT ${fields} FROM (SELECT r.id FROM recaps r JOIN channels c ON c.id = r.channel_id WHERE ${whereSql}
        ORDER BY ${order} LIMIT ${query.limit + 1} OFFSET ${offset}) page_ids
        JOIN recaps r ON r.id = page_ids.id JOIN channels c ON c.id = r.channel_id${lateral} ORDER BY ${order}`);
  return {
    sql: page(`${recapColumns(caller)}, ${totalInPage} AS total`),
    pageSql: page(`${RECAP_JSON}, ${totalInPage} AS total`, recapJsonRow(caller)),
    totalSql: typed.length === 0 ? total : `WITH unused AS (SELECT ${typed.join(', ')}) ${total}`,
    keptKey,
    countLimit,
    estimateSql,
    params,
    offset,
    prepare: offset === 0 && !search && query.sortBy === 'published_at'
      && query.min_duration === undefined && query.max_duration === undefined && !query.ids,
  };
}

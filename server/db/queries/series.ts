import type { Db, Queryable } from '../driver.ts';
import type { FollowedSeries, SeriesDetail, SeriesLanguageCount, SeriesQuery, SeriesSortBy, SeriesSummary, SeriesValueCounts } from '../../../src/api/types.ts';
import { SERIES_GENRES, SERIES_STATUSES } from '../../../src/domain/seriesIdentity.ts';
import { seriesKey } from '../../../src/domain/seriesName.ts';
import { refreshSeriesFigures } from '../../series/seriesFigures.ts';

const ISO_TIME = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// A series' cover and genres are an admin's when set, else those its recaps give it (seriesFigures.ts).
const SUMMARY_COLUMNS = `s.slug, s.name, s.recap_count, s.channel_count, s.languages, ${ISO_TIME('s.latest_published_at')} AS latest_published_at,
  s.max_chapter, s.thumbnail_url, coalesce(s.cover_url, s.recap_cover_url) AS cover_url, s.status,
  coalesce(s.genres, s.recap_genres) AS genres`;

// Each order ends on the id, so pages never overlap; each has a partial index of its own (migration 110).
const SERIES_ORDER: Record<SeriesSortBy, string> = {
  recaps: 's.recap_count DESC, s.id',
  latest: 's.latest_published_at DESC NULLS LAST, s.id',
  name: 'lower(s.name), s.id',
};

/** Series that are shown: not merged away and with at least one visible recap. */
const LISTED = 's.merged_into IS NULL AND s.recap_count > 0';

export async function seriesPage(db: Queryable, query: Required<Pick<SeriesQuery, 'page' | 'limit' | 'sortBy'>> & SeriesQuery): Promise<{ data: SeriesSummary[]; total: number; hasMore: boolean }> {
  const params: unknown[] = [];
  const where = [LISTED];
  const search = query.search?.trim();
  if (search) {
    // A name or any alias, compared by key: "solo-leveling" finds "Solo Leveling".
    params.push(`%${seriesKey(search).replace(/[\\%_]/g, (char) => `\\${char}`)}%`);
    where.push(`EXISTS (SELECT 1 FROM series_aliases a WHERE a.series_id = s.id AND a.key LIKE $${params.length})`);
  }
  if (query.language) {
    params.push(query.language);
    where.push(`$${params.length} = ANY(s.languages)`);
  }
  if (query.status) {
    params.push(query.status);
    where.push(`s.status = $${params.length}`);
  }
  if (query.genre) {
    params.push(query.genre);
    where.push(`$${params.length} = ANY(coalesce(s.genres, s.recap_genres))`);
  }
  const whereSql = where.join(' AND ');
  params.push(query.limit + 1, (query.page - 1) * query.limit);
  const { rows } = await db.query<SeriesSummary & { total: number }>(
    `SELECT ${SUMMARY_COLUMNS}, count(*) OVER ()::int AS total FROM series s WHERE ${whereSql}
      ORDER BY ${SERIES_ORDER[query.sortBy]} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const data = rows.slice(0, query.limit).map(({ total: _total, ...summary }) => summary);
  const total = rows[0]?.total ?? (await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM series s WHERE ${whereSql}`, params.slice(0, -2))).rows[0]!.total;
  return { data, total, hasMore: rows.length > query.limit };
}

/** How many listed series each language has, for the list's language filter: a language with none is not offered. */
export async function seriesLanguageCounts(db: Queryable): Promise<SeriesLanguageCount[]> {
  const { rows } = await db.query<SeriesLanguageCount>(
    `SELECT l.language, count(*)::int AS series FROM series s CROSS JOIN LATERAL unnest(s.languages) AS l(language)
      WHERE ${LISTED} GROUP BY l.language ORDER BY l.language`,
  );
  return rows;
}

/**
 * How many listed series each status and each genre has (an admin's genres, else its recaps'), values without
 * series left out: the list's Status and Genre filters offer only these. Statuses in their fixed order, genres in
 * the fixed list's, as the filters show them.
 */
export async function seriesValueCounts(db: Queryable): Promise<SeriesValueCounts> {
  const { rows } = await db.query<SeriesValueCounts>(
    `SELECT coalesce((SELECT json_agg(json_build_object('status', c.status, 'series', c.series) ORDER BY array_position($1::text[], c.status))
                        FROM (SELECT s.status, count(*)::int AS series FROM series s WHERE ${LISTED} AND s.status IS NOT NULL GROUP BY s.status) c), '[]') AS statuses,
            coalesce((SELECT json_agg(json_build_object('genre', c.genre, 'series', c.series) ORDER BY array_position($2::text[], c.genre))
                        FROM (SELECT g.genre, count(*)::int AS series FROM series s CROSS JOIN LATERAL unnest(coalesce(s.genres, s.recap_genres)) AS g(genre)
                               WHERE ${LISTED} GROUP BY g.genre) c), '[]') AS genres`,
    [SERIES_STATUSES, SERIES_GENRES],
  );
  return rows[0]!;
}

export type SeriesLookup = { found: 'series'; id: number } | { found: 'moved'; slug: string } | { found: 'none' };

/** The series a slug names, or where a merged series' slug now points. */
export async function findSeries(db: Queryable, slug: string): Promise<SeriesLookup> {
  const { rows } = await db.query<{ id: number; moved_to: string | null }>(
    'SELECT s.id, m.slug AS moved_to FROM series s LEFT JOIN series m ON m.id = s.merged_into WHERE s.slug = $1',
    [slug],
  );
  const row = rows[0];
  if (!row) return { found: 'none' };
  return row.moved_to === null ? { found: 'series', id: row.id } : { found: 'moved', slug: row.moved_to };
}

/**
 * The series page as JSON text, written by the database in one statement: figures, aliases, its channels and the
 * recaps that cover its chapters (the fewest per channel and language, kept as JSON by seriesFigures.ts), and the
 * caller's progress and following (null and false for a visitor). One round trip and no parsing: the largest
 * generated series draws a thousand bars.
 */
export async function seriesDetailJson(db: Queryable, id: number, userId: number | null): Promise<string> {
  const { rows } = await db.query<{ detail: string }>(
    // The summary's columns are the list's own (SUMMARY_COLUMNS), so a card and its page cannot drift apart.
    `SELECT row_to_json(page)::text AS detail FROM (
       SELECT ${SUMMARY_COLUMNS},
              coalesce((SELECT json_agg(a.name ORDER BY lower(a.name)) FROM series_aliases a WHERE a.series_id = s.id), '[]') AS aliases,
              coalesce((SELECT json_agg(ch ORDER BY ch.recap_count DESC, ch.id) FROM (
                  SELECT c.id, c.name, c.language, sum(l.recap_count)::int AS recap_count, sum(l.ranged_count)::int AS ranged_count
                    FROM series_lanes l JOIN channels c ON c.id = l.channel_id AND c.active
                   WHERE l.series_id = s.id GROUP BY c.id) ch), '[]') AS channels,
              s.coverage, s.synopsis, s.alt_titles, s.total_chapters, s.links,
              (SELECT p.chapter FROM series_progress p WHERE p.user_id = $2::int AND p.series_id = s.id) AS progress,
              EXISTS (SELECT 1 FROM series_follows f WHERE f.user_id = $2::int AND f.series_id = s.id) AS is_following
         FROM series s WHERE s.id = $1) page`,
    [id, userId],
  );
  return rows[0]!.detail;
}

/** The series page as an object, for the administrators' answers. */
export async function seriesDetail(db: Queryable, id: number, userId: number | null): Promise<SeriesDetail> {
  return JSON.parse(await seriesDetailJson(db, id, userId)) as SeriesDetail;
}

/** The last chapter any visible recap of the series covers; null when none has known chapters. */
/** The series' display name. */
export async function seriesName(db: Queryable, id: number): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM series WHERE id = $1', [id]);
  return rows[0]!.name;
}

export async function lastKnownChapter(db: Queryable, seriesId: number): Promise<number | null> {
  const { rows } = await db.query<{ max_chapter: number | null }>('SELECT max_chapter FROM series WHERE id = $1', [seriesId]);
  return rows[0]?.max_chapter ?? null;
}

export async function setProgress(db: Queryable, userId: number, seriesId: number, chapter: number): Promise<void> {
  await db.query(
    `INSERT INTO series_progress (user_id, series_id, chapter) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, series_id) DO UPDATE SET chapter = EXCLUDED.chapter, updated_at = now()`,
    [userId, seriesId, chapter],
  );
}

export async function clearProgress(db: Queryable, userId: number, seriesId: number): Promise<void> {
  await db.query('DELETE FROM series_progress WHERE user_id = $1 AND series_id = $2', [userId, seriesId]);
}

export async function follow(db: Queryable, userId: number, seriesId: number): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO series_follows (user_id, series_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING series_id',
    [userId, seriesId],
  );
  return rows.length > 0;
}

export async function unfollow(db: Queryable, userId: number, seriesId: number): Promise<void> {
  await db.query('DELETE FROM series_follows WHERE user_id = $1 AND series_id = $2', [userId, seriesId]);
}

/** The member's followed series, most recently updated first, with their progress in each. */
export async function followedSeries(db: Queryable, userId: number): Promise<FollowedSeries[]> {
  const { rows } = await db.query<FollowedSeries>(
    `SELECT ${SUMMARY_COLUMNS}, p.chapter AS progress FROM series_follows f JOIN series s ON s.id = f.series_id
       LEFT JOIN series_progress p ON p.user_id = f.user_id AND p.series_id = s.id
      WHERE f.user_id = $1 ORDER BY s.latest_published_at DESC NULLS LAST, s.id`,
    [userId],
  );
  return rows;
}

/**
 * Merges `fromId` into `intoId`: its names, recaps, followers and readers' progress move, and its row stays
 * behind so the old slug redirects. Series merged into it earlier now point at the new one, so a redirect is one hop.
 */
export async function mergeSeries(db: Db, fromId: number, intoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE series_aliases SET series_id = $2 WHERE series_id = $1', [fromId, intoId]);
    await tx.query('UPDATE recaps SET series_id = $2 WHERE series_id = $1', [fromId, intoId]);
    await tx.query(
      `INSERT INTO series_follows (user_id, series_id, created_at) SELECT user_id, $2, created_at FROM series_follows WHERE series_id = $1
       ON CONFLICT DO NOTHING`,
      [fromId, intoId],
    );
    await tx.query('DELETE FROM series_follows WHERE series_id = $1', [fromId]);
    // A reader of both keeps the further of the two places.
    await tx.query(
      `INSERT INTO series_progress (user_id, series_id, chapter) SELECT user_id, $2, chapter FROM series_progress WHERE series_id = $1
       ON CONFLICT (user_id, series_id) DO UPDATE SET chapter = greatest(series_progress.chapter, EXCLUDED.chapter), updated_at = now()`,
      [fromId, intoId],
    );
    await tx.query('DELETE FROM series_progress WHERE series_id = $1', [fromId]);
    // Its other titles go with its aliases, each once and never the kept series' own name.
    const both = await tx.query<{ id: number; name: string; alt_titles: string[] }>('SELECT id, name, alt_titles FROM series WHERE id = ANY($1::int[])', [[fromId, intoId]]);
    const into = both.rows.find((row) => row.id === intoId)!;
    const titles = new Map([[seriesKey(into.name), '']]);
    for (const title of [...into.alt_titles, ...both.rows.find((row) => row.id === fromId)!.alt_titles]) {
      if (!titles.has(seriesKey(title))) titles.set(seriesKey(title), title);
    }
    await tx.query('UPDATE series SET alt_titles = $2 WHERE id = $1', [intoId, [...titles.values()].slice(1)]);
    await tx.query('UPDATE series SET merged_into = $2 WHERE id = $1 OR merged_into = $1', [fromId, intoId]);
    await refreshSeriesFigures(tx, [fromId, intoId]);
  });
}

export type RenameOutcome = { outcome: 'renamed' } | { outcome: 'alias-taken'; alias: string; owner: string };

/**
 * Gives the series a new display name and the aliases given (its slug stays, so addresses keep working), inside
 * the caller's transaction. The names its recaps carry and its other titles stay aliases whatever the list says:
 * they are how those recaps, and anyone naming it by an other title, find the series.
 */
export async function renameSeries(tx: Queryable, id: number, name: string, aliases: readonly string[]): Promise<RenameOutcome> {
  const wanted = new Map<string, string>();
  for (const alias of [name, ...aliases]) {
    const key = seriesKey(alias);
    if (key !== '' && !wanted.has(key)) wanted.set(key, alias);
  }
  const taken = await tx.query<{ key: string; owner: string }>(
    `SELECT a.key, s.name AS owner FROM series_aliases a JOIN series s ON s.id = a.series_id WHERE a.key = ANY($1::text[]) AND a.series_id <> $2`,
    [[...wanted.keys()], id],
  );
  const clash = taken.rows[0];
  if (clash) return { outcome: 'alias-taken', alias: wanted.get(clash.key)!, owner: clash.owner };
  const kept = await tx.query<{ name: string }>(
    'SELECT DISTINCT series_name AS name FROM recaps WHERE series_id = $1 UNION SELECT unnest(alt_titles) FROM series WHERE id = $1',
    [id],
  );
  for (const { name: keptName } of kept.rows) {
    const key = seriesKey(keptName);
    if (!wanted.has(key)) wanted.set(key, keptName);
  }
  await tx.query('DELETE FROM series_aliases WHERE series_id = $1 AND NOT (key = ANY($2::text[]))', [id, [...wanted.keys()]]);
  await tx.query(
    `INSERT INTO series_aliases (key, name, series_id) SELECT key, name, $3 FROM unnest($1::text[], $2::text[]) AS u(key, name)
     ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name`,
    [[...wanted.keys()], [...wanted.values()], id],
  );
  await tx.query('UPDATE series SET name = $2 WHERE id = $1', [id, name]);
  return { outcome: 'renamed' };
}

import type { Queryable } from '../db/driver.ts';
import { UNOPENABLE_STATUSES } from '../../src/domain/recapAvailability.ts';
import { seriesKey, seriesSlug } from '../../src/domain/seriesName.ts';
import { chapterRange } from './chapterRange.ts';

/** Recaps linked per statement: enough to link a million in a few hundred round trips, small enough to hold in memory. */
const LINK_BATCH = 20_000;

interface UnlinkedRecap {
  id: number;
  series_id: number | null;
  series_name: string | null;
  chapters_covered: string | null;
  title: string;
}

/**
 * A series for a name whose key has none yet: the name becomes its display name, and the slug gets a number
 * when another series holds it already. When another process created the key's series meanwhile, that one wins.
 */
async function createSeries(q: Queryable, key: string, name: string): Promise<number> {
  const base = seriesSlug(name);
  for (let attempt = 1; ; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    const created = await q.query<{ id: number }>(
      'INSERT INTO series (slug, name) VALUES ($1, $2) ON CONFLICT (slug) DO NOTHING RETURNING id',
      [slug, name],
    );
    const id = created.rows[0]?.id;
    if (id === undefined) continue;
    const alias = await q.query<{ series_id: number }>(
      `INSERT INTO series_aliases (key, name, series_id) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key RETURNING series_id`,
      [key, name, id],
    );
    const owner = alias.rows[0]!.series_id;
    if (owner !== id) await q.query('DELETE FROM series WHERE id = $1', [id]);
    return owner;
  }
}

/** The series of each key, creating the missing ones. */
async function seriesForKeys(q: Queryable, names: Map<string, string>): Promise<Map<string, number>> {
  const found = await q.query<{ key: string; series_id: number }>(
    'SELECT key, series_id FROM series_aliases WHERE key = ANY($1::text[])',
    [[...names.keys()]],
  );
  const byKey = new Map(found.rows.map((row) => [row.key, row.series_id]));
  for (const [key, name] of names) {
    if (!byKey.has(key)) byKey.set(key, await createSeries(q, key, name));
  }
  return byKey;
}

/**
 * Links every recap whose series name, chapters or shown fields changed since it was last linked (the trigger of
 * migration 110 marks them) to the series of its name, with its chapter range, and brings the figures of every
 * series it left or joined up to date. Every writer of recaps calls it after writing; on a fresh database it
 * links the whole catalogue.
 */
export async function linkSeries(q: Queryable): Promise<void> {
  const touched = new Set<number>();
  for (;;) {
    const { rows } = await q.query<UnlinkedRecap>(
      `SELECT id, series_id, series_name, chapters_covered, title FROM recaps WHERE NOT series_linked ORDER BY id LIMIT ${LINK_BATCH}`,
    );
    if (rows.length === 0) break;
    const names = new Map<string, string>();
    for (const recap of rows) {
      const key = recap.series_name === null ? '' : seriesKey(recap.series_name);
      if (key !== '' && !names.has(key)) names.set(key, recap.series_name!.trim());
    }
    const seriesByKey = await seriesForKeys(q, names);
    const ids: number[] = [];
    const seriesIds: (number | null)[] = [];
    const starts: (number | null)[] = [];
    const ends: (number | null)[] = [];
    for (const recap of rows) {
      const seriesId = recap.series_name === null ? null : seriesByKey.get(seriesKey(recap.series_name)) ?? null;
      const range = chapterRange(recap.chapters_covered, recap.title);
      ids.push(recap.id);
      seriesIds.push(seriesId);
      starts.push(range?.start ?? null);
      ends.push(range?.end ?? null);
      if (recap.series_id !== null) touched.add(recap.series_id);
      if (seriesId !== null) touched.add(seriesId);
    }
    await q.query(
      `UPDATE recaps r SET series_id = u.series_id, chapter_start = u.chapter_start, chapter_end = u.chapter_end, series_linked = true
         FROM unnest($1::int[], $2::int[], $3::float8[], $4::float8[]) AS u(id, series_id, chapter_start, chapter_end)
        WHERE r.id = u.id`,
      [ids, seriesIds, starts, ends],
    );
  }
  await refreshSeriesFigures(q, [...touched]);
}

/**
 * Recomputes the list's figures of these series from their visible recaps (channel active). The languages are
 * those a visitor can watch it in: the languages of the recaps that can be opened (not private or in error),
 * which the card on /series, the series page and the list's language filter all read.
 */
export async function refreshSeriesFigures(q: Queryable, seriesIds: readonly number[]): Promise<void> {
  if (seriesIds.length === 0) return;
  await q.query(
    `UPDATE series s
        SET recap_count = f.recap_count, channel_count = f.channel_count, languages = f.languages,
            latest_published_at = f.latest_published_at, max_chapter = f.max_chapter, thumbnail_url = f.thumbnail_url
       FROM (SELECT s.id,
                    count(v.id)::int AS recap_count,
                    count(DISTINCT v.channel_id)::int AS channel_count,
                    coalesce(array_agg(DISTINCT v.language ORDER BY v.language)
                      FILTER (WHERE v.id IS NOT NULL AND NOT (lower(coalesce(v.status, '')) = ANY($2::text[]))), '{}') AS languages,
                    max(v.published_at) AS latest_published_at,
                    max(v.chapter_end) AS max_chapter,
                    (array_agg(v.thumbnail_url ORDER BY v.published_at DESC NULLS LAST, v.id DESC) FILTER (WHERE v.thumbnail_url IS NOT NULL))[1] AS thumbnail_url
               FROM series s
               LEFT JOIN (SELECT r.* FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active) v ON v.series_id = s.id
              WHERE s.id = ANY($1::int[])
              GROUP BY s.id) f
      WHERE s.id = f.id`,
    [seriesIds, UNOPENABLE_STATUSES],
  );
}

/** A channel switched on or off shows or hides its recaps: the figures of its series change with it. */
export async function refreshChannelSeriesFigures(q: Queryable, channelId: number): Promise<void> {
  const { rows } = await q.query<{ series_id: number }>(
    'SELECT DISTINCT series_id FROM recaps WHERE channel_id = $1 AND series_id IS NOT NULL',
    [channelId],
  );
  await refreshSeriesFigures(q, rows.map((row) => row.series_id));
}

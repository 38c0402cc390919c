import type { Queryable } from '../db/driver.ts';
import { seriesKey, seriesSlug } from '../../src/domain/seriesName.ts';
import { chapterRange } from './chapterRange.ts';
import { refreshSeriesFigures } from './seriesFigures.ts';

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

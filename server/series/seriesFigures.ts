import type { Queryable } from '../db/driver.ts';
import { SERIES_GENRES } from '../../src/domain/seriesIdentity.ts';
import type { SeriesCoverage } from '../../src/api/types.ts';
import { coveringRecaps, type RangedRecap } from './coveringRecaps.ts';
import { UNOPENABLE_STATUSES } from '../../src/domain/recapAvailability.ts';

/**
 * The way the figures are computed now; a series whose row has an older one is computed again when the server
 * migrates (refreshOutdatedSeries), so a change here reaches every series once. 1: lanes and coverage kept.
 * 2: the cover and genres its recaps give it (migration 180). 3: the cover never a private recap's picture.
 */
const SERIES_FIGURES_VERSION = 3;

/** Series refreshed per round: the coverage of each round's recaps is held in memory at once. */
const SERIES_PER_ROUND = 16;

/** The visible recaps of a series: those of an active channel, whatever their status (a card shows it). */
const VISIBLE_RECAPS = 'SELECT r.* FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active';

/** A visible recap (v) that cannot be opened (src/domain/recapAvailability.ts), its statuses the statement's $2. */
const UNOPENABLE = "lower(coalesce(v.status, '')) = ANY($2::text[])";

interface LaneRecap {
  series_id: number;
  channel_id: number;
  language: string;
  id: number;
  start: number | null;
  end: number | null;
  unopenable: boolean;
}

type RangedLaneRecap = LaneRecap & RangedRecap;

/**
 * Recomputes what the list and the page of these series show from their visible recaps: the list's figures, the
 * recaps per channel and language, and the coverage map's recaps (coveringRecaps).
 */
export async function refreshSeriesFigures(q: Queryable, seriesIds: readonly number[]): Promise<void> {
  const ids = [...new Set(seriesIds)].sort((a, b) => a - b);
  for (let from = 0; from < ids.length; from += SERIES_PER_ROUND) {
    const round = ids.slice(from, from + SERIES_PER_ROUND);
    await refreshListFigures(q, round);
    await refreshLanesAndCoverage(q, round);
    // Last, so a refresh cut off halfway (a process stopped while migrating) is done again on the next start.
    await q.query('UPDATE series SET figures_version = $2 WHERE id = ANY($1::int[]) AND figures_version <> $2', [round, SERIES_FIGURES_VERSION]);
  }
}

/**
 * The list's figures. Its languages are those a visitor can watch the series in: of the recaps that can be opened
 * (not private or in error), which the card on /series, the series page and the list's language filter all read.
 */
async function refreshListFigures(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query(
    `UPDATE series s
        SET recap_count = f.recap_count, channel_count = f.channel_count, languages = f.languages,
            latest_published_at = f.latest_published_at, max_chapter = f.max_chapter, thumbnail_url = f.thumbnail_url,
            recap_cover_url = f.recap_cover_url,
            -- The genres of the fixed list (SERIES_GENRES, $3, in its order) that any of its recaps names.
            recap_genres = ARRAY(SELECT g.genre FROM unnest($3::text[]) WITH ORDINALITY AS g(genre, n)
                                  WHERE lower(g.genre) = ANY(f.named_genres) ORDER BY g.n)
       FROM (SELECT s.id,
                    count(v.id)::int AS recap_count,
                    count(DISTINCT v.channel_id)::int AS channel_count,
                    coalesce(array_agg(DISTINCT v.language ORDER BY v.language)
                      FILTER (WHERE v.id IS NOT NULL AND NOT (${UNOPENABLE})), '{}') AS languages,
                    max(v.published_at) AS latest_published_at,
                    max(v.chapter_end) AS max_chapter,
                    (array_agg(v.thumbnail_url ORDER BY v.published_at DESC NULLS LAST, v.id DESC) FILTER (WHERE v.thumbnail_url IS NOT NULL))[1] AS thumbnail_url,
                    -- The cover until an admin chooses one: the picture of the recap that covers the most chapters,
                    -- of those a visitor may see (a private recap's picture is for admins only, see routes/media.ts).
                    (array_agg(v.thumbnail_url ORDER BY coalesce(v.chapter_end, v.chapter_start) - v.chapter_start DESC NULLS LAST,
                                                        v.published_at DESC NULLS LAST, v.id DESC)
                       FILTER (WHERE v.thumbnail_url IS NOT NULL AND lower(trim(coalesce(v.status, ''))) <> 'private'))[1] AS recap_cover_url,
                    coalesce((SELECT array_agg(DISTINCT lower(g)) FROM (${VISIBLE_RECAPS}) r CROSS JOIN LATERAL unnest(r.genres) AS g
                               WHERE r.series_id = s.id), '{}') AS named_genres
               FROM series s
               LEFT JOIN (${VISIBLE_RECAPS}) v ON v.series_id = s.id
              WHERE s.id = ANY($1::int[])
              GROUP BY s.id) f
      WHERE s.id = f.id`,
    [ids, UNOPENABLE_STATUSES, SERIES_GENRES],
  );
}

/**
 * One pass over the visible recaps of the round's series, lane by lane (channel and recap language): how many there
 * are, how many have a known range, and the fewest of those that cover the lane's chapters.
 */
async function refreshLanesAndCoverage(q: Queryable, ids: readonly number[]): Promise<void> {
  const { rows } = await q.query<LaneRecap>(
    `SELECT v.series_id, v.channel_id, v.language, v.id, v.chapter_start AS start, v.chapter_end AS "end",
            ${UNOPENABLE} AS unopenable
       FROM (${VISIBLE_RECAPS}) v WHERE v.series_id = ANY($1::int[])
      ORDER BY v.series_id, v.channel_id, v.language, v.chapter_start NULLS LAST, v.id`,
    [ids, UNOPENABLE_STATUSES],
  );
  const lanes: { series_id: number; channel_id: number; language: string; recap_count: number; ranged_count: number }[] = [];
  const chosen: RangedLaneRecap[] = [];
  for (let first = 0; first < rows.length;) {
    const lane = rows[first]!;
    let next = first + 1;
    while (next < rows.length && rows[next]!.series_id === lane.series_id && rows[next]!.channel_id === lane.channel_id
      && rows[next]!.language === lane.language) next++;
    const ranged = rows.slice(first, next).filter((recap): recap is RangedLaneRecap => recap.start !== null && recap.end !== null);
    lanes.push({ series_id: lane.series_id, channel_id: lane.channel_id, language: lane.language, recap_count: next - first, ranged_count: ranged.length });
    // A bar opens its recap, and "continue from chapter N" picks among the bars: only recaps that can be opened.
    chosen.push(...coveringRecaps(ranged.filter((recap) => !recap.unopenable)));
    first = next;
  }
  // The lanes are written as upserts followed by removing what is no longer there, never emptied first: two
  // writers refreshing one series at once (two scanner processes) then never insert the same row twice.
  await q.query(
    `INSERT INTO series_lanes (series_id, channel_id, language, recap_count, ranged_count)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::int[])
     ON CONFLICT (series_id, channel_id, language) DO UPDATE SET recap_count = EXCLUDED.recap_count, ranged_count = EXCLUDED.ranged_count`,
    [lanes.map((l) => l.series_id), lanes.map((l) => l.channel_id), lanes.map((l) => l.language), lanes.map((l) => l.recap_count), lanes.map((l) => l.ranged_count)],
  );
  await q.query(
    `DELETE FROM series_lanes l WHERE l.series_id = ANY($1::int[])
        AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[], $4::text[]) AS kept(series_id, channel_id, language)
                         WHERE kept.series_id = l.series_id AND kept.channel_id = l.channel_id AND kept.language = l.language)`,
    [ids, lanes.map((l) => l.series_id), lanes.map((l) => l.channel_id), lanes.map((l) => l.language)],
  );
  // The map's bars by start, as the page sends them.
  const bySeries = new Map<number, SeriesCoverage[]>(ids.map((id) => [id, []]));
  chosen.sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  for (const recap of chosen) {
    bySeries.get(recap.series_id)!.push({ recap_id: recap.id, channel_id: recap.channel_id, language: recap.language, start: recap.start, end: recap.end });
  }
  await q.query(
    'UPDATE series s SET coverage = u.coverage::json FROM unnest($1::int[], $2::text[]) AS u(id, coverage) WHERE s.id = u.id',
    [[...bySeries.keys()], [...bySeries.values()].map((bars) => JSON.stringify(bars))],
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

/** Series whose figures were computed an older way (or never), computed again; run when the server migrates. */
export async function refreshOutdatedSeries(q: Queryable): Promise<void> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM series WHERE figures_version < $1 ORDER BY id', [SERIES_FIGURES_VERSION]);
  await refreshSeriesFigures(q, rows.map((row) => row.id));
}

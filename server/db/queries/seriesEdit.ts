import type { Db, Queryable } from '../driver.ts';
import type { SeriesCoverChoices, SeriesCoverPicture } from '../../../src/api/types.ts';
import type { SeriesIdentityChanges } from '../../../src/domain/seriesIdentityEdit.ts';
import { SERIES_TRACKERS, TRACKER_FORMS, type SeriesLinks, type SeriesTracker } from '../../../src/domain/seriesIdentity.ts';
import { isUniqueViolation } from '../uniqueViolation.ts';
import { seriesKey } from '../../../src/domain/seriesName.ts';
import { renameSeries } from './series.ts';

/** What an administrator changes of a series in one request; what is left out stays as it is. */
export interface SeriesEditRequest {
  /** A new display name and its aliases (renameSeries); undefined keeps both. */
  rename?: { name: string; aliases: readonly string[] };
  identity: SeriesIdentityChanges;
}

export type SeriesEditOutcome = { outcome: 'edited' } | { outcome: 'refused'; status: 400 | 409; message: string };

/** Thrown inside the transaction to undo what it wrote: an edit is kept whole or not at all. */
class EditRefused extends Error {
  constructor(readonly status: 400 | 409, message: string) {
    super(message);
  }
}

/** The most pictures offered for a cover: a series of a thousand recaps would otherwise send a thousand, and 24 are twelve rows on a phone. */
const COVER_CHOICES_MAX = 24;

/**
 * The pictures a series' cover may be ($1 the series): those of its recaps a visitor can see (not private, of an
 * active channel, whose pictures the media routes show to anyone), each once, named by the recap covering the most
 * chapters with it, in the default cover's order (seriesFigures.ts), so the default is first when it is offered.
 */
const COVER_CHOICES = `
  SELECT p.url, p.title FROM (
    SELECT DISTINCT ON (r.thumbnail_url) r.thumbnail_url AS url, r.title, r.published_at, r.id,
           coalesce(r.chapter_end, r.chapter_start) - r.chapter_start AS span
      FROM recaps r JOIN channels c ON c.id = r.channel_id AND c.active
     WHERE r.series_id = $1 AND r.thumbnail_url IS NOT NULL AND lower(trim(coalesce(r.status, ''))) <> 'private'
     ORDER BY r.thumbnail_url, span DESC NULLS LAST, r.published_at DESC NULLS LAST, r.id DESC) p
   ORDER BY p.span DESC NULLS LAST, p.published_at DESC NULLS LAST, p.id DESC
   LIMIT ${COVER_CHOICES_MAX}`;

/** What the series' cover can be, and what it is: the choices the edit form offers and the edit accepts. */
export async function seriesCoverChoices(db: Queryable, id: number): Promise<SeriesCoverChoices> {
  const [series, pictures] = await Promise.all([
    db.query<{ chosen_url: string | null; default_url: string | null }>('SELECT cover_url AS chosen_url, recap_cover_url AS default_url FROM series WHERE id = $1', [id]),
    db.query<SeriesCoverPicture>(COVER_CHOICES, [id]),
  ]);
  return { ...series.rows[0]!, pictures: pictures.rows };
}

/** The unique index (migration 220) that keeps each tracker's id to one live series. */
const TRACKER_ID_INDEX: Record<SeriesTracker, string> = {
  anilist: 'series_anilist_id',
  myanimelist: 'series_myanimelist_id',
  mangadex: 'series_mangadex_id',
  mangaupdates: 'series_mangaupdates_id',
};

interface TrackerClash {
  tracker: SeriesTracker;
  trackerId: string;
  owner: string;
}

function trackerClashSentence(clash: TrackerClash): string {
  return `The ${TRACKER_FORMS[clash.tracker].label} id ${clash.trackerId} is already linked to ${clash.owner}.`;
}

/** The first of these tracker ids that another live series holds, in the trackers' order. */
async function trackerIdHolder(q: Queryable, id: number, links: Partial<SeriesLinks>): Promise<TrackerClash | undefined> {
  for (const tracker of SERIES_TRACKERS) {
    const trackerId = links[tracker];
    if (trackerId === undefined || trackerId === null) continue;
    // The tracker's name comes from the fixed list, never from the request; written out, it lets the query use its index.
    const { rows } = await q.query<{ name: string }>(
      `SELECT name FROM series WHERE links->>'${tracker}' = $1 AND merged_into IS NULL AND id <> $2 LIMIT 1`,
      [trackerId, id],
    );
    if (rows[0]) return { tracker, trackerId, owner: rows[0].name };
  }
  return undefined;
}

/** The series that holds one of these keys as a name, alias or other title, other than `id`. */
async function firstOwner(tx: Queryable, keys: readonly string[], id: number): Promise<{ key: string; owner: string } | undefined> {
  const { rows } = await tx.query<{ key: string; owner: string }>(
    `SELECT a.key, s.name AS owner FROM series_aliases a JOIN series s ON s.id = a.series_id
      WHERE a.key = ANY($1::text[]) AND a.series_id <> $2 ORDER BY array_position($1::text[], a.key) LIMIT 1`,
    [keys, id],
  );
  return rows[0];
}

/**
 * Makes the series' other titles its aliases, so a recap, a suggestion or a search naming one finds the series:
 * new titles become aliases, and the aliases of titles taken out go unless the series' name or one of its recaps
 * still carries them. A title another series holds refuses the edit, naming that series.
 */
async function keepTitlesAsAliases(tx: Queryable, id: number, before: readonly string[], after: readonly string[]): Promise<void> {
  const afterByKey = new Map(after.map((title) => [seriesKey(title), title]));
  const clash = await firstOwner(tx, [...afterByKey.keys()], id);
  if (clash) throw new EditRefused(409, `"${afterByKey.get(clash.key)!}" is already a name of ${clash.owner}.`);

  const stillNamed = await tx.query<{ name: string }>(
    'SELECT name FROM series WHERE id = $1 UNION SELECT DISTINCT series_name FROM recaps WHERE series_id = $1 AND series_name IS NOT NULL',
    [id],
  );
  const named = new Set(stillNamed.rows.map((row) => seriesKey(row.name)));
  const dropped = before.map(seriesKey).filter((key) => !afterByKey.has(key) && !named.has(key));
  if (dropped.length > 0) await tx.query('DELETE FROM series_aliases WHERE series_id = $1 AND key = ANY($2::text[])', [id, dropped]);

  if (afterByKey.size === 0) return;
  const written = await tx.query<{ key: string }>(
    `INSERT INTO series_aliases (key, name, series_id) SELECT key, name, $3 FROM unnest($1::text[], $2::text[]) AS u(key, name)
     ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name WHERE series_aliases.series_id = EXCLUDED.series_id
     RETURNING key`,
    [[...afterByKey.keys()], [...afterByKey.values()], id],
  );
  // Another edit or a new recap took a title between the check and the write.
  if (written.rows.length < afterByKey.size) {
    const late = await firstOwner(tx, [...afterByKey.keys()], id);
    throw new EditRefused(409, late ? `"${afterByKey.get(late.key)!}" is already a name of ${late.owner}.` : 'Another change to these titles came first; please try again.');
  }
}

/**
 * Applies an edit in one transaction: the cover must be one of the series' cover choices (seriesCoverChoices),
 * other titles must not name another series, a tracker id must not be another live series', and a refusal leaves
 * nothing written. Every writer of a series' identity goes through here, so each applies the same rules.
 */
export async function editSeries(db: Db, id: number, edit: SeriesEditRequest): Promise<SeriesEditOutcome> {
  try {
    await db.transaction(async (tx) => {
      const current = await tx.query<{ alt_titles: string[]; cover_url: string | null }>('SELECT alt_titles, cover_url FROM series WHERE id = $1 FOR UPDATE', [id]);
      const { identity } = edit;
      // A cover kept as it is stands even when its recap has since been hidden: saving other fields does not drop it.
      if (identity.cover_url && identity.cover_url !== current.rows[0]!.cover_url) {
        const picture = await tx.query(`SELECT 1 FROM (${COVER_CHOICES}) c WHERE c.url = $2`, [id, identity.cover_url]);
        if (picture.rows.length === 0) throw new EditRefused(400, "The cover must be one of the pictures of this series' recaps.");
      }
      if (identity.links !== undefined) {
        const clash = await trackerIdHolder(tx, id, identity.links);
        if (clash) throw new EditRefused(409, trackerClashSentence(clash));
      }
      if (identity.alt_titles !== undefined) {
        // Written first, so a rename in the same edit keeps them as aliases.
        await tx.query('UPDATE series SET alt_titles = $2 WHERE id = $1', [id, identity.alt_titles]);
        await keepTitlesAsAliases(tx, id, current.rows[0]!.alt_titles, identity.alt_titles);
      }
      if (edit.rename) {
        const renamed = await renameSeries(tx, id, edit.rename.name, edit.rename.aliases);
        if (renamed.outcome === 'alias-taken') throw new EditRefused(409, `"${renamed.alias}" is already a name of ${renamed.owner}.`);
      }
      await tx.query(
        `UPDATE series SET
           cover_url = CASE WHEN $2::boolean THEN $3::text ELSE cover_url END,
           synopsis = coalesce($4::text, synopsis),
           status = CASE WHEN $5::boolean THEN $6::text ELSE status END,
           genres = CASE WHEN $7::boolean THEN $8::text[] ELSE genres END,
           total_chapters = CASE WHEN $9::boolean THEN $10::int ELSE total_chapters END,
           links = links || $11::jsonb
         WHERE id = $1`,
        [
          id,
          identity.cover_url !== undefined, identity.cover_url ?? null,
          identity.synopsis ?? null,
          identity.status !== undefined, identity.status ?? null,
          identity.genres !== undefined, identity.genres ?? null,
          identity.total_chapters !== undefined, identity.total_chapters ?? null,
          JSON.stringify(identity.links ?? {}),
        ],
      );
    });
    return { outcome: 'edited' };
  } catch (error) {
    if (error instanceof EditRefused) return { outcome: 'refused', status: error.status, message: error.message };
    // Another edit gave a series the same tracker id between the check and the write: the index refused it.
    const raced = SERIES_TRACKERS.find((tracker) => isUniqueViolation(error, TRACKER_ID_INDEX[tracker]));
    if (raced === undefined) throw error;
    const clash = await trackerIdHolder(db, id, { [raced]: edit.identity.links?.[raced] });
    return { outcome: 'refused', status: 409, message: clash ? trackerClashSentence(clash) : 'Another change to these tracker ids came first; please try again.' };
  }
}

import type { ImportEntry, ImportPreview, ImportSeries } from '../../src/api/types.ts';
import { seriesKey } from '../../src/domain/seriesName.ts';
import type { Queryable } from '../db/driver.ts';
import { seriesByNameKeys, seriesByTrackerIds, type ImportCandidate } from '../db/queries/listImport.ts';
import type { ListEntry } from './listEntry.ts';

const TRACKERS = ['myanimelist', 'anilist'] as const;

function shown(candidate: ImportCandidate): ImportSeries {
  return { slug: candidate.slug, name: candidate.name };
}

function asFileSays(entry: ListEntry): ImportEntry {
  const title = entry.titles[0] ?? (entry.trackerIds.myanimelist !== null ? `MyAnimeList #${entry.trackerIds.myanimelist}` : `AniList #${entry.trackerIds.anilist}`);
  return { title, status: entry.status, chapters: entry.chapters };
}

/** Whether the series carries an id on a tracker the entry names, and a different one: another story of that title. */
function contradicts(candidate: ImportCandidate, entry: ListEntry): boolean {
  return TRACKERS.some((tracker) => entry.trackerIds[tracker] !== null && candidate[tracker] !== null && candidate[tracker] !== entry.trackerIds[tracker]);
}

function distinct(candidates: readonly ImportCandidate[]): ImportCandidate[] {
  return [...new Map(candidates.map((candidate) => [candidate.id, candidate])).values()];
}

/**
 * The preview of an import: each entry matched by a tracker id first (the trackers' ids name one story), else by
 * its titles under the key series names are compared by (seriesKey: case, punctuation and spacing ignored), which
 * finds a series by its name, its aliases and its other titles. A title match is dropped when the series carries
 * another id on the entry's tracker. One series is a match, several are the member's choice, none is missing.
 * Two queries whatever the list's length.
 */
export async function previewImport(db: Queryable, entries: readonly ListEntry[]): Promise<ImportPreview> {
  const ids = (tracker: typeof TRACKERS[number]) => [...new Set(entries.map((entry) => entry.trackerIds[tracker]).filter((id): id is string => id !== null))];
  const keysOf = (entry: ListEntry) => [...new Set(entry.titles.map(seriesKey).filter((key) => key !== ''))];
  const tracked = await seriesByTrackerIds(db, { myanimelist: ids('myanimelist'), anilist: ids('anilist') });
  const byKey = await seriesByNameKeys(db, [...new Set(entries.flatMap(keysOf))]);

  const preview: ImportPreview = { matched: [], ambiguous: [], missing: [] };
  for (const entry of entries) {
    const byTracker = distinct(tracked.filter((candidate) => TRACKERS.some((tracker) => entry.trackerIds[tracker] !== null && candidate[tracker] === entry.trackerIds[tracker])));
    const byTitle = byTracker.length > 0 ? [] : distinct(keysOf(entry).flatMap((key) => byKey.get(key) ?? [])).filter((candidate) => !contradicts(candidate, entry));
    const found = byTracker.length > 0 ? byTracker : byTitle;
    const said = asFileSays(entry);
    if (found.length === 1) preview.matched.push({ ...said, series: shown(found[0]!), matched_by: byTracker.length > 0 ? 'tracker' : 'title' });
    else if (found.length > 1) preview.ambiguous.push({ ...said, candidates: found.map(shown).sort((a, b) => a.name.localeCompare(b.name)) });
    else preview.missing.push(said);
  }
  return preview;
}

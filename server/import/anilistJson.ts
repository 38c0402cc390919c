import type { ShelfStatus } from '../../src/api/types.ts';
import { isNestedDeeperThan } from '../http/jsonBodyDepth.ts';
import { chaptersRead, cleanTitles, LIST_MAX_ENTRIES, NOT_A_LIST, refusedFile, trackerId, type ListEntry } from './listEntry.ts';

// AniList's list statuses; a reread (REPEATING) is being read.
const ANILIST_STATUSES: Readonly<Record<string, ShelfStatus>> = {
  CURRENT: 'watching', REPEATING: 'watching', PLANNING: 'planning', COMPLETED: 'completed', PAUSED: 'paused', DROPPED: 'dropped',
};

/** data > MediaListCollection > lists[] > entries[] > media > title: eight levels; room for a wrapper or two. */
const MAX_NESTING = 12;

interface AniListEntry {
  status?: unknown;
  progress?: unknown;
  media?: { id?: unknown; idMal?: unknown; title?: { romaji?: unknown; english?: unknown; native?: unknown }; synonyms?: unknown };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryOf(entry: AniListEntry): ListEntry {
  const media = isObject(entry.media) ? entry.media : {};
  const title = isObject(media.title) ? media.title : {};
  const synonyms = Array.isArray(media.synonyms) ? media.synonyms : [];
  return {
    // The English title first: it is the one the catalogue's recaps most often use.
    titles: cleanTitles([title.english, title.romaji, title.native, ...synonyms]),
    trackerIds: { anilist: trackerId(media.id), myanimelist: trackerId(media.idMal) },
    status: ANILIST_STATUSES[String(entry.status)] ?? 'planning',
    chapters: chaptersRead(entry.progress),
  };
}

/**
 * The entries of an AniList manga list, as its GraphQL API answers MediaListCollection (with or without the `data`
 * wrapper), or a 400 with a sentence for a file that is not one. A story in a custom list too is read once.
 */
export function readAniListJson(text: string): ListEntry[] {
  if (isNestedDeeperThan(text, MAX_NESTING)) throw refusedFile('This file nests its values too deeply to be an AniList list; it was not read.');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw refusedFile(NOT_A_LIST);
  }
  const root = isObject(document) && isObject(document.data) ? document.data : document;
  const collection = isObject(root) ? root.MediaListCollection : undefined;
  if (!isObject(collection) || !Array.isArray(collection.lists)) throw refusedFile(NOT_A_LIST);
  const entries = collection.lists.flatMap((list: unknown) => (isObject(list) && Array.isArray(list.entries) ? list.entries : []))
    .filter((entry: unknown): entry is AniListEntry => isObject(entry) && isObject(entry.media));
  if (entries.length > LIST_MAX_ENTRIES) throw refusedFile(`This list has more than ${LIST_MAX_ENTRIES.toLocaleString('en')} entries; it was not read.`);
  const seen = new Set<string>();
  const read: ListEntry[] = [];
  for (const entry of entries.map(entryOf)) {
    const key = entry.trackerIds.anilist ?? entry.titles[0] ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.titles.length > 0 || entry.trackerIds.anilist !== null) read.push(entry);
  }
  return read;
}

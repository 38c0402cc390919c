import { XMLParser } from 'fast-xml-parser';
import type { ShelfStatus } from '../../src/api/types.ts';
import { chaptersRead, cleanTitles, LIST_MAX_ENTRIES, NOT_A_LIST, refusedFile, trackerId, type ListEntry } from './listEntry.ts';

// MyAnimeList writes the status as words; older exports and some tools write its numbers.
const MAL_STATUSES: Readonly<Record<string, ShelfStatus>> = {
  'reading': 'watching', '1': 'watching',
  'completed': 'completed', '2': 'completed',
  'on-hold': 'paused', '3': 'paused',
  'dropped': 'dropped', '4': 'dropped',
  'plan to read': 'planning', '6': 'planning',
};

/** myanimelist > manga > field: a real export is three levels deep; a little room for tools that wrap it. */
const MAX_NESTING = 6;

// Entity and DTD declarations are refused before the parser sees the text: no expansion (billion laughs), no
// external entity (a file or address of the server read into the list) can happen, whatever the parser does.
const DECLARATIONS = /<!(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i;

// Entities stay off in the parser; the five XML defines and character references are decoded here, as text.
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeText(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|(amp|lt|gt|quot|apos));/gi, (whole, decimal?: string, hexadecimal?: string, name?: string) => {
    if (name !== undefined) return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = decimal !== undefined ? Number(decimal) : parseInt(hexadecimal!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** How deep elements open inside each other, read from the text without parsing it. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  // Opening, closing and self-closing tags; comments, CDATA and the declaration are not elements.
  for (const tag of text.matchAll(/<(\/?)([A-Za-z_][^\s/>]*)[^>]*?(\/?)>/g)) {
    if (tag[1] === '/') depth--;
    else if (tag[3] !== '/') deepest = Math.max(deepest, ++depth);
  }
  return deepest;
}

const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  maxNestedTags: MAX_NESTING,
  isArray: (_name, path) => path === 'myanimelist.manga',
});

type MalField = string | number | undefined;
interface MalManga { manga_mangadb_id?: MalField; manga_title?: MalField; series_title?: MalField; my_read_chapters?: MalField; my_status?: MalField }

function entryOf(manga: MalManga): ListEntry {
  const status = MAL_STATUSES[String(manga.my_status ?? '').trim().toLowerCase()] ?? 'planning';
  return {
    // MyAnimeList's manga export names it manga_title; series_title is the anime export's field, which some tools reuse.
    titles: cleanTitles([manga.manga_title, manga.series_title].map((title) => (typeof title === 'string' ? decodeText(title) : title))),
    trackerIds: { myanimelist: trackerId(manga.manga_mangadb_id), anilist: null },
    status,
    chapters: chaptersRead(manga.my_read_chapters),
  };
}

/** The entries of a MyAnimeList manga list export, or a 400 with a sentence for a file that is not one. */
export function readMalXml(text: string): ListEntry[] {
  if (DECLARATIONS.test(text)) throw refusedFile('This file declares a document type or entities, which a MyAnimeList export never does; it was not read.');
  if (nestingDepth(text) > MAX_NESTING) throw refusedFile('This file nests its elements too deeply to be a MyAnimeList export; it was not read.');
  let document: { myanimelist?: { myinfo?: { user_export_type?: MalField }; manga?: MalManga[] } | string };
  try {
    document = parser.parse(text, true) as typeof document;
  } catch {
    throw refusedFile(NOT_A_LIST);
  }
  const list = document.myanimelist;
  if (typeof list !== 'object' || list === null) throw refusedFile(NOT_A_LIST);
  // Export type 2 is a manga list; 1 is an anime list, which names no manga.
  const isMangaExport = String(list.myinfo?.user_export_type ?? '').trim() === '2';
  const manga = Array.isArray(list.manga) ? list.manga.filter((item): item is MalManga => typeof item === 'object' && item !== null) : [];
  if (!isMangaExport && manga.length === 0) throw refusedFile(NOT_A_LIST);
  if (manga.length > LIST_MAX_ENTRIES) throw refusedFile(`This list has more than ${LIST_MAX_ENTRIES.toLocaleString('en')} entries; it was not read.`);
  return manga.map(entryOf).filter((entry) => entry.titles.length > 0 || entry.trackerIds.myanimelist !== null);
}

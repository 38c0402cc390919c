import { gunzipSync } from 'node:zlib';
import { readAniListJson } from './anilistJson.ts';
import { LIST_FILE_MAX_BYTES, refusedFile, type ListEntry } from './listEntry.ts';
import { readMalXml } from './malXml.ts';

/** The formats an import reads, by the request's Content-Type. */
const FORMATS: Readonly<Record<string, 'xml' | 'json' | 'gzip'>> = {
  'application/xml': 'xml', 'text/xml': 'xml',
  'application/json': 'json',
  'application/gzip': 'gzip', 'application/x-gzip': 'gzip',
};

export const WRONG_TYPE = 'Upload a MyAnimeList export (XML, or gzipped XML) or an AniList list (JSON).';
export const TOO_LARGE = `The file is larger than ${LIST_FILE_MAX_BYTES / 1024 / 1024} MB; a list export is much smaller.`;

/** The format a Content-Type names (its parameters, such as charset, left aside), or null. */
export function listFormat(contentType: string | undefined): 'xml' | 'json' | 'gzip' | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return FORMATS[type] ?? null;
}

/** Unzips a gzipped export, never past the size a plain one may have (a small bomb cannot grow into memory). */
function gunzipped(body: Buffer): Buffer {
  try {
    return gunzipSync(body, { maxOutputLength: LIST_FILE_MAX_BYTES });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw refusedFile(TOO_LARGE, 413);
    throw refusedFile('This file is not a gzipped MyAnimeList export: it could not be unzipped.');
  }
}

/** A UTF-8 text: a file of another encoding is no export of either tracker. */
function utf8(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refusedFile('This file is not UTF-8 text, as both trackers write their exports.');
  }
}

/** The entries of an uploaded list file, or an HttpError with the sentence saying why it cannot be read. */
export function readListFile(format: 'xml' | 'json' | 'gzip', body: Buffer): ListEntry[] {
  if (body.length === 0) throw refusedFile('The file is empty.');
  if (format === 'json') return readAniListJson(utf8(body));
  return readMalXml(utf8(format === 'gzip' ? gunzipped(body) : body));
}

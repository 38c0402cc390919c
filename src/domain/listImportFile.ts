/**
 * The type a list file is uploaded as (POST /api/account/import reads the body by its Content-Type): MyAnimeList
 * exports are XML, downloaded gzipped (`.xml.gz`); AniList's list is JSON. The name decides, since browsers give
 * `.gz` and `.xml` files different types or none; a file named neither way goes as the browser typed it.
 */
export function listFileType(name: string, browserType: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.gz')) return 'application/gzip';
  if (lower.endsWith('.xml')) return 'application/xml';
  if (lower.endsWith('.json')) return 'application/json';
  return browserType || 'application/octet-stream';
}

/** The largest file the server reads, checked before the upload so a wrong pick is said at once. */
export const LIST_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** A run of percent-escapes, decoded together so a character of several UTF-8 bytes decodes whole. */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * The path of `url` as the router reads it: without the query, its escapes decoded as decodeURI decodes them
 * (an escaped /, ? or # stays escaped, inside its segment), so /%61pi/x reads /api/x. A run that does not decode
 * (a stray %, half a character) is kept as written, so an address the router refused still has a path.
 */
function routerPath(url: string): string {
  const query = url.search(/[?#]/);
  const path = query === -1 ? url : url.slice(0, query);
  return path.replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURI(run);
    } catch {
      return run;
    }
  });
}

/** Whether the router reads `url` as an address under `prefix` ('/api/'). */
export function isUnder(url: string, prefix: string): boolean {
  return routerPath(url).startsWith(prefix);
}

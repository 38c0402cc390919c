import type { Queryable } from './db/driver.ts';
import { buildRecapListQuery } from './db/queries/recapList.ts';
import { buildRecapQuery, DEFAULT_RECAP_FILTERS, recapListPath } from '../src/domain/recapQuery.ts';
import { thumbnailOf } from '../src/domain/thumbnail.ts';
import type { RecapQuery } from '../src/api/types.ts';
import { parseRecordId } from '../src/domain/recordId.ts';

/*
 * Hints in the single page's <head> that let the browser fetch what the first screen needs while the app's
 * code is still on its way: the first page of recaps (and the channel, on a channel page) and the first
 * card's picture. Without them the picture waits for the script, then for the list, one after the other,
 * which is most of the largest paint on a phone (docs/performance.md).
 */

// The picture's address costs one indexed query; a database slower than this serves the page without it.
const PICTURE_LOOKUP_BUDGET_MS = 250;

interface FirstScreen {
  /** The list the page asks for first, under /api. */
  listPath: string;
  /** Other calls the page makes at once, under /api. */
  alsoFetched: string[];
  /** The query behind listPath, which also finds the first card. */
  query: RecapQuery;
}

const CHANNEL_PAGE = /^\/recaps\/channel\/([^/]+)$/;

/** The first screen of a page address, when it is a list page opened with its default filters. */
export function firstScreenOf(url: string): FirstScreen | null {
  // Filters in the address change the first request; such a page simply loads without hints.
  if (url.includes('?')) return null;
  const channelMatch = CHANNEL_PAGE.exec(url);
  const channelId = url === '/' ? null : channelMatch ? parseRecordId(channelMatch[1]) : undefined;
  // Not a page that lists (another route, or an address whose id names no channel: the app shows Not Found).
  if (channelId === undefined || (channelId === null && url !== '/')) return null;
  const query = buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId }, 1);
  return {
    listPath: recapListPath(query),
    alsoFetched: channelId === null ? [] : [`/channels/${channelId}`],
    query,
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The first card's picture, or null when there is no card or the database does not answer in time. */
async function firstPicture(db: Queryable, screen: FirstScreen): Promise<string | null> {
  // The list's own query, one row of it: the same filters, order and visibility as the card the app shows first.
  const { query } = screen;
  const { sql, params, prepare } = buildRecapListQuery({
    ...query,
    page: 1,
    limit: 1,
    sortBy: query.sortBy ?? DEFAULT_RECAP_FILTERS.sortBy,
    sortOrder: query.sortOrder ?? DEFAULT_RECAP_FILTERS.sortOrder,
  }, null);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PICTURE_LOOKUP_BUDGET_MS);
  });
  try {
    const rows = await Promise.race([db.query<{ thumbnail_url: string | null; video_id: string }>(sql, params, { prepare }), late]);
    const first = rows?.rows[0];
    if (first === undefined) return null;
    const picture = thumbnailOf(first);
    // Only addresses the page itself could load (its own paths or the web) become hints.
    return picture.startsWith('/') || /^https?:\/\//.test(picture) ? picture : null;
  } catch {
    // No hint is needed for the page to work: the app asks again and shows the error itself.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The <link> elements to put in the <head> of the page at `url` (none for pages without a list). */
export async function firstScreenHints(db: Queryable, url: string): Promise<string[]> {
  const screen = firstScreenOf(url);
  if (screen === null) return [];
  // The app's calls send cookies (credentials: 'include'); a preload is only used when its mode matches.
  const fetchHint = (apiPath: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(`/api${apiPath}`)}">`;
  const hints = [screen.listPath, ...screen.alsoFetched].map(fetchHint);
  const picture = await firstPicture(db, screen);
  if (picture !== null) hints.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(picture)}">`);
  return hints;
}

/** The single page with the hints placed last in its <head>. */
export function withHints(indexHtml: string, hints: string[]): string {
  if (hints.length === 0) return indexHtml;
  return indexHtml.replace('</head>', `    ${hints.join('\n    ')}\n  </head>`);
}

const BOOT_HOME = /\s*<!--boot-home-->[\s\S]*?<!--\/boot-home-->/;

/**
 * The single page's boot shell for the page at `url`: index.html paints the home page's title, search box and
 * cards to come before the app arrives; any other page keeps only the header, so it never shows the home page
 * first.
 */
export function bootShellFor(indexHtml: string, url: string): string {
  const isHome = url.split('?')[0] === '/';
  return isHome ? indexHtml : indexHtml.replace(BOOT_HOME, '');
}

import type { Queryable } from './db/driver.ts';
import { buildRecapListQuery } from './db/queries/recapList.ts';
import { buildRecapQuery, DEFAULT_RECAP_FILTERS, recapListPath } from '../src/domain/recapQuery.ts';
import { thumbnailOf } from '../src/domain/thumbnail.ts';
import type { RecapQuery } from '../src/api/types.ts';
import { BOOT_CARD_COUNT, bootCardsHtml, escapeHtml, type BootCardRecap } from './bootCards.ts';
import { parseRecordId } from '../src/domain/recordId.ts';
import { recapListAddress } from '../src/domain/listAddress.ts';
import { recapListPageBody } from './db/queries/recapListPage.ts';
import { answerSearch, SearchAnswers } from './http/searchAnswers.ts';
import { bootFiltersHtml } from './bootFilters.ts';
import type { RecapListQuery } from './db/queries/recapList.ts';
import type { InterfaceLanguage } from '../src/domain/interfaceLanguages.ts';
import type { Translator } from '../src/domain/translator.ts';
import { interfaceI18n } from './pageLanguage.ts';
import { FIRST_ROWS_BUDGET_MS } from './config.ts';

/*
 * Hints in the single page's <head> that let the browser fetch what the first screen needs while the app's
 * code is still on its way: the first page of recaps (and the channel, on a channel page) and the first
 * card's picture. Without them the picture waits for the script, then for the list, one after the other,
 * which is most of the largest paint on a phone (docs/performance.md).
 */

interface FirstScreen {
  /** The list the page asks for first, under /api. */
  listPath: string;
  /** Other calls the page makes at once, under /api. */
  alsoFetched: string[];
  /** The query behind listPath, which also finds the first card. */
  query: RecapQuery;
}

const CHANNEL_PAGE = /^\/recaps\/channel\/([^/]+)$/;

/**
 * The first screen of a page address, when it is a list page: the home page with the search and filters its
 * address holds (read as the app reads them, so the hints name the app's own first call), or a channel page
 * opened with its default filters.
 */
export function firstScreenOf(url: string): FirstScreen | null {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (path === '/') {
    const filters = recapListAddress.read(queryStart === -1 ? '' : url.slice(queryStart + 1));
    const query = buildRecapQuery({ filters, channelId: null }, 1);
    return { listPath: recapListPath(query), alsoFetched: [], query };
  }
  // A channel page's filters in the address change its first request; such a page simply loads without hints.
  const channelMatch = queryStart === -1 ? CHANNEL_PAGE.exec(path) : null;
  const channelId = channelMatch ? parseRecordId(channelMatch[1]) : null;
  // Not a page that lists (another route, or an address whose id names no channel: the app shows Not Found).
  if (channelId === null) return null;
  const query = buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId }, 1);
  return { listPath: recapListPath(query), alsoFetched: [`/channels/${channelId}`], query };
}

/**
 * The list's first page as GET /recaps answers the app's first call for it: its bounds on a search (the index
 * checks, the lane for heavy lists), and a visitor's search answer kept for that call, so it is read once.
 */
async function pageAsTheApiAnswers(db: Queryable, query: RecapQuery): Promise<BootCardRecap[]> {
  const listQuery: RecapListQuery = {
    ...query,
    page: 1,
    // The route's default page size: the app asks for no other.
    limit: 20,
    sortBy: query.sortBy ?? DEFAULT_RECAP_FILTERS.sortBy,
    sortOrder: query.sortOrder ?? DEFAULT_RECAP_FILTERS.sortOrder,
  };
  const read = () => recapListPageBody(db, listQuery, null);
  const key = SearchAnswers.keyOf(listQuery, null);
  const body = key === null ? await read() : await answerSearch(db, key, read);
  return typeof body === 'string' ? (JSON.parse(body) as { data: BootCardRecap[] }).data : [];
}

/** The first cards of the list, or none when the list is empty or the database does not answer within `budgetMs`. */
async function firstRecaps(db: Queryable, screen: FirstScreen, budgetMs: number): Promise<BootCardRecap[]> {
  // The list's own query, its first rows: the same filters, order and visibility as the cards the app shows first.
  const { query } = screen;
  const { sql, params, prepare } = buildRecapListQuery({
    ...query,
    page: 1,
    limit: BOOT_CARD_COUNT,
    sortBy: query.sortBy ?? DEFAULT_RECAP_FILTERS.sortBy,
    sortOrder: query.sortOrder ?? DEFAULT_RECAP_FILTERS.sortOrder,
  }, null);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    // A default first page is one index walk; a search or filters go the API's way, with its bounds.
    const read = prepare ? db.query<BootCardRecap>(sql, params, { prepare }).then((result) => result.rows) : pageAsTheApiAnswers(db, query);
    // The query reads one row past the page to tell whether there are more.
    return (await Promise.race([read, late]))?.slice(0, BOOT_CARD_COUNT) ?? [];
  } catch {
    // The page works without them: the app asks again and shows the error itself.
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** What the server writes into the single page for its first screen. */
interface FirstScreenParts {
  /** The <link> elements for the <head>. */
  hints: string[];
  /** The first cards (list items), or '' when the page keeps its placeholders. */
  cards: string;
}

/**
 * The hints and first cards of the page at `url` (nothing for pages without a list), the cards in `language`; the
 * cards and the picture's hint only when the database answers within `budgetMs` (FIRST_ROWS_BUDGET_MS).
 */
export async function firstScreenParts(db: Queryable, url: string, language: InterfaceLanguage = 'en', budgetMs = FIRST_ROWS_BUDGET_MS): Promise<FirstScreenParts> {
  const screen = firstScreenOf(url);
  if (screen === null) return { hints: [], cards: '' };
  // The app's calls send cookies (credentials: 'include'); a preload is only used when its mode matches.
  const fetchHint = (apiPath: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(`/api${apiPath}`)}">`;
  const hints = [screen.listPath, ...screen.alsoFetched].map(fetchHint);
  const recaps = await firstRecaps(db, screen, budgetMs);
  const picture = recaps[0] === undefined ? null : thumbnailOf(recaps[0]);
  // Only addresses the page itself could load (its own paths or the web) become hints.
  if (picture !== null && (picture.startsWith('/') || /^https?:\/\//.test(picture))) {
    hints.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture)}">`);
  }
  return { hints, cards: bootCardsHtml(recaps, new Date(), interfaceI18n(language)) };
}

/** The single page with the hints placed last in its <head>. */
export function withHints(indexHtml: string, hints: string[]): string {
  if (hints.length === 0) return indexHtml;
  return indexHtml.replace('</head>', `    ${hints.join('\n    ')}\n  </head>`);
}

const BOOT_HOME = /\s*<!--boot-home-->[\s\S]*?<!--\/boot-home-->/;
const BOOT_SEARCH = /<input class="boot-search" /;
const BOOT_CARDS = /(<!--boot-cards-->)[\s\S]*?(<!--\/boot-cards-->)/;
const BOOT_FILTERS = /(<!--boot-filters-->)[\s\S]*?(<!--\/boot-filters-->)/;

/**
 * index.html's texts outside the filter panel and the cards, each the text between two parts of the page, with its
 * message: the server writes them in the page's language. index.html has them in English, the English catalogue's
 * words (`bootShellTexts` written in English leaves it as it is: tests/server/pageLanguage.test.ts).
 */
const PAGE_TEXTS: [RegExp, string][] = [
  [/(<title>)[^<]*(<\/title>)/, /*i18n*/ 'boot.pageTitle'],
  [/(<meta name="description" content=")[^"]*(")/, /*i18n*/ 'boot.description'],
];
const BOOT_HOME_TEXTS: [RegExp, string][] = [
  [/(<h1 class="boot-title">)[^<]*(<\/h1>)/, 'home.title'],
  [/(<p class="boot-subtitle">)[^<]*(<\/p>)/, 'home.subtitle'],
  [/(<input class="boot-search" [^>]*aria-label=")[^"]*(")/, 'search.label'],
  [/(<input class="boot-search" [^>]*placeholder=")[^"]*(")/, 'search.placeholder'],
  [/(<button hidden tabindex="-1">)[^<]*(<\/button>)/, /*i18n*/ 'boot.search'],
  [/(<ul class="boot-grid" aria-label=")[^"]*(")/, 'card.list'],
];

function withTexts(html: string, texts: [RegExp, string][], words: Translator): string {
  // Replaced through a function: a replacement string would read a message's own `$&` or `$'` as patterns.
  return texts.reduce((page, [pattern, id]) => page.replace(pattern, (_, open: string, close: string) => `${open}${escapeHtml(words._(id))}${close}`), html);
}

/** index.html with its page's and home page's texts (not the filters' and cards') in `words`' language. */
export function bootShellTexts(indexHtml: string, words: Translator): string {
  return withTexts(withTexts(indexHtml, PAGE_TEXTS, words), BOOT_HOME_TEXTS, words);
}

/**
 * The single page's boot shell for the page at `url`: index.html paints the home page's title, search box and
 * placeholder cards before the app arrives, and `cards` (the first recaps, when known) take the placeholders'
 * place; the search box holds the address's search and the filter panel its filters, as the app's will. Any other page keeps only the header, so
 * it never shows the home page first. Its words are the app's messages in the page's `language` (decision 0126).
 */
export function bootShellFor(indexHtml: string, url: string, cards = '', language: InterfaceLanguage = 'en'): string {
  const words = interfaceI18n(language);
  // index.html is written in English: an English page keeps its words as they are.
  const inLanguage = language === 'en' ? indexHtml : withTexts(indexHtml, PAGE_TEXTS, words);
  const queryStart = url.indexOf('?');
  if ((queryStart === -1 ? url : url.slice(0, queryStart)) !== '/') return inLanguage.replace(BOOT_HOME, '');
  const filters = recapListAddress.read(queryStart === -1 ? '' : url.slice(queryStart + 1));
  const home = language === 'en' ? inLanguage : withTexts(inLanguage, BOOT_HOME_TEXTS, words);
  // Replaced through a function: a replacement string would read the search's own `$&` or `$'` as patterns.
  const withSearch = filters.search === '' ? home : home.replace(BOOT_SEARCH, (box) => `${box}value="${escapeHtml(filters.search)}" `);
  // index.html holds the panel of the default filters in English.
  const page = queryStart === -1 && language === 'en'
    ? withSearch
    : withSearch.replace(BOOT_FILTERS, (_, open: string, close: string) => `${open}${bootFiltersHtml(filters, words)}${close}`);
  return cards === '' ? page : page.replace(BOOT_CARDS, (_, open: string, close: string) => `${open}${cards}${close}`);
}

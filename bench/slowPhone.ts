import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from './lighthouse.ts';
import { startServer } from './processes.ts';
import { emulateSlow3g } from '../tests/support/slow3g.ts';

/**
 * A visitor's first screen on Chromium's Slow 3G (2,000 ms of latency, 50 KB/s each way), cold cache, phone
 * viewport: when the boot shell paints (first contentful paint), when the first recap card and its picture
 * are on screen, when the screen is usable (a search typed into it is acted on), and every request of the page
 * as a waterfall. The server is the demo catalogue, as a visitor meets it.
 */

interface Request {
  name: string;
  kind: string;
  startMs: number;
  responseStartMs: number;
  endMs: number;
  bytes: number;
}

interface SlowPhoneRun {
  shellMs: number;
  firstCardMs: number;
  firstPictureMs: number;
  /** When the app took the boot shell's place (its code loaded, ran and had its own first cards). */
  appMs: number;
  requests: Request[];
}

export interface SlowPhoneFigures {
  url: string;
  runs: SlowPhoneRun[];
  /** The run with the median first card. */
  median: SlowPhoneRun;
  /** Runs of their own, so that typing early changes none of the figures above. */
  usable: UsableRun[];
  /** Runs of their own too: a filter chosen as soon as the page offers one. */
  filters: FilterRun[];
}

interface FilterRun {
  /** When the Sort by filter took a choice (the phone's panel opened first). */
  filterMs: number;
  /** When the page acted on it (a request for the list in that order left the browser). */
  actedOnMs: number;
}

interface UsableRun {
  /** When the search box took typing: visible and enabled. */
  searchBoxMs: number;
  /** When the page acted on the search typed there (a request for it left the browser). */
  actedOnMs: number;
}

/** What the visitor types, and how the request that answers it names it. */
const TYPED_SEARCH = 'solo';
const ASKS_FOR_TYPED_SEARCH = new RegExp(`[?&]search=${TYPED_SEARCH}(&|$)`);

// Runs in the page before its own scripts: marks the frame after the first card, and its picture, are in the page.
// A string, not a function: tsx would wrap a function's inner functions in a helper the page does not have.
const WATCH_FIRST_SCREEN = `
  const marks = {};
  window.firstScreenMarks = marks;
  // The frame that shows a change; and never before the first paint, which the paint entry times exactly.
  const afterPaint = (name) => requestAnimationFrame(() => { marks[name] ??= performance.now(); });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.shell = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver(() => {
    if (marks.app === undefined && document.getElementById('root')?.firstChild && !document.getElementById('boot')) afterPaint('app');
    // The first card on screen: written into the page by the server (.boot-recap), else the app's.
    const card = document.querySelector('.boot-recap, main article');
    if (card === null || marks.card !== undefined) return;
    marks.card = true;
    afterPaint('firstCard');
    const picture = card.querySelector('img');
    if (picture === null) return;
    if (picture.complete && picture.naturalWidth > 0) afterPaint('firstPicture');
    else picture.addEventListener('load', () => afterPaint('firstPicture'), { once: true });
  }).observe(document, { childList: true, subtree: true });
`;

async function measureOnce(browser: Browser, url: string): Promise<SlowPhoneRun> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_FIRST_SCREEN);
    await emulateSlow3g(await context.newCDPSession(page));
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    // Until the app has taken the boot shell's place, so the waterfall holds its code too.
    await page.waitForFunction(() => (window as unknown as { firstScreenMarks: Record<string, number> }).firstScreenMarks.firstPicture !== undefined
      && document.getElementById('boot') === null && document.querySelector('main article') !== null, undefined, { timeout: 120_000 });
    await page.waitForLoadState('load');
    return await page.evaluate(() => {
      const marks = (window as unknown as { firstScreenMarks: Record<string, number> }).firstScreenMarks;
      const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
      return {
        shellMs: marks.shell!,
        firstCardMs: Math.max(marks.firstCard!, marks.shell!),
        firstPictureMs: Math.max(marks.firstPicture!, marks.shell!),
        appMs: marks.app!,
        requests: entries.map((entry) => ({
          name: new URL(entry.name).pathname + new URL(entry.name).search,
          kind: entry.initiatorType,
          startMs: entry.startTime,
          responseStartMs: entry.responseStart,
          endMs: entry.responseEnd,
          bytes: entry.encodedBodySize,
        })),
      };
    });
  } finally {
    await context.close();
  }
}

/**
 * Opens the page on a phone over Slow 3G and does what `act` does as soon as the page lets it: when it was done
 * (`doneMs`) and when the page acted on it (`actedOnMs`, the first request `asks` matches, counted from asking for
 * the page: the boot shell asking for its own address, or the app asking the API). What `act` returns, if
 * anything, is done after `doneMs` is taken (pressing Enter after typing).
 */
async function timeAnAction(browser: Browser, url: string, asks: RegExp, what: string, act: (page: Page) => Promise<(() => Promise<void>) | void>): Promise<{ doneMs: number; actedOnMs: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true });
  try {
    const page = await context.newPage();
    await emulateSlow3g(await context.newCDPSession(page));
    let actedOnMs: number | undefined;
    const started = Date.now();
    page.on('request', (request) => {
      if (actedOnMs === undefined && asks.test(request.url())) actedOnMs = Date.now() - started;
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const followUp = await act(page);
    const doneMs = Date.now() - started;
    if (followUp) await followUp();
    await page.waitForRequest((request) => asks.test(request.url()), { timeout: 120_000 }).catch(() => undefined);
    if (actedOnMs === undefined) throw new Error(`The page did not act on the ${what} at ${doneMs} ms.`);
    return { doneMs, actedOnMs };
  } finally {
    await context.close();
  }
}

/**
 * Types a search into the first search box that takes it, as soon as one does, and presses Enter (the time it took
 * typing is when the box was there).
 */
async function measureUsable(browser: Browser, url: string): Promise<UsableRun> {
  const { doneMs, actedOnMs } = await timeAnAction(browser, url, ASKS_FOR_TYPED_SEARCH, 'search typed', async (page) => {
    const searchBox = page.locator('input[type="search"]:visible:enabled').first();
    await searchBox.fill(TYPED_SEARCH, { timeout: 120_000 });
    return () => searchBox.press('Enter');
  });
  return { searchBoxMs: doneMs, actedOnMs };
}

/** The order the visitor chooses, and how the request that answers it names it. */
const CHOSEN_SORT = 'views';
const ASKS_FOR_CHOSEN_SORT = new RegExp(`[?&]sortBy=${CHOSEN_SORT}(&|$)`);

/**
 * Opens the filter panel (a phone folds it behind Filters, the boot shell's and the app's alike) as soon as the
 * page offers it, and chooses Sort by Views.
 */
async function measureFilterChange(browser: Browser, url: string): Promise<FilterRun> {
  const { doneMs, actedOnMs } = await timeAnAction(browser, url, ASKS_FOR_CHOSEN_SORT, 'filter chosen', async (page) => {
    await page.locator('summary.boot-toggle:visible, main button[aria-controls]:visible').filter({ hasText: /^Filters/ }).first().click({ timeout: 120_000 });
    await page.locator('select[name="sortBy"]:visible, select#filter-sort:visible').first().selectOption(CHOSEN_SORT, { timeout: 120_000 });
  });
  return { filterMs: doneMs, actedOnMs };
}

export async function measureSlowPhone(root: string, runs = 3): Promise<SlowPhoneFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-slow-phone-'));
  const server = await startServer(root, { DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '1', DIST_DIR: path.join(root, 'dist') });
  // No traffic of the browser's own (updates, sync, first-run pages) shares the 50 KB/s with the page.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // A running server has planned its first-page query already; the very first one after start can miss the
    // budget for writing the first cards into the page.
    await fetch(`${server.url}/`);
    const measured: SlowPhoneRun[] = [];
    for (let index = 0; index < runs; index++) measured.push(await measureOnce(browser, `${server.url}/`));
    const median = [...measured].sort((a, b) => a.firstCardMs - b.firstCardMs)[Math.floor(measured.length / 2)]!;
    const usable: UsableRun[] = [];
    for (let index = 0; index < runs; index++) usable.push(await measureUsable(browser, `${server.url}/`));
    const filters: FilterRun[] = [];
    for (let index = 0; index < runs; index++) filters.push(await measureFilterChange(browser, `${server.url}/`));
    return { url: '/', runs: measured, median, usable, filters };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The figures and the median run's waterfall, as Markdown. */
export function renderSlowPhone(figures: SlowPhoneFigures): string {
  const { median } = figures;
  const lines = [
    '| figure | median run | every run | target |',
    '| --- | ---: | ---: | ---: |',
    `| boot shell (first contentful paint) | ${seconds(median.shellMs)} | ${figures.runs.map((run) => seconds(run.shellMs)).join(', ')} | |`,
    `| first card | ${seconds(median.firstCardMs)} | ${figures.runs.map((run) => seconds(run.firstCardMs)).join(', ')} | ≤ 4.50 s |`,
    `| first card's picture | ${seconds(median.firstPictureMs)} | ${figures.runs.map((run) => seconds(run.firstPictureMs)).join(', ')} | ≤ 6.00 s |`,
    `| the app in place of the boot shell | ${seconds(median.appMs)} | ${figures.runs.map((run) => seconds(run.appMs)).join(', ')} | |`,
    `| usable: the search box takes typing (runs of their own) | ${seconds(middle(figures.usable.map((run) => run.searchBoxMs)))} | ${figures.usable.map((run) => seconds(run.searchBoxMs)).join(', ')} | |`,
    `| usable: a typed search is acted on (its request sent) | ${seconds(middle(figures.usable.map((run) => run.actedOnMs)))} | ${figures.usable.map((run) => seconds(run.actedOnMs)).join(', ')} | ≤ 5.00 s |`,
    `| usable: a filter takes a choice (runs of their own) | ${seconds(middle(figures.filters.map((run) => run.filterMs)))} | ${figures.filters.map((run) => seconds(run.filterMs)).join(', ')} | |`,
    `| usable: a filter change is acted on (its request sent) | ${seconds(middle(figures.filters.map((run) => run.actedOnMs)))} | ${figures.filters.map((run) => seconds(run.actedOnMs)).join(', ')} | ≤ 5.00 s |`,
    '',
    'Waterfall of the median run (times from the start of navigation; bytes as sent, compressed):',
    '',
    '| request | kind | start | first byte | end | bytes |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...[...median.requests]
      .sort((a, b) => a.startMs - b.startMs)
      .map((request) => `| \`${request.name}\` | ${request.kind} | ${seconds(request.startMs)} | ${seconds(request.responseStartMs)} | ${seconds(request.endMs)} | ${request.bytes.toLocaleString('en')} |`),
  ];
  return lines.join('\n');
}

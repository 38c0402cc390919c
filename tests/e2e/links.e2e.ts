import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServer } from './support/server';
import { routeOf } from '../../src/domain/routes';
import { launchBrowser, newVisitor } from './support/browser';
import { E2E_ADMIN } from './support/globalSetup';

/**
 * Every link resolves: the internal links of the pages a visitor starts from, of each Atom feed and of each mail
 * the server writes are collected, a few of each route pattern are opened in Chromium, and each must be a page
 * of its own (no "Page not found", a document title "{name} · RecapShelf"); a feed entry must show the recap it
 * names.
 */

/** How many distinct links of one route pattern are opened. */
const SAMPLES_PER_ROUTE = 3;
const TITLE_SUFFIX = ' · RecapShelf';

/** A link found somewhere, and where, so a failure says which page, feed or mail wrote it. */
interface FoundLink {
  url: URL;
  from: string;
  /** For a feed entry: the recap's title, which the page it opens must show. */
  entryTitle?: string;
}

let browser: Browser;
let visitor: { context: BrowserContext; page: Page };
let baseURL: string;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = await newVisitor(browser);
  baseURL = appServer().baseURL;
});
afterAll(async () => {
  await visitor.context.close();
  await browser.close();
});

/** The link as an address of this site, or null for one elsewhere (the video site) or a file it serves. */
function internal(href: string, base: string): URL | null {
  const url = new URL(href, base);
  url.hash = '';
  if (url.origin !== new URL(baseURL).origin) return null;
  if (/^\/(api|media)\//.test(url.pathname)) return null;
  return url;
}

/** Waits until the page has loaded what it shows and named itself (or until it plainly will not). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction((suffix) => document.title.endsWith(suffix), TITLE_SUFFIX, { timeout: 15_000 }).catch(() => undefined);
}

/** The page's own links, and the feeds it announces in its head. */
async function pageLinks(page: Page, address: string): Promise<{ links: FoundLink[]; feeds: URL[] }> {
  await page.goto(address);
  await settle(page);
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const feedHrefs = await page.locator('link[rel="alternate"][type="application/atom+xml"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const base = page.url();
  const links = hrefs.map((href) => internal(href, base)).filter((url): url is URL => url !== null)
    .filter((url) => !url.pathname.startsWith('/feeds/')).map((url) => ({ url, from: address }));
  const feeds = [...hrefs, ...feedHrefs].map((href) => internal(href, base)).filter((url): url is URL => url !== null && url.pathname.endsWith('.atom'));
  return { links, feeds };
}

function unescapeXml(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The links of a feed: its page, and each entry's link with the entry's title. */
async function feedLinks(request: APIRequestContext, feed: URL): Promise<FoundLink[]> {
  const response = await request.get(feed.toString());
  expect(response.status(), feed.pathname).toBe(200);
  const xml = await response.text();
  const [head, ...entries] = xml.split('<entry>');
  const pageLinks = [...head!.matchAll(/<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)]
    .map((match) => internal(unescapeXml(match[1]!), baseURL)).filter((url): url is URL => url !== null)
    .map((url) => ({ url, from: feed.pathname }));
  const entryLinks = entries.map((entry) => ({
    url: internal(unescapeXml(/<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(entry)![1]!), baseURL)!,
    from: feed.pathname,
    entryTitle: unescapeXml(/<title>([^<]*)<\/title>/.exec(entry)![1]!),
  }));
  expect(entryLinks.length, `${feed.pathname} has entries`).toBeGreaterThan(0);
  return [...pageLinks, ...entryLinks];
}

/** The app's links in every mail of the outbox (quoted-printable undone). */
function mailLinks(): FoundLink[] {
  const folder = appServer().mailDir;
  if (!existsSync(folder)) return [];
  return readdirSync(folder).filter((file) => file.endsWith('.eml')).flatMap((file) => {
    const text = readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return [...text.matchAll(/https?:\/\/[^\s"<>]+/g)]
      .map((match) => internal(match[0].replace(/&amp;/g, '&'), baseURL)).filter((url): url is URL => url !== null)
      .map((url) => ({ url, from: `mail ${file}` }));
  });
}

/** What is wrong with the page a link opens, or null when it is a page of its own (and the recap it names). */
async function problemOf(page: Page, link: FoundLink): Promise<string | null> {
  const address = `${link.url.pathname}${link.url.search}`;
  await page.goto(address);
  await settle(page);
  if (link.entryTitle !== undefined) {
    // A feed entry opens the recap: its dialog, with the entry's title in it, and a title naming it.
    const dialog = page.getByRole('dialog');
    const shown = await dialog.getByText(link.entryTitle, { exact: true }).first().waitFor({ timeout: 15_000 }).then(() => true, () => false);
    if (!shown) return `${address} (from ${link.from}) does not show the recap "${link.entryTitle}": ${(await page.locator('body').innerText()).slice(0, 200)}`;
    await page.waitForFunction((title) => document.title === title, `${link.entryTitle}${TITLE_SUFFIX}`, { timeout: 10_000 }).catch(() => undefined);
  }
  const main = await page.locator('main').innerText();
  if (/Page not found/.test(main)) return `${address} (from ${link.from}) is Page not found`;
  const title = await page.title();
  const name = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : '';
  if (name === '' || name === 'Page not found') return `${address} (from ${link.from}) has no title of its own: "${title}"`;
  if (link.entryTitle !== undefined && name !== link.entryTitle) return `${address} (from ${link.from}) is titled "${title}", not after its recap`;
  return null;
}

describe('every link resolves', () => {
  const found: FoundLink[] = [];

  beforeAll(async () => {
    const { page } = visitor;
    const request = visitor.context.request;
    // The pages a visitor starts from, then a series page and a channel page they link to.
    const feeds = new Map<string, URL>();
    const collect = async (address: string) => {
      const { links, feeds: announced } = await pageLinks(page, address);
      found.push(...links);
      for (const feed of announced) feeds.set(feed.pathname, feed);
      return links;
    };
    await collect('/');
    const seriesList = await collect('/series');
    const channels = await collect('/channels');
    const seriesPage = seriesList.find((link) => routeOf(link.url.pathname) === 'series');
    const channelPage = channels.find((link) => routeOf(link.url.pathname) === 'channelRecaps');
    expect(seriesPage, 'the series list links to a series').toBeDefined();
    expect(channelPage, 'Browse Channels links to a channel').toBeDefined();
    await collect(seriesPage!.url.pathname);
    await collect(channelPage!.url.pathname);
    const slug = seriesPage!.url.pathname.split('/').at(-1)!;
    const channelId = channelPage!.url.pathname.split('/').at(-1)!;
    for (const feed of [`/feeds/series/${slug}.atom`, `/feeds/channel/${channelId}.atom`]) feeds.set(feed, new URL(feed, baseURL));

    // The followed feed is a member's: the administrator follows the series and asks for the feed's address.
    const admin = await browser.newContext({ baseURL });
    try {
      const login = await admin.request.post('/api/auth/login', { data: { loginIdentifier: E2E_ADMIN.username, password: E2E_ADMIN.password } });
      expect(login.status()).toBe(200);
      expect((await admin.request.post(`/api/series/${slug}/follow`)).ok()).toBe(true);
      const token = await admin.request.post('/api/account/feed-token');
      expect(token.status()).toBe(201);
      const followed = new URL((await token.json() as { url: string }).url);
      feeds.set(followed.pathname, followed);
    } finally {
      await admin.close();
    }
    expect([...feeds.keys()].map((feed) => feed.split('/')[2])).toEqual(expect.arrayContaining(['series', 'channel', 'following']));
    for (const feed of feeds.values()) found.push(...(await feedLinks(request, feed)));

    // The mails the server writes: a verification (registering) and a password reset.
    const name = `links${Date.now().toString(36)}`;
    const registered = await request.post('/api/auth/register', { data: { username: name, email: `${name}@example.com`, password: 'links-password-1' } });
    expect(registered.status()).toBe(201);
    expect((await request.post('/api/auth/reset-password', { data: { email: E2E_ADMIN.email } })).ok()).toBe(true);
    // The reset mail is written just after its answer.
    const mailRoutes = () => new Set(mailLinks().map((link) => routeOf(link.url.pathname)));
    for (const deadline = Date.now() + 10_000; mailRoutes().size < 2 && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailRoutes()).toEqual(new Set(['verifyEmail', 'resetPasswordConfirm']));
    found.push(...mailLinks());
  });

  it('names a page of the client for every link found, each route pattern sampled a few times', async () => {
    const unrouted = found.filter((link) => routeOf(link.url.pathname) === null).map((link) => `${link.url.pathname} (from ${link.from})`);
    expect(unrouted).toEqual([]);

    const byRoute = new Map<string, FoundLink[]>();
    const seen = new Set<string>();
    for (const link of found) {
      // A recap in two feeds is sampled for each: every feed's own entries are opened.
      const key = `${link.entryTitle === undefined ? '' : link.from}|${link.url.pathname}${link.url.search}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const route = routeOf(link.url.pathname)!;
      byRoute.set(route, [...(byRoute.get(route) ?? []), link]);
    }
    // Every kind of start found links: the list, series, channel pages and the recap of a feed entry, the mails'.
    expect([...byRoute.keys()]).toEqual(expect.arrayContaining(['home', 'series', 'seriesList', 'channelRecaps', 'channels', 'recap', 'verifyEmail', 'resetPasswordConfirm']));

    const problems: string[] = [];
    for (const [route, links] of byRoute) {
      // Feed entries first among the recap links: each feed's entries are what a reader opens.
      const sample = route === 'recap' ? sampleEachFeed(links) : links.slice(0, SAMPLES_PER_ROUTE);
      for (const link of sample) {
        const problem = await problemOf(visitor.page, link);
        if (problem !== null) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

/** A few entries of each feed, so every feed's links are opened. */
function sampleEachFeed(links: FoundLink[]): FoundLink[] {
  const byFeed = new Map<string, FoundLink[]>();
  for (const link of links) byFeed.set(link.from, [...(byFeed.get(link.from) ?? []), link]);
  return [...byFeed.values()].flatMap((feedLinks) => feedLinks.slice(0, SAMPLES_PER_ROUTE));
}

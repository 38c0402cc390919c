import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServer } from './support/server';
import { emulateSlow3g } from '../support/slow3g';
import { launchBrowser, newVisitor } from './support/browser';
import { recapListAddress } from '../../src/domain/listAddress';
import { DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** What the page paints before the app's code runs: its script files never arrive. */
async function withoutTheAppsScript(page: Page): Promise<void> {
  await page.route('**/assets/*.js', (route) => route.abort());
}

const backgroundOf = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

const LIGHT_BACKGROUND = 'rgb(246, 247, 251)';
const DARK_BACKGROUND = 'rgb(15, 17, 23)';

describe('the first paint, before the app\'s code arrives', () => {
  it('shows the stored theme, not the system\'s, after a reload on Slow 3G', async () => {
    // The system asks for dark; the visitor chose light on an earlier visit.
    const { context, page } = await newVisitor(browser, { theme: 'light' });
    await context.clearCookies();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: /dark/i }).waitFor({ timeout: 20_000 });
    await emulateSlow3g(await context.newCDPSession(page));
    await withoutTheAppsScript(page);
    await page.reload({ timeout: 60_000 });
    expect(await backgroundOf(page, '.boot')).toBe(LIGHT_BACKGROUND);
    expect(await backgroundOf(page, '.boot-header')).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it('follows the system when nothing is stored', async () => {
    const { context, page } = await newVisitor(browser);
    await page.emulateMedia({ colorScheme: 'dark' });
    await withoutTheAppsScript(page);
    await page.goto('/');
    expect(await backgroundOf(page, '.boot')).toBe(DARK_BACKGROUND);
    await context.close();
  });

  it('paints the header, the search box and the first recap cards from the page itself on a phone', async () => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    await withoutTheAppsScript(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'RecapShelf' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Manhwa Recaps' }).isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Search by series name, title, description, channel, or tags...').isVisible()).toBe(true);
    const cards = page.locator('.boot-card');
    expect(await cards.count()).toBeGreaterThan(0);
    const firstCard = await cards.first().boundingBox();
    expect(firstCard!.y + firstCard!.height / 2).toBeLessThan(844);
    expect(firstCard!.width).toBeGreaterThan(300);
    // The server wrote the first recaps in (placeholders only when the database is too slow to ask in time).
    const firstTitle = page.locator('.boot-card-title').first();
    expect((await firstTitle.textContent())?.length).toBeGreaterThan(0);
    expect(await page.locator('.boot-card img').first().evaluate((picture: HTMLImageElement) => picture.complete && picture.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  it('asks for the app\'s script ahead of the pictures, and for the first row\'s pictures only, on a phone and a wide window', async () => {
    // A wide window's first row holds four cards (index.html, .boot-grid), a phone's one.
    for (const [width, firstRow] of [[390, 1], [1280, 4]] as const) {
      const { context, page } = await newVisitor(browser, { width });
      await withoutTheAppsScript(page);
      const pictures = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'image') pictures.add(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(await page.locator('.boot-recap').count()).toBe(8);
      expect(pictures.size).toBe(firstRow);
      // The pictures the page shows are the first row's; the others keep their placeholder until the app's cards.
      const shown = await page.locator('.boot-recap img').evaluateAll((images) => images.filter((image) => image.checkVisibility()).length);
      expect(shown).toBe(firstRow);
      expect(await page.locator('script[type="module"]').getAttribute('fetchpriority')).toBe('high');
      await context.close();
    }
  });

  it('the app takes the boot shell\'s place with the same first recap once its own cards are in', async () => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    const written = (await (await page.request.get('/')).text()).match(/<h3 class="boot-card-title">([^<]*)<\/h3>/)?.[1];
    await page.goto('/');
    await page.locator('main article').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('#boot').count()).toBe(0);
    expect(await page.locator('main article :is(h2, h3)').first().textContent()).toBe(written?.replaceAll('&amp;', '&'));
    await context.close();
  });

  it('takes a search before the app\'s code arrives: Enter asks for its address, whose page shows its first cards', async () => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    await withoutTheAppsScript(page);
    await page.goto('/');
    const series = (await page.locator('.boot-series').first().textContent())!;
    const box = page.getByRole('searchbox', { name: 'Search recaps' });
    await box.fill(series);
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === series);
    expect(await page.getByRole('searchbox', { name: 'Search recaps' }).inputValue()).toBe(series);
    expect(await page.locator('.boot-recap').count()).toBeGreaterThan(0);
    expect(await page.locator('.boot-series').first().textContent()).toBe(series);
    await context.close();
  });

  it('takes a filter before the app\'s code arrives: each change asks for the address the app writes, whose page shows its cards', async () => {
    // A wide window, where the panel shows as a row; a phone's folds it behind Filters, which opens without a script.
    const { context, page } = await newVisitor(browser, { width: 1280 });
    await withoutTheAppsScript(page);
    await page.goto('/');
    const filters = page.getByRole('group', { name: 'Filters' });
    const query = () => new URL(page.url()).search;
    await filters.getByLabel('Sort by').selectOption('views');
    await page.waitForURL((url) => url.search !== '');
    expect(query()).toBe(`?${recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, sortBy: 'views' })}`);
    expect(await page.getByRole('group', { name: 'Filters' }).getByLabel('Sort by').inputValue()).toBe('views');
    await page.getByRole('button', { name: 'Under 1 hour' }).click();
    await page.waitForURL((url) => url.searchParams.has('duration'));
    expect(query()).toBe(`?${recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, sortBy: 'views', maxDuration: 3599 })}`);
    expect(await page.getByRole('button', { name: 'Under 1 hour' }).getAttribute('aria-pressed')).toBe('true');
    // The server wrote that list's first cards: every one is under an hour.
    const durations = await page.locator('.boot-recap .boot-duration').allTextContents();
    expect(durations.length).toBeGreaterThan(0);
    for (const duration of durations) expect(duration.split(':')).toHaveLength(2);
    await page.getByRole('button', { name: 'Sort order: descending' }).click();
    await page.waitForURL((url) => url.searchParams.has('sortOrder'));
    expect(query()).toBe(`?${recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, sortBy: 'views', sortOrder: 'asc', maxDuration: 3599 })}`);
    // The pressed length takes itself off, the rest stays; Enter in the search box adds the search alone.
    await page.getByRole('button', { name: 'Under 1 hour' }).click();
    await page.waitForURL((url) => !url.searchParams.has('duration'));
    expect(query()).toBe(`?${recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, sortBy: 'views', sortOrder: 'asc' })}`);
    const box = page.getByRole('searchbox', { name: 'Search recaps' });
    await box.fill('tower');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.has('search'));
    expect(query()).toBe(`?${recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, search: 'tower', sortBy: 'views', sortOrder: 'asc' })}`);
    await context.close();
  });

  it('takes a filter on a phone with no script at all: Filters opens the panel, Apply asks for the list', async () => {
    const context = await browser.newContext({ baseURL: appServer().baseURL, viewport: { width: 360, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const sortBy = page.getByLabel('Sort by');
    expect(await sortBy.isVisible()).toBe(false);
    await page.getByText('Filters', { exact: true }).click();
    await sortBy.selectOption('rating');
    await page.getByLabel('Language', { exact: true }).selectOption('all');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'rating');
    const address = new URL(page.url()).searchParams;
    expect(recapListAddress.read(address.toString())).toEqual({ ...DEFAULT_RECAP_FILTERS, sortBy: 'rating', language: 'all' });
    expect(await page.locator('summary').textContent()).toBe('Filters (2)');
    expect(await page.locator('.boot-recap').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the app starts with a search typed into the page before its code ran', async () => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    let typed!: () => void;
    const typing = new Promise<void>((resolve) => (typed = resolve));
    // The app's code waits until the visitor has typed.
    await page.route('**/assets/*.js', async (route) => {
      await typing;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('searchbox', { name: 'Search recaps' }).fill('tower');
    typed();
    await page.locator('#boot').waitFor({ state: 'detached', timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('search')).toBe('tower');
    const appBox = page.getByRole('combobox', { name: 'Search recaps' });
    expect(await appBox.inputValue()).toBe('tower');
    // Still in the search box: the app's took the boot shell's place.
    expect(await appBox.evaluate((box) => box === document.activeElement)).toBe(true);
    await context.close();
  });

  it('paints only the header on a page other than the home page', async () => {
    const { context, page } = await newVisitor(browser);
    await withoutTheAppsScript(page);
    await page.goto('/login');
    await expect.poll(() => page.getByRole('link', { name: 'RecapShelf' }).isVisible()).toBe(true);
    expect(await page.locator('.boot-card').count()).toBe(0);
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await context.close();
  });
});

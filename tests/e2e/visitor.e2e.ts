import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_LANGUAGE_NAMES, RECAP_FILTER_LANGUAGES } from '../../src/domain/languages';
import { launchBrowser, newVisitor } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const countLine = (page: Page) => page.locator('p', { hasText: /recap\(s\) found/ }).first().innerText();
const cardCount = (page: Page) => page.locator('main article').count();
const firstCardTitle = (page: Page) => page.locator('main article :is(h2, h3)').first().innerText();

async function openHome(page: Page) {
  await page.goto('/');
  await expect.poll(() => cardCount(page), { timeout: 20_000 }).toBe(20);
}

describe('a visitor in the browser', () => {
  it('sees cards and the count line, narrows the list by a debounced search, and finds the search again in the recent searches', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    const before = await countLine(page);
    const box = page.getByPlaceholder('Search by series name, title, description, channel, or tags...');
    await box.fill('regression');
    await expect.poll(() => countLine(page)).toContain('Searching for');
    const after = await countLine(page);
    expect(parseInt(after.replace(/,/g, ''), 10)).toBeLessThan(parseInt(before.replace(/,/g, ''), 10));
    expect(new URL(page.url()).searchParams.get('search')).toBe('regression');

    await box.fill('');
    await box.focus();
    await expect.poll(() => page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option', { name: 'regression' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('gets the first page of the home and channel pages through the hints in the page: one list call each, and the first picture early', async () => {
    const { context, page } = await newVisitor(browser);
    for (const address of ['/', '/recaps/channel/1']) {
      const listCalls: string[] = [];
      const pictures: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/recaps') listCalls.push(`${request.resourceType()} ${url.search}`);
        if (request.resourceType() === 'image') pictures.push(url.href);
      });
      await page.goto(address);
      await expect.poll(() => cardCount(page), { timeout: 20_000 }).toBe(20);
      // The app asked for the very address the page preloaded, so the browser answered from the preload.
      expect(listCalls, `${address}: ${listCalls.join(', ')}`).toHaveLength(1);
      // The hinted picture is the first card's, fetched once: the card used what the hint fetched.
      const hinted = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
      const firstPicture = await page.locator('main article img').first().getAttribute('src');
      expect(hinted, address).not.toBeNull();
      expect(hinted, address).toBe(firstPicture);
      const hintedUrl = new URL(hinted!, page.url()).href;
      expect(pictures.filter((picture) => picture === hintedUrl), address).toHaveLength(1);
      page.removeAllListeners('request');
    }
    await context.close();
  });

  it('changes the list with the language, sort, order and duration filters, and Load More appends', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    const newest = await firstCardTitle(page);
    await page.getByLabel('Sort by').selectOption('views');
    await expect.poll(() => firstCardTitle(page)).not.toBe(newest);
    const mostViewed = await firstCardTitle(page);
    await page.getByRole('button', { name: /Sort order/ }).click();
    await expect.poll(() => firstCardTitle(page)).not.toBe(mostViewed);

    await page.getByRole('button', { name: 'Over 4 hours' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Sort order: ascending' }).count()).toBe(1);
    await page.getByLabel('Language', { exact: true }).selectOption('ko');
    await expect.poll(() => countLine(page)).toContain('Korean');

    await page.goto('/');
    await expect.poll(() => cardCount(page), { timeout: 20_000 }).toBe(20);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect.poll(() => cardCount(page)).toBe(40);
    await context.close();
  });

  it('opens a recap in the detail dialog, whose Watch button opens the video site in a new tab, and asks to log in for rating, saving and suggesting', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await page.getByRole('button', { name: /^Open / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Please login to vote');

    // No internet here: the video site answers from the browser's own routing, so the new tab's address can be read.
    await context.route('https://www.youtube.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>video</title>' }));
    const popup = context.waitForEvent('page');
    await dialog.getByRole('link', { name: 'Watch on YouTube' }).click();
    const tab = await popup;
    expect(tab.url()).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    await tab.close();

    await dialog.getByRole('button', { name: 'Save for Later' }).click();
    await page.getByText('Please log in to save items to your watchlist.').first().waitFor();
    await dialog.getByRole('button', { name: 'Suggest series name' }).click();
    await page.getByText('Please log in to suggest series names.').first().waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('cannot open a private or error recap', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/?sortBy=views&sortOrder=asc');
    // A private or error card is plain content with its status badge: no Open button, and a click opens nothing.
    const cards = page.locator('main article');
    const unavailable = cards.filter({ has: page.getByText(/^(private|error)$/) }).first();
    for (let more = 0; more < 10 && (await unavailable.count()) === 0; more++) {
      const shown = await cards.count();
      await page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    expect(await unavailable.getByRole('button', { name: /^Open / }).count()).toBe(0);
    await unavailable.locator('h3, h2, p').first().click();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('reaches a channel page with its header and Browse Channels with its sorts, and is asked to log in to favourite', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    await page.locator('main article a[href^="/recaps/channel/"]').first().click();
    await page.waitForURL(/\/recaps\/channel\/\d+/);
    const header = page.getByRole('region', { name: 'Channel' });
    await header.waitFor();
    await header.getByRole('button', { name: /Add to Favourites/ }).click();
    await page.getByText('Please log in to add channels to your favourites!').first().waitFor();

    await page.goto('/channels');
    await expect.poll(() => page.locator('main article').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const firstByName = await page.locator('main article').first().getAttribute('aria-label');
    await page.getByLabel('Sort by').selectOption({ label: 'Most Subscribers' });
    await expect.poll(() => page.locator('main article').first().getAttribute('aria-label')).not.toBe(firstByName);
    await context.close();
  });

  it('searches, opens a recap and closes it with the keyboard alone', async () => {
    const { context, page } = await newVisitor(browser);
    await openHome(page);
    const box = page.getByPlaceholder('Search by series name, title, description, channel, or tags...');
    await box.focus();
    await page.keyboard.type('hero');
    await expect.poll(() => countLine(page)).toContain('Searching for');
    // The browser's own Escape would empty a search field and list everything again: here it keeps the text.
    await page.keyboard.press('Escape');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await box.inputValue()).toBe('hero');
    expect(new URL(page.url()).searchParams.get('search')).toBe('hero');
    const firstOpen = page.getByRole('button', { name: /^Open / }).first();
    for (let tabs = 0; tabs < 60 && !(await firstOpen.evaluate((element) => element === document.activeElement)); tabs++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('has, in the browser, the same English name for every filter language as the server writes into the first screen', async () => {
    // Most names come from the runtime's copy of CLDR (src/domain/languages.ts), and browsers trim theirs: a code the
    // browser has no name for would show as the bare code.
    const fromCldr = RECAP_FILTER_LANGUAGES.filter((option) => OWN_LANGUAGE_NAMES[option.code] === undefined);
    expect(fromCldr.length).toBeGreaterThan(30);
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const inBrowser = await page.evaluate((codes) => {
      const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
      return codes.map((code) => names.of(code) ?? code);
    }, fromCldr.map((option) => option.code));
    expect(inBrowser).toEqual(fromCldr.map((option) => option.label));
    await context.close();
  });
});

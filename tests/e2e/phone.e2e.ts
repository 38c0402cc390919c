import type { Browser, Page } from 'playwright-core';
import type { Page as ApiPage, Recap } from '../../src/api/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newVisitor, sidewaysOverflow } from './support/browser';
import { E2E_ADMIN } from './support/globalSetup';
import { DEMO_ACCOUNTS } from '../../server/seed/demoCommunity';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const cardCount = (page: Page) => page.locator('main article').count();

describe('a visitor on a phone and at addresses of their own', () => {
  it('at 390 px the recap dialog shows its picture at its 16:9 height', async () => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    await page.goto('/');
    await expect.poll(() => cardCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Open / }).first().click();
    const picture = page.getByRole('dialog').locator('img').first();
    await picture.waitFor();
    const box = await picture.boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width * 0.5);
    await context.close();
  });

  it('names each page in the document title, and an address naming no channel is Not Found without a list request', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/channels');
    // The channels page's code loads when it is asked for: on a busy machine that can take longer than a poll's 5 s.
    await expect.poll(() => page.title(), { timeout: 20_000 }).toBe('Browse Channels · RecapShelf');
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/recaps') || request.url().includes('/api/channels/')) listCalls.push(request.url());
    });
    await page.goto('/recaps/channel/1.5');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · RecapShelf');
    expect(listCalls.filter((url) => url.includes('NaN') || url.includes('channel_id=1'))).toEqual([]);
    await context.close();
  });

  it('a visitor\'s first screen logs no error in the console', async () => {
    const { context, page } = await newVisitor(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      // A recap or channel whose picture is missing answers 404 on purpose (the card shows its placeholder), and
      // Chromium logs every failed picture; which cards are first depends on what earlier journeys changed.
      if (message.type() === 'error' && !new URL(message.location().url || 'about:blank').pathname.startsWith('/media/')) {
        errors.push(`${message.text()} ${message.location().url}`);
      }
    });
    await page.goto('/');
    await expect.poll(() => cardCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a phone\'s first screen', () => {
  it.each(['/', '/recaps/channel/1'])('at 390 × 844, %s starts its first card in the first screen, with the filters behind a Filters button', async (path) => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    await page.goto(path);
    const card = page.locator('main article').first();
    await card.waitFor({ timeout: 20_000 });
    expect((await card.boundingBox())!.y).toBeLessThan(844);
    // Its name gains the count once a filter is chosen.
    const toggle = page.getByRole('button', { name: /^Filters( \(\d\))?$/ });
    expect(await toggle.textContent()).toBe('Filters');
    const panel = page.getByRole('group', { name: 'Filters' });
    expect(await panel.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
    // A length chosen narrows the list; the folded button says so.
    await panel.getByRole('button', { name: 'Over 4 hours' }).click();
    await toggle.click();
    expect(await panel.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Filters (1)' }).isVisible()).toBe(true);
    await context.close();
  });

  it('at 1280 px the filters show as a row, with no Filters button', async () => {
    const { context, page } = await newVisitor(browser, { width: 1280 });
    await page.goto('/');
    await page.locator('main article').first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('group', { name: 'Filters' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    const language = await page.getByLabel('Language', { exact: true }).boundingBox();
    const length = await page.getByRole('button', { name: 'Over 4 hours' }).boundingBox();
    expect(Math.abs(language!.y + language!.height - (length!.y + length!.height))).toBeLessThan(12);
    await context.close();
  });
});

/** A recap the dialog opens with many tags and genres (more than fit on one line of a phone). */
async function recapWithManyTags(page: Page): Promise<Recap> {
  const answer = await page.request.get('/api/recaps?limit=50&language=en');
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as ApiPage<Recap>;
  const tagCount = (recap: Recap) => new Set([...(recap.genres ?? []), ...(recap.tags ?? [])]).size;
  const shown = data.filter((recap) => recap.status !== 'private' && recap.status !== 'error');
  const many = shown.find((recap) => tagCount(recap) >= 8);
  expect(many).toBeDefined();
  return many!;
}

describe('the recap dialog on a phone', () => {
  it.each([
    { width: 320, height: 640 },
    { width: 390, height: 844 },
  ])('at $width × $height shows Watch and Save without scrolling, and the tags as chips on several lines', async ({ width, height }) => {
    const { context, page } = await newVisitor(browser, { width });
    await page.setViewportSize({ width, height });
    const recap = await recapWithManyTags(page);
    await page.goto(`/?recap=${recap.id}`);
    const dialog = page.getByRole('dialog');
    const watch = dialog.getByRole('link', { name: 'Watch on YouTube' });
    await watch.waitFor({ timeout: 20_000 });
    for (const control of [watch, dialog.getByRole('button', { name: 'Save for Later' })]) {
      const box = (await control.boundingBox())!;
      expect(box.y + box.height).toBeLessThan(height);
    }
    const frame = (await dialog.boundingBox())!;
    const tags = await dialog.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(tags.length).toBeGreaterThanOrEqual(8);
    for (const tag of tags) {
      expect(tag.left).toBeGreaterThanOrEqual(frame.x);
      expect(tag.right).toBeLessThanOrEqual(frame.x + frame.width);
    }
    expect(new Set(tags.map((tag) => Math.round(tag.top))).size).toBeGreaterThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });

  it('the channel\'s name is a link to its page, which the dialog leaves for', async () => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    const recap = await recapWithManyTags(page);
    await page.goto(`/?recap=${recap.id}`);
    const link = page.getByRole('dialog').getByRole('link', { name: recap.channel_name, exact: true });
    await link.waitFor({ timeout: 20_000 });
    await link.click();
    await page.waitForURL((url) => url.pathname === `/recaps/channel/${recap.channel_id}`);
    await page.getByRole('heading', { name: recap.channel_name, level: 1 }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});

/** Every page of spec section 2, with a text that shows it has rendered. */
const PAGES = [
  { path: '/', ready: /recap\(s\) found/ },
  { path: '/recaps/channel/1', ready: /recap\(s\) found/ },
  { path: '/channels', ready: /Browse Channels/ },
  { path: '/favourites', ready: /Favourites|Login Required/ },
  { path: '/watchlist', ready: /My Watchlist|Login/ },
  { path: '/register', ready: /Create an Account|Manhwa Recaps/ },
  { path: '/login', ready: /Login to Your Account|Manhwa Recaps/ },
  { path: '/verify-email?token=not-a-real-token', ready: /Verification Failed/ },
  { path: '/reset-password', ready: /Reset Your Password/ },
  { path: '/reset-password-confirm?token=not-a-real-token', ready: /Set New Password/ },
  { path: '/recaps/1/edit', ready: /Edit Recap|Access Denied|Manhwa Recaps/ },
  { path: '/admin/suggestions', ready: /Series Name Suggestions|Access Denied|Manhwa Recaps/ },
  { path: '/admin/add-channel', ready: /Add New Channel|Access Denied|Manhwa Recaps/ },
  { path: '/admin/thumbnail-matches', ready: /Thumbnail Duplicate Matches|Access Denied|Manhwa Recaps/ },
  { path: '/admin/pending-channels', ready: /Pending Channels|Access Denied|Manhwa Recaps/ },
];

const ACCOUNTS = {
  visitor: null,
  member: { username: DEMO_ACCOUNTS.demo.username, password: DEMO_ACCOUNTS.demo.password },
  admin: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
} as const;

describe('at 320 px, the narrowest phone, nothing scrolls sideways', () => {
  it.each(Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])('on every page as a %s, with the menu closed and open', async (who) => {
    const { context, page } = await newVisitor(browser, { width: 320 });
    const account = ACCOUNTS[who];
    if (account) await login(page, account.username, account.password);
    const tooWide: string[] = [];
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).toMatch(ready);
      const { scrollWidth, culprits } = await sidewaysOverflow(page, 320);
      if (scrollWidth > 320) tooWide.push(`${path}: ${scrollWidth} px (${culprits.join('; ')})`);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    const withMenu = await sidewaysOverflow(page, 320);
    if (withMenu.scrollWidth > 320) tooWide.push(`open menu: ${withMenu.scrollWidth} px (${withMenu.culprits.join('; ')})`);
    expect(tooWide).toEqual([]);
    await context.close();
  });
});

/**
 * German has the interface's longest words ("Manhwa-Zusammenfassungen" as the home page's heading), so it is the
 * language that pushes a page sideways first; 360 px is the most common phone width, where the header's three
 * parts once stood 10 px wider than the screen in every language.
 */
describe('in German, the longest of the interface\'s languages, nothing scrolls sideways on a phone', () => {
  it.each([320, 360])('at %i px, on every page a visitor opens, with the menu closed and open', async (width) => {
    const { context, page } = await newVisitor(browser, { width, locale: 'de-DE' });
    const tooWide: string[] = [];
    for (const { path } of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).not.toBe('');
      const { scrollWidth, culprits } = await sidewaysOverflow(page, width);
      if (scrollWidth > width) tooWide.push(`${path}: ${scrollWidth} px (${culprits.join('; ')})`);
    }
    await page.getByRole('button', { name: 'Menü' }).click();
    const withMenu = await sidewaysOverflow(page, width);
    if (withMenu.scrollWidth > width) tooWide.push(`open menu: ${withMenu.scrollWidth} px (${withMenu.culprits.join('; ')})`);
    expect(tooWide).toEqual([]);
    await context.close();
  });
});

describe('cards and the header on a laptop', () => {
  it('an admin at 1280 px sees the admin links in the bar, not only a menu button', async () => {
    const { context, page } = await newVisitor(browser, { width: 1280 });
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const main = page.getByRole('navigation', { name: 'Main' });
    for (const name of [/^Admin/, 'Add Channel', 'Thumbnail Matches', 'Pending Channels', 'Channels', 'Favourites', 'Watchlist']) {
      await expect.poll(() => main.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await context.close();
  });

  it('a card whose picture fails shows a placeholder with its title, not an empty box', async () => {
    const { context, page } = await newVisitor(browser, { width: 1280 });
    await page.route(/\.(jpg|jpeg|png|webp)(\?.*)?$/, (route) => (route.request().resourceType() === 'image' ? route.abort() : route.fallback()));
    await page.goto('/');
    const card = page.locator('main article').first();
    await card.waitFor({ timeout: 20_000 });
    const placeholder = card.getByTestId('picture-placeholder');
    await placeholder.waitFor();
    const name = await card.getAttribute('aria-label');
    expect(await placeholder.innerText()).toBe(name);
    expect(await placeholder.isVisible()).toBe(true);
    await context.close();
  });

  it.each([320, 1280])('at %i px a card\'s badges are whole and off the picture, so the thumbnail\'s own labels show', async (width) => {
    const { context, page } = await newVisitor(browser, { width });
    await page.goto('/');
    const card = page.locator('main article').first();
    await card.waitFor({ timeout: 20_000 });
    const picture = await card.locator('img').first().boundingBox();
    const badges = await card.getByText(/^\d+:\d{2}(:\d{2})?$/).evaluateAll((elements) =>
      elements.map((element) => ({ box: element.getBoundingClientRect().toJSON() as DOMRect, clipped: element.scrollWidth > element.clientWidth })),
    );
    expect(badges.length).toBeGreaterThan(0);
    for (const { box, clipped } of badges) {
      expect(clipped).toBe(false);
      expect(box.top).toBeGreaterThanOrEqual(picture!.y + picture!.height);
    }
    await context.close();
  });
});

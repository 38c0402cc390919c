import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newVisitor } from './support/browser';
import { E2E_ADMIN } from './support/globalSetup';
import { MATCH_PAGE_SIZE } from '../../src/domain/thumbnailMatches';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Reject asks first: Cancel leaves the item listed, Reject in the question takes it off. */
async function rejectAfterTheQuestion(page: Page, title: string, listed: number): Promise<void> {
  const rejects = page.getByRole('main').getByRole('button', { name: /^Reject/ });
  await rejects.first().click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
  expect(await rejects.count()).toBe(listed);
  await rejects.first().click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect.poll(() => rejects.count()).toBe(listed - 1);
}

const ADMIN_ROUTES = [
  '/recaps/1/edit', '/admin/suggestions', '/admin/add-channel', '/admin/thumbnail-matches', '/admin/pending-channels',
  // A demo series (server/seed/seriesNames.ts), so its form shows rather than Not Found.
  '/series/the-return-of-the-disaster-class-hero/edit',
];

describe('an administrator created with npm run create-admin', () => {
  it('deactivates a channel after a confirmation that names it; it leaves the list and the count drops by 1', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/channels');
    const deactivate = page.getByRole('button', { name: /^Deactivate / }).first();
    await deactivate.waitFor();
    const name = ((await deactivate.getAttribute('aria-label')) ?? '').replace(/^Deactivate /, '');
    const countText = async () => (await page.locator('main').innerText()).match(/(\d+) channels?/)?.[1];
    const before = Number(await countText());
    await deactivate.click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    expect(await confirm.innerText()).toContain(name);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Channel deactivated successfully').first().waitFor();
    await expect.poll(async () => Number(await countText())).toBe(before - 1);
    expect(await page.getByRole('article', { name, exact: true }).count()).toBe(0);
    await context.close();
  });

  it('reviews suggestions and pending channels and checks a channel URL live', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);

    await page.goto('/admin/suggestions');
    const approve = page.getByRole('button', { name: /Approve/ }).first();
    await approve.waitFor();
    const pendingBefore = await page.getByRole('button', { name: /Approve/ }).count();
    await page.getByRole('textbox').first().fill('Checked against the official title');
    await approve.click();
    await expect.poll(() => page.getByRole('button', { name: /Approve/ }).count()).toBe(pendingBefore - 1);
    await rejectAfterTheQuestion(page, 'Reject Suggestion', pendingBefore - 1);

    await page.goto('/admin/add-channel');
    const url = page.getByLabel(/URL/i).first();
    await url.fill('https://example.com/not-youtube');
    await page.getByText(/Invalid YouTube channel URL/).first().waitFor();
    await url.fill(`https://www.youtube.com/@NewRecapChannel${Date.now()}`);
    await page.getByText('Channel URL is valid and available!').waitFor();

    await page.goto('/admin/pending-channels');
    const approveChannel = page.getByRole('button', { name: /Approve/ }).first();
    await approveChannel.waitFor();
    const channelsBefore = await page.getByRole('button', { name: /Approve/ }).count();
    await page.getByRole('textbox').first().fill('Renamed Recap Channel');
    await approveChannel.click();
    await expect.poll(() => page.getByRole('button', { name: /Approve/ }).count()).toBe(channelsBefore - 1);
    await rejectAfterTheQuestion(page, 'Reject Channel', channelsBefore - 1);

    await context.close();
  });

  it("pages the thumbnail matches with the server's count, and deletes one only after the confirmation", async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/thumbnail-matches');
    const pager = page.getByRole('navigation', { name: 'Pages of matches' });
    await pager.waitFor();
    const count = async () => Number(/(\d+) match/.exec(await pager.innerText())![1]);
    const before = await count();
    // One page of ten pairs, not every match at once (the whole list was 25,000 px tall).
    const cards = page.getByRole('list', { name: 'Matches' }).getByRole('listitem');
    expect(await cards.count()).toBe(Math.min(MATCH_PAGE_SIZE, before));
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8_000);

    const firstDelete = page.getByRole('button', { name: /^Delete match/ }).first();
    await firstDelete.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await count()).toBe(before);
    await firstDelete.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(count).toBe(before - 1);
    // The page fills up again from the next one.
    expect(await cards.count()).toBe(Math.min(MATCH_PAGE_SIZE, before - 1));

    if (before - 1 > MATCH_PAGE_SIZE) {
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => pager.innerText()).toContain('Page 2');
    }
    await context.close();
  });

  it('keeps the product name in the header at 1280 px beside every admin link, and nothing runs off a 390 px screen', async () => {
    const { context, page } = await newVisitor(browser, { width: 1280 });
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/thumbnail-matches');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The boot shell already draws the product name; the member's links come once the app and the session are in.
    for (const link of [/^Admin/, 'Add Channel', 'Thumbnail Matches', 'Pending Channels', 'Channels', 'Series', 'Favourites', 'Watchlist']) {
      await expect.poll(() => nav.getByRole('link', { name: link, exact: true }).isVisible()).toBe(true);
    }
    await expect.poll(() => page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    const logo = page.getByRole('link', { name: 'RecapShelf' });
    const name = logo.getByText('RecapShelf', { exact: true });
    await name.waitFor();
    const box = (await name.boundingBox())!;
    // The name itself is what is on top at its centre, whole and on screen.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent, { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('RecapShelf');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    await page.setViewportSize({ width: 390, height: 844 });
    const tooWide: string[] = [];
    for (const route of ADMIN_ROUTES.slice(1)) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide.push(`${route}: ${width} px`);
    }
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Pending Channels' }).waitFor();
    const withMenu = await page.evaluate(() => document.documentElement.scrollWidth);
    if (withMenu > 390) tooWide.push(`open menu: ${withMenu} px`);
    expect(tooWide).toEqual([]);
    expect(await name.isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the thumbnail matches\' type and sort in the address: defaults write nothing, Back and reload restore, a wrong value is the default', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await page.goto('/admin/thumbnail-matches');
    const pager = page.getByRole('navigation', { name: 'Pages of matches' });
    await pager.waitFor();
    const sort = page.getByLabel('Sort by');
    const type = page.getByLabel('Match type');
    const here = () => new URL(page.url()).search;
    expect(here()).toBe('');
    await sort.selectOption('date');
    await expect.poll(here).toBe('?sort=date');
    await expect.poll(() => type.isEnabled()).toBe(true);
    await type.selectOption('SAME_SERIES');
    await expect.poll(here).toBe('?type=SAME_SERIES&sort=date');
    await expect.poll(() => pager.innerText()).toMatch(/Page 1/);
    const sameSeries = page.getByRole('list', { name: 'Matches' }).getByText('Same series', { exact: true });
    await expect.poll(() => sameSeries.count()).toBeGreaterThan(0);

    await page.reload();
    await pager.waitFor();
    expect(await sort.inputValue()).toBe('date');
    expect(await type.inputValue()).toBe('SAME_SERIES');
    await page.goBack();
    await expect.poll(here).toBe('?sort=date');
    await expect.poll(() => type.inputValue()).toBe('ALL');
    expect(await sort.inputValue()).toBe('date');

    await page.goto('/admin/thumbnail-matches?type=TWINS&sort=size');
    await pager.waitFor();
    expect(await sort.inputValue()).toBe('similarity');
    expect(await type.inputValue()).toBe('ALL');
    await context.close();
  });

  it('refuses a member on every admin route', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, 'demo', 'demo-password');
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toContain('You need admin privileges to access this page.');
    }
    await context.close();
  });
});

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

const ADMIN_ROUTES = ['/recaps/1/edit', '/admin/suggestions', '/admin/add-channel', '/admin/thumbnail-matches', '/admin/pending-channels'];

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

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServer } from './support/server';
import { launchBrowser, login, newVisitor } from './support/browser';
import { E2E_ADMIN } from './support/globalSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const dialog = (page: Page) => page.getByRole('dialog');
const address = (page: Page) => new URL(page.url());

/** The first recap card that opens, with its id as the address will name it. */
async function openFirstCard(page: Page): Promise<{ title: string }> {
  const card = page.getByRole('button', { name: /^Open / }).first();
  await card.waitFor({ timeout: 20_000 });
  const title = (await card.getAttribute('aria-label'))!.replace(/^Open /, '');
  await card.click();
  await dialog(page).getByText(title).first().waitFor();
  return { title };
}

describe('the open recap lives in the address', () => {
  it('a card puts the recap in the address, a reload keeps the dialog open, and Back closes it on the list', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    const { title } = await openFirstCard(page);
    const recapId = address(page).searchParams.get('recap');
    expect(recapId).toMatch(/^[1-9][0-9]*$/);
    expect(address(page).pathname).toBe('/');

    await page.reload();
    await dialog(page).getByText(title).first().waitFor({ timeout: 20_000 });
    expect(address(page).searchParams.get('recap')).toBe(recapId);

    await page.goBack();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(address(page).origin).toBe(appServer().baseURL);
    expect(address(page).pathname).toBe('/');
    expect(address(page).searchParams.has('recap')).toBe(false);
    // The list is still there behind it (after the reload it may still be answering when Back closes the dialog).
    await expect.poll(() => page.getByRole('button', { name: /^Open / }).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await context.close();
  });

  it('a pasted link opens the list with the dialog open, and closing it stays on the site', async () => {
    const first = await newVisitor(browser);
    await first.page.goto('/');
    const { title } = await openFirstCard(first.page);
    const link = first.page.url();
    await first.context.close();

    // A new tab: the link is its first page, so there is no entry of the app to go back to.
    const { context, page } = await newVisitor(browser);
    await page.goto(link);
    await dialog(page).getByText(title).first().waitFor({ timeout: 20_000 });
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(address(page).origin).toBe(appServer().baseURL);
    expect(address(page).pathname).toBe('/');
    expect(address(page).searchParams.has('recap')).toBe(false);
    await page.getByRole('button', { name: /^Open / }).first().waitFor();
    await context.close();
  });

  it('an address naming no recap says Recap not found. without a request with NaN, and leads back to the list', async () => {
    const { context, page } = await newVisitor(browser);
    const recapCalls: string[] = [];
    page.on('request', (request) => {
      // One recap by id (the language counts share the prefix).
      if (/^\/api\/recaps\/(?!language-counts$)[^/]+$/.test(new URL(request.url()).pathname)) recapCalls.push(request.url());
    });
    await page.goto('/?recap=1.5');
    await dialog(page).getByText('Recap not found.').waitFor({ timeout: 20_000 });
    expect(recapCalls).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Back to the list' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(address(page).pathname).toBe('/');
    expect(address(page).search).toBe('');

    await page.goto('/?recap=2147483000');
    await dialog(page).getByText('Recap not found.').waitFor({ timeout: 20_000 });
    expect(recapCalls.some((url) => url.includes('NaN'))).toBe(false);
    await context.close();
  });
});

describe('the edit page opened as the first page of a tab', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    const admin = await newVisitor(browser);
    context = admin.context;
    await login(admin.page, E2E_ADMIN.username, E2E_ADMIN.password);
    await admin.page.close();
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(['Cancel', 'Save Changes'])('%s goes to a page of the app, never out of it', async (action) => {
    // A new tab of the logged-in browser whose first page is the edit page.
    const page = await context.newPage();
    await page.goto('/recaps/1/edit');
    await page.getByRole('button', { name: action }).click();
    await page.waitForURL((url) => url.pathname !== '/recaps/1/edit');
    expect(address(page).origin).toBe(appServer().baseURL);
    expect(address(page).pathname).toBe('/');
    await page.getByRole('button', { name: /^Open / }).first().waitFor({ timeout: 20_000 });
    await page.close();
  });
});

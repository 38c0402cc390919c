import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/**
 * Whether the person can see and reach the toast: what is on top at its centre is the toast itself (not a
 * dialog or its overlay, not nothing because the page stopped taking pointer events), and all of it is on screen.
 */
async function seenWhereShown(page: Page, toast: Locator): Promise<{ onTop: boolean; onScreen: boolean }> {
  await toast.waitFor();
  // The toast slides in: its place is read once it has stopped moving.
  await page.waitForTimeout(300);
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  const onTop = await toast.evaluate((element, centre) => {
    const hit = document.elementFromPoint(centre.x, centre.y);
    return hit !== null && element.contains(hit);
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const onScreen = box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
  return { onTop, onScreen };
}

/** The toast itself (Radix also reads its text out through a live region of its own, which has no close button). */
const toastSaying = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text, has: page.getByRole('button', { name: 'Close notification', includeHidden: true }) });

describe('feedback is seen where the action was taken', () => {
  it.each([320, 390, 1280])('at %i px, a toast is on top and on screen, on the page and over the recap dialog, and its close button works', async (width) => {
    const { context, page } = await newVisitor(browser, { width });
    await page.goto('/');
    const add = page.getByRole('button', { name: 'Add to Watchlist' }).first();
    await add.waitFor({ timeout: 20_000 });

    // On the page: a visitor's Add to Watchlist is answered with a toast.
    await add.click();
    const onPage = toastSaying(page, 'Please log in to add items to your watchlist.');
    expect(await seenWhereShown(page, onPage)).toEqual({ onTop: true, onScreen: true });
    await onPage.getByRole('button', { name: 'Close notification' }).click();
    await onPage.waitFor({ state: 'detached' });

    // Over the dialog: Save for Later in the recap dialog.
    await page.getByRole('button', { name: /^Open / }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save for Later' }).click();
    const overDialog = toastSaying(page, 'Please log in to save items to your watchlist.');
    expect(await seenWhereShown(page, overDialog)).toEqual({ onTop: true, onScreen: true });
    // The toast takes its own click while the dialog is open, and the dialog stays.
    await overDialog.getByRole('button', { name: 'Close notification' }).click();
    await overDialog.waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});

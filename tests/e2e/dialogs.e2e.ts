import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newVisitor, type Theme } from './support/browser';
import { E2E_ADMIN } from './support/globalSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

async function openFirstRecap(page: Page): Promise<Locator> {
  await page.goto('/');
  const opener = page.getByRole('button', { name: /^Open / }).first();
  await opener.waitFor({ timeout: 20_000 });
  return opener;
}

describe('dialogs give focus back to the control that opened them', () => {
  it('the recap dialog, closed with Escape and with its close button, focuses its card again', async () => {
    const { context, page } = await newVisitor(browser);
    const opener = await openFirstRecap(page);
    const name = await opener.getAttribute('aria-label');
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(page)).toBe(name);
    await opener.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => focusedName(page)).toBe(name);
    await context.close();
  });

  it('the suggestion dialog focuses Suggest series name again, and the deactivate confirmation its Deactivate button', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
    const opener = await openFirstRecap(page);
    await opener.click();
    await page.getByRole('button', { name: 'Suggest series name' }).click();
    await page.getByRole('dialog', { name: 'Suggest Series Name' }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focusedName(page)).toBe('Suggest series name');
    await page.keyboard.press('Escape');
    await page.goto('/channels');
    const deactivate = page.getByRole('button', { name: /^Deactivate / }).first();
    await deactivate.waitFor({ timeout: 20_000 });
    const name = await deactivate.getAttribute('aria-label');
    await deactivate.click();
    await page.getByRole('dialog', { name: 'Deactivate Channel' }).getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focusedName(page)).toBe(name);
    await context.close();
  });
});

/** WCAG contrast ratio of two CSS rgb() colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

describe.each(['light', 'dark'] as Theme[])('rating stars in the %s theme', (theme) => {
  it('lit and unlit stars have at least 3:1 contrast with the dialog, for a visitor and a member', async () => {
    const { context, page } = await newVisitor(browser, { theme });
    const ratios: number[] = [];
    for (const member of [false, true]) {
      if (member) await login(page, E2E_ADMIN.username, E2E_ADMIN.password);
      const opener = await openFirstRecap(page);
      await opener.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      if (member) await dialog.getByRole('button', { name: 'Rate 2 out of 5' }).click();
      const background = await dialog.evaluate((element) => getComputedStyle(element).backgroundColor);
      const stars = member ? dialog.getByRole('button', { name: /^Rate \d out of 5$/ }) : dialog.getByTestId('read-only-stars').locator('span');
      for (const color of await stars.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color))) {
        ratios.push(contrast(color, background));
      }
      await page.keyboard.press('Escape');
    }
    expect(ratios).toHaveLength(10);
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});

describe('toasts and dialogs', () => {
  it.each([320, 390, 1280])('at %i px a toast over the recap dialog leaves the button that raised it uncovered', async (width) => {
    const { context, page } = await newVisitor(browser, { width });
    const opener = await openFirstRecap(page);
    await opener.click();
    const dialog = page.getByRole('dialog');
    // A visitor's try at saving answers with a toast while the dialog stays open.
    const save = dialog.getByRole('button', { name: 'Save for Later' });
    await save.click();
    await page.getByText('Please log in to save items to your watchlist.').first().waitFor();
    const covered = await save.evaluate((control) => {
      const box = control.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !(onTop && control.contains(onTop));
    });
    expect(covered).toBe(false);
    await context.close();
  });
});

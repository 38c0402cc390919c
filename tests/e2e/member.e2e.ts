import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newVisitor } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function openFirstRecap(page: Page) {
  await page.goto('/?sortBy=views&sortOrder=desc');
  await page.getByRole('button', { name: /^Open / }).first().click();
  await page.getByRole('dialog').waitFor();
  return page.getByRole('dialog');
}

describe('the demo member in the browser', () => {
  it('saves and removes a watchlist item, rates, suggests a series name, favourites a channel, clears the search history and logs out', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, 'demo', 'demo-password');

    let dialog = await openFirstRecap(page);
    const title = await dialog.getByRole('heading').first().innerText();
    const save = dialog.getByRole('button', { name: /Save for Later|Saved to Watchlist/ });
    if ((await save.innerText()) === 'Saved to Watchlist') {
      await save.click();
      await expect.poll(() => save.innerText()).toBe('Save for Later');
    }
    await save.click();
    await page.getByText('Added to watchlist').first().waitFor();
    await expect.poll(() => save.innerText()).toBe('Saved to Watchlist');

    await dialog.getByRole('button', { name: 'Rate 4 out of 5' }).click();
    await page.getByText('Rating submitted!').first().waitFor();

    await dialog.getByRole('button', { name: 'Suggest series name' }).click();
    const suggestion = page.getByRole('dialog', { name: 'Suggest Series Name' });
    const submit = suggestion.getByRole('button', { name: 'Submit Suggestion' });
    expect(await submit.isDisabled()).toBe(true);
    const suggestedName = `Browser Suggestion ${Date.now()}`;
    await suggestion.getByLabel('Series name').fill(suggestedName);
    expect(await suggestion.innerText()).toMatch(/\d+\s*\/\s*100/);
    await submit.click();
    await page.getByText('Series name suggestion submitted!').first().waitFor();
    await expect.poll(() => page.getByRole('dialog', { name: 'Suggest Series Name' }).count(), { timeout: 6_000 }).toBe(0);
    // Reopened, the dialog knows the member's suggestion before anything is typed.
    await dialog.getByRole('button', { name: 'Suggest series name' }).click();
    await suggestion.getByText('You have already suggested a series name for this recap').waitFor();
    expect(await suggestion.getByRole('status').innerText()).toContain(`Your suggestion “${suggestedName}” is waiting for review.`);
    expect(await suggestion.getByLabel('Series name').isDisabled()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    await suggestion.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Suggest Series Name' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto('/watchlist');
    await page.getByRole('heading', { name: 'My Watchlist' }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain(title.slice(0, 20));
    dialog = await openFirstRecap(page);
    await dialog.getByRole('button', { name: 'Saved to Watchlist' }).click();
    await page.getByText('Removed from watchlist').first().waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/channels');
    // A card named by its channel, whose toggle is not on yet.
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Favourite /, pressed: false }) }).first();
    await card.waitFor();
    const channelName = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('button', { name: `Favourite ${channelName}`, exact: true }).click();
    await page.getByText('Marked as Favorite').first().waitFor();
    await page.goto('/favourites');
    await expect.poll(() => page.locator('main').innerText()).toContain(channelName);
    await page.getByRole('button', { name: `Favourited ${channelName}`, exact: true }).click();
    await page.getByText('Removed from Favorites').first().waitFor();

    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search recaps' });
    await box.fill('tower');
    await expect.poll(() => page.locator('p', { hasText: /recap\(s\) found/ }).first().innerText()).toContain('Searching for');
    await box.fill('');
    await box.focus();
    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect.poll(() => page.getByRole('group', { name: 'Recent searches' }).getByRole('button', { name: 'tower' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.locator('header').innerText()).toContain('Register');
    await context.close();
  });
});

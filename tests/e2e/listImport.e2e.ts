import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newVisitor } from './support/browser';

/**
 * A member brings their MyAnimeList list: the export's file (made-up titles and ids that name demo series: one by
 * name, one by a Korean other title, two by their MyAnimeList ids, one the catalogue lacks) is uploaded, and the shelf
 * then holds them with their statuses.
 * The same file again changes nothing.
 */
const MAL_EXPORT = path.resolve(import.meta.dirname, '../fixtures/listImport/mal-manga-list.xml');
const IMPORTED = ['Second Life of a Trash Princess', 'Reincarnated as the Crown Prince of Ruin', 'The Regressed Demon Lord Is Kind', 'The Knight Only Lives Today', "Infinite Thousand-Year Demon Lord"];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('importing a MyAnimeList list', () => {
  it('previews the file, fills the shelf, and a second import changes nothing', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, 'sofia_reads', 'member-password');
    await page.goto('/account/import');
    await page.getByLabel('List file').waitFor();
    await expect.poll(() => page.title()).toMatch(/^Import Your List/);

    const upload = async () => {
      await page.getByLabel('List file').setInputFiles(MAL_EXPORT);
      await page.getByRole('button', { name: 'Upload' }).click();
      await page.getByRole('heading', { name: 'Found (5)' }).waitFor();
    };
    await upload();
    // A tracker id names one series: nothing to choose.
    expect(await page.getByRole('heading', { name: /^Choose the series/ }).count()).toBe(0);
    await expect.poll(() => page.getByText('Swords & Sorcery Nobody Recapped', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Import 5 series' }).click();
    const summary = page.getByRole('status').filter({ hasText: /^Followed/ });
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/^Followed \d series, updated \d, skipped 0\.$/);

    await page.getByRole('link', { name: 'Go to My Shelf' }).click();
    await page.waitForURL((url) => url.pathname === '/shelf');
    const following = page.getByRole('region', { name: 'Following' });
    for (const name of IMPORTED) await following.getByText(name, { exact: true }).first().waitFor();

    // The same file again: nothing to follow or change.
    await page.goto('/account/import');
    await upload();
    await page.getByRole('button', { name: 'Import 5 series' }).click();
    await page.getByText('Followed 0 series, updated 0, skipped 5.', { exact: true }).waitFor();
    await context.close();
  });
});

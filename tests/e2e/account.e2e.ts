import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailLink, launchBrowser, login, newVisitor } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);

/** The MyAnimeList export of tests/fixtures (made-up titles and ids that name five demo series, one it lacks). */
const MAL_EXPORT = path.resolve(import.meta.dirname, '../fixtures/listImport/mal-manga-list.xml');
const IMPORTED = ['Infinite Thousand-Year Demon Lord', 'Reincarnated as the Crown Prince of Ruin', 'Second Life of a Trash Princess', 'The Knight Only Lives Today', 'The Regressed Demon Lord Is Kind'];

/** Imports a list file from the account page's link, and answers the summary line. */
async function importList(page: Page, file: string): Promise<string> {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Import a list' }).click();
  await page.waitForURL('**/account/import');
  await page.getByLabel('List file').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('heading', { name: /^Found \(\d+\)$/ }).waitFor();
  await page.getByRole('button', { name: /^Import \d+ series$/ }).click();
  const summary = page.getByRole('status').filter({ hasText: /^Followed/ });
  await summary.waitFor();
  return summary.innerText();
}

/** The followed series the shelf lists, by name, with each one's list status as its control says it. */
async function shelfFollowing(page: Page): Promise<string[]> {
  await page.goto('/shelf');
  const following = page.getByRole('region', { name: 'Following' });
  await following.getByText(IMPORTED[0]!, { exact: true }).first().waitFor();
  const names: string[] = [];
  for (const name of IMPORTED) if ((await following.getByText(name, { exact: true }).count()) > 0) names.push(name);
  return names;
}

async function registerAndVerify(page: Page, username: string, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: /register|sign up|create/i }).click();
  await page.getByRole('link', { name: 'Go to Login' }).waitFor();
  await page.goto(await latestMailLink(email, '/verify-email?token='));
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Email Verified!');
}

describe('a member brings their list, takes their data and leaves, in the browser', () => {
  it('imports a MyAnimeList export, sees the shelf filled, exports, deletes the account, registers again with the same address, and the exported list gives the same shelf', async () => {
    const { context, page } = await newVisitor(browser);
    const name = `leaver_${unique()}`;
    const email = `${name}@example.com`;
    const password = 'leaver-password-1';
    await registerAndVerify(page, name, email, password);
    await login(page, email, password);
    await expect.poll(() => page.locator('header').innerText()).toContain(`Welcome, ${name}`);

    // The list comes in from the account page, and the shelf holds what it named.
    expect(await importList(page, MAL_EXPORT)).toBe('Followed 5 series, updated 0, skipped 0.');
    expect(await shelfFollowing(page)).toEqual(IMPORTED);

    await page.getByRole('link', { name: 'Account' }).first().click();
    await page.waitForURL('**/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export my data (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^recapshelf-${name}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { schema: string; profile: { email: string }; follows: { series_name: string; status: string; chapters_read: number | null }[] };
    expect(exported.schema).toBe('recapshelf.export/1');
    expect(exported.profile.email).toBe(email);
    expect(exported.follows.map((follow) => follow.series_name).sort()).toEqual(IMPORTED);
    const listDownloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export my list (MyAnimeList XML)' }).click();
    // Kept under the name the browser is given, as a person's download is: the import reads the type from it.
    const listDownload = await listDownloading;
    expect(listDownload.suggestedFilename()).toMatch(/\.xml$/);
    const listFile = path.join(mkdtempSync(path.join(tmpdir(), 'recapshelf-export-')), listDownload.suggestedFilename());
    await listDownload.saveAs(listFile);
    const statuses = (follows: { series_name: string; status: string; chapters_read: number | null }[]) =>
      follows.map((follow) => `${follow.series_name}: ${follow.status}, chapter ${follow.chapters_read}`).sort();
    const statusesBefore = statuses(exported.follows);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('That password is not right. Your account was not deleted.').first().waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('Your account has been deleted.').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.locator('header').innerText()).toContain('Login');

    // The old password opens nothing now, and the name and address are free again.
    await page.goto('/login');
    await page.getByLabel('Username or Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid username/email or password').first().waitFor();
    await registerAndVerify(page, name, email, 'returning-password-2');
    await login(page, email, 'returning-password-2');
    await expect.poll(() => page.locator('header').innerText()).toContain(`Welcome, ${name}`);

    // The new account starts empty; the list it exported brings back the same shelf, statuses and all.
    const empty = await page.evaluate(async () => ((await (await fetch('/api/shelf')).json()) as { series: unknown[] }).series.length);
    expect(empty).toBe(0);
    expect(await importList(page, listFile)).toBe('Followed 5 series, updated 0, skipped 0.');
    expect(await shelfFollowing(page)).toEqual(IMPORTED);
    const again = await page.evaluate(async () => (await (await fetch('/api/account/export')).json()) as { follows: { series_name: string; status: string; chapters_read: number | null }[] });
    expect(statuses(again.follows)).toEqual(statusesBefore);
    await context.close();
  });
});

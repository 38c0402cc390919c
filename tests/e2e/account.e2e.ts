import { readFileSync } from 'node:fs';
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

describe('a member takes their data and leaves, in the browser', () => {
  it('follows a series, exports it, deletes the account with the password and registers again with the same address', async () => {
    const { context, page } = await newVisitor(browser);
    const name = `leaver_${unique()}`;
    const email = `${name}@example.com`;
    const password = 'leaver-password-1';
    await registerAndVerify(page, name, email, password);
    await login(page, email, password);
    await expect.poll(() => page.locator('header').innerText()).toContain(`Welcome, ${name}`);

    const [series] = await page.evaluate(async () =>
      ((await (await fetch('/api/series?limit=1')).json()) as { data: { slug: string; name: string }[] }).data);
    await page.goto(`/series/${series!.slug}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByRole('button', { name: 'Following', exact: true }).waitFor();

    await page.getByRole('link', { name: 'Account' }).first().click();
    await page.waitForURL('**/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export my data (JSON)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^recapshelf-${name}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { schema: string; profile: { email: string }; follows: { series_slug: string }[] };
    expect(exported.schema).toBe('recapshelf.export/1');
    expect(exported.profile.email).toBe(email);
    expect(exported.follows.map((follow) => follow.series_slug)).toEqual([series!.slug]);

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
    await context.close();
  });
});

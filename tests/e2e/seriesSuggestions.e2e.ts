import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, login, newVisitor } from './support/browser';
import { E2E_ADMIN } from './support/globalSetup';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// A demo series (server/seed/seriesNames.ts), and a MangaDex id none of the demo series has.
const SERIES = '/series/the-return-of-the-disaster-class-hero';
const MANGADEX_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

describe('a member suggests a MangaDex link, an administrator approves it', () => {
  it('the series page links to it and the member sees their suggestion approved', async () => {
    const member = await newVisitor(browser);
    await login(member.page, 'demo', 'demo-password');
    await member.page.goto(SERIES);
    await member.page.getByRole('button', { name: 'Suggest a correction' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Suggest a Correction' });
    await dialog.getByLabel('What to correct').selectOption({ label: 'Tracker link' });
    await dialog.getByLabel('Tracker', { exact: true }).selectOption({ label: 'MangaDex' });
    await dialog.getByLabel('MangaDex id').fill(MANGADEX_ID);
    await dialog.getByRole('button', { name: 'Submit Suggestion' }).click();
    await dialog.getByText("Thanks! We'll review your suggestion soon.").waitFor();
    const mine = member.page.getByRole('list', { name: 'Your suggestions' });
    await mine.getByText(`MangaDex link: ${MANGADEX_ID}`).waitFor();
    expect(await mine.innerText()).toMatch(/Pending/i);

    const admin = await newVisitor(browser);
    await login(admin.page, E2E_ADMIN.username, E2E_ADMIN.password);
    await admin.page.goto('/admin/suggestions');
    const card = admin.page.getByRole('listitem', { name: 'The Return of the Disaster-Class Hero: MangaDex link' }).filter({ hasText: MANGADEX_ID });
    await card.waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await admin.page.getByText('Suggestion approved').first().waitFor();
    await admin.context.close();

    await member.page.goto(SERIES);
    const trackers = member.page.getByRole('navigation', { name: 'On the trackers' });
    await expect.poll(() => trackers.getByRole('link', { name: 'MangaDex' }).getAttribute('href')).toBe(`https://mangadex.org/title/${MANGADEX_ID}`);
    const outcome = member.page.getByRole('list', { name: 'Your suggestions' }).getByRole('listitem').filter({ hasText: MANGADEX_ID });
    await expect.poll(() => outcome.innerText()).toMatch(/Approved/i);
    await member.context.close();
  });
});

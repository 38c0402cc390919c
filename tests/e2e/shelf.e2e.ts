import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_API_KEY, FakeYoutube } from '../scanner/fakeYoutube';
import { fakeVideoId } from '../scanner/support/fakeCatalogue';
import { appServerEnv, root, startAppServer, type AppServer } from './support/appServer';
import { launchBrowser } from './support/browser';

/**
 * A returning member's week, on a server of its own (the scanner needs the embedded database to itself, so the
 * server stops while it runs, as an operator's `npm run scan` would): follow two series, mark a recap watched and
 * hide the watched ones, see the shelf, leave it,
 * then the scanner finds a new recap of one of them, and the shelf and its badge say so until the next visit.
 */
const FAKE_CHANNEL = 'UCrecapRushEn00000000002';

let browser: Browser;
let fake: FakeYoutube;
let dataDir: string;
let server: AppServer | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  fake = await new FakeYoutube().start();
  dataDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-shelf-e2e-'));
});
afterAll(async () => {
  await server?.stop();
  await browser.close();
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function memberPage(baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo-password');
  await page.getByRole('button', { name: /^Log ?in$/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

const shelfLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Shelf/ });
/** The Shelf link as the header names it: with how many recaps are new, or alone. */
const shelfLinkNamed = (page: Page, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

async function runScan(): Promise<void> {
  const env = { ...appServerEnv(dataDir, '', 0), YOUTUBE_API_KEY: FAKE_API_KEY, YOUTUBE_API_BASE: fake.apiBase };
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/scan.ts', '--add-channel', FAKE_CHANNEL, '--discovery', 'never', '--no-thumbnails'], { cwd: root, env });
}

describe('my shelf, over a week', () => {
  it('follows two series, records the visit on leaving, and shows what the scanner found next time with the badge until the shelf is seen', async () => {
    server = await startAppServer(dataDir);
    let page = await memberPage(server.baseURL);

    // Two series of the catalogue, followed from their pages.
    const followed = await page.evaluate(async () => {
      const answer = (await (await fetch('/api/series?limit=2')).json()) as { data: { slug: string; name: string; max_chapter: number | null }[] };
      return answer.data;
    });
    expect(followed).toHaveLength(2);
    for (const series of followed) {
      await page.goto(`/series/${series.slug}`);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page.getByRole('button', { name: 'Following', exact: true }).waitFor();
    }

    // A recap watched is marked, and a list that hides watched recaps leaves it out (the address keeps it so).
    await page.getByRole('link', { name: 'RecapShelf' }).click();
    const firstCard = page.getByRole('article').first();
    const watchedMarks = () => page.getByRole('article').getByRole('button', { name: 'Watched', exact: true, pressed: true }).count();
    await firstCard.getByRole('button', { name: 'Mark watched' }).click();
    await expect.poll(watchedMarks).toBe(1);
    await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Hide watched' }).click();
    await page.waitForURL((url) => url.searchParams.get('hideWatched') === 'true');
    await page.getByRole('article').first().waitFor();
    await expect.poll(watchedMarks).toBe(0);

    // The shelf lists both; leaving it records the visit, and the badge has nothing more to say.
    await shelfLink(page).click();
    await page.getByRole('heading', { level: 1, name: 'My Shelf' }).waitFor();
    const following = page.getByRole('region', { name: 'Following' });
    for (const series of followed) await following.getByRole('listitem', { name: series.name }).waitFor();
    await page.getByRole('region', { name: 'New since your last visit' }).getByRole('article').first().waitFor();
    // The badge says nothing more as soon as the shelf is left, before the visit is in: the server is stopped only
    // once it has recorded it, or the scan's recap would be new beside everything the visit saw.
    const visitRecorded = page.waitForResponse((response) => response.url().endsWith('/api/shelf/visit') && response.request().method() === 'POST');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
    await shelfLinkNamed(page, 'Shelf').waitFor();
    expect((await visitRecorded).ok()).toBe(true);
    await page.context().close();
    await server.stop();

    // The scanner finds a new recap of the first series on a channel it is told of. YouTube dates an upload to the
    // second: it goes up a second after the visit, so it is after it, as a week later would be.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [first] = followed;
    const from = (first.max_chapter ?? 100) + 1;
    const title = `${first.name} Returns (Manhwa Recap)`;
    fake.publish({
      id: fakeVideoId(`shelf-journey/${first.slug}`),
      channelId: FAKE_CHANNEL,
      title,
      description: `Manhwa: ${first.name}\nChapters: ${from}-${from + 19}\n#manhwa #recap`,
      tags: ['manhwa', 'recap'],
      durationSeconds: 3900,
      views: 1200,
      likes: 80,
      publishedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
      language: 'en',
      privacy: 'public',
      deleted: false,
      thumbnail: { art: 111, episode: 1 },
      expectedSeries: first.name,
      expectedChapters: `${from}-${from + 19}`,
    });
    await runScan();

    server = await startAppServer(dataDir);
    page = await memberPage(server.baseURL);
    await shelfLinkNamed(page, 'Shelf 1 new').waitFor();
    expect(await shelfLink(page).getAttribute('href')).toBe('/shelf');
    await shelfLink(page).click();
    const fresh = page.getByRole('region', { name: 'New since your last visit' });
    await fresh.getByText('1 new recap', { exact: true }).waitFor();
    await fresh.getByRole('article').filter({ hasText: title }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Following' }).getByRole('listitem', { name: first.name }).innerText()).toContain('1 new');

    // Seen: leaving clears the badge, and the next visit starts from here.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Channels' }).click();
    await shelfLinkNamed(page, 'Shelf').waitFor();
    await shelfLink(page).click();
    await fresh.getByText(/^Nothing new since your last visit\./).waitFor();
    // Three server starts (the first seeds the catalogue) and a scan: more than one journey's usual time.
  }, 300_000);
});

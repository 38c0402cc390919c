import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appServer } from './server';
import { addAxe, seriousViolations } from './axe';
import { launchBrowser, login, newVisitor, type Theme } from './browser';
import { E2E_ADMIN } from './globalSetup';
import { ROUTES } from '../../../src/domain/routes';

type RouteName = keyof typeof ROUTES;

/**
 * Every route the client answers (src/domain/routes.ts), as an administrator sees it (so the admin screens render
 * too), with the name its document title gives it. Pages named by what they show (a channel, a series, a recap)
 * have no fixed title: their name is read from their heading, or from the dialog a recap's address opens.
 * `:series` is the first series of the catalogue's list, found when the file starts.
 */
const PAGES: { name: RouteName; path: string; ready: RegExp; title: string | null; dialog?: true }[] = [
  { name: 'home', path: '/', ready: /recap\(s\) found/, title: 'Recaps' },
  { name: 'channelRecaps', path: '/recaps/channel/1', ready: /recap\(s\) found/, title: null },
  { name: 'channels', path: '/channels', ready: /Browse Channels/, title: 'Browse Channels' },
  { name: 'seriesList', path: '/series', ready: /Browse Series/, title: 'Browse Series' },
  { name: 'series', path: '/series/:series', ready: /Recaps of /, title: null },
  { name: 'favourites', path: '/favourites', ready: /Favourites/, title: 'My Favourites' },
  { name: 'watchlist', path: '/watchlist', ready: /My Watchlist/, title: 'My Watchlist' },
  { name: 'shelf', path: '/shelf', ready: /New since your last visit/, title: 'My Shelf' },
  { name: 'listImport', path: '/account/import', ready: /List file/, title: 'Import Your List' },
  { name: 'account', path: '/account', ready: /Export my data/, title: 'My Account' },
  { name: 'register', path: '/register', ready: /Create an Account/, title: 'Create an Account' },
  { name: 'login', path: '/login', ready: /Login to Your Account/, title: 'Login' },
  { name: 'verifyEmail', path: '/verify-email?token=not-a-real-token', ready: /Verification Failed/, title: 'Verify Email' },
  { name: 'resetPassword', path: '/reset-password', ready: /Reset Your Password/, title: 'Reset Password' },
  { name: 'resetPasswordConfirm', path: '/reset-password-confirm?token=not-a-real-token', ready: /Set New Password/, title: 'Set New Password' },
  { name: 'recap', path: '/recaps/1', ready: /recap\(s\) found/, title: null, dialog: true },
  { name: 'editRecap', path: '/recaps/1/edit', ready: /Edit Recap/, title: 'Edit Recap' },
  { name: 'editSeries', path: '/series/:series/edit', ready: /Other titles/, title: 'Edit Series' },
  { name: 'adminSuggestions', path: '/admin/suggestions', ready: /Series Name Suggestions/, title: 'Series Name Suggestions' },
  { name: 'adminAddChannel', path: '/admin/add-channel', ready: /Add New Channel/, title: 'Add New Channel' },
  { name: 'adminThumbnailMatches', path: '/admin/thumbnail-matches', ready: /Thumbnail Duplicate Matches/, title: 'Thumbnail Duplicate Matches' },
  { name: 'adminPendingChannels', path: '/admin/pending-channels', ready: /Pending Channels/, title: 'Pending Channels Review' },
];

let firstSeriesSlug = '';
const addressOf = (page: (typeof PAGES)[number]) => page.path.replace(':series', firstSeriesSlug);

/** The pages above name every route of src/domain/routes.ts, no more and no fewer. */
export function coversEveryRoute(): void {
  it('covers every route the client answers', () => {
    expect(PAGES.map((page) => page.name).sort()).toEqual(Object.keys(ROUTES).sort());
  });
}

// Pages that leave for another route on their own (login sends a logged-in user home): visited logged out.
const LOGGED_OUT_ONLY = new Set<RouteName>(['login', 'register']);

let browser: Browser;

async function openAs(theme: Theme, width: number, loggedIn: boolean) {
  const visitor = await newVisitor(browser, { theme, width });
  await addAxe(visitor.context);
  const cspViolations: string[] = [];
  visitor.page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) cspViolations.push(message.text());
  });
  if (loggedIn) await login(visitor.page, E2E_ADMIN.username, E2E_ADMIN.password);
  return { ...visitor, cspViolations };
}

/**
 * Every route in one theme at one width, as a describe block of the calling file. Each theme and width is a file of
 * its own (routes*.e2e.ts): the four together were the suite's longest file by far, which, started last, kept one
 * worker busy for minutes after the other had run out of files.
 */
export function everyRouteIn(theme: Theme, width: number): void {
  beforeAll(async () => {
    browser = await launchBrowser();
    const answer = (await (await fetch(`${appServer().baseURL}/api/series`)).json()) as { data: { slug: string }[] };
    firstSeriesSlug = answer.data[0]!.slug;
  });
  afterAll(async () => {
    await browser.close();
  });
  describe(`every route in the ${theme} theme at ${width} px`, () => everyRouteBody(theme, width));
}

function everyRouteBody(theme: Theme, width: number): void {
  const folder = path.join(inject('artifactsDir'), 'screenshots');
  mkdirSync(folder, { recursive: true });
  let admin: Awaited<ReturnType<typeof openAs>>;
  let visitor: Awaited<ReturnType<typeof openAs>>;
  beforeAll(async () => {
    admin = await openAs(theme, width, true);
    visitor = await openAs(theme, width, false);
  });
  afterAll(async () => {
    await admin.context.close();
    await visitor.context.close();
  });

  it.each(PAGES)('$path renders, names itself in the document title, has no serious accessibility or CSP violation, and a screenshot is kept', async (route) => {
    const session = LOGGED_OUT_ONLY.has(route.name) ? visitor : admin;
    const { page } = session;
    session.cspViolations.length = 0;
    await page.goto(addressOf(route));
    await expect.poll(() => page.locator('main').innerText(), { timeout: 20_000 }).toMatch(route.ready);
    if (route.dialog) {
      // A recap's address is named after the recap, whose title holds the name its dialog's heading shows. The
      // dialog can open before the recap's answer, headed "Loading recap...": the heading read is the recap's.
      const dialogHeading = page.getByRole('dialog').getByRole('heading').first();
      await expect.poll(() => dialogHeading.innerText(), { timeout: 20_000 }).not.toBe('Loading recap...');
      const heading = await dialogHeading.innerText();
      await expect.poll(() => page.title()).toMatch(/ · RecapShelf$/);
      expect(await page.title()).toContain(heading);
    } else {
      const name = route.title ?? (await page.getByRole('heading', { level: 1 }).first().innerText());
      await expect.poll(() => page.title()).toBe(`${name} · RecapShelf`);
    }
    await page.screenshot({ path: path.join(folder, `${route.name}-${theme}-${width}.png`), fullPage: width < 600 });
    // Axe at both widths: the phone layout folds the menu and stacks the filters, so its styles differ.
    expect([...(await seriousViolations(page, theme)), ...session.cspViolations]).toEqual([]);
  });

  it('a visitor\'s pages (logged out: favourites, watchlist, admin pages refused) have no serious accessibility violation', async () => {
    const problems: string[] = [];
    for (const route of PAGES.filter((candidate) => !LOGGED_OUT_ONLY.has(candidate.name))) {
      await visitor.page.goto(addressOf(route));
      await visitor.page.locator('main h1, main h2').first().waitFor({ timeout: 20_000 });
      await visitor.page.waitForLoadState('networkidle');
      problems.push(...(await seriousViolations(visitor.page, theme)).map((problem) => `${addressOf(route)} ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it('open dialogs (recap, series-name suggestion, deactivate confirmation) have no serious accessibility violation', async () => {
    const { page } = admin;
    const problems: string[] = [];
    await page.goto('/');
    await page.getByRole('button', { name: /^Open / }).first().click();
    await page.getByRole('dialog').waitFor();
    problems.push(...(await seriousViolations(page, theme)).map((problem) => `recap dialog ${problem}`));
    await page.getByRole('button', { name: 'Suggest series name' }).click();
    await page.getByRole('dialog', { name: 'Suggest Series Name' }).waitFor();
    problems.push(...(await seriousViolations(page, theme)).map((problem) => `suggestion dialog ${problem}`));
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto('/channels');
    await page.getByRole('button', { name: /^Deactivate / }).first().click();
    await page.getByRole('dialog', { name: 'Deactivate Channel' }).waitFor();
    problems.push(...(await seriousViolations(page, theme)).map((problem) => `deactivate dialog ${problem}`));
    await page.screenshot({ path: path.join(folder, `deactivate-dialog-${theme}-${width}.png`) });
    await page.keyboard.press('Escape');
    expect(problems).toEqual([]);
  });

  it('the open recent-searches combobox has no serious accessibility violation', async () => {
    const { page } = visitor;
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search recaps' });
    await box.fill('tower');
    await box.press('Enter');
    await box.fill('');
    await page.getByRole('listbox', { name: 'Recent searches' }).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolations(page, theme)).toEqual([]);
  });
}

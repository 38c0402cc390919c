import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page as ApiPage, Recap, SeriesDetail } from '../../src/api/types';
import { continueRecap } from '../../src/domain/seriesCoverage';
import { E2E_ADMIN } from './support/globalSetup';
import { launchBrowser, login, newVisitor } from './support/browser';

let browser: Browser;
/** A series made for this file: recaps of three channels in two or more languages renamed into one story. */
let series: SeriesDetail;
const NAME = `Journey Series ${Date.now()}`;

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** Three recaps with known chapters, each from another channel, two or more languages among them. */
function pickRecaps(recaps: Recap[]): Recap[] {
  const picked: Recap[] = [];
  for (const recap of recaps) {
    if (!recap.chapters_covered || picked.some((other) => other.channel_id === recap.channel_id)) continue;
    const languages = new Set([...picked, recap].map((one) => one.language));
    if (picked.length === 2 && languages.size < 2) continue;
    picked.push(recap);
    if (picked.length === 3) break;
  }
  return picked;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await newVisitor(browser);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  const recaps = await json<ApiPage<Recap>>(page.request, '/api/recaps?limit=100&sortBy=views&sortOrder=desc');
  const chosen = pickRecaps(recaps.data);
  expect(chosen).toHaveLength(3);
  for (const recap of chosen) {
    const answer = await page.request.put(`/api/recaps/${recap.id}`, { data: { series_name: NAME } });
    expect(answer.status()).toBe(200);
  }
  const listed = await json<ApiPage<{ slug: string }>>(page.request, `/api/series?search=${encodeURIComponent(NAME)}`);
  series = await json<SeriesDetail>(page.request, `/api/series/${listed.data[0]!.slug}`);
  expect(series.channel_count).toBe(3);
  await context.close();
}, 120_000);

afterAll(async () => {
  await browser.close();
});

describe('series in the browser', () => {
  it('browses series, opens one, sees its coverage map, opens a recap from a bar, and discovers and fetches its feed', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('navigation').getByRole('link', { name: 'Series' }).first().click();
    await page.waitForURL((url) => url.pathname === '/series');
    // The search is live: the list and the address follow the text once typing stops, no button pressed.
    await page.getByLabel('Search series').fill(NAME);
    await page.waitForURL((url) => url.searchParams.get('search') === NAME);
    await page.getByRole('article', { name: NAME }).getByRole('link', { name: NAME }).click();
    await page.waitForURL((url) => url.pathname === `/series/${series.slug}`);

    const map = page.getByRole('region', { name: 'Chapter coverage' });
    for (const channel of series.channels) await map.getByRole('group', { name: channel.name }).waitFor();
    const first = series.coverage[0]!;
    const lane = series.channels.find((channel) => channel.id === first.channel_id)!;
    const recap = await json<Recap>(page.request, `/api/recaps/${first.recap_id}`);
    await map.getByRole('group', { name: lane.name }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(recap.title, { exact: true }).first().waitFor();
    // A bar opens the recap the way a card does: in the address, so a reload keeps it and Back closes it.
    await page.waitForURL((url) => url.pathname === `/series/${series.slug}` && url.searchParams.get('recap') === String(first.recap_id));
    await page.reload();
    await dialog.getByText(recap.title, { exact: true }).first().waitFor({ timeout: 20_000 });
    await page.goBack();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`/series/${series.slug}`);
    expect(new URL(page.url()).searchParams.has('recap')).toBe(false);
    await map.getByRole('group', { name: lane.name }).getByRole('button').first().click();
    await dialog.getByText(recap.title, { exact: true }).first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const feedHref = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(feedHref).toBe(`/feeds/series/${series.slug}.atom`);
    const feed = await page.request.get(feedHref!);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    const xml = await feed.text();
    expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
    expect(xml).toContain(`/recaps/${first.recap_id}`);

    // Leaving the page takes its feed link away.
    await page.getByRole('link', { name: 'All series' }).click();
    await expect.poll(() => page.locator('head link[rel="alternate"]').count()).toBe(0);
    await context.close();
  }, 90_000);

  it('a member follows, sets a reading place, continues from chapter N, and reads the followed series in their private feed', async () => {
    const { context, page } = await newVisitor(browser);
    await login(page, 'demo', 'demo-password');
    await page.goto(`/series/${series.slug}`);
    const follow = page.getByRole('button', { name: /^Follow(ing)?$/ });
    if ((await follow.innerText()) === 'Following') await follow.click();
    await page.getByRole('button', { name: 'Follow' }).click();
    await page.getByText('You now follow this series.').first().waitFor();
    await page.getByRole('button', { name: 'Following' }).waitFor();

    // Read up to just before the last-starting recap, so exactly the recaps covering the next chapter qualify.
    const target = [...series.coverage].sort((a, b) => b.start - a.start)[0]!;
    const progress = Math.max(1, target.start - 1);
    const language = await page.evaluate(() => navigator.language);
    const expected = continueRecap(series.coverage, progress, language)!;
    const expectedRecap = await json<Recap>(page.request, `/api/recaps/${expected.recap_id}`);
    await page.getByLabel('Read up to chapter').fill(String(progress));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Marked as read up to chapter ${progress}.`).first().waitFor();
    await page.getByRole('button', { name: `Continue from chapter ${progress + 1}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(expectedRecap.title, { exact: true }).first().waitFor();

    // A rating given in that dialog reaches the recap's card in the series' list below the map, and the
    // card's own dialog then shows the member's new stars.
    const stars = expectedRecap.user_rating === 4 ? 3 : 4;
    await dialog.getByRole('button', { name: `Rate ${stars} out of 5` }).click();
    await page.getByText('Rating submitted!').first().waitFor();
    const rated = await json<Recap>(page.request, `/api/recaps/${expected.recap_id}`);
    // Escape would first dismiss the toast, the top layer.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const card = page.locator('article', { hasText: expectedRecap.title });
    await card.getByLabel(`Rated ${rated.rating} out of 5`).waitFor();
    await card.getByRole('button', { name: `Open ${expectedRecap.title}` }).click();
    await dialog.getByRole('button', { name: `Rate ${stars} out of 5`, pressed: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/watchlist');
    await page.getByRole('region', { name: 'Series you follow' }).getByRole('link', { name: NAME }).waitFor();
    const feedPanel = page.getByRole('region', { name: 'Private feed of the series you follow' });
    await feedPanel.getByRole('button', { name: /Create a (new )?feed address/ }).click();
    const url = await feedPanel.getByTestId('feed-url').innerText();
    expect(url).toMatch(/\/feeds\/following\/[^/]+\.atom$/);
    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    for (const entry of series.coverage) expect(xml).toContain(`/recaps/${entry.recap_id}`);
    await page.reload();
    // Shown once: after a reload the page only says that an address exists.
    await page.getByText(/You have a private feed address/).waitFor();
    expect(await page.getByTestId('feed-url').count()).toBe(0);
    await context.close();
  }, 90_000);

  it('a visitor who presses Follow is told to log in', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(`/series/${series.slug}`);
    await page.getByRole('button', { name: 'Follow' }).click();
    await page.getByText('Please log in to follow series.').first().waitFor();
    await context.close();
  }, 60_000);

  it('an unknown series shows the not-found page with a way back', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/series/no-such-series-anywhere');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to all recaps' }).waitFor();
    await context.close();
  }, 60_000);

  it('keyboard: / focuses search, j and k move through cards, Enter opens one, ? lists the shortcuts, none while typing', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/series');
    await page.getByRole('article').first().waitFor();
    // The shortcuts' code loads just after the first screen (it is not needed to paint it): on a busy machine the
    // first cards can be there before it, so / is pressed until it has come. A press that focused the field ends
    // the wait, so none types into it.
    await expect
      .poll(async () => {
        await page.keyboard.press('/');
        return page.evaluate(() => document.activeElement?.id);
      }, { timeout: 15_000 })
      .toBe('series-search');
    // Typing in the field types: j is a letter there, and ? no dialog.
    await page.keyboard.type('j?');
    expect(await page.getByLabel('Search series').inputValue()).toBe('j?');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByLabel('Search series').fill('');
    // The search is live: the list is the whole one again once the box's text has settled.
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByRole('article').first().waitFor();
    await page.locator('h1').click();

    const cardName = () => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-label') ?? null);
    const names = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    await page.keyboard.press('j');
    expect(await cardName()).toBe(names[0]);
    await page.keyboard.press('j');
    expect(await cardName()).toBe(names[1]);
    await page.keyboard.press('k');
    expect(await cardName()).toBe(names[0]);
    // The focus ring shows where the keyboard is.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
    await page.keyboard.press('Control+j');
    expect(await cardName()).toBe(names[0]);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/series/'));

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.innerText()).toContain('Focus the search box');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('the series list\'s search and filters share one line and one height at 1280 px, and wrap as a row and pairs at 390 px', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newVisitor(browser, { width });
      await page.goto('/series');
      await page.getByRole('article').first().waitFor();
      // The demo's series have statuses and genres, so their filters are offered once the counts come.
      await page.getByLabel('Genre', { exact: true }).waitFor();
      const [search, language, status, genre, sort] = await Promise.all(
        ['Search series', 'Language', 'Status', 'Genre', 'Sort by'].map(async (name) => (await page.getByLabel(name, { exact: true }).boundingBox())!),
      );
      const selects = [language, status, genre, sort];
      expect(selects.map((box) => box.height), `heights at ${width} px`).toEqual(selects.map(() => search.height));
      expect(Math.abs(language.y - status.y), `the first pair's tops at ${width} px`).toBeLessThanOrEqual(1);
      expect(Math.abs(genre.y - sort.y), `the second pair's tops at ${width} px`).toBeLessThanOrEqual(1);
      if (width === 1280) expect(Math.abs(search.y - language.y) + Math.abs(language.y - sort.y), 'one line at 1280 px').toBeLessThanOrEqual(2);
      else {
        // The search takes its own row, the four selects two rows of two, all inside the screen.
        expect(language.y).toBeGreaterThan(search.y + search.height);
        expect(status.x).toBeGreaterThan(language.x + language.width);
        expect(genre.y).toBeGreaterThan(language.y + language.height);
        expect(sort.x).toBeGreaterThan(genre.x + genre.width);
        expect(Math.max(search.x + search.width, status.x + status.width, sort.x + sort.width)).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  }, 60_000);

  it('a series page: the grouping survives a reload and Back, no empty band under Continue in, and its inputs are as wide as their content', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newVisitor(browser, { width });
      await login(page, 'demo', 'demo-password');
      await page.goto(`/series/${series.slug}`);
      const map = page.getByRole('region', { name: 'Chapter coverage' });
      // A click, not check(): the radio is drawn from the page's grouping, which follows the address a moment
      // after the click, and check() reads the radio back at once.
      await map.getByRole('radio', { name: 'By language' }).click();
      await map.getByRole('radio', { name: 'By language', checked: true }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('lanes') === 'language');
      await page.reload();
      await map.getByRole('radio', { name: 'By language', checked: true }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('lanes'));
      await map.getByRole('radio', { name: 'By channel', checked: true }).waitFor();

      const continueIn = page.getByLabel('Continue in');
      const gap = await continueIn.evaluate((select) => {
        const field = select.parentElement!;
        return field.nextElementSibling!.getBoundingClientRect().top - select.getBoundingClientRect().bottom;
      });
      // The page's own gap between parts (1 rem) and no more.
      expect(gap, `the space under Continue in at ${width} px`).toBeLessThanOrEqual(24);
      expect((await continueIn.boundingBox())!.width, `Continue in's width at ${width} px`).toBeLessThanOrEqual(320);
      expect((await page.getByLabel('Read up to chapter').boundingBox())!.width, `the chapter input's width at ${width} px`).toBeLessThanOrEqual(160);
      await context.close();
    }
  }, 90_000);
});

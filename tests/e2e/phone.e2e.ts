import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const cardCount = (page: Page) => page.locator('main article').count();

describe('a visitor on a phone and at addresses of their own', () => {
  it('at 390 px the recap dialog shows its picture at its 16:9 height', async () => {
    const { context, page } = await newVisitor(browser, { width: 390 });
    await page.goto('/');
    await expect.poll(() => cardCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: /^Open / }).first().click();
    const picture = page.getByRole('dialog').locator('img').first();
    await picture.waitFor();
    const box = await picture.boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width * 0.5);
    await context.close();
  });

  it('names each page in the document title, and an address naming no channel is Not Found without a list request', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/channels');
    await expect.poll(() => page.title()).toBe('Browse Channels · RecapShelf');
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/recaps') || request.url().includes('/api/channels/')) listCalls.push(request.url());
    });
    await page.goto('/recaps/channel/1.5');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · RecapShelf');
    expect(listCalls.filter((url) => url.includes('NaN') || url.includes('channel_id=1'))).toEqual([]);
    await context.close();
  });

  it('a visitor\'s first screen logs no error in the console', async () => {
    const { context, page } = await newVisitor(browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect.poll(() => cardCount(page), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

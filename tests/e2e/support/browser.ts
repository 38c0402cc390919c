import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appServer } from './server';

/** Debian's Chromium: nothing can download a browser here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export type Theme = 'light' | 'dark';

/**
 * A fresh visitor: own cookies and storage, the theme chosen through the stored preference, the browser's language
 * (`Accept-Language`, `navigator.languages`) English unless told.
 */
export async function newVisitor(browser: Browser, options: { theme?: Theme; width?: number; locale?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: appServer().baseURL,
    viewport: { width, height: width < 600 ? 844 : 900 },
    colorScheme: options.theme ?? 'light',
    locale: options.locale ?? 'en-US',
  });
  if (options.theme) {
    await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), options.theme);
  }
  const page = await context.newPage();
  return { context, page };
}

/** The newest mail link to `to`; a reset mail is written just after its answer, so it waits a little for it. */
export async function latestMailLink(to: string, pathPrefix: string): Promise<string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const link = findMailLink(to, pathPrefix);
    if (link !== undefined) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathPrefix} link`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function findMailLink(to: string, pathPrefix: string): string | undefined {
  const folder = appServer().mailDir;
  if (!existsSync(folder)) return undefined;
  const files = readdirSync(folder).filter((file) => file.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const text = readFileSync(path.join(folder, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!text.toLowerCase().includes(to.toLowerCase())) continue;
    const match = new RegExp(`https?://[^\\s"<>]*${pathPrefix.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(text);
    if (match) return match[0];
  }
  return undefined;
}

export async function login(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^Log ?in$/i }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * How far the page scrolls sideways past `width`, and what sticks out: the outermost elements whose right edge is
 * past it, named by tag, class and the start of their text, so a failure says which part of which page is too wide.
 */
export async function sidewaysOverflow(page: Page, width: number): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((limit) => {
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => element.getBoundingClientRect().right > limit + 0.5);
    const outermost = wide.filter((element) => !wide.includes(element.parentElement as HTMLElement));
    const culprits = outermost.slice(0, 5).map((element) => {
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}" ends at ${right} px`;
    });
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, width);
}

import type { Browser, Page } from 'playwright-core';

interface BrowsingReport {
  /** Page loads that completed. */
  loads: number;
  /** The app's entry script each load's page named: two builds' worth once an upgrade happened under it. */
  entryScripts: Set<string>;
  /** Requests that failed: a 404 on an asset, any 5xx, a connection that gave no answer. */
  failures: string[];
  /** Loads whose app never replaced the boot screen (its script or styles missing: a blank app). */
  blankPages: string[];
}

/** The app took over the page: the boot shell is gone and the app's own tree is there. */
async function appTookOver(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(() => document.getElementById('boot') === null && (document.getElementById('root')?.childElementCount ?? 0) > 0, undefined, { timeout: 15_000 });
    return true;
  } catch {
    return false;
  }
}

/** One visitor's first load of a page, with an empty cache: every asset the page names is asked of the site. */
async function loadAsNewVisitor(browser: Browser, baseURL: string, target: string, report: BrowsingReport): Promise<void> {
  const context = await browser.newContext({ baseURL, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.status() >= 500 || (response.status() === 404 && pathname.startsWith('/assets/'))) {
        report.failures.push(`${response.status()} ${response.request().method()} ${pathname}`);
      }
    });
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // Closing the page cancels what it still had in flight: that is the browser's doing, not the site's.
      if (!error.includes('ERR_ABORTED')) report.failures.push(`${error} ${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(target);
    const entry = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src', { timeout: 5_000 });
    if (entry !== null) report.entryScripts.add(entry);
    if (!await appTookOver(page)) report.blankPages.push(`${target} (${entry ?? 'no script'})`);
    report.loads += 1;
  } finally {
    await context.close();
  }
}

/**
 * Loads the given pages one after the other, round and round, each as a new visitor, until stopped, recording
 * what visitors would suffer during an upgrade: failed requests and pages left on their boot screen. (A returning
 * visitor's cache holds the assets of the page it loaded before, which would hide a missing file.)
 */
export function browseUntilStopped(browser: Browser, baseURL: string, paths: string[]): { stop: () => Promise<BrowsingReport> } {
  const report: BrowsingReport = { loads: 0, entryScripts: new Set(), failures: [], blankPages: [] };
  let stopping = false;
  const loop = (async () => {
    for (let i = 0; !stopping && browser.isConnected(); i += 1) {
      const target = paths[i % paths.length]!;
      try {
        await loadAsNewVisitor(browser, baseURL, target, report);
      } catch (error) {
        // A browser closed under the loop (the run failed elsewhere) ends it; anything else is the site's failure.
        if (!browser.isConnected()) break;
        report.failures.push(`loading ${target}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await loop;
      return report;
    },
  };
}

import { createRequire } from 'node:module';
import type { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import type { Theme } from './browser';

// axe's own types, as `@axe-core/playwright` (which brings axe) names them.
type RunOptions = Parameters<AxeBuilder['options']>[0];
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Axe in the page, for the accessibility checks of the browser suite.
 *
 * `@axe-core/playwright` sends axe's whole source (about 600 kB) into every frame on every check, then opens a
 * blank page of its own to assemble the results: most of a check's time. Here the source is given to the browser
 * context once, as a script every document of it runs before its own, and a check is a single `axe.run` in the
 * page. The app has no frames of its own; if it had, axe in the top document would ask the same-origin ones, which
 * have axe too.
 */
export async function addAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axeSource() });
}

/**
 * The axe that `@axe-core/playwright` pins (~4.13) and the pages have been held to, not the newer one another
 * tool brings to the top of node_modules: a newer axe is a change of the rules, to be made on its own.
 */
function axeSource(): string {
  const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  return (fromAxePlaywright('axe-core') as { source: string }).source;
}

/**
 * Two rules that axe leaves out of the WCAG tags are run as well: a control whose accessible name does not contain
 * its visible text (experimental in axe, but speech users say what they see), and a skipped heading level.
 */
const ALSO_RUN = ['label-content-name-mismatch', 'heading-order'];

/**
 * The rules a theme can break. The themes differ in colours alone (custom properties of the root), so the dark
 * theme's pages are held to the colour rules only: names, roles, headings and landmarks are the light theme's,
 * checked there at both widths.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

function optionsFor(theme: Theme): RunOptions {
  if (theme === 'dark') return { runOnly: { type: 'rule', values: COLOUR_RULES } };
  return {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: Object.fromEntries(ALSO_RUN.map((rule) => [rule, { enabled: true }])),
  };
}

/**
 * Serious and critical violations of the WCAG rules (or only the colour rules), and any of the rules run on top,
 * each as `rule: the first three elements' selectors`. The page's context must have had `addAxe`.
 */
export async function seriousViolations(page: Page, theme: Theme): Promise<string[]> {
  const results = await page.evaluate(async (options) => {
    const inPage = (window as unknown as { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe;
    if (inPage === undefined) throw new Error('axe is not in this page: its browser context was not given addAxe');
    // Only what the check reads crosses back: the whole results (every pass and its nodes) are large.
    const { violations } = await inPage.run(document, options);
    return violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
  }, optionsFor(theme));
  return results
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || ALSO_RUN.includes(violation.id))
    .map((violation) => `${violation.id}: ${violation.targets.slice(0, 3).join(', ')}`);
}

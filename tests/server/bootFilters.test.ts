import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootFiltersHtml } from '../../server/bootFilters.ts';
import { bootShellFor } from '../../server/firstScreen.ts';
import { RECAP_SORT_OPTIONS } from '../../src/domain/constants.ts';
import { DURATION_FILTERS } from '../../src/domain/duration.ts';
import { ALL_LANGUAGES, RECAP_FILTER_LANGUAGES } from '../../src/domain/languages.ts';
import { recapListAddress } from '../../src/domain/listAddress.ts';
import { activeFilterCount, DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery.ts';

const INDEX_HTML = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');
const PANEL = /<!--boot-filters-->([\s\S]*?)<!--\/boot-filters-->/;
const panelOf = (html: string) => PANEL.exec(html)![1]!;

/** The values a named control of the panel offers: a select's options, or the values of its buttons and hidden fields. */
function valuesOf(panel: string, name: string): string[] {
  const select = new RegExp(`<select[^>]* name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(panel);
  if (select) return [...select[1]!.matchAll(/<option value="([^"]*)"/g)].map(([, value]) => value!);
  return [...panel.matchAll(new RegExp(`<(?:button|input)[^>]* name="${name}" value="([^"]*)"`, 'g'))].map(([, value]) => value!);
}

const selectedIn = (panel: string, name: string) =>
  new RegExp(`<select[^>]* name="${name}"[^>]*>[\\s\\S]*?<option value="([^"]*)" selected>`).exec(panel)?.[1];

describe('the boot shell\'s filter panel', () => {
  it('is in index.html exactly as the server writes it for the default filters', () => {
    expect(panelOf(INDEX_HTML)).toBe(bootFiltersHtml(DEFAULT_RECAP_FILTERS));
  });

  it('names only parameters of the app\'s address, with the app\'s values, each read back as the filter it names', () => {
    const panel = panelOf(INDEX_HTML);
    const names = new Set([...panel.matchAll(/ name="([^"]+)"/g)].map(([, name]) => name!));
    expect([...names].sort()).toEqual(['duration', 'language', 'sortBy', 'sortOrder']);
    for (const name of names) expect(recapListAddress.params).toContain(name);
    expect(valuesOf(panel, 'language')).toEqual([ALL_LANGUAGES, ...RECAP_FILTER_LANGUAGES.map((language) => language.code)]);
    expect(valuesOf(panel, 'sortBy')).toEqual(RECAP_SORT_OPTIONS.map((option) => option.value));
    expect(valuesOf(panel, 'duration')).toEqual(DURATION_FILTERS.map((duration) => duration.key));
    expect(valuesOf(panel, 'sortOrder')).toEqual(['asc']);
    for (const language of valuesOf(panel, 'language')) expect(recapListAddress.read(`language=${language}`).language).toBe(language);
    for (const sortBy of valuesOf(panel, 'sortBy')) expect(recapListAddress.read(`sortBy=${sortBy}`).sortBy).toBe(sortBy);
    for (const duration of DURATION_FILTERS) {
      expect(recapListAddress.read(`duration=${duration.key}`)).toMatchObject({ minDuration: duration.min_duration, maxDuration: duration.max_duration });
    }
    // What each select starts at is the app's default, which the address leaves out.
    expect(selectedIn(panel, 'language')).toBe(DEFAULT_RECAP_FILTERS.language);
    expect(selectedIn(panel, 'sortBy')).toBe(DEFAULT_RECAP_FILTERS.sortBy);
    expect(panel).toContain(`name="language" data-default="${DEFAULT_RECAP_FILTERS.language}"`);
    expect(panel).toContain(`name="sortBy" data-default="${DEFAULT_RECAP_FILTERS.sortBy}"`);
  });

  it('is written with the filters of a filtered address: the choices selected, the order and length kept, the length\'s button taking it off', () => {
    const query = 'language=ko&sortBy=views&sortOrder=asc&duration=1to2h';
    const page = bootShellFor(INDEX_HTML, `/?${query}`);
    const panel = panelOf(page);
    expect(selectedIn(panel, 'language')).toBe('ko');
    expect(selectedIn(panel, 'sortBy')).toBe('views');
    // The Filters button counts what the app's counts.
    expect(activeFilterCount(recapListAddress.read(query), true)).toBe(3);
    expect(panel).toContain('<summary class="boot-button boot-toggle">Filters (3)</summary>');
    expect(panel).toContain('name="sortOrder" value="desc" data-default="desc" aria-label="Sort order: ascending">↑ Ascending</button>');
    expect(panel).toContain('name="duration" value="" aria-pressed="true">1 to 2 hours</button>');
    // The choices no select holds follow the buttons, so a pressed button's value is the one read.
    expect(panel.indexOf('<input type="hidden" name="sortOrder" value="asc">')).toBeGreaterThan(panel.indexOf('name="sortOrder" value="desc"'));
    expect(panel.indexOf('<input type="hidden" name="duration" value="1to2h">')).toBeGreaterThan(panel.lastIndexOf('<button'));
    // Pressing the order button asks for the other order with the rest kept; the length's, for no length.
    expect(recapListAddress.read('language=ko&sortBy=views&sortOrder=desc&sortOrder=asc&duration=1to2h')).toMatchObject({ sortOrder: 'desc', minDuration: 3600 });
    expect(recapListAddress.read('language=ko&sortBy=views&duration=&sortOrder=asc&duration=1to2h').minDuration).toBeUndefined();
  });

  it('keeps index.html\'s panel on the plain home page and leaves a member\'s hidden watched recaps in the form', () => {
    expect(panelOf(bootShellFor(INDEX_HTML, '/'))).toBe(panelOf(INDEX_HTML));
    expect(panelOf(bootShellFor(INDEX_HTML, '/?hideWatched=true'))).toContain('<input type="hidden" name="hideWatched" value="true">');
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../src/machines/shared/catalogues';
import { messages as pseudo } from '../../../src/locales/en-XA';
import { demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from '../recaps/fixtures';

/**
 * The pseudo-locale (en-XA: every message accented and longer, compiled from English) finds the texts that never
 * became messages: a screen read in it shows no plain English word except data (recap titles, series and channel
 * names, the brand, languages named in themselves). A text with no accented letter is one the catalogue never saw.
 */
const DATA = [/^Recap title \d+$/, /^Series \d+$/, /^Recap Tower$/, /^RecapShelf$/, /^demo$/, /^Action$/, /^regression$/, /^Ongoing$/];
// What the runtime's Intl writes: it has no pseudo-locale, so language names and ages come in English there (in
// Spanish they are Spanish: tests/views/recaps/cardLanguage.test.tsx).
const INTL_WRITTEN = [/^(English|Korean|Japanese) \(\d+\)$/, /^\d+ (second|minute|hour|day|week|month|year)s? ago$/];
// Languages named in themselves in the language menu, as their readers look for them.
const SELF_NAMED = ['English', 'Español', 'Português (Brasil)', 'Bahasa Indonesia', 'Français', 'Deutsch'];
const ENGLISH_WORD = /[A-Za-z]{3,}/;
const ACCENTED = /[À-ɏ]/;

/** The texts a person reads or hears on the page that are plain English: text, labels, placeholders, titles. */
function englishLeft(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent === null || parent.closest('script, style, [hidden]') !== null) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value !== null) texts.push(value);
    }
  }
  return texts
    .map((text) => text.trim())
    .filter((text) => ENGLISH_WORD.test(text) && !ACCENTED.test(text))
    .filter((text) => ![...DATA, ...INTL_WRITTEN].some((pattern) => pattern.test(text)) && !SELF_NAMED.includes(text));
}

const slow = { timeout: 10000 };

describe('the screens read in the pseudo-locale', () => {
  beforeEach(() => {
    i18n.load('en-XA', pseudo);
    i18n.activate('en-XA');
  });

  it('leaves no English on the home screen', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)], 2, false));
    renderRoute('/', { handlers: [handler] });
    await screen.findByText('Recap title 2', {}, slow);
    // The language menu is in: the last part of the header to load.
    await screen.findByRole('option', { name: 'Español' }, slow);
    expect(englishLeft()).toEqual([]);
  });

  it('leaves no English on the account page', async () => {
    renderRoute('/account', { user: { ...demoUser, language: null } });
    await screen.findAllByRole('region', { name: /[À-ɏ]/ }, slow);
    await screen.findAllByRole('option', { name: 'Español' }, slow);
    expect(englishLeft()).toEqual([]);
  });

  it('leaves no English on Not Found', async () => {
    renderRoute('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: /[À-ɏ]/ }, slow);
    await screen.findByRole('option', { name: 'Español' }, slow);
    expect(englishLeft()).toEqual([]);
  });

  it('leaves no English on the list import page', async () => {
    renderRoute('/account/import', { user: { ...demoUser, language: null } });
    await screen.findByRole('heading', { level: 1, name: /[À-ɏ]/ }, slow);
    await within(screen.getByRole('main')).findByRole('button', { name: /[À-ɏ]/ }, slow);
    await screen.findAllByRole('option', { name: 'Español' }, slow);
    expect(englishLeft()).toEqual([]);
  });
});

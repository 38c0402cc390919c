import { i18n } from '../../../src/machines/shared/catalogues';
import { messages as pseudo } from '../../../src/locales/en-XA';

/**
 * The pseudo-locale (en-XA: every message accented and longer, compiled from English) finds the texts that never
 * became messages: a screen read in it shows no plain English word except data (recap titles, series and channel
 * names, the brand, languages named in themselves). A text with no accented letter is one the catalogue never saw.
 */
export function readInPseudoLocale(): void {
  i18n.load('en-XA', pseudo);
  i18n.activate('en-XA');
}

/** The data the view tests' fixtures hold: names and titles stay as they are in every language. */
const FIXTURE_DATA = [/^Recap title \d+$/, /^Series \d+$/, /^Recap Tower$/, /^RecapShelf$/, /^demo$/, /^Action$/, /^regression$/, /^Ongoing$/];
// What the runtime's Intl writes: it has no pseudo-locale, so language names and ages come in English there (in
// Spanish they are Spanish: tests/views/recaps/cardLanguage.test.tsx).
const ENGLISH_LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });
const NAMED_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ko', 'zh', 'ru', 'id', 'hi', 'ar', 'my', 'th', 'vi', 'tr', 'ms'].map((code) => ENGLISH_LANGUAGE_NAMES.of(code)!);
const INTL_WRITTEN = [
  // Language names: in another language they are that language's (tests/views/recaps/cardLanguage.test.tsx).
  new RegExp(`^(${NAMED_LANGUAGES.join('|')})$`),/^(English|Korean|Japanese)(, (English|Korean|Japanese))*( \(\d+\))?$/, /^\d+ (second|minute|hour|day|week|month|year)s? ago$/, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/];
// Languages named in themselves in the language menu, as their readers look for them.
const SELF_NAMED = ['English', 'Español', 'Português (Brasil)', 'Bahasa Indonesia', 'Français', 'Deutsch'];
const ENGLISH_WORD = /[A-Za-z]{3,}/;
const ACCENTED = /[À-ɏ]/;

/**
 * The texts a person reads or hears on the page that are plain English: text, labels, placeholders, titles. `data`
 * names a test's own data besides the fixtures'.
 */
export function englishLeft(data: readonly RegExp[] = []): string[] {
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
    .filter((text) => ![...FIXTURE_DATA, ...INTL_WRITTEN, ...data].some((pattern) => pattern.test(text)) && !SELF_NAMED.includes(text));
}

import { describe, expect, it } from 'vitest';
import { INTERFACE_LANGUAGES, isInterfaceLanguage, negotiateLanguage, preferredLanguage } from '../../src/domain/interfaceLanguages.ts';

describe('the interface languages', () => {
  it('are the six shipped ones, English first', () => {
    expect(INTERFACE_LANGUAGES).toEqual(['en', 'es', 'pt-BR', 'id', 'fr', 'de']);
  });

  it('knows its own codes only, as written', () => {
    expect(INTERFACE_LANGUAGES.every(isInterfaceLanguage)).toBe(true);
    for (const other of ['pt', 'pt-br', 'EN', 'en-XA', 'ko', '', null, 3]) expect(isInterfaceLanguage(other)).toBe(false);
  });
});

describe('negotiating a language from Accept-Language', () => {
  it.each([
    ['es', 'es'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['es-MX', 'es'],
    ['es-419,es;q=0.9', 'es'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['id-ID,id;q=0.9,en-US;q=0.8', 'id'],
    ['de-AT', 'de'],
    ['en-GB', 'en'],
  ])('%s → %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });

  it('follows the q-values, not the order, and the order between equals', () => {
    expect(negotiateLanguage('en;q=0.5, de;q=0.9')).toBe('de');
    expect(negotiateLanguage('ko, ja;q=0.9, es;q=0.8, fr;q=0.8')).toBe('es');
    expect(negotiateLanguage('fr;q=0.8, es;q=0.8')).toBe('fr');
  });

  it('skips the languages it does not ship for the next one it does', () => {
    expect(negotiateLanguage('ko-KR, ko;q=0.9, id;q=0.8')).toBe('id');
  });

  it('never takes a language the reader refused (q=0)', () => {
    expect(negotiateLanguage('es;q=0, de;q=0.1')).toBe('de');
    expect(negotiateLanguage('es;q=0')).toBe('en');
  });

  it('answers English for an unknown language, a wildcard, a missing or unreadable header', () => {
    for (const header of ['ko', 'ja-JP, th;q=0.5', '*', '', undefined, null, ';;;', 'es;q=abc', '💥', 'x'.repeat(5000)]) {
      expect(negotiateLanguage(header)).toBe('en');
    }
  });

  it('reads a header sent several times as one list', () => {
    expect(negotiateLanguage(['ko', 'pt;q=0.5'])).toBe('pt-BR');
  });

  it('reads no further than a browser would send', () => {
    expect(negotiateLanguage(`${'ko,'.repeat(30)}es`)).toBe('en');
    expect(negotiateLanguage(`ko;note=${'a'.repeat(1000)}, es`)).toBe('en');
    expect(negotiateLanguage(`ko;note=${'a'.repeat(900)}, es`)).toBe('es');
  });

  it('takes the first of several equally preferred languages it ships', () => {
    expect(negotiateLanguage('ko, fr, de, es, id')).toBe('fr');
    expect(negotiateLanguage('ko;q=0.5, id;q=0.5, fr;q=0.5, de;q=0.5, es;q=0.5')).toBe('id');
  });

  it('answers English for a wildcard preferred to a shipped language, and the shipped one when preferred to the wildcard', () => {
    expect(negotiateLanguage('*, de;q=0.5')).toBe('en');
    expect(negotiateLanguage('de, *;q=0.5')).toBe('de');
  });

  it('reads only a q parameter as the quality, and no malformed range', () => {
    expect(negotiateLanguage('de;eq=0')).toBe('de');
    expect(negotiateLanguage('de;level=1;q=0.5, ko')).toBe('de');
    for (const header of ['fr-', 'fr_FR', 'fr-FR-', '-fr', 'fr--FR']) expect(negotiateLanguage(header), header).toBe('en');
  });
});

describe('a reader\'s language', () => {
  it('is the first choice kept that is a shipped language, before the browser\'s', () => {
    expect(preferredLanguage(['de', 'es'], 'fr')).toBe('de');
    expect(preferredLanguage([null, 'ko', 'pt-BR'], 'fr')).toBe('pt-BR');
  });

  it('is the one negotiated from Accept-Language when no shipped language is kept', () => {
    expect(preferredLanguage([null, undefined, 'ko'], 'fr-CA, en;q=0.5')).toBe('fr');
    expect(preferredLanguage([], undefined)).toBe('en');
  });
});

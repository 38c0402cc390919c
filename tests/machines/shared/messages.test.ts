import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../src/api/errors';
import { i18n, loadedLanguages, startInterfaceLanguage } from '../../../src/machines/shared/catalogues';
import { loadCatalogue } from '../../../src/machines/shared/catalogueLoads';
import { message, serverMessage } from '../../../src/machines/shared/message';
import { knownAuthentication } from '../../../src/machines/shared/sessionReadings';
import { SLOW_ANSWER_TEXT } from '../../../src/machines/shared/slowAnswer';
import { INTERFACE_MESSAGES_ELEMENT_ID } from '../../../src/domain/interfaceLanguages';

describe('message', () => {
  it('carries an id alone, or with the values given', () => {
    expect(message('recap.notice.slow')).toStrictEqual({ id: 'recap.notice.slow' });
    expect(message('series.count', { n: 3 })).toStrictEqual({ id: 'series.count', values: { n: 3 } });
  });
});

describe('serverMessage', () => {
  const refusal = (body: unknown) => serverMessage(new ApiError(400, 'x', body as never));

  it('is the refusal\'s code with its values, and its English text (error, else message) to fall back on', () => {
    expect(refusal({ code: 'validation.tooLong', values: { field: 'search', limit: 200 }, error: 'search must be at most 200 characters.' })).toStrictEqual({
      id: 'error.validation.tooLong', values: { field: 'search', limit: 200 }, fallback: 'search must be at most 200 characters.',
    });
    expect(refusal({ code: 'request.tooMany', message: 'Too many requests. Please try again later.' })).toStrictEqual({
      id: 'error.request.tooMany', fallback: 'Too many requests. Please try again later.',
    });
  });

  it('takes a text of spaces, or of another kind, as none, and values that are no object as none', () => {
    expect(refusal({ code: 'request.tooMany', error: '  ', message: 'Slow down.' })).toStrictEqual({ id: 'error.request.tooMany', fallback: 'Slow down.' });
    expect(refusal({ code: 'request.tooMany', error: 42, values: null })).toStrictEqual({ id: 'error.request.tooMany' });
    expect(refusal({ code: 'request.tooMany', values: 'n=3' })).toStrictEqual({ id: 'error.request.tooMany' });
  });

  it('is null for an answer with no code: an empty code, a code of another kind, no body', () => {
    expect(refusal({ code: '', error: 'Bad' })).toBeNull();
    expect(refusal({ code: 7, error: 'Bad' })).toBeNull();
    expect(refusal(null)).toBeNull();
    expect(serverMessage(new Error('offline'))).toBeNull();
  });
});

describe('knownAuthentication', () => {
  it('is null while the session is asked, then whether someone is logged in', () => {
    expect(knownAuthentication('loading')).toBeNull();
    expect(knownAuthentication('authenticated')).toBe(true);
    expect(knownAuthentication('anonymous')).toBe(false);
  });
});

describe('the interface\'s catalogues', () => {
  /** A page as the browser hands it: the messages block the server put in it (or none), and the <html> language. */
  const page = (block: { language?: string; text: string | null } | null, lang = '') =>
    ({
      getElementById: (id: string) => (id === INTERFACE_MESSAGES_ELEMENT_ID && block ? { dataset: { language: block.language }, textContent: block.text } : null),
      documentElement: { lang },
    }) as unknown as Document;

  it('starts in the language the page was served in, with the messages that came with it', async () => {
    expect(await startInterfaceLanguage(page({ language: 'de', text: JSON.stringify({ greeting: 'Hallo' }) }))).toBe('de');
    expect(i18n.locale).toBe('de');
    expect(i18n._('greeting')).toBe('Hallo');
    expect(loadedLanguages.has('de')).toBe(true);
  });

  it('loads the catalogue the page\'s <html> names when the page came without messages, and English for a language it has none of', async () => {
    expect(await startInterfaceLanguage(page({ language: 'xx', text: '{}' }, 'fr'))).toBe('fr');
    expect(i18n.locale).toBe('fr');
    expect(loadedLanguages.has('fr')).toBe(true);
    expect(await startInterfaceLanguage(page(null, 'tlh'))).toBe('en');
    expect(i18n.locale).toBe('en');
  });

  it('loads a language\'s catalogue into the app\'s instance', async () => {
    await loadCatalogue('en');
    await loadCatalogue('es');
    expect(loadedLanguages.has('es')).toBe(true);
    i18n.activate('en');
    const english = i18n._('recap.notice.slow');
    i18n.activate('es');
    expect(i18n._('recap.notice.slow')).not.toBe(english);
    expect(i18n._('recap.notice.slow')).not.toBe('recap.notice.slow');
  });

  it('has the slow answer\'s sentence, which the screens\' tests look for, as the English of the shell\'s slow notice', async () => {
    await loadCatalogue('en');
    i18n.activate('en');
    expect(i18n._('shell.slowAnswer')).toBe(SLOW_ANSWER_TEXT);
  });
});

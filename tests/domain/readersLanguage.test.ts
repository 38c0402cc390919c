import { describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { formatCount } from '../../src/domain/formatCount';
import { formatRelativeTime } from '../../src/domain/relativeTime';
import { languageFilterOptions } from '../../src/domain/countedLanguages';
import { languageLabel, languageLabelIn, OWN_LANGUAGE_NAMES, recapFilterLanguages, RECAP_FILTER_LANGUAGES } from '../../src/domain/languages';
import { recapCardFace } from '../../src/domain/recapCardFace';
import { messages as en } from '../../src/locales/en';
import { messages as es } from '../../src/locales/es';
import { messages as ptBR } from '../../src/locales/pt-BR';
import { messages as de } from '../../src/locales/de';
import { buildRecap } from '../support/factories';

const inLanguage = (locale: string, messages: Messages) => setupI18n({ locale, messages: { [locale]: messages } });
const nb = '\u00a0';
const now = new Date('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('counts, ages and language names in the reader\'s language', () => {
  it('shortens counts in the locale\'s compact form, never rounding up, and keeps the English K, M and B', () => {
    expect(['es', 'pt-BR', 'de'].map((locale) => [950, 1250, 15_499, 999_999, 3_400_000].map((count) => formatCount(count, locale)))).toEqual([
      ['950', `1,2${nb}mil`, `15,4${nb}mil`, `999${nb}mil`, `3,4${nb}M`],
      ['950', `1,2${nb}mil`, `15,4${nb}mil`, `999${nb}mil`, `3,4${nb}mi`],
      ['950', '1200', '15.400', '999.000', `3,4${nb}Mio.`],
    ]);
    expect(formatCount(999_999, 'en')).toBe('999K');
    expect(formatCount(1_250)).toBe('1.2K');
  });

  it('writes ages with the locale\'s words, and the words it is given for under a minute', () => {
    expect(formatRelativeTime(ago(3 * 86400), now, 'es')).toBe('hace 3 días');
    expect(formatRelativeTime(ago(3600), now, 'pt-BR')).toBe('há 1 hora');
    expect(formatRelativeTime(ago(14 * 86400), now, 'de')).toBe('vor 2 Wochen');
    expect(formatRelativeTime(ago(5), now, 'es', 'Hace un momento')).toBe('Hace un momento');
    // Without words of its own, the locale's word for now; English keeps the spec's.
    expect(formatRelativeTime(ago(5), now, 'fr')).toBe('maintenant');
    expect(formatRelativeTime(ago(5), now, 'en')).toBe('Just now');
  });

  it('names languages in the interface\'s language, capitalised as a list item, our own names from the catalogue', () => {
    const spanish = inLanguage('es', es);
    expect(['en', 'ko', 'pt', 'tl', 'uzn', 'und', 'hil', 'lus', 'xx', ''].map((code) => languageLabelIn(code, spanish))).toEqual([
      'Inglés', 'Coreano', 'Portugués', 'Tagalo', 'Uzbeko del norte', 'Indeterminado', 'Hiligaynon', 'Mizo', 'xx', '',
    ]);
    expect(recapFilterLanguages(spanish).map((option) => option.code)).toEqual(RECAP_FILTER_LANGUAGES.map((option) => option.code));
    expect(languageFilterOptions([{ language: 'ko', recaps: 1200 }, { language: 'en', recaps: 5 }], 'ja', inLanguage('de', de))).toEqual([
      { value: 'all', label: 'Alle Sprachen' },
      { value: 'ko', label: 'Koreanisch (1.200)' },
      { value: 'en', label: 'Englisch (5)' },
      { value: 'ja', label: 'Japanisch (0)' },
    ]);
  });

  it('keeps in English the names it always had, from the English catalogue too', () => {
    const english = inLanguage('en', en);
    expect(recapFilterLanguages(english)).toEqual(RECAP_FILTER_LANGUAGES);
    for (const code of Object.keys(OWN_LANGUAGE_NAMES)) {
      expect(english._(`language.${code}`)).toBe(OWN_LANGUAGE_NAMES[code]);
      expect(languageLabel(code)).toBe(OWN_LANGUAGE_NAMES[code]);
    }
  });
});

describe('a recap card\'s face in the reader\'s language', () => {
  const recap = buildRecap(1, {
    views: 1_234_567, like_count: 1, published_at: '2026-11-20T11:00:00Z', avg_rating: 4.25, rating: 4.25, status: 'Private', duration: 3725,
  });

  it('says the spec\'s English from the English catalogue', () => {
    const english = inLanguage('en', en);
    expect(recapCardFace({ ...recap, views: 0, like_count: 1_250, published_at: ago(5), status: 'Error', rating: 3.333333, avg_rating: 3.3 }, now, english)).toMatchObject({
      status: 'Error',
      facts: [{ text: '0 views' }, { text: '1.2K likes' }, { text: 'Just now' }, { text: '★ 3.3', label: 'Rated 3.333333 out of 5' }],
    });
    expect(recapCardFace({ ...recap, status: 'Ongoing' }, now, english).status).toBe('Ongoing');
    expect(recapCardFace(recap, now, english).facts).toEqual([{ text: '1.2M views' }, { text: '1 likes' }, { text: '3 days ago' }, { text: '★ 4.3', label: 'Rated 4.25 out of 5' }]);
  });

  it('writes the facts and the status in Spanish and Portuguese, with their plurals and number forms', () => {
    const spanish = recapCardFace(recap, now, inLanguage('es', es));
    expect(spanish.facts).toEqual([
      { text: `1,2${nb}M visualizaciones` }, { text: '1 Me gusta' }, { text: 'hace 3 días' }, { text: '★ 4,3', label: 'Valoración: 4,25 de 5' },
    ]);
    expect(spanish.status).toBe('privado');
    expect(spanish.duration).toBe('1:02:05');
    const portuguese = recapCardFace({ ...recap, views: 1, like_count: 0, status: 'Ongoing' }, now, inLanguage('pt-BR', ptBR));
    expect(portuguese.facts.map((fact) => fact.text)).toEqual(['1 visualização', '0 curtidas', 'há 3 dias', '★ 4,3']);
    // A status the catalogue does not name is shown as the video site gave it.
    expect(portuguese.status).toBe('Ongoing');
  });
});

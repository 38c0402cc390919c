import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { languageFilterOptions } from '../../src/domain/countedLanguages';
import { languageLabel, languageLabelIn, RECAP_FILTER_LANGUAGES, recapFilterLanguages } from '../../src/domain/languages';
import { ADD_CHANNEL_LANGUAGES, CHANNEL_LANGUAGES, PENDING_CHANNEL_LANGUAGES, seriesLanguageOptions } from '../../src/domain/channelLanguages';
import { isAdminUser } from '../../src/domain/constants';
import { isValidRating } from '../../src/domain/rating';
import { messages } from '../../src/locales/en';
import { messages as spanishMessages } from '../../src/locales/es';

// The filter in English, the English catalogue's words (the app passes its i18n).
const english = setupI18n({ locale: 'en', messages: { en: messages } });
const spanish = setupI18n({ locale: 'es', messages: { es: spanishMessages } });

const codes = (list: { code: string }[]) => list.map((option) => option.code);

describe('language lists', () => {
  it('hold the codes of spec section 9, in order', () => {
    expect(codes(CHANNEL_LANGUAGES)).toEqual(['en', 'es', 'ko', 'ja', 'fr', 'de', 'pt', 'ru', 'zh', 'id', 'hi', 'tl', 'hil', 'ar', 'it', 'lus', 'my', 'th', 'uzn', 'vi']);
    expect(codes(PENDING_CHANNEL_LANGUAGES)).toEqual(['en', 'es', 'pt', 'tl', 'th', 'ko', 'ja', 'zh', 'hi', 'ar', 'fr', 'de', 'it', 'ru', 'tr', 'vi', 'id', 'ms', 'bn']);
    expect(codes(ADD_CHANNEL_LANGUAGES)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ko', 'zh', 'und']);
  });

  it('offer about 45 recap filter languages, each once, with a label, including every channel language', () => {
    const recap = codes(RECAP_FILTER_LANGUAGES);
    expect(recap.length).toBeGreaterThanOrEqual(40);
    expect(recap.length).toBeLessThanOrEqual(50);
    expect(new Set(recap).size).toBe(recap.length);
    for (const code of [...codes(CHANNEL_LANGUAGES), ...codes(PENDING_CHANNEL_LANGUAGES)]) expect(recap).toContain(code);
    for (const option of RECAP_FILTER_LANGUAGES) expect(option.label).not.toBe(option.code);
  });

  it('label a known code and fall back to the code itself', () => {
    expect(languageLabel('ko')).toBe('Korean');
    expect(languageLabel('xx')).toBe('xx');
  });

  it('name every filter language in English as the catalogue always has, CLDR\'s names where ours differ left aside', () => {
    expect(RECAP_FILTER_LANGUAGES.map((option) => option.label)).toEqual([
      'English', 'Spanish', 'Portuguese', 'French', 'German', 'Italian', 'Japanese', 'Korean', 'Chinese', 'Russian',
      'Indonesian', 'Hindi', 'Tagalog', 'Hiligaynon', 'Arabic', 'Mizo', 'Burmese', 'Thai', 'Northern Uzbek', 'Vietnamese',
      'Turkish', 'Malay', 'Bengali', 'Dutch', 'Polish', 'Ukrainian', 'Swedish', 'Norwegian', 'Danish', 'Finnish', 'Czech',
      'Romanian', 'Hungarian', 'Greek', 'Hebrew', 'Persian', 'Urdu', 'Tamil', 'Telugu', 'Marathi', 'Khmer', 'Lao',
      'Mongolian', 'Swahili', 'Undetermined',
    ]);
    expect(ADD_CHANNEL_LANGUAGES.map((option) => option.label)).toEqual(['English', 'Spanish', 'Portuguese', 'French', 'German', 'Italian', 'Japanese', 'Korean', 'Chinese', 'Undetermined']);
  });

  it('give back what is not shaped like a language code as it came, rather than throwing', () => {
    for (const code of ['', 'e', 'x-y', 'not a code']) expect(languageLabel(code)).toBe(code);
  });
});

describe('language names in the interface\'s language', () => {
  it('are CLDR\'s in that language, capitalised as a list item starts', () => {
    expect(languageLabelIn('ko', spanish)).toBe('Coreano');
    expect(languageLabelIn('es', spanish)).toBe('Español');
  });

  it('are the catalogue\'s for the names of our own', () => {
    expect(languageLabelIn('tl', spanish)).toBe('Tagalo');
  });

  it('are the English table\'s in English, whatever the catalogue holds', () => {
    const words = { locale: 'en', _: (id: string) => `[${id}]` };
    expect(languageLabelIn('tl', words)).toBe('Tagalog');
    expect(languageLabelIn('ko', words)).toBe('Korean');
  });

  it('fall back to the code itself for a code the language has no name for', () => {
    expect(languageLabelIn('xx', spanish)).toBe('xx');
    expect(languageLabelIn('not a code', spanish)).toBe('not a code');
  });

  it('give the recap filter\'s list in the interface\'s language, the English one being the list made once', () => {
    expect(recapFilterLanguages(english)).toBe(RECAP_FILTER_LANGUAGES);
    const inSpanish = recapFilterLanguages(spanish);
    expect(inSpanish.map((option) => option.code)).toEqual(RECAP_FILTER_LANGUAGES.map((option) => option.code));
    expect(inSpanish.slice(0, 3).map((option) => option.label)).toEqual(['Inglés', 'Español', 'Portugués']);
  });
});

describe('roles and ratings', () => {
  it('counts is_admin true or 1 as admin', () => {
    expect(isAdminUser({ is_admin: true })).toBe(true);
    expect(isAdminUser({ is_admin: 1 })).toBe(true);
    expect(isAdminUser({ is_admin: false })).toBe(false);
    expect(isAdminUser({ is_admin: 0 })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('accepts whole ratings from 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 2.5, -1, Number.NaN, '3'].some(isValidRating)).toBe(false);
  });
});

describe('the recap language filter options (issue 18, item 24)', () => {
  it('offers All languages, then the languages with recaps, most first, and keeps the selected one', () => {
    expect(languageFilterOptions([{ language: 'en', recaps: 5 }, { language: 'ko', recaps: 9 }, { language: 'ja', recaps: 0 }], 'fr', english)).toEqual([
      { value: 'all', label: 'All languages' },
      { value: 'ko', label: 'Korean (9)' },
      { value: 'en', label: 'English (5)' },
      { value: 'fr', label: 'French (0)' },
    ]);
  });

  it('offers a selected language that has recaps once, with its count, and sorts equal counts by code', () => {
    expect(languageFilterOptions([{ language: 'ko', recaps: 1200 }, { language: 'en', recaps: 1200 }, { language: 'ja', recaps: 3 }], 'ja', english)).toEqual([
      { value: 'all', label: 'All languages' },
      { value: 'en', label: 'English (1,200)' },
      { value: 'ko', label: 'Korean (1,200)' },
      { value: 'ja', label: 'Japanese (3)' },
    ]);
    expect(languageFilterOptions([{ language: 'en', recaps: 5 }], 'all', english)).toHaveLength(2);
    expect(languageFilterOptions([{ language: 'en', recaps: 5 }], '', english)).toHaveLength(2);
  });
});

describe('the series language filter options', () => {
  it('offers All Languages, then the languages with series, most first, and keeps the selected one', () => {
    expect(seriesLanguageOptions([{ language: 'en', series: 5 }, { language: 'ko', series: 9 }, { language: 'ja', series: 0 }], 'fr')).toEqual([
      { value: '', label: 'All Languages' },
      { value: 'ko', label: 'Korean (9)' },
      { value: 'en', label: 'English (5)' },
      { value: 'fr', label: 'French (0)' },
    ]);
    expect(seriesLanguageOptions([{ language: 'en', series: 5 }], '')).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { languageFilterOptions } from '../../src/domain/countedLanguages';
import { buildRecapQuery, DEFAULT_RECAP_FILTERS, recapListPath } from '../../src/domain/recapQuery';
import { loadSearchHistory, saveSearchHistory } from '../../src/domain/searchHistory';
import { messages } from '../../src/locales/en';

// The filter in English, the English catalogue's words (the app passes its i18n).
const english = setupI18n({ locale: 'en', messages: { en: messages } });

function storageHolding(value: string | null) {
  const saved: string[] = [];
  return { getItem: () => value, setItem: (_key: string, text: string) => saved.push(text), saved };
}

describe('the recent searches kept in the browser', () => {
  it('read back only the entries that have a text and a date, and nothing from a missing or damaged value', () => {
    const stored = JSON.stringify([
      { search_query: 'tower', created_at: '2026-01-02T00:00:00.000Z' },
      { search_query: 'no date' },
      { created_at: '2026-01-01T00:00:00.000Z' },
      { search_query: 7, created_at: '2026-01-01T00:00:00.000Z' },
      null,
      'solo leveling',
    ]);
    expect(loadSearchHistory(storageHolding(stored))).toEqual([{ search_query: 'tower', created_at: '2026-01-02T00:00:00.000Z' }]);
    expect(loadSearchHistory(storageHolding(null))).toEqual([]);
    expect(loadSearchHistory(storageHolding('{"search_query":"tower"}'))).toEqual([]);
    expect(loadSearchHistory(storageHolding('not json'))).toEqual([]);
  });

  it('keep at most 20 when saved', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ search_query: `q${index}`, created_at: '2026-01-01T00:00:00.000Z' }));
    const storage = storageHolding(null);
    saveSearchHistory(storage, many);
    expect(JSON.parse(storage.saved[0]!)).toHaveLength(20);
  });
});

describe('the language filter', () => {
  it('offers a chosen language that has no recaps with (0), but not All languages twice', () => {
    const counts = [{ language: 'en', recaps: 3 }];
    expect(languageFilterOptions(counts, 'ko', english).map((option) => option.label)).toEqual(['All languages', 'English (3)', 'Korean (0)']);
    expect(languageFilterOptions(counts, 'all', english)).toHaveLength(2);
    expect(languageFilterOptions(counts, '', english)).toHaveLength(2);
    expect(languageFilterOptions(counts, 'en', english)).toHaveLength(2);
  });
});

describe('the recap list\'s request', () => {
  const filters = { ...DEFAULT_RECAP_FILTERS, search: '  tower ', language: 'ko' };

  it('sends the trimmed search, and no search of spaces', () => {
    expect(buildRecapQuery({ filters, channelId: null }, 1).search).toBe('tower');
    expect(buildRecapQuery({ filters: { ...filters, search: '   ' }, channelId: null }, 1)).not.toHaveProperty('search');
  });

  it('on a channel\'s list sends the channel and no language; on a series page the series and no language', () => {
    expect(buildRecapQuery({ filters, channelId: 4 }, 1)).toEqual({ page: 1, sortBy: 'published_at', sortOrder: 'desc', search: 'tower', channelId: 4 });
    expect(buildRecapQuery({ filters, channelId: null, series: 'tower' }, 2)).toEqual({ page: 2, sortBy: 'published_at', sortOrder: 'desc', search: 'tower', series: 'tower' });
    expect(buildRecapQuery({ filters, channelId: null, series: null }, 1).language).toBe('ko');
  });

  it('sends no language for All languages, and each duration bound only when set', () => {
    expect(buildRecapQuery({ filters: { ...filters, language: 'all' }, channelId: null }, 1)).not.toHaveProperty('language');
    expect(buildRecapQuery({ filters: { ...filters, language: '' }, channelId: null }, 1)).not.toHaveProperty('language');
    const short = buildRecapQuery({ filters: { ...filters, maxDuration: 600 }, channelId: null }, 1);
    expect(short).toMatchObject({ max_duration: 600 });
    expect(short).not.toHaveProperty('min_duration');
    const long = buildRecapQuery({ filters: { ...filters, minDuration: 1200 }, channelId: null }, 1);
    expect(long).toMatchObject({ min_duration: 1200 });
    expect(long).not.toHaveProperty('max_duration');
  });

  it('is asked at one address, the channel under both names, with no empty value', () => {
    expect(recapListPath({ page: 1, channelId: 4, search: '' } as never)).toBe('/recaps?page=1&channelId=4&channel_id=4');
    expect(recapListPath({} as never)).toBe('/recaps');
  });
});

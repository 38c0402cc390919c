import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activeFilterCount, buildRecapQuery, DEFAULT_RECAP_FILTERS, recapListPath } from '../../src/domain/recapQuery';
import type { RecapQuery } from '../../src/api/types';

describe('the GET /recaps address', () => {
  it('is the home page default: newest first, in English', () => {
    expect(recapListPath(buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId: null }, 1)))
      .toBe('/recaps?page=1&sortBy=published_at&sortOrder=desc&language=en');
  });

  it('sends a channel under both names the spec gives, and no language', () => {
    expect(recapListPath(buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId: 7 }, 2)))
      .toBe('/recaps?page=2&sortBy=published_at&sortOrder=desc&channelId=7&channel_id=7');
  });

  it('asks a member\'s list to hide watched recaps only when the member chose to, and sends the lengths', () => {
    expect(buildRecapQuery({ filters: { ...DEFAULT_RECAP_FILTERS, hideWatched: true }, channelId: null }, 1)).toEqual({
      page: 1, sortBy: 'published_at', sortOrder: 'desc', language: 'en', hideWatched: true,
    });
    expect(buildRecapQuery({ filters: { ...DEFAULT_RECAP_FILTERS, hideWatched: false, maxDuration: 3599 }, channelId: null }, 1)).toEqual({
      page: 1, sortBy: 'published_at', sortOrder: 'desc', language: 'en', max_duration: 3599,
    });
    expect(buildRecapQuery({ filters: { ...DEFAULT_RECAP_FILTERS, minDuration: 14401 }, channelId: null }, 1)).toEqual({
      page: 1, sortBy: 'published_at', sortOrder: 'desc', language: 'en', min_duration: 14401,
    });
  });

  it('leaves out empty values', () => {
    expect(recapListPath({ page: 1, search: '', language: undefined })).toBe('/recaps?page=1');
    expect(recapListPath({})).toBe('/recaps');
  });

  it('carries every value back unchanged, whatever characters a search holds', () => {
    const queries = fc.record({
      page: fc.integer({ min: 1, max: 1000 }),
      search: fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== ''),
      sortBy: fc.constantFrom('views', 'duration', 'published_at', 'rating', 'like_count' as const),
      sortOrder: fc.constantFrom('asc', 'desc' as const),
      min_duration: fc.option(fc.integer({ min: 0, max: 20000 }), { nil: undefined }),
    }, { requiredKeys: ['page', 'search', 'sortBy', 'sortOrder'] });
    fc.assert(fc.property(queries, (query: RecapQuery) => {
      const path = recapListPath(query);
      expect(path.startsWith('/recaps?')).toBe(true);
      const read = new URLSearchParams(path.slice('/recaps?'.length));
      expect(read.get('page')).toBe(String(query.page));
      expect(read.get('search')).toBe(query.search);
      expect(read.get('sortBy')).toBe(query.sortBy);
      expect(read.get('sortOrder')).toBe(query.sortOrder);
      expect(read.get('min_duration')).toBe(query.min_duration === undefined ? null : String(query.min_duration));
    }));
  });
});

describe('the filters a folded filter panel counts', () => {
  const withFilters = (change: Partial<typeof DEFAULT_RECAP_FILTERS>) => ({ ...DEFAULT_RECAP_FILTERS, ...change });
  const OVER_4H = { minDuration: 14401 };

  it('is none for the defaults, whatever the search', () => {
    expect(activeFilterCount(DEFAULT_RECAP_FILTERS, true)).toBe(0);
    expect(activeFilterCount(withFilters({ search: 'tower' }), true)).toBe(0);
  });

  it('counts the language only where the visitor chooses it', () => {
    expect(activeFilterCount(withFilters({ language: 'ko' }), true)).toBe(1);
    expect(activeFilterCount(withFilters({ language: 'all' }), true)).toBe(1);
    expect(activeFilterCount(withFilters({ language: 'ko' }), false)).toBe(0);
  });

  it('counts a length bounded above only as one choice, its ascending order part of it', () => {
    expect(activeFilterCount(withFilters({ maxDuration: 3599, sortOrder: 'asc' }), true)).toBe(1);
    expect(activeFilterCount(withFilters({ maxDuration: 3599, sortOrder: 'desc' }), true)).toBe(2);
  });

  it('counts hiding the watched recaps for a member only', () => {
    expect(activeFilterCount(withFilters({ hideWatched: true }), true, true)).toBe(1);
    expect(activeFilterCount(withFilters({ hideWatched: true, language: 'ko' }), false, true)).toBe(1);
    expect(activeFilterCount(withFilters({ hideWatched: true }), true, false)).toBe(0);
    expect(activeFilterCount(withFilters({ hideWatched: true }), true)).toBe(0);
    expect(activeFilterCount(withFilters({ hideWatched: false }), true, true)).toBe(0);
  });

  it('counts the sort field and its order as one choice', () => {
    expect(activeFilterCount(withFilters({ sortBy: 'views' }), true)).toBe(1);
    expect(activeFilterCount(withFilters({ sortOrder: 'asc' }), true)).toBe(1);
    expect(activeFilterCount(withFilters({ sortBy: 'views', sortOrder: 'asc' }), true)).toBe(1);
  });

  it('counts a length with the ascending order it brings as one choice, and descending beside it as a second', () => {
    expect(activeFilterCount(withFilters({ ...OVER_4H, sortOrder: 'asc' }), true)).toBe(1);
    expect(activeFilterCount(withFilters({ maxDuration: 3599, sortOrder: 'asc' }), true)).toBe(1);
    expect(activeFilterCount(withFilters({ ...OVER_4H, sortOrder: 'desc' }), true)).toBe(2);
    expect(activeFilterCount(withFilters({ ...OVER_4H, sortOrder: 'asc', sortBy: 'views', language: 'ja' }), true)).toBe(3);
  });
});

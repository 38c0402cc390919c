import { describe, expect, it } from 'vitest';
import {
  buildSeriesQuery, DEFAULT_SERIES_FILTERS, genreFilterOptions, SERIES_SORT_OPTIONS, seriesGenreOf, seriesStatusOf, statusFilterOptions,
} from '../../src/domain/seriesFilters';

const counts = {
  statuses: [{ status: 'ongoing', series: 1200 }, { status: 'completed', series: 3 }, { status: 'hiatus', series: 0 }],
  genres: [{ genre: 'Action', series: 12 }, { genre: 'Drama', series: 0 }, { genre: 'Fantasy', series: 1 }],
} as const;
const seriesCounts = { statuses: [...counts.statuses], genres: [...counts.genres] };

describe('the series list\'s filters', () => {
  it('start with no search, every language, status and genre, most recaps first', () => {
    expect(DEFAULT_SERIES_FILTERS).toEqual({ search: '', language: '', status: '', genre: '', sortBy: 'recaps' });
  });

  it('offer three sorts, each by its English label and its message in the catalogue', () => {
    expect(SERIES_SORT_OPTIONS).toEqual([
      { value: 'recaps', label: 'Most recaps', message: 'series.sort.recaps' },
      { value: 'latest', label: 'Latest recap', message: 'series.sort.latest' },
      { value: 'name', label: 'Name', message: 'series.sort.name' },
    ]);
  });

  it('take an address\'s status or genre only when it names one of the fixed list exactly', () => {
    expect(seriesStatusOf('hiatus')).toBe('hiatus');
    for (const value of [null, '', 'Hiatus', 'paused']) expect(seriesStatusOf(value), String(value)).toBe('');
    expect(seriesGenreOf('Martial Arts')).toBe('Martial Arts');
    for (const value of [null, '', 'martial arts', 'Mecha']) expect(seriesGenreOf(value), String(value)).toBe('');
  });

  it('ask for one page of 24 series in the chosen order, naming only the filters in force', () => {
    expect(buildSeriesQuery(DEFAULT_SERIES_FILTERS, 1)).toEqual({ page: 1, limit: 24, sortBy: 'recaps' });
    expect(buildSeriesQuery({ ...DEFAULT_SERIES_FILTERS, search: '   ', sortBy: 'name' }, 3)).toEqual({ page: 3, limit: 24, sortBy: 'name' });
    expect(buildSeriesQuery({ search: '  solo leveling ', language: 'ko', status: 'completed', genre: 'Action', sortBy: 'latest' }, 2)).toEqual({
      page: 2, limit: 24, sortBy: 'latest', search: 'solo leveling', language: 'ko', status: 'completed', genre: 'Action',
    });
  });

  it('offer "All statuses", then the statuses that have series with their counts, in the server\'s order', () => {
    expect(statusFilterOptions(seriesCounts, '')).toEqual([
      { value: '', label: 'All statuses' },
      { value: 'ongoing', label: 'Ongoing (1,200)' },
      { value: 'completed', label: 'Completed (3)' },
    ]);
  });

  it('keep offering the selected status when it has no series, with a count of 0', () => {
    expect(statusFilterOptions(seriesCounts, 'hiatus')).toEqual([
      { value: '', label: 'All statuses' },
      { value: 'ongoing', label: 'Ongoing (1,200)' },
      { value: 'completed', label: 'Completed (3)' },
      { value: 'hiatus', label: 'On hiatus (0)' },
    ]);
    expect(statusFilterOptions(seriesCounts, 'completed')).toHaveLength(3);
  });

  it('offer "All genres", then the genres that have series, and the selected one even without any', () => {
    expect(genreFilterOptions(seriesCounts, '')).toEqual([
      { value: '', label: 'All genres' },
      { value: 'Action', label: 'Action (12)' },
      { value: 'Fantasy', label: 'Fantasy (1)' },
    ]);
    expect(genreFilterOptions(seriesCounts, 'Horror')).toEqual([
      { value: '', label: 'All genres' },
      { value: 'Action', label: 'Action (12)' },
      { value: 'Fantasy', label: 'Fantasy (1)' },
      { value: 'Horror', label: 'Horror (0)' },
    ]);
    expect(genreFilterOptions(seriesCounts, 'Action')).toHaveLength(3);
  });
});

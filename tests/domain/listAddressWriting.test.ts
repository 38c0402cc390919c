import { describe, expect, it } from 'vitest';
import { DEFAULT_CHANNEL_FILTERS } from '../../src/domain/channelFilters';
import { queryWithFilters, recapListAddress } from '../../src/domain/listAddress';
import { channelListAddress } from '../../src/domain/channelListAddress';
import { seriesListAddress } from '../../src/domain/seriesListAddress';
import { lanesParam, withLanes } from '../../src/domain/coverageLanesAddress';
import { DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';
import { DEFAULT_SERIES_FILTERS } from '../../src/domain/seriesFilters';

const longest = 'x'.repeat(200);

describe('the series list\'s address', () => {
  it('is bare for the default list, and reads back as the default list', () => {
    expect(seriesListAddress.write(DEFAULT_SERIES_FILTERS)).toBe('');
    expect(seriesListAddress.read('')).toEqual(DEFAULT_SERIES_FILTERS);
  });

  it('holds the trimmed search, the language and a sort other than Most recaps, and reads them back', () => {
    const address = seriesListAddress.write({ ...DEFAULT_SERIES_FILTERS, search: '  tower ', language: 'ko', sortBy: 'name' });
    expect(address).toBe('search=tower&language=ko&sortBy=name');
    expect(seriesListAddress.read(`?${address}`)).toEqual({ ...DEFAULT_SERIES_FILTERS, search: 'tower', language: 'ko', sortBy: 'name' });
    expect(seriesListAddress.write({ ...DEFAULT_SERIES_FILTERS, search: '   ', language: '', sortBy: 'latest' })).toBe('sortBy=latest');
  });

  it('drops a search longer than the server takes, a language it would refuse and an unknown sort', () => {
    expect(seriesListAddress.read(`?search=${longest}`).search).toBe(longest);
    expect(seriesListAddress.read(`?search=${longest}x&language=korean&sortBy=views`)).toEqual(DEFAULT_SERIES_FILTERS);
    expect(seriesListAddress.read('?language=pt-BR').language).toBe('pt-BR');
  });

  it('reads a typed address\'s search trimmed, the spaces around it not counted against the limit', () => {
    expect(seriesListAddress.read('?search=%20%20tower%20').search).toBe('tower');
    expect(seriesListAddress.read(`?search=%20${longest}%20%20`).search).toBe(longest);
  });

  it('holds a status and a genre of the fixed lists, and drops any other', () => {
    const address = seriesListAddress.write({ ...DEFAULT_SERIES_FILTERS, status: 'hiatus', genre: 'Martial Arts' });
    expect(address).toBe('status=hiatus&genre=Martial+Arts');
    expect(seriesListAddress.read(`?${address}`)).toEqual({ ...DEFAULT_SERIES_FILTERS, status: 'hiatus', genre: 'Martial Arts' });
    expect(seriesListAddress.read('?status=paused&genre=martial+arts')).toEqual(DEFAULT_SERIES_FILTERS);
  });
});

describe('the recap list\'s address', () => {
  it('keeps a search of exactly 200 characters and drops a longer one', () => {
    expect(recapListAddress.read(`?search=${longest}`).search).toBe(longest);
    expect(recapListAddress.read(`?search=${longest}x`).search).toBe('');
  });

  it('writes the trimmed search, and each filter only when it differs from the default', () => {
    expect(recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, search: '  tower  ' })).toBe('search=tower');
    expect(recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, language: 'ko' })).toBe('language=ko');
    expect(recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, sortBy: 'views' })).toBe('sortBy=views');
    expect(recapListAddress.write({ ...DEFAULT_RECAP_FILTERS, sortOrder: 'asc' })).toBe('sortOrder=asc');
  });
});

describe('the channel list\'s address', () => {
  it('writes each filter only when it differs from the default, and the deactivated list as true', () => {
    expect(channelListAddress.write(DEFAULT_CHANNEL_FILTERS)).toBe('');
    expect(channelListAddress.write({ ...DEFAULT_CHANNEL_FILTERS, language: 'ko' })).toBe('language=ko');
    expect(channelListAddress.write({ ...DEFAULT_CHANNEL_FILTERS, sortBy: 'total_views' })).toBe('sortBy=total_views');
    expect(channelListAddress.write({ ...DEFAULT_CHANNEL_FILTERS, sortOrder: 'desc' })).toBe('sortOrder=desc');
    expect(channelListAddress.write({ ...DEFAULT_CHANNEL_FILTERS, deactivated: true })).toBe('deactivated=true');
  });

  it('reads a missing language as every language', () => {
    expect(channelListAddress.read('?sortBy=name').language).toBe('');
  });
});

describe('a list\'s filters beside the other parts of an address', () => {
  it('writes the list\'s own parameters anew and keeps the others (the open recap, a series page\'s lanes)', () => {
    expect(queryWithFilters(recapListAddress, '?sortBy=views&lanes=language&recap=7', { ...DEFAULT_RECAP_FILTERS, language: 'ko' })).toBe(
      'language=ko&lanes=language&recap=7',
    );
    expect(queryWithFilters(seriesListAddress, '?search=tow&language=ko', DEFAULT_SERIES_FILTERS)).toBe('');
    expect(queryWithFilters(channelListAddress, '', { ...DEFAULT_CHANNEL_FILTERS, deactivated: true })).toBe('deactivated=true');
  });
});

describe('a series page\'s lanes in its address', () => {
  it('reads language only when the address says so, and writes nothing for the default, keeping every other parameter', () => {
    expect(lanesParam('')).toBe('channel');
    expect(lanesParam('?lanes=language')).toBe('language');
    expect(lanesParam('?lanes=Language')).toBe('channel');
    expect(withLanes('/series/tower', '?sortBy=views', 'language')).toBe('/series/tower?sortBy=views&lanes=language');
    expect(withLanes('/series/tower', '?lanes=language&recap=7', 'channel')).toBe('/series/tower?recap=7');
    expect(withLanes('/series/tower', '?lanes=language', 'channel')).toBe('/series/tower');
  });
});

import { describe, expect, it } from 'vitest';
import { changeChannelFilters, DEFAULT_CHANNEL_FILTERS } from '../../src/domain/channelFilters';
import { recapListAddress } from '../../src/domain/listAddress';
import { channelListAddress } from '../../src/domain/channelListAddress';
import { matchListAddress } from '../../src/domain/matchListAddress';
import { DEFAULT_MATCH_CHOICES } from '../../src/domain/thumbnailMatches';
import { DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';

describe('list addresses', () => {
  it('a recap list reads every parameter with the server rules and drops what it would refuse or cannot show', () => {
    expect(recapListAddress.read('language=xx&sortBy=views;drop&sortOrder=up&duration=forever')).toEqual({ ...DEFAULT_RECAP_FILTERS, minDuration: undefined, maxDuration: undefined });
    expect(recapListAddress.read(`search=${'a'.repeat(201)}`).search).toBe('');
    expect(recapListAddress.read('search=%20tower%20&language=ko&sortBy=views&sortOrder=asc&duration=1to2h')).toEqual({
      search: 'tower', language: 'ko', sortBy: 'views', sortOrder: 'asc', minDuration: 3600, maxDuration: 7200,
    });
  });

  it('writes only what differs from the defaults, a duration as one parameter, and reads back what it wrote', () => {
    expect(recapListAddress.write(DEFAULT_RECAP_FILTERS)).toBe('');
    const filters = { ...DEFAULT_RECAP_FILTERS, language: 'ja', minDuration: 7200, maxDuration: 14400 };
    expect(recapListAddress.write(filters)).toBe('language=ja&duration=2to4h');
    expect(recapListAddress.read(recapListAddress.write(filters))).toEqual(filters);
    expect(recapListAddress.write({ ...filters, minDuration: undefined, maxDuration: undefined })).toBe('language=ja');
  });

  it('a recap list keeps All languages from its address', () => {
    expect(recapListAddress.read('language=all').language).toBe('all');
    expect(recapListAddress.read('language=ALL').language).toBe(DEFAULT_RECAP_FILTERS.language);
  });

  it('a recap list keeps a member\'s Hide watched as hideWatched=true, and only the word true', () => {
    const filters = { ...DEFAULT_RECAP_FILTERS, hideWatched: true };
    expect(recapListAddress.write(filters)).toBe('hideWatched=true');
    expect(recapListAddress.read('hideWatched=true')).toEqual({ ...filters, minDuration: undefined, maxDuration: undefined });
    for (const value of ['1', 'yes', 'TRUE', 'false', '']) expect(recapListAddress.read(`hideWatched=${value}`).hideWatched, value).toBeUndefined();
    expect(recapListAddress.write({ ...filters, hideWatched: false })).toBe('');
    expect(recapListAddress.params).toContain('hideWatched');
  });

  it('a channel list takes a language code as the server does, a known sort and an order', () => {
    expect(channelListAddress.read('language=ko&sortBy=total_likes&sortOrder=desc')).toEqual({ language: 'ko', sortBy: 'total_likes', sortOrder: 'desc', deactivated: false });
    expect(channelListAddress.read('language=KOREAN&sortBy=likes&sortOrder=1&deactivated=yes')).toEqual(DEFAULT_CHANNEL_FILTERS);
    expect(channelListAddress.write(DEFAULT_CHANNEL_FILTERS)).toBe('');
    // An admin's list of deactivated channels is in the address like any filter, and only while it is on.
    expect(channelListAddress.write({ ...DEFAULT_CHANNEL_FILTERS, deactivated: true })).toBe('deactivated=true');
    expect(channelListAddress.read('deactivated=true').deactivated).toBe(true);
  });

  it('"Most ..." and Last Posted sort most first when chosen; Name A to Z; a named order wins', () => {
    expect(changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'total_videos' }).sortOrder).toBe('desc');
    expect(changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'last_posted' }).sortOrder).toBe('desc');
    expect(changeChannelFilters({ ...DEFAULT_CHANNEL_FILTERS, sortOrder: 'desc' }, { sortBy: 'name' }).sortOrder).toBe('asc');
    expect(changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'total_views', sortOrder: 'asc' }).sortOrder).toBe('asc');
  });

  it('thumbnail matches keep a known type and sort, write nothing for the defaults, and drop anything else', () => {
    expect(matchListAddress.write(DEFAULT_MATCH_CHOICES)).toBe('');
    expect(matchListAddress.read('')).toEqual(DEFAULT_MATCH_CHOICES);
    expect(matchListAddress.write({ type: 'SAME_SERIES', sort: 'date' })).toBe('type=SAME_SERIES&sort=date');
    expect(matchListAddress.read('type=SAME_SERIES&sort=date')).toEqual({ type: 'SAME_SERIES', sort: 'date' });
    expect(matchListAddress.read('type=same_series&sort=score')).toEqual(DEFAULT_MATCH_CHOICES);
    expect(matchListAddress.read('type=ALL&sort=type')).toEqual({ type: null, sort: 'type' });
  });
});

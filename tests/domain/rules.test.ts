import { describe, expect, it } from 'vitest';
import { ALREADY_SUGGESTED } from '../../src/domain/alreadySuggested';
import { changeChannelFilters, DEFAULT_CHANNEL_FILTERS } from '../../src/domain/channelFilters';
import { isAdminUser } from '../../src/domain/constants';
import { isValidRating } from '../../src/domain/rating';
import { channelFeedPath, seriesFeedPath } from '../../src/domain/feedPaths';
import { recapParam, withRecap } from '../../src/domain/recapAddress';
import { isOpenableRecap } from '../../src/domain/recapAvailability';
import { buildSeriesQuery, DEFAULT_SERIES_FILTERS } from '../../src/domain/seriesFilters';
import { KEYBOARD_SHORTCUTS } from '../../src/domain/shortcuts';
import { isThumbnailUrl, thumbnailOf, thumbnailsToTry, youtubeThumbnail } from '../../src/domain/thumbnail';
import { isMatchSort, isMatchType, MATCH_SORT_ORDER } from '../../src/domain/thumbnailMatches';
import { isValidUsername, USERNAME_RULE } from '../../src/domain/username';

describe('the channel list\'s sort', () => {
  it('reads A to Z by name, and most first for every other sort, unless an order is chosen', () => {
    expect(DEFAULT_CHANNEL_FILTERS).toEqual({ language: '', sortBy: 'name', sortOrder: 'asc', deactivated: false });
    const byViews = changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'total_views' });
    expect(byViews.sortOrder).toBe('desc');
    for (const sortBy of ['total_videos', 'subscriber_count', 'last_posted', 'total_likes'] as const) {
      expect(changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy }).sortOrder, sortBy).toBe('desc');
    }
    expect(changeChannelFilters(byViews, { sortBy: 'name' }).sortOrder).toBe('asc');
    expect(changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'total_views', sortOrder: 'asc' }).sortOrder).toBe('asc');
  });

  it('keeps the chosen order when only the language changes', () => {
    const oldestFirst = { ...DEFAULT_CHANNEL_FILTERS, sortBy: 'last_posted' as const, sortOrder: 'asc' as const };
    expect(changeChannelFilters(oldestFirst, { language: 'ko' })).toEqual({ ...oldestFirst, language: 'ko' });
  });
});

describe('who is an administrator and what a rating is', () => {
  it('counts is_admin true or 1 as an administrator, and nothing else', () => {
    expect(isAdminUser({ is_admin: true })).toBe(true);
    expect(isAdminUser({ is_admin: 1 })).toBe(true);
    expect(isAdminUser({ is_admin: false })).toBe(false);
    expect(isAdminUser({ is_admin: 0 })).toBe(false);
    expect(isAdminUser(null)).toBe(false);
    expect(isAdminUser(undefined)).toBe(false);
  });

  it('takes a whole number of stars from 1 to 5', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(isValidRating(stars)).toBe(true);
    for (const value of [0, 6, 2.5, -1, '3', null]) expect(isValidRating(value), String(value)).toBe(false);
  });
});

describe('addresses', () => {
  it('of the Atom feeds, with the series slug encoded', () => {
    expect(seriesFeedPath('solo leveling')).toBe('/feeds/series/solo%20leveling.atom');
    expect(channelFeedPath(12)).toBe('/feeds/channel/12.atom');
  });

  it('of an open recap beside the list\'s filters, and without it once closed', () => {
    expect(recapParam('?language=ko&recap=7')).toBe('7');
    expect(recapParam('?language=ko')).toBeNull();
    expect(withRecap('/', '?language=ko', 7)).toBe('/?language=ko&recap=7');
    expect(withRecap('/', '?language=ko&recap=7', null)).toBe('/?language=ko');
    expect(withRecap('/channels/3', '?recap=7', null)).toBe('/channels/3');
  });
});

describe('which recap opens', () => {
  it('not a private one nor one in error, whatever the case of its status', () => {
    expect(isOpenableRecap({ status: 'public' })).toBe(true);
    expect(isOpenableRecap({ status: 'Private' })).toBe(false);
    expect(isOpenableRecap({ status: 'ERROR' })).toBe(false);
    expect(isOpenableRecap({ status: null } as never)).toBe(true);
  });
});

describe('the series list\'s query', () => {
  it('asks 24 a page in the chosen sort, with the trimmed search and the language only when chosen', () => {
    expect(DEFAULT_SERIES_FILTERS).toEqual({ search: '', language: '', status: '', genre: '', sortBy: 'recaps' });
    expect(buildSeriesQuery(DEFAULT_SERIES_FILTERS, 1)).toEqual({ page: 1, limit: 24, sortBy: 'recaps' });
    expect(buildSeriesQuery({ ...DEFAULT_SERIES_FILTERS, search: '  tower ', language: 'ko', sortBy: 'name' }, 3)).toEqual({ page: 3, limit: 24, sortBy: 'name', search: 'tower', language: 'ko' });
    expect(buildSeriesQuery({ ...DEFAULT_SERIES_FILTERS, search: '   ', language: '', sortBy: 'latest' }, 2)).toEqual({ page: 2, limit: 24, sortBy: 'latest' });
    expect(buildSeriesQuery({ ...DEFAULT_SERIES_FILTERS, status: 'completed', genre: 'Murim' }, 1)).toEqual({ page: 1, limit: 24, sortBy: 'recaps', status: 'completed', genre: 'Murim' });
  });
});

describe('a recap\'s picture', () => {
  it('is its own thumbnail, else the video site\'s picture of the video', () => {
    expect(thumbnailOf({ thumbnail_url: '/media/a.jpg', video_id: 'abc' })).toBe('/media/a.jpg');
    expect(thumbnailOf({ thumbnail_url: null, video_id: 'abc' })).toBe('https://i.ytimg.com/vi/abc/hqdefault.jpg');
    expect(thumbnailOf({ thumbnail_url: '', video_id: 'abc' })).toBe(youtubeThumbnail('abc'));
  });

  it('is tried in the dialog as its own thumbnail, then the video site\'s, each once', () => {
    expect(thumbnailsToTry({ thumbnail_url: '/media/a.jpg', video_id: 'abc' })).toEqual(['/media/a.jpg', youtubeThumbnail('abc')]);
    expect(thumbnailsToTry({ thumbnail_url: null, video_id: 'abc' })).toEqual([youtubeThumbnail('abc')]);
    expect(thumbnailsToTry({ thumbnail_url: '', video_id: 'abc' })).toEqual([youtubeThumbnail('abc')]);
    expect(thumbnailsToTry({ thumbnail_url: youtubeThumbnail('abc'), video_id: 'abc' })).toEqual([youtubeThumbnail('abc')]);
  });

  it('may be stored as a web address, a path on this site or nothing, and nothing else', () => {
    for (const value of ['', '   ', '/media/a.jpg', 'http://example.com/a.jpg', ' https://example.com/a.jpg ']) expect(isThumbnailUrl(value), value).toBe(true);
    for (const value of ['//evil.example/a.jpg', '/\\evil', '/media/a b.jpg', 'javascript:alert(1)', 'ftp://example.com/a.jpg', 'not a url']) {
      expect(isThumbnailUrl(value), value).toBe(false);
    }
  });
});

describe('the thumbnail matches\' review', () => {
  it('knows the spec\'s four match types and three sorts, highest score and newest first', () => {
    for (const type of ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT']) expect(isMatchType(type)).toBe(true);
    expect(isMatchType('exact_duplicate')).toBe(false);
    expect(isMatchType(1)).toBe(false);
    for (const sort of ['similarity', 'date', 'type']) expect(isMatchSort(sort)).toBe(true);
    expect(isMatchSort('score')).toBe(false);
    expect(isMatchSort(null)).toBe(false);
    expect(MATCH_SORT_ORDER).toEqual({ similarity: 'desc', date: 'desc', type: 'asc' });
  });
});

describe('a username', () => {
  it('is 3 to 30 letters, digits, underscores, hyphens or full stops', () => {
    expect(USERNAME_RULE).toBe('Username must be 3 to 30 characters: letters, digits, underscores, hyphens or full stops.');
    for (const name of ['abc', 'a'.repeat(30), 'mina_k', 'mi-na', 'mi.na', 'Mina99']) expect(isValidUsername(name), name).toBe(true);
    for (const name of ['ab', 'a'.repeat(31), 'mi na', 'mina!', 'xabc\n', '\nabc']) expect(isValidUsername(name), name).toBe(false);
  });
});

describe('the shortcuts help', () => {
  it('lists each key once with what it does', () => {
    expect(KEYBOARD_SHORTCUTS.map(({ keys, action }) => `${keys}: ${action}`)).toEqual([
      '/: Focus the search box',
      'j: Next card',
      'k: Previous card',
      'Enter: Open the focused card',
      'w: Mark the open or focused recap watched or not (members)',
      'Esc: Close a dialog',
      '?: Show these shortcuts',
    ]);
  });
});

describe('a second suggestion for one recap', () => {
  it('is refused with one sentence, in the dialog and by the server', () => {
    expect(ALREADY_SUGGESTED).toBe('You have already suggested a series name for this recap');
  });
});

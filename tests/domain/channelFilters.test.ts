import { describe, expect, it } from 'vitest';
import { CHANNEL_SORT_OPTIONS, changeChannelFilters, DEFAULT_CHANNEL_FILTERS } from '../../src/domain/channelFilters';

describe('the channel list\'s filters', () => {
  it('offers its sorts in this order, each by its English label and its message in the catalogue', () => {
    expect(CHANNEL_SORT_OPTIONS).toEqual([
      { value: 'name', label: 'Name', message: 'channels.sort.name' },
      { value: 'total_videos', label: 'Most Videos', message: 'channels.sort.total_videos' },
      { value: 'subscriber_count', label: 'Most Subscribers', message: 'channels.sort.subscriber_count' },
      { value: 'last_posted', label: 'Last Posted', message: 'channels.sort.last_posted' },
      { value: 'total_views', label: 'Most Views', message: 'channels.sort.total_views' },
      { value: 'total_likes', label: 'Most Likes', message: 'channels.sort.total_likes' },
    ]);
  });

  it('starts with every language, A to Z by name, active channels', () => {
    expect(DEFAULT_CHANNEL_FILTERS).toEqual({ language: '', sortBy: 'name', sortOrder: 'asc', deactivated: false });
  });

  it('reads a chosen sort in its own order: A to Z by name, most (or latest) first otherwise', () => {
    const descending = { ...DEFAULT_CHANNEL_FILTERS, sortBy: 'total_views' as const, sortOrder: 'desc' as const };
    expect(changeChannelFilters(descending, { sortBy: 'name' })).toEqual({ ...descending, sortBy: 'name', sortOrder: 'asc' });
    for (const sortBy of ['total_videos', 'subscriber_count', 'last_posted', 'total_views', 'total_likes'] as const) {
      expect(changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy }), sortBy).toEqual({ ...DEFAULT_CHANNEL_FILTERS, sortBy, sortOrder: 'desc' });
    }
  });

  it('keeps an order named with the sort, and the sort when only the order changes', () => {
    expect(changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'total_likes', sortOrder: 'asc' }).sortOrder).toBe('asc');
    const byViews = changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'total_views' });
    expect(changeChannelFilters(byViews, { sortOrder: 'asc' })).toEqual({ ...byViews, sortOrder: 'asc' });
  });

  it('changes the language or the deactivated list without touching the sort', () => {
    const byViews = changeChannelFilters(DEFAULT_CHANNEL_FILTERS, { sortBy: 'total_views', sortOrder: 'asc' });
    expect(changeChannelFilters(byViews, { language: 'ko' })).toEqual({ ...byViews, language: 'ko' });
    expect(changeChannelFilters(byViews, { deactivated: true })).toEqual({ ...byViews, deactivated: true });
    expect(byViews.language).toBe('');
  });
});

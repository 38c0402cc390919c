import type { ChannelSortBy, SortOrder } from '../api/types';

export interface ChannelFilters {
  /** '' means every language. */
  language: string;
  sortBy: ChannelSortBy;
  sortOrder: SortOrder;
  /** Admins only: list the deactivated channels instead, to reactivate them. */
  deactivated: boolean;
}

/** The channel list's sorts, as its control offers them. */
export const CHANNEL_SORT_OPTIONS: readonly { value: ChannelSortBy; label: string; message: string }[] = [
  { value: 'name', label: 'Name', message: /*i18n*/ 'channels.sort.name' },
  { value: 'total_videos', label: 'Most Videos', message: /*i18n*/ 'channels.sort.total_videos' },
  { value: 'subscriber_count', label: 'Most Subscribers', message: /*i18n*/ 'channels.sort.subscriber_count' },
  { value: 'last_posted', label: 'Last Posted', message: /*i18n*/ 'channels.sort.last_posted' },
  { value: 'total_views', label: 'Most Views', message: /*i18n*/ 'channels.sort.total_views' },
  { value: 'total_likes', label: 'Most Likes', message: /*i18n*/ 'channels.sort.total_likes' },
];

export const DEFAULT_CHANNEL_FILTERS: ChannelFilters = { language: '', sortBy: 'name', sortOrder: 'asc', deactivated: false };

/** The order each sort reads in when chosen: A to Z by name; "Most ..." and Last Posted mean most (latest) first. */
const CHANNEL_SORT_ORDER: Record<ChannelSortBy, SortOrder> = {
  name: 'asc',
  total_videos: 'desc',
  subscriber_count: 'desc',
  last_posted: 'desc',
  total_views: 'desc',
  total_likes: 'desc',
};

/** The filters after a change: choosing a sort without naming an order takes that sort's own order. */
export function changeChannelFilters(current: ChannelFilters, change: Partial<ChannelFilters>): ChannelFilters {
  const next = { ...current, ...change };
  if (change.sortBy !== undefined && change.sortOrder === undefined) next.sortOrder = CHANNEL_SORT_ORDER[change.sortBy];
  return next;
}

import { request } from './client';
import type { Channel, ChannelQuery, Id, Page } from './types';

export function fetchChannels(query: ChannelQuery): Promise<Page<Channel>> {
  const { active, ...rest } = query;
  return request('/channels', { query: { ...rest, active: active === undefined ? undefined : Number(active) } });
}

/** One channel, for the header of its recap list. */
export function fetchChannel(id: Id): Promise<Channel> {
  return request(`/channels/${id}`);
}

export function fetchFavourites(query: { page: number; limit: number }): Promise<Page<Channel>> {
  return request('/channels/favourites', { query });
}

export function addFavourite(channelId: Id): Promise<unknown> {
  return request(`/channels/${channelId}/favourite`, { method: 'POST' });
}

export function removeFavourite(channelId: Id): Promise<unknown> {
  return request(`/channels/${channelId}/favourite`, { method: 'DELETE' });
}

export function deactivateChannel(channelId: Id): Promise<unknown> {
  return request(`/channels/${channelId}/deactivate`, { method: 'PUT' });
}

/** Admins only: brings a deactivated channel and its recaps back. */
export function reactivateChannel(channelId: Id): Promise<unknown> {
  return request(`/channels/${channelId}/reactivate`, { method: 'PUT' });
}

/** The languages the channel list's filter offers: those of the catalogue's recaps. */
export function fetchRecapLanguages(): Promise<string[]> {
  return request('/recaps/languages');
}

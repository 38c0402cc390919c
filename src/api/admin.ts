import { request } from './client';
import type {
  AddChannelRequest,
  Channel,
  CheckChannelResponse,
  Id,
  PendingChannel,
  PendingChannelApprove,
  PendingChannelReject,
  ThumbnailMatchesResponse,
  ThumbnailMatchQuery,
} from './types';

export function fetchPendingChannels(): Promise<PendingChannel[]> {
  return request('/admin/pending-channels');
}

export function approvePendingChannel(id: Id, body: PendingChannelApprove): Promise<unknown> {
  return request(`/admin/pending-channels/${id}/approve`, { method: 'PUT', body });
}

export function rejectPendingChannel(id: Id, body: PendingChannelReject): Promise<unknown> {
  return request(`/admin/pending-channels/${id}/reject`, { method: 'PUT', body });
}

export function checkChannel(url: string): Promise<CheckChannelResponse> {
  return request('/admin/check-channel', { method: 'POST', body: { url } });
}

export function addChannel(body: AddChannelRequest): Promise<Channel> {
  return request('/admin/channels', { method: 'POST', body });
}

export function fetchThumbnailMatches(query: ThumbnailMatchQuery): Promise<ThumbnailMatchesResponse> {
  return request('/admin/thumbnail-matches', { query: { ...query } });
}

export function deleteThumbnailMatch(id: Id): Promise<unknown> {
  return request(`/admin/thumbnail-matches/${id}`, { method: 'DELETE' });
}

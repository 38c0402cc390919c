/**
 * One place that builds the API's records for client tests (machines and views). Each builder gives a
 * complete, valid record from an id; a test passes only the fields its assertions are about.
 */
import type { Channel, Id, MatchType, Page, PendingChannel, QueueSuggestion, Recap, ThumbnailMatch, User } from '../../src/api/types';

export function buildUser(id: Id = 1, overrides: Partial<User> = {}): User {
  return { id, username: `user${id}`, email: `user${id}@example.com`, is_admin: false, ...overrides };
}

export function buildRecap(id: Id, overrides: Partial<Recap> = {}): Recap {
  return {
    id,
    video_id: `vid${String(id).padStart(8, '0')}`,
    title: `Recap ${id}`,
    series_name: null,
    thumbnail_url: null,
    preview_url: null,
    views: 0,
    like_count: 0,
    duration: 600,
    published_at: null,
    status: null,
    channel_id: 1,
    channel_name: 'Channel',
    language: 'en',
    avg_rating: 0,
    rating_count: 0,
    user_rating: null,
    rating: 0,
    genres: [],
    tags: [],
    series_slug: null,
    chapters_covered: null,
    watched: false,
    beyond_reading_place: null,
    ...overrides,
  };
}

export function buildChannel(id: Id, overrides: Partial<Channel> = {}): Channel {
  return {
    id,
    name: `Channel ${id}`,
    language: 'en',
    description: null,
    subscriber_count: 0,
    total_videos: 0,
    last_posted: null,
    total_views: 0,
    total_likes: 0,
    youtube_channel_id: null,
    is_favourited: false,
    active: true,
    full_scan: true,
    verified: true,
    url: null,
    ...overrides,
  };
}

/** A series name suggestion as the review queue lists it (`?types=all`). */
export function buildSuggestion(id: Id, overrides: Partial<QueueSuggestion> = {}): QueueSuggestion {
  const name = overrides.suggested_series_name ?? `Series ${id}`;
  return {
    id,
    type: 'series_name',
    recap_id: id,
    recap_title: `Recap ${id}`,
    thumbnail_url: null,
    current_series_name: null,
    username: 'demo',
    suggested_series_name: name,
    created_at: '2024-01-01T00:00:00.000Z',
    admin_notes: null,
    status: 'pending',
    series_slug: null,
    series_name: null,
    tracker: null,
    proposed_value: name,
    current_value: overrides.current_series_name ?? null,
    ...overrides,
  };
}

/** A suggestion for a field of a series, as the review queue lists it: a MangaDex link unless told otherwise. */
export function buildSeriesSuggestion(id: Id, overrides: Partial<QueueSuggestion> = {}): QueueSuggestion {
  return {
    id,
    type: 'tracker_link',
    recap_id: null,
    recap_title: null,
    thumbnail_url: null,
    current_series_name: null,
    username: 'reader',
    suggested_series_name: null,
    created_at: '2024-01-01T00:00:00.000Z',
    admin_notes: null,
    status: 'pending',
    series_slug: `series-${id}`,
    series_name: `Series ${id}`,
    tracker: 'mangadex',
    proposed_value: '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0',
    current_value: null,
    ...overrides,
  };
}

export function buildPendingChannel(id: Id, overrides: Partial<PendingChannel> = {}): PendingChannel {
  return {
    id,
    channel_name: `Pending channel ${id}`,
    language: 'en',
    youtube_url: `https://www.youtube.com/@channel${id}`,
    active: 0,
    full_scan: 0,
    status: 'pending',
    created_at: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildThumbnailMatch(id: Id, overrides: Partial<ThumbnailMatch> = {}): ThumbnailMatch {
  return {
    id,
    match_type: 'SAME_SERIES' satisfies MatchType,
    confidence: 'MEDIUM',
    similarity_score: 0.8,
    created_at: '2026-01-01T00:00:00Z',
    video_id_1: `video${id}aaaa`,
    title_1: `First video ${id}`,
    series_name_1: null,
    channel_name_1: 'Channel A',
    thumbnail_url_1: null,
    published_at_1: null,
    video_id_2: `video${id}bbbb`,
    title_2: `Second video ${id}`,
    series_name_2: null,
    channel_name_2: 'Channel B',
    thumbnail_url_2: null,
    published_at_2: null,
    ...overrides,
  };
}

/** `count` records with ids from `firstId`, built by `build`. */
export function buildMany<T>(build: (id: Id) => T, firstId: Id, count: number): T[] {
  return Array.from({ length: count }, (_, index) => build(firstId + index));
}

/** One page of a list answer; `hasMore` follows from where the page ends unless given. */
export function buildPage<T>(data: T[], total = data.length, hasMore?: boolean, offset = 0): Page<T> {
  return { data, total, hasMore: hasMore ?? offset + data.length < total };
}

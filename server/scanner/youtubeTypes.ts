/**
 * The parts of the YouTube Data API v3 resources the scanner reads, in the API's own shapes
 * (https://developers.google.com/youtube/v3/docs). Counts arrive as decimal strings.
 */
export interface ThumbnailSet {
  default?: { url: string; width?: number; height?: number };
  medium?: { url: string; width?: number; height?: number };
  high?: { url: string; width?: number; height?: number };
  standard?: { url: string; width?: number; height?: number };
  maxres?: { url: string; width?: number; height?: number };
}

export interface ListResponse<T> {
  kind: string;
  etag: string;
  nextPageToken?: string;
  prevPageToken?: string;
  pageInfo: { totalResults: number; resultsPerPage: number };
  items: T[];
}

export interface YoutubeChannel {
  kind: 'youtube#channel';
  etag: string;
  id: string;
  snippet?: {
    title: string;
    description: string;
    customUrl?: string;
    publishedAt: string;
    thumbnails: ThumbnailSet;
    defaultLanguage?: string;
    country?: string;
  };
  contentDetails?: { relatedPlaylists: { likes?: string; uploads: string } };
  statistics?: { viewCount: string; subscriberCount?: string; hiddenSubscriberCount: boolean; videoCount: string };
}

export interface YoutubePlaylistItem {
  kind: 'youtube#playlistItem';
  etag: string;
  id: string;
  snippet?: { publishedAt: string; channelId: string; title: string; description: string; thumbnails: ThumbnailSet; position: number };
  contentDetails?: { videoId: string; videoPublishedAt?: string };
  status?: { privacyStatus: 'public' | 'unlisted' | 'private' | 'privacyStatusUnspecified' };
}

/** What a video's snippet says in both a videos.list item and a search result. */
interface VideoSnippet {
  publishedAt: string;
  channelId: string;
  title: string;
  description: string;
  thumbnails: ThumbnailSet;
  channelTitle: string;
  liveBroadcastContent?: string;
}

export interface YoutubeVideo {
  kind: 'youtube#video';
  etag: string;
  id: string;
  snippet?: VideoSnippet & {
    tags?: string[];
    categoryId?: string;
    defaultLanguage?: string;
    defaultAudioLanguage?: string;
  };
  contentDetails?: { duration: string; dimension?: string; definition?: string; caption?: string };
  statistics?: { viewCount?: string; likeCount?: string; favoriteCount?: string; commentCount?: string };
  status?: { uploadStatus: string; privacyStatus: 'public' | 'unlisted' | 'private'; embeddable?: boolean };
}

export interface YoutubeSearchResult {
  kind: 'youtube#searchResult';
  etag: string;
  id: { kind: string; channelId?: string; videoId?: string };
  snippet: VideoSnippet;
}

/** The error body of every failed call. */
export interface YoutubeErrorBody {
  error: { code: number; message: string; errors?: { message: string; domain: string; reason: string }[] };
}

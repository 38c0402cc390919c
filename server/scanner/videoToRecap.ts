import { parseIsoDuration } from './isoDuration.ts';
import { parseRecapTitle } from './titleParser.ts';
import type { ThumbnailSet, YoutubeVideo } from './youtubeTypes.ts';

/** The recap fields a video resource gives, with the series and chapters parsed from its text. */
export interface ScannedRecap {
  videoId: string;
  title: string;
  description: string;
  tags: string[];
  duration: number;
  views: number;
  likes: number;
  publishedAt: string;
  thumbnailUrl: string | null;
  language: string;
  seriesName: string | null;
  chaptersCovered: string | null;
}

/** The largest thumbnail the video has, the one a card shows best. */
function bestThumbnail(thumbnails: ThumbnailSet | undefined): string | null {
  if (!thumbnails) return null;
  return (thumbnails.maxres ?? thumbnails.standard ?? thumbnails.high ?? thumbnails.medium ?? thumbnails.default)?.url ?? null;
}

/** "en-US" and "en" both mean en; "zxx" (no linguistic content) and empty mean: use the channel's. */
function languageOf(video: YoutubeVideo, channelLanguage: string): string {
  const tag = video.snippet?.defaultAudioLanguage ?? video.snippet?.defaultLanguage ?? '';
  const primary = tag.split(/[-_]/)[0].toLowerCase();
  return /^[a-z]{2,3}$/.test(primary) && primary !== 'zxx' ? primary : channelLanguage;
}

function count(text: string | undefined): number {
  const value = Number(text ?? 0);
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

export function videoToRecap(video: YoutubeVideo, channelLanguage: string): ScannedRecap {
  const snippet = video.snippet;
  const title = snippet?.title ?? '';
  const description = snippet?.description ?? '';
  const parsed = parseRecapTitle(title, description);
  return {
    videoId: video.id,
    title,
    description,
    tags: snippet?.tags ?? [],
    duration: (video.contentDetails && parseIsoDuration(video.contentDetails.duration)) ?? 0,
    views: count(video.statistics?.viewCount),
    likes: count(video.statistics?.likeCount),
    publishedAt: snippet?.publishedAt ?? new Date(0).toISOString(),
    thumbnailUrl: bestThumbnail(snippet?.thumbnails),
    language: languageOf(video, channelLanguage),
    seriesName: parsed.seriesName,
    chaptersCovered: parsed.chaptersCovered,
  };
}

import type {
  Channel, ChannelChanged, CheckChannelResponse, FavouriteChanged, FavouriteCheck, Health, HealthUnavailable, LoginResponse,
  MatchConfidence, MatchType, MeResponse, MessageResponse, Page, PendingChannel, RateResponse, Recap, ReviewedSuggestion,
  Stats, SuggestionCreated, OwnSuggestion, PendingCount, SuggestionReviewed, SuggestionStatus, ThumbnailMatch, ThumbnailMatchDeleted,
  ThumbnailMatchesResponse, User, WatchlistChanged, WatchlistIds, LanguageCount, SeriesLanguageCount, SeriesValueCounts, SeriesSummary, SeriesDetail, SeriesChannel,
  SeriesCoverage, SeriesCoverChoices, SeriesCoverPicture, SeriesMoved, SeriesProgress, SeriesFollowChanged, FollowedSeries, FeedTokenStatus, FeedTokenCreated,
  WatchedResponse, SpoilerShieldSetting, Shelf, ShelfSeries, ShelfContinuation, ShelfStatus, ImportEntry, ImportPreview, ImportSeries, ImportSummary,
  QueueSuggestion, MySuggestion, MySuggestions, LanguageSetting,
} from '../../src/api/types.ts';
import { SHELF_STATUSES } from '../../src/api/types.ts';
import { SERIES_GENRES, SERIES_STATUSES, SERIES_TRACKERS, type SeriesLinks, type SeriesTracker } from '../../src/domain/seriesIdentity.ts';
import { SERIES_SUGGESTION_TYPES, type SuggestionType } from '../../src/domain/seriesSuggestion.ts';
import { ERROR_CODES, type ErrorCode } from '../../src/domain/errorCodes.ts';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../src/domain/interfaceLanguages.ts';
import { arrayOf, boolean, errorValues, flag, integer, nullable, number, objectOf, oneOf, string, type Schema } from './jsonSchema.ts';

/** The response schema of every JSON answer of the API, each typed by its shape in src/api/types.ts. */

const timestamp = string;
/** An error body's code: one of the list both sides import. */
const errorCode = oneOf<ErrorCode>(ERROR_CODES);
type FieldError = NonNullable<HealthUnavailable['errors']>[number];
const databaseKind = oneOf(['pglite', 'postgres'] as const);
const suggestionStatus = oneOf<SuggestionStatus>(['pending', 'approved', 'rejected']);
const matchTypes: readonly MatchType[] = ['EXACT_DUPLICATE', 'SAME_SERIES', 'POSSIBLY_RELATED', 'DIFFERENT'];

function pageOf<T>(item: Schema<T>): Schema<Page<T>> {
  return objectOf<Page<T>>({ data: arrayOf(item), total: integer, hasMore: boolean });
}

export const healthSchema = objectOf<Health>({ status: oneOf(['ok'] as const), database: databaseKind });
export const healthUnavailableSchema = objectOf<HealthUnavailable>({
  status: oneOf(['unavailable'] as const),
  database: databaseKind,
  reason: oneOf(['timeout', 'error'] as const),
  error: string,
  message: string,
  code: errorCode,
  values: errorValues,
  errors: arrayOf(objectOf<FieldError>({ field: string, msg: string, code: errorCode, values: errorValues })),
  needsVerification: boolean,
});

export const messageSchema = objectOf<MessageResponse>({ message: string });

export const recapSchema = objectOf<Recap>({
  id: integer,
  video_id: string,
  title: string,
  series_name: nullable(string),
  thumbnail_url: nullable(string),
  preview_url: nullable(string),
  views: integer,
  like_count: integer,
  duration: integer,
  published_at: nullable(timestamp),
  status: nullable(string),
  channel_id: integer,
  channel_name: string,
  language: string,
  avg_rating: number,
  rating_count: integer,
  user_rating: nullable(integer),
  rating: number,
  genres: arrayOf(string),
  tags: arrayOf(string),
  chapters_covered: nullable(string),
  series_slug: nullable(string),
  watched: boolean,
  beyond_reading_place: nullable(number),
});
export const watchedSchema = objectOf<WatchedResponse>({ watched: boolean });
export const spoilerShieldSchema = objectOf<SpoilerShieldSetting>({ spoiler_shield: boolean });
export const recapPageSchema = pageOf(recapSchema);
export const languagesSchema = arrayOf(string);
export const languageCountsSchema = arrayOf(objectOf<LanguageCount>({ language: string, recaps: integer }));
export const seriesValueCountsSchema = objectOf<SeriesValueCounts>({
  statuses: arrayOf(objectOf<SeriesValueCounts['statuses'][number]>({ status: { type: 'string', enum: [...SERIES_STATUSES] }, series: integer })),
  genres: arrayOf(objectOf<SeriesValueCounts['genres'][number]>({ genre: { type: 'string', enum: [...SERIES_GENRES] }, series: integer })),
});
export const seriesLanguageCountsSchema = arrayOf(objectOf<SeriesLanguageCount>({ language: string, series: integer }));
export const rateSchema = objectOf<RateResponse>({ avg_rating: number, rating_count: integer, user_rating: integer });

export const channelSchema = objectOf<Channel>({
  id: integer,
  name: string,
  language: string,
  description: nullable(string),
  subscriber_count: integer,
  total_videos: integer,
  last_posted: nullable(timestamp),
  total_views: integer,
  total_likes: integer,
  youtube_channel_id: nullable(string),
  is_favourited: boolean,
  active: boolean,
  full_scan: boolean,
  verified: boolean,
  url: nullable(string),
});
export const channelPageSchema = pageOf(channelSchema);
export const favouriteCheckSchema = objectOf<FavouriteCheck>({ is_favourited: boolean });
export const favouriteChangedSchema = objectOf<FavouriteChanged>({ message: string, is_favourited: boolean });
export const channelChangedSchema = objectOf<ChannelChanged>({ message: string, channel: channelSchema });
export const statsSchema = objectOf<Stats>({ recaps: integer, channels: integer, series: integer, languages: integer });

export const watchlistSchema: Schema<WatchlistIds> = arrayOf(integer);
export const watchlistChangedSchema = objectOf<WatchlistChanged>({ message: string, recapId: integer });

export const suggestionCreatedSchema = objectOf<SuggestionCreated>({ message: string, daily_remaining: integer });
export const ownSuggestionSchema = objectOf<OwnSuggestion>({
  suggestion: nullable(objectOf<NonNullable<OwnSuggestion['suggestion']>>({
    suggested_series_name: string,
    status: suggestionStatus,
    created_at: timestamp,
  })),
  daily_remaining: integer,
});
const suggestionType = oneOf<SuggestionType>(['series_name', ...SERIES_SUGGESTION_TYPES]);
const seriesTracker = oneOf<SeriesTracker>(SERIES_TRACKERS);
export const queueSuggestionListSchema = arrayOf(objectOf<QueueSuggestion>({
  id: integer,
  type: suggestionType,
  // null when the author has deleted their account: the suggestion stays as a decision.
  username: nullable(string),
  created_at: timestamp,
  admin_notes: nullable(string),
  status: suggestionStatus,
  recap_id: nullable(integer),
  recap_title: nullable(string),
  thumbnail_url: nullable(string),
  current_series_name: nullable(string),
  suggested_series_name: nullable(string),
  series_slug: nullable(string),
  series_name: nullable(string),
  tracker: nullable(seriesTracker),
  proposed_value: nullable(string),
  current_value: nullable(string),
}));
export const mySuggestionsSchema = objectOf<MySuggestions>({
  suggestions: arrayOf(objectOf<MySuggestion>({
    id: integer,
    type: suggestionType,
    status: suggestionStatus,
    admin_notes: nullable(string),
    created_at: timestamp,
    reviewed_at: nullable(timestamp),
    recap_id: nullable(integer),
    recap_title: nullable(string),
    series_slug: nullable(string),
    series_name: nullable(string),
    tracker: nullable(seriesTracker),
    proposed_value: string,
  })),
  daily_remaining: integer,
});
export const pendingCountSchema = objectOf<PendingCount>({ count: integer });
export const suggestionReviewedSchema = objectOf<SuggestionReviewed>({
  message: string,
  suggestion: objectOf<ReviewedSuggestion>({
    id: integer,
    recap_id: nullable(integer),
    suggested_series_name: nullable(string),
    status: suggestionStatus,
    admin_notes: nullable(string),
    created_at: timestamp,
    reviewed_at: nullable(timestamp),
  }),
});

export const pendingChannelListSchema = arrayOf(objectOf<PendingChannel>({
  id: integer,
  channel_name: string,
  language: string,
  youtube_url: string,
  active: flag,
  full_scan: flag,
  status: string,
  created_at: timestamp,
}));
export const checkChannelSchema = objectOf<CheckChannelResponse>({ exists: boolean, pending: boolean, youtube_channel_id: nullable(string) });

const thumbnailMatchSchema = objectOf<ThumbnailMatch>({
  id: integer,
  match_type: oneOf(matchTypes),
  confidence: oneOf<MatchConfidence>(['HIGH', 'MEDIUM', 'LOW']),
  similarity_score: number,
  created_at: timestamp,
  video_id_1: string,
  title_1: string,
  series_name_1: nullable(string),
  channel_name_1: string,
  thumbnail_url_1: nullable(string),
  published_at_1: nullable(timestamp),
  video_id_2: string,
  title_2: string,
  series_name_2: nullable(string),
  channel_name_2: string,
  thumbnail_url_2: nullable(string),
  published_at_2: nullable(timestamp),
});
export const thumbnailMatchesSchema = objectOf<ThumbnailMatchesResponse>({
  matches: arrayOf(thumbnailMatchSchema),
  totals: objectOf<Record<MatchType, number>>({ EXACT_DUPLICATE: integer, SAME_SERIES: integer, POSSIBLY_RELATED: integer, DIFFERENT: integer }),
  total: integer,
  page: integer,
  hasMore: boolean,
});
export const thumbnailMatchDeletedSchema = objectOf<ThumbnailMatchDeleted>({ message: string, id: integer });

const interfaceLanguage = nullable(oneOf<InterfaceLanguage>(INTERFACE_LANGUAGES));
const userSchema = objectOf<User>({ id: integer, username: string, email: string, is_admin: flag, language: interfaceLanguage });
export const languageSettingSchema = objectOf<LanguageSetting>({ language: interfaceLanguage });
export const loginSchema = objectOf<LoginResponse>({ user: userSchema, message: string });
export const meSchema = objectOf<MeResponse>({ user: nullable(userSchema) });

const seriesSummaryFields = {
  slug: string,
  name: string,
  recap_count: integer,
  channel_count: integer,
  languages: arrayOf(string),
  latest_published_at: nullable(timestamp),
  max_chapter: nullable(number),
  thumbnail_url: nullable(string),
  cover_url: nullable(string),
  status: nullable(oneOf(SERIES_STATUSES)),
  genres: arrayOf(oneOf(SERIES_GENRES)),
};
export const seriesPageSchema = pageOf(objectOf<SeriesSummary>(seriesSummaryFields));
export const seriesDetailSchema = objectOf<SeriesDetail>({
  ...seriesSummaryFields,
  aliases: arrayOf(string),
  synopsis: string,
  alt_titles: arrayOf(string),
  total_chapters: nullable(integer),
  links: objectOf<SeriesLinks>({ anilist: nullable(string), myanimelist: nullable(string), mangadex: nullable(string), mangaupdates: nullable(string) }),
  channels: arrayOf(objectOf<SeriesChannel>({ id: integer, name: string, language: string, recap_count: integer, ranged_count: integer })),
  coverage: arrayOf(objectOf<SeriesCoverage>({ recap_id: integer, channel_id: integer, language: string, start: number, end: number })),
  progress: nullable(number),
  is_following: boolean,
});
export const seriesCoverChoicesSchema = objectOf<SeriesCoverChoices>({
  chosen_url: nullable(string),
  default_url: nullable(string),
  pictures: arrayOf(objectOf<SeriesCoverPicture>({ url: string, title: string })),
});
export const seriesMovedSchema = objectOf<SeriesMoved>({ error: string, message: string, code: errorCode, slug: string });
export const seriesProgressSchema = objectOf<SeriesProgress>({ slug: string, chapter: nullable(number) });
export const seriesFollowSchema = objectOf<SeriesFollowChanged>({ slug: string, is_following: boolean });
export const followedSeriesSchema = objectOf<{ data: FollowedSeries[] }>({
  data: arrayOf(objectOf<FollowedSeries>({ ...seriesSummaryFields, progress: nullable(number) })),
});
export const feedTokenStatusSchema = objectOf<FeedTokenStatus>({ active: boolean, created_at: nullable(timestamp) });
export const feedTokenCreatedSchema = objectOf<FeedTokenCreated>({ token: string, url: string });

const shelfStatus = oneOf<ShelfStatus>(SHELF_STATUSES);
export const shelfSchema = objectOf<Shelf>({
  last_visit_at: nullable(timestamp),
  new: pageOf(recapSchema),
  series: arrayOf(objectOf<ShelfSeries>({
    slug: string,
    name: string,
    cover_url: nullable(string),
    status: shelfStatus,
    progress: nullable(number),
    max_chapter: nullable(number),
    latest_published_at: nullable(timestamp),
    new_count: integer,
    continue_with: nullable(objectOf<ShelfContinuation>({
      id: integer, title: string, language: nullable(string), chapters_covered: nullable(string),
      chapter_start: nullable(number), chapter_end: nullable(number),
    })),
  })),
});
export const shelfNewCountSchema = objectOf<{ count: number }>({ count: integer });
export const shelfVisitSchema = objectOf<{ last_visit_at: string }>({ last_visit_at: timestamp });
export const shelfStatusSchema = objectOf<{ slug: string; is_following: boolean; status: ShelfStatus }>({
  slug: string, is_following: boolean, status: shelfStatus,
});

const importSeries = objectOf<ImportSeries>({ slug: string, name: string });
const importEntryFields = { title: string, status: shelfStatus, chapters: number };
export const importPreviewSchema = objectOf<ImportPreview>({
  matched: arrayOf(objectOf<ImportPreview['matched'][number]>({ ...importEntryFields, series: importSeries, matched_by: oneOf(['tracker', 'title'] as const) })),
  ambiguous: arrayOf(objectOf<ImportPreview['ambiguous'][number]>({ ...importEntryFields, candidates: arrayOf(importSeries) })),
  missing: arrayOf(objectOf<ImportEntry>(importEntryFields)),
});
export const importSummarySchema = objectOf<ImportSummary>({ followed: integer, updated: integer, skipped: integer });

// Every request and response shape of the API (spec section 7, design section 5).
// The server's routes and the client's api modules both type themselves against this file.

import type { SeriesGenre, SeriesLinks, SeriesStatus, SeriesTracker } from '../domain/seriesIdentity';
import type { SeriesSuggestionType, SuggestionType } from '../domain/seriesSuggestion';
import type { ErrorCode, ErrorValues } from '../domain/errorCodes';
import type { InterfaceLanguage } from '../domain/interfaceLanguages';

export type Id = number;
/** ISO 8601 timestamp, as the server serialises timestamptz. */
type Timestamp = string;

export type SortOrder = 'asc' | 'desc';
export type RecapSortBy = 'views' | 'duration' | 'published_at' | 'rating' | 'like_count';
export type ChannelSortBy = 'name' | 'total_videos' | 'subscriber_count' | 'last_posted' | 'total_views' | 'total_likes';

export interface Page<T> {
  data: T[];
  total: number;
  hasMore: boolean;
}

export interface Recap {
  id: Id;
  video_id: string;
  title: string;
  series_name: string | null;
  thumbnail_url: string | null;
  preview_url: string | null;
  views: number;
  like_count: number;
  /** seconds */
  duration: number;
  published_at: Timestamp | null;
  /** Free text: private, error, Ongoing, Completed, Hiatus, ... */
  status: string | null;
  channel_id: Id;
  channel_name: string;
  language: string;
  avg_rating: number;
  rating_count: number;
  /** The session user's own rating, null when anonymous or not rated. */
  user_rating: number | null;
  /** Same as avg_rating rounded to one decimal; kept because the spec names both. */
  rating: number;
  genres: string[];
  tags: string[];
  chapters_covered: string | null;
  /** The series page of this recap; null while its series name is not linked to a series. */
  series_slug: string | null;
  /** Whether the session's member marked it watched; always false for a visitor. */
  watched: boolean;
  /**
   * With the member's spoiler shield on: their reading place (chapter) of this recap's followed series when the
   * recap starts past it, so the card and the dialog blur it; null otherwise, and always for a visitor.
   */
  beyond_reading_place: number | null;
}

export interface RecapQuery {
  page?: number;
  limit?: number;
  search?: string;
  sortBy?: RecapSortBy;
  sortOrder?: SortOrder;
  channel_id?: Id;
  channelId?: Id;
  language?: string;
  min_duration?: number;
  max_duration?: number;
  /** comma list of recap ids */
  ids?: string;
  /** a series' slug */
  series?: string;
  /** a member's list without the recaps they marked watched */
  hideWatched?: boolean;
}

/** One story across every channel that recaps it (GET /series). */
export interface SeriesSummary {
  slug: string;
  name: string;
  recap_count: number;
  channel_count: number;
  languages: string[];
  latest_published_at: string | null;
  /** The highest chapter any recap covers; null when no recap says. */
  max_chapter: number | null;
  thumbnail_url: string | null;
  /** The series' own picture: an admin's choice, else its most-covering recap's; null when it has none. */
  cover_url: string | null;
  status: SeriesStatus | null;
  genres: SeriesGenre[];
}

export type SeriesSortBy = 'recaps' | 'latest' | 'name';
export interface SeriesQuery {
  search?: string;
  language?: string;
  sortBy?: SeriesSortBy;
  status?: SeriesStatus;
  genre?: SeriesGenre;
  page?: number;
  limit?: number;
}

/**
 * The chapters one recap covers. A series page lists, per channel and language, the fewest recaps that cover every
 * chapter that channel's recaps cover (a recap inside another's chapters is left out); recaps whose range is
 * unknown are counted in recap_count but not listed.
 */
export interface SeriesCoverage {
  recap_id: Id;
  channel_id: Id;
  language: string;
  start: number;
  end: number;
}

export interface SeriesChannel {
  id: Id;
  name: string;
  language: string;
  recap_count: number;
  /** Of its recaps, those whose chapters are known; the rest are the lane's "unknown chapters". */
  ranged_count: number;
}

/** GET /series/:slug; `progress` and `is_following` are the caller's (null and false for a visitor). */
export interface SeriesDetail extends SeriesSummary {
  aliases: string[];
  /** Plain text; '' when the series has none. */
  synopsis: string;
  alt_titles: string[];
  /** The series' last chapter; null while unknown. */
  total_chapters: number | null;
  links: SeriesLinks;
  channels: SeriesChannel[];
  coverage: SeriesCoverage[];
  progress: number | null;
  is_following: boolean;
}

/** The answer for a merged series' old slug (status 308, Location the series it went into). */
export interface SeriesMoved {
  error: string;
  message: string;
  code: ErrorCode;
  slug: string;
}

export interface SeriesProgress {
  slug: string;
  chapter: number | null;
}

export interface SeriesFollowChanged {
  slug: string;
  is_following: boolean;
}

export interface FollowedSeries extends SeriesSummary {
  progress: number | null;
}

export interface SeriesMerge {
  from: string;
  into: string;
}

/**
 * PUT /admin/series/:slug: what an administrator changes of a series; a field left out stays as it is, and in
 * `links` a tracker left out keeps its id. `aliases` replaces the series' extra names and needs `name`.
 */
export interface SeriesEdit {
  name?: string;
  aliases?: string[];
  /** One of the pictures of the series' recaps; null goes back to its most-covering recap's. */
  cover_url?: string | null;
  synopsis?: string;
  status?: SeriesStatus | null;
  /** null goes back to the genres its recaps name. */
  genres?: SeriesGenre[] | null;
  alt_titles?: string[];
  total_chapters?: number | null;
  links?: Partial<SeriesLinks>;
}

/** A picture an administrator may make a series' cover: one of its recaps' thumbnails, named by a recap it is from. */
export interface SeriesCoverPicture {
  url: string;
  /** The title of the most-covering recap with this picture. */
  title: string;
}

/** GET /admin/series/:slug/covers: what the series' cover can be, and what it is. */
export interface SeriesCoverChoices {
  /** The administrator's choice; null while the default stands. */
  chosen_url: string | null;
  /** The cover while none is chosen: the picture of its most-covering recap; null when no recap has one. */
  default_url: string | null;
  /** The pictures of its visible recaps, the most-covering recap's first; the cover must be one of these. */
  pictures: SeriesCoverPicture[];
}

/** GET /account/feed-token: whether the member has a feed address, never the token itself (only its hash is kept). */
export interface FeedTokenStatus {
  active: boolean;
  created_at: string | null;
}

/** POST /account/feed-token: a new private feed address; the old one stops working. */
export interface FeedTokenCreated {
  token: string;
  url: string;
}

export interface RecapUpdate {
  series_name?: string | null;
  status?: string | null;
  thumbnail_url?: string | null;
}

export interface RateResponse {
  avg_rating: number;
  rating_count: number;
  user_rating: number;
}

export interface Channel {
  id: Id;
  name: string;
  language: string;
  description: string | null;
  subscriber_count: number;
  total_videos: number;
  last_posted: Timestamp | null;
  total_views: number;
  total_likes: number;
  youtube_channel_id: string | null;
  is_favourited: boolean;
  active: boolean;
  full_scan: boolean;
  verified: boolean;
  url: string | null;
}

export interface ChannelQuery {
  page?: number;
  limit?: number;
  search?: string;
  /** 'current' (the session user) is the only meaning the server honours. */
  userId?: string | number;
  active?: boolean | 0 | 1;
  language?: string;
  sortBy?: ChannelSortBy;
  sortOrder?: SortOrder;
}

export interface FavouriteCheck {
  is_favourited: boolean;
}
/** POST and DELETE /api/channels/:id/favourite */
export interface FavouriteChanged extends MessageResponse {
  is_favourited: boolean;
}
/** PUT /api/channels/:id/deactivate and PUT /api/admin/pending-channels/:id/approve: the channel as it is now. */
export interface ChannelChanged extends MessageResponse {
  channel: Channel;
}

/** GET /api/stats */
export interface Stats {
  recaps: number;
  channels: number;
  series: number;
  languages: number;
}

export interface User {
  id: Id;
  username: string;
  email?: string;
  is_admin: boolean | 0 | 1;
  /** The interface language the member keeps with the account; null follows the browser (GET /api/auth/me). */
  language?: InterfaceLanguage | null;
}

/** PUT /api/account/language: the member's interface language, null to follow the browser. */
export interface LanguageSetting {
  language: InterfaceLanguage | null;
}

export interface RegisterRequest {
  username: string;
  email: string;
  password: string;
}
export interface MessageResponse {
  message: string;
}
export interface LoginResponse {
  user: User;
  message: string;
}
export interface MeResponse {
  /** null for a visitor (no session, or one that ended). */
  user: User | null;
}

/** GET /api/watchlist: the recap ids of the session user. */
export type WatchlistIds = Id[];
/** POST /api/watchlist and DELETE /api/watchlist/:recapId */
export interface WatchlistChanged extends MessageResponse {
  recapId: Id;
}

export interface SuggestionRequest {
  recap_id: Id;
  suggested_series_name: string;
}
export interface SuggestionCreated {
  message: string;
  daily_remaining: number;
}
export type SuggestionStatus = 'pending' | 'approved' | 'rejected';
export interface Suggestion {
  id: Id;
  recap_id: Id;
  recap_title: string;
  thumbnail_url: string | null;
  /** The recap's series name now, shown beside the suggestion so the admin sees what would change. */
  current_series_name: string | null;
  /** null once the author deleted their account: the suggestion stays, the person does not. */
  username: string | null;
  suggested_series_name: string;
  created_at: Timestamp;
  admin_notes: string | null;
  status: SuggestionStatus;
}
/** GET /api/suggestions/admin/pending/count: how many suggestions wait for review (the header's badge). */
export interface PendingCount {
  count: number;
}
/** GET /api/suggestions/mine?recap_id=: the member's own suggestion for that recap, if any, and what is left today. */
export interface OwnSuggestion {
  suggestion: { suggested_series_name: string; status: SuggestionStatus; created_at: Timestamp } | null;
  daily_remaining: number;
}
export interface SuggestionReview {
  status: 'approved' | 'rejected';
  admin_notes?: string | null;
}
/** The suggestion as PUT /api/suggestions/admin/:id leaves it; a series field's suggestion has no recap or name. */
export interface ReviewedSuggestion {
  id: Id;
  recap_id: Id | null;
  suggested_series_name: string | null;
  status: SuggestionStatus;
  admin_notes: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
}
export interface SuggestionReviewed extends MessageResponse {
  suggestion: ReviewedSuggestion;
}
/** POST /api/suggestions/series: a member's suggestion for one field of a series (src/domain/seriesSuggestion.ts). */
export interface SeriesSuggestionRequest {
  slug: string;
  type: SeriesSuggestionType;
  value: string;
  /** Which tracker, for a tracker link. */
  tracker?: SeriesTracker | null;
}
/**
 * GET /api/suggestions/admin/pending?types=all: every waiting suggestion with its type. A series name's keeps the
 * fields of `Suggestion` (the series' are null); a series field's names its series, the value it proposes and what
 * the series says now (the recap's are null).
 */
export interface QueueSuggestion {
  id: Id;
  type: SuggestionType;
  /** null when the author has deleted their account. */
  username: string | null;
  created_at: Timestamp;
  admin_notes: string | null;
  status: SuggestionStatus;
  recap_id: Id | null;
  recap_title: string | null;
  thumbnail_url: string | null;
  current_series_name: string | null;
  suggested_series_name: string | null;
  series_slug: string | null;
  series_name: string | null;
  tracker: SeriesTracker | null;
  proposed_value: string | null;
  /** What the series says of that field now (other titles joined by commas); null when nothing. */
  current_value: string | null;
}
/** One of a member's own suggestions and its outcome (GET /api/suggestions/mine/all). */
export interface MySuggestion {
  id: Id;
  type: SuggestionType;
  status: SuggestionStatus;
  admin_notes: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  /** A series name's recap; null for a series field. */
  recap_id: Id | null;
  recap_title: string | null;
  /** The series it is for (a series name's: the recap's series, when it has one). */
  series_slug: string | null;
  series_name: string | null;
  tracker: SeriesTracker | null;
  /** The value suggested: the series name, the other title, the tracker id, the status or the synopsis. */
  proposed_value: string;
}
/** GET /api/suggestions/mine/all[?series=slug]: the member's suggestions, newest first, and what is left today. */
export interface MySuggestions {
  suggestions: MySuggestion[];
  daily_remaining: number;
}

export interface PendingChannel {
  id: Id;
  channel_name: string;
  language: string;
  youtube_url: string;
  active: boolean | 0 | 1;
  full_scan: boolean | 0 | 1;
  status: string;
  created_at: Timestamp;
}
export interface PendingChannelApprove {
  channel_name: string;
  language: string;
  active: 1;
  full_scan: 1;
  status: 'verified';
}
export interface PendingChannelReject {
  full_scan: 0;
  status: 'verified';
}

export interface CheckChannelResponse {
  exists: boolean;
  /** The address is a submitted channel awaiting review in Pending Channels. */
  pending: boolean;
  youtube_channel_id: string | null;
}

export interface AddChannelRequest {
  name: string;
  url: string;
  active: 0 | 1;
  full_scan: 0 | 1;
  language: string;
  description: string | null;
  youtube_channel_id: string | null;
  subscriber_count: number | null;
  verified: 0 | 1;
}

export type MatchType = 'EXACT_DUPLICATE' | 'SAME_SERIES' | 'POSSIBLY_RELATED' | 'DIFFERENT';
export type MatchConfidence = 'HIGH' | 'MEDIUM' | 'LOW';
export interface ThumbnailMatch {
  id: Id;
  match_type: MatchType;
  confidence: MatchConfidence;
  similarity_score: number;
  created_at: Timestamp;
  video_id_1: string;
  title_1: string;
  series_name_1: string | null;
  channel_name_1: string;
  thumbnail_url_1: string | null;
  published_at_1: Timestamp | null;
  video_id_2: string;
  title_2: string;
  series_name_2: string | null;
  channel_name_2: string;
  thumbnail_url_2: string | null;
  published_at_2: Timestamp | null;
}
/** GET /api/admin/thumbnail-matches: one page of the filter's matches, in the sort's order. */
export interface ThumbnailMatchesResponse {
  matches: ThumbnailMatch[];
  /** Matches of each type over all matches, not only the ones listed. */
  totals: Record<MatchType, number>;
  /** Matches under the filter. */
  total: number;
  /** The page answered: the last one when the page asked for is past the end (after deletions). */
  page: number;
  hasMore: boolean;
}

/** GET /api/admin/thumbnail-matches query; the server's defaults are date, desc, page 1, 20 a page. */
export interface ThumbnailMatchQuery {
  type?: MatchType;
  sort?: 'similarity' | 'date' | 'type';
  order?: SortOrder;
  page?: number;
  limit?: number;
}
/** DELETE /api/admin/thumbnail-matches/:id */
export interface ThumbnailMatchDeleted extends MessageResponse {
  id: Id;
}

/** Every error answer (design section 5). */
/** How many visible recaps one language has (GET /recaps/language-counts). */
export interface LanguageCount {
  language: string;
  recaps: number;
}

/**
 * How many listed series each status and each genre has (GET /series/value-counts), for the list's Status and
 * Genre filters: a value without series is left out, so a filter never offers one.
 */
export interface SeriesValueCounts {
  statuses: { status: SeriesStatus; series: number }[];
  genres: { genre: SeriesGenre; series: number }[];
}

/** How many listed series one language has (GET /series/language-counts). */
export interface SeriesLanguageCount {
  language: string;
  series: number;
}

/** Every error answer: the English text (the contract), and its code and values for the reader's language. */
export interface ApiErrorBody {
  error: string;
  message: string;
  code: ErrorCode;
  values?: ErrorValues;
  // The server gives each field its code; a client-side check of the same rules may leave it out.
  errors?: { field: string; msg: string; code?: ErrorCode; values?: ErrorValues }[];
  needsVerification?: boolean;
}

/** Which database the server runs on: the embedded PGlite or a PostgreSQL server. */
export type DatabaseKind = 'pglite' | 'postgres';

/** GET /api/health when the database answers (200). */
export interface Health {
  status: 'ok';
  database: DatabaseKind;
}
/** GET /api/health when the database fails or does not answer in time (503). */
export interface HealthUnavailable extends ApiErrorBody {
  status: 'unavailable';
  database: DatabaseKind;
  reason: 'timeout' | 'error';
}

/** POST and DELETE /api/recaps/:id/watched. */
export interface WatchedResponse {
  watched: boolean;
}

/** GET and PUT /api/account/spoiler-shield: whether recaps past the member's reading place come blurred. */
export interface SpoilerShieldSetting {
  spoiler_shield: boolean;
}

/** A followed series' place on the member's shelf (AniList's list statuses). */
export const SHELF_STATUSES = ['watching', 'planning', 'completed', 'paused', 'dropped'] as const;
export type ShelfStatus = typeof SHELF_STATUSES[number];

/** The recap that continues a followed series from the member's reading place. */
export interface ShelfContinuation {
  id: number;
  title: string;
  language: string | null;
  chapters_covered: string | null;
  chapter_start: number | null;
  chapter_end: number | null;
}

export interface ShelfSeries {
  slug: string;
  name: string;
  cover_url: string | null;
  status: ShelfStatus;
  progress: number | null;
  max_chapter: number | null;
  latest_published_at: string | null;
  new_count: number;
  continue_with: ShelfContinuation | null;
}

export interface Shelf {
  last_visit_at: string | null;
  new: { data: Recap[]; total: number; hasMore: boolean };
  series: ShelfSeries[];
}

/** A series an imported list entry names, as the preview shows it. */
export interface ImportSeries {
  slug: string;
  name: string;
}

/** One entry of an uploaded list, as the file says it: its title, the status it maps to and the chapters read. */
export interface ImportEntry {
  title: string;
  status: ShelfStatus;
  chapters: number;
}

/** POST /api/account/import: what the upload would do, before anything is written. */
export interface ImportPreview {
  /** Entries that name one series: by a tracker id, else by a title or other title. */
  matched: (ImportEntry & { series: ImportSeries; matched_by: 'tracker' | 'title' })[];
  /** Entries that name more than one series: the member chooses one or skips the entry. */
  ambiguous: (ImportEntry & { candidates: ImportSeries[] })[];
  /** Entries no listed series answers to. */
  missing: ImportEntry[];
}

/** One series the member chose to import (POST /api/account/import/apply). */
export interface ImportChoice {
  slug: string;
  status: ShelfStatus;
  chapters: number;
}

/** POST /api/account/import/apply: new follows, follows changed, and choices that changed nothing. */
export interface ImportSummary {
  followed: number;
  updated: number;
  skipped: number;
}

/** The version of GET /api/account/export's document (docs/export-format.md); a change of shape takes a new one. */
export const ACCOUNT_EXPORT_SCHEMA = 'recapshelf.export/1';

/** A recap as an export names it: enough to find it again here or on YouTube. */
interface ExportedRecap {
  recap_id: Id;
  video_id: string;
  title: string;
  series_name: string | null;
  channel_name: string;
}

/** GET /api/account/export: everything kept about the member, never a secret (docs/export-format.md). */
export interface AccountExport {
  schema: typeof ACCOUNT_EXPORT_SCHEMA;
  exported_at: Timestamp;
  profile: { username: string; email: string; email_verified: boolean; is_admin: boolean; created_at: Timestamp };
  settings: { spoiler_shield: boolean; language: InterfaceLanguage | null };
  feed: { active: boolean; created_at: Timestamp | null };
  shelf: { last_visit_at: Timestamp | null };
  watchlist: (ExportedRecap & { added_at: Timestamp })[];
  watched: (ExportedRecap & { watched_at: Timestamp })[];
  ratings: (ExportedRecap & { rating: number; rated_at: Timestamp })[];
  favourite_channels: { channel_id: Id; name: string; url: string | null; youtube_channel_id: string | null; added_at: Timestamp }[];
  follows: {
    series_slug: string;
    series_name: string;
    status: ShelfStatus;
    status_changed_at: Timestamp;
    followed_at: Timestamp;
    chapters_read: number | null;
    trackers: Record<'anilist' | 'myanimelist' | 'mangadex' | 'mangaupdates', string | null>;
  }[];
  reading_places: { series_slug: string; series_name: string; chapters_read: number; updated_at: Timestamp }[];
  suggestions: {
    /** `series_name` for a recap's series name; a series' own field (`alt_title`, `tracker_link`, `status`, `synopsis`). */
    type: SuggestionType;
    /** The recap a series name was suggested for; null for a series' field. */
    recap_id: Id | null;
    video_id: string | null;
    recap_title: string | null;
    /** The series a field was suggested for; null for a recap's series name. */
    series_slug: string | null;
    series_name: string | null;
    /** The tracker of a suggested link; null otherwise. */
    tracker: SeriesTracker | null;
    /** What was suggested: the series name, the other title, the tracker id, the status or the synopsis. */
    suggested_value: string;
    /** The series name suggested (kept from the first version of this document); null for a series' field. */
    suggested_series_name: string | null;
    status: SuggestionStatus;
    admin_notes: string | null;
    created_at: Timestamp;
    reviewed_at: Timestamp | null;
  }[];
}

import type { Id, RecapQuery, RecapSortBy, SortOrder } from '../api/types';
import { ALL_LANGUAGES } from './languages';

/**
 * The query parameter of GET /recaps that leaves out the member's watched recaps (`hideWatched=true`), named once
 * for the client that sends it and the server that reads it.
 */
export const HIDE_WATCHED_PARAM = 'hideWatched' satisfies keyof RecapQuery;

/** What a visitor narrows a recap list by; the address and the list machine both hold these. */
export interface RecapFilters {
  search: string;
  language: string;
  sortBy: RecapSortBy;
  sortOrder: SortOrder;
  minDuration?: number;
  maxDuration?: number;
  /** A member's list without the recaps they marked watched. */
  hideWatched?: boolean;
}

export const DEFAULT_RECAP_FILTERS: RecapFilters = {
  search: '',
  language: 'en',
  sortBy: 'published_at',
  sortOrder: 'desc',
};

/** The GET /recaps query for a page of a list: the home page's (channelId null) or a channel's. */
export function buildRecapQuery(context: { filters: RecapFilters; channelId: Id | null; series?: string | null }, page: number): RecapQuery {
  const { filters, channelId } = context;
  const query: RecapQuery = { page, sortBy: filters.sortBy, sortOrder: filters.sortOrder };
  if (filters.search.trim()) query.search = filters.search.trim();
  if (channelId !== null) query.channelId = channelId;
  // A series is recapped in many languages: its page lists them all (the page's own language choice picks where to continue).
  else if (context.series) query.series = context.series;
  // A channel's recaps are all in the channel's language, so the language filter does not apply there.
  else if (filters.language && filters.language !== ALL_LANGUAGES) query.language = filters.language;
  if (filters.minDuration !== undefined) query.min_duration = filters.minDuration;
  if (filters.maxDuration !== undefined) query.max_duration = filters.maxDuration;
  if (filters.hideWatched) query[HIDE_WATCHED_PARAM] = true;
  return query;
}

/**
 * The address of a GET /recaps call under /api, written one way: the client fetches exactly this, and the
 * server names exactly this when it tells the browser to fetch a first page early (a preload is only used
 * when the addresses match to the byte).
 */
export function recapListPath(query: RecapQuery): string {
  // The server reads channel_id; channelId is sent too because the spec names both.
  const channel = query.channel_id ?? query.channelId;
  const values: Record<string, string | number | boolean | undefined> = { ...query, channel_id: channel, channelId: channel };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.append(name, String(value));
  }
  const search = params.toString();
  return search === '' ? '/recaps' : `/recaps?${search}`;
}

/**
 * How many of the filter panel's choices are set away from the list's defaults: the count a phone's Filters
 * button shows while the panel is folded, so a narrowed or reordered list never looks like the whole catalogue.
 * The language counts only where the visitor chooses it (a channel's or a series' list sets it itself); the sort
 * field and its order are one choice, the sort; the search has its own box, always in sight, and is not counted.
 * Choosing a length sorts ascending (the browsing machine's `mergeFilters`), so with a length set, ascending is
 * part of that choice and only descending is one of its own. Hiding watched recaps counts for a member only: a
 * visitor has nothing watched, and no control to show it.
 */
export function activeFilterCount(filters: RecapFilters, choosesLanguage: boolean, member = false): number {
  const length = filters.minDuration !== undefined || filters.maxDuration !== undefined;
  const expectedOrder = length ? 'asc' : DEFAULT_RECAP_FILTERS.sortOrder;
  const choices = [
    choosesLanguage && filters.language !== DEFAULT_RECAP_FILTERS.language,
    filters.sortBy !== DEFAULT_RECAP_FILTERS.sortBy || filters.sortOrder !== expectedOrder,
    length,
    member && filters.hideWatched === true,
  ];
  return choices.filter(Boolean).length;
}

import { SERIES_STATUS_LABELS, SERIES_STATUSES, TRACKER_FORMS, type SeriesStatus, type SeriesTracker } from './seriesIdentity.ts';

/**
 * The types of suggestion the review queue holds and how a person reads them: small enough for the admin queue's
 * page, which shows suggestions without checking any (the rules are in ./seriesSuggestion.ts).
 */

export const SERIES_SUGGESTION_TYPES = ['alt_title', 'tracker_link', 'status', 'synopsis'] as const;
export type SeriesSuggestionType = (typeof SERIES_SUGGESTION_TYPES)[number];
/** Every type the review queue holds: a recap's series name and the series' own fields. */
export type SuggestionType = 'series_name' | SeriesSuggestionType;

export const SUGGESTION_TYPE_LABELS: Record<SuggestionType, string> = {
  series_name: 'Series name',
  alt_title: 'Other title',
  tracker_link: 'Tracker link',
  status: 'Status',
  synopsis: 'Synopsis',
};

/** The field a suggestion is for, in words: "other title", "MangaDex link". */
export function suggestedFieldName(type: SeriesSuggestionType, tracker: SeriesTracker | null): string {
  if (type === 'tracker_link') return `${tracker ? TRACKER_FORMS[tracker].label : 'tracker'} link`;
  return SUGGESTION_TYPE_LABELS[type].toLowerCase();
}

/** A suggested or current value as a person reads it: a status by its label, anything else as it is. */
export function suggestionValueText(type: SuggestionType, value: string): string {
  return type === 'status' && (SERIES_STATUSES as readonly string[]).includes(value) ? SERIES_STATUS_LABELS[value as SeriesStatus] : value;
}

/** A tracker id's page on its tracker, for a suggested or current link; null for any other value. */
export function suggestionValueUrl(type: SuggestionType, tracker: SeriesTracker | null, value: string): string | null {
  return type === 'tracker_link' && tracker !== null ? TRACKER_FORMS[tracker].url(value) : null;
}

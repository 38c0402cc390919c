import type { Id, Recap } from '../api/types';
import { durationFilterByKey, durationFilterKey, formatDuration } from './duration';
import type { Message } from './errorMessages';
import { ALL_LANGUAGES, languageLabelIn } from './languages';
import type { RecapFilters } from './recapQuery';
import type { Translator } from './translator';

/** The list a pasted video was searched in: its filters and the page's own scope. */
export interface SearchedList {
  filters: RecapFilters;
  channelId: Id | null;
  series: string | null;
}

/**
 * Why a list that was searched for a video's id or address does not show that video's recap: the one filter (or
 * the page's scope) that leaves it out, as a message of the catalogue. The languages and the duration filter it
 * names are named in the reader's language. Null when none does (the list
 * would have shown it).
 */
export function whatHidesRecap(recap: Recap, list: SearchedList, words: Translator): Message | null {
  if (list.channelId !== null) {
    return recap.channel_id === list.channelId ? null : { id: /*i18n*/ 'pastedVideo.otherChannel', values: { channel: recap.channel_name } };
  }
  if (list.series !== null) {
    if (recap.series_slug === list.series) return null;
    return recap.series_name ? { id: /*i18n*/ 'pastedVideo.otherSeries', values: { series: recap.series_name } } : { id: /*i18n*/ 'pastedVideo.otherSeriesUnnamed' };
  }
  const { language, minDuration, maxDuration } = list.filters;
  if (language !== ALL_LANGUAGES && language !== '' && recap.language !== language) {
    return { id: /*i18n*/ 'pastedVideo.languageFilter', values: { filter: languageLabelIn(language, words), language: languageLabelIn(recap.language, words) } };
  }
  const outOfRange = (minDuration !== undefined && recap.duration < minDuration) || (maxDuration !== undefined && recap.duration > maxDuration);
  if (outOfRange) {
    const duration = formatDuration(recap.duration);
    const filter = durationFilterByKey(durationFilterKey(minDuration, maxDuration));
    if (filter === undefined) return { id: /*i18n*/ 'pastedVideo.durationFilterUnlisted', values: { duration } };
    return { id: /*i18n*/ 'pastedVideo.durationFilter', values: { filter: words._(filter.message), duration } };
  }
  return null;
}

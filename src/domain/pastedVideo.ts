import type { Id, Recap } from '../api/types';
import { durationFilterByKey, durationFilterKey, formatDuration } from './duration';
import { ALL_LANGUAGES, languageLabel } from './languages';
import type { RecapFilters } from './recapQuery';

/** The list a pasted video was searched in: its filters and the page's own scope. */
export interface SearchedList {
  filters: RecapFilters;
  channelId: Id | null;
  series: string | null;
}

/**
 * Why a list that was searched for a video's id or address does not show that video's recap: the one filter (or
 * the page's scope) that leaves it out, in a sentence. Null when none does (the list would have shown it).
 */
export function whatHidesRecap(recap: Recap, list: SearchedList): string | null {
  if (list.channelId !== null) {
    return recap.channel_id === list.channelId ? null : `This video's recap is on another channel, ${recap.channel_name}.`;
  }
  if (list.series !== null) {
    return recap.series_slug === list.series ? null : `This video's recap is filed under another series${recap.series_name ? `, ${recap.series_name}` : ''}.`;
  }
  const { language, minDuration, maxDuration } = list.filters;
  if (language !== ALL_LANGUAGES && language !== '' && recap.language !== language) {
    return `The Language filter (${languageLabel(language)}) hides this video's recap: it is in ${languageLabel(recap.language)}.`;
  }
  const outOfRange = (minDuration !== undefined && recap.duration < minDuration) || (maxDuration !== undefined && recap.duration > maxDuration);
  if (outOfRange) {
    const duration = durationFilterByKey(durationFilterKey(minDuration, maxDuration));
    return `The Duration filter (${duration?.label ?? 'the chosen length'}) hides this video's recap: it lasts ${formatDuration(recap.duration)}.`;
  }
  return null;
}

import type { SeriesLanguageCount } from '../api/types';
import { countedLanguages } from './countedLanguages';
import { languageOptions } from './languages';

/*
 * The channel list's languages, the pending channels' and the add-channel form's (spec section 9), and the series
 * list's filter options, in a file of their own so that they load with those pages and not with the first screen.
 */

export const CHANNEL_LANGUAGES = languageOptions([
  'en', 'es', 'ko', 'ja', 'fr', 'de', 'pt', 'ru', 'zh', 'id', 'hi', 'tl', 'hil', 'ar', 'it', 'lus', 'my', 'th', 'uzn', 'vi',
]);

export const PENDING_CHANNEL_LANGUAGES = languageOptions([
  'en', 'es', 'pt', 'tl', 'th', 'ko', 'ja', 'zh', 'hi', 'ar', 'fr', 'de', 'it', 'ru', 'tr', 'vi', 'id', 'ms', 'bn',
]);

/** The add-channel form's list, which the server checks against too. */
export const ADD_CHANNEL_LANGUAGES = languageOptions(['en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ko', 'zh', 'und']);

/** The series list's language filter options ('' is All Languages): the languages that have series, with their counts. */
export function seriesLanguageOptions(counts: readonly SeriesLanguageCount[], selected: string): { value: string; label: string }[] {
  const options = countedLanguages(counts.map((entry) => ({ language: entry.language, count: entry.series })), selected === '' ? null : selected);
  return [{ value: '', label: 'All Languages' }, ...options];
}

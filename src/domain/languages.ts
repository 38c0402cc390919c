import type { LanguageCount, SeriesLanguageCount } from '../api/types';
/** Language codes with their labels (spec section 9). */
export interface LanguageOption {
  code: string;
  label: string;
}

const LABELS: Record<string, string> = {
  en: 'English', es: 'Spanish', pt: 'Portuguese', fr: 'French', de: 'German', it: 'Italian', ja: 'Japanese',
  ko: 'Korean', zh: 'Chinese', ru: 'Russian', id: 'Indonesian', hi: 'Hindi', tl: 'Tagalog', hil: 'Hiligaynon',
  ar: 'Arabic', lus: 'Mizo', my: 'Burmese', th: 'Thai', uzn: 'Northern Uzbek', vi: 'Vietnamese', tr: 'Turkish',
  ms: 'Malay', bn: 'Bengali', und: 'Undetermined', nl: 'Dutch', pl: 'Polish', uk: 'Ukrainian', sv: 'Swedish',
  no: 'Norwegian', da: 'Danish', fi: 'Finnish', cs: 'Czech', ro: 'Romanian', hu: 'Hungarian', el: 'Greek',
  he: 'Hebrew', fa: 'Persian', ur: 'Urdu', ta: 'Tamil', te: 'Telugu', mr: 'Marathi', gu: 'Gujarati', kn: 'Kannada',
  ml: 'Malayalam', pa: 'Punjabi', ne: 'Nepali', si: 'Sinhala', km: 'Khmer', lo: 'Lao', mn: 'Mongolian', sw: 'Swahili',
};

function options(codes: readonly string[]): LanguageOption[] {
  return codes.map((code) => ({ code, label: LABELS[code] ?? code }));
}

/** The label of a code, or the code itself when it has none. */
export function languageLabel(code: string): string {
  return LABELS[code] ?? code;
}

/** The add-channel form's list; here, not with the other channel lists, because the server checks against it too. */
export const ADD_CHANNEL_LANGUAGES = options(['en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ko', 'zh', 'und']);

/** The recap filter's list: every channel and pending-channel language plus the widely spoken rest, 45 codes. */
export const RECAP_FILTER_LANGUAGES = options([
  'en', 'es', 'pt', 'fr', 'de', 'it', 'ja', 'ko', 'zh', 'ru', 'id', 'hi', 'tl', 'hil', 'ar', 'lus', 'my', 'th', 'uzn',
  'vi', 'tr', 'ms', 'bn', 'nl', 'pl', 'uk', 'sv', 'no', 'da', 'fi', 'cs', 'ro', 'hu', 'el', 'he', 'fa', 'ur', 'ta',
  'te', 'mr', 'km', 'lo', 'mn', 'sw', 'und',
]);

/** The recap language filter's "All languages" choice: no language filter at all. */
export const ALL_LANGUAGES = 'all';

/**
 * A filter's languages that have results, each with its count, most first; the selected one stays offered even
 * with none, so the control never shows something other than the filter in force.
 */
function countedLanguages(counts: readonly { language: string; count: number }[], selected: string | null): { value: string; label: string }[] {
  const present = counts.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count || a.language.localeCompare(b.language));
  const options = present.map((entry) => ({ value: entry.language, label: `${languageLabel(entry.language)} (${entry.count.toLocaleString('en')})` }));
  if (selected !== null && !present.some((entry) => entry.language === selected)) {
    options.push({ value: selected, label: `${languageLabel(selected)} (0)` });
  }
  return options;
}

/** The recap language filter's options: "All languages", then the languages that have recaps, with their counts. */
export function languageFilterOptions(counts: readonly LanguageCount[], selected: string): { value: string; label: string }[] {
  const chosen = selected === ALL_LANGUAGES || selected === '' ? null : selected;
  const options = countedLanguages(counts.map((entry) => ({ language: entry.language, count: entry.recaps })), chosen);
  return [{ value: ALL_LANGUAGES, label: 'All languages' }, ...options];
}

/** The series list's language filter options ('' is All Languages): the languages that have series, with their counts. */
export function seriesLanguageOptions(counts: readonly SeriesLanguageCount[], selected: string): { value: string; label: string }[] {
  const options = countedLanguages(counts.map((entry) => ({ language: entry.language, count: entry.series })), selected === '' ? null : selected);
  return [{ value: '', label: 'All Languages' }, ...options];
}

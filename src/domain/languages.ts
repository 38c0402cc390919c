import type { LanguageCount } from '../api/types';
/** Language codes with their labels (spec section 9). */
export interface LanguageOption {
  code: string;
  label: string;
}

/**
 * Language names come from the runtime's own (Intl.DisplayNames, from CLDR): the same names every page shows, and
 * in the interface's other languages the names in those languages, with no table of our own to ship. A few codes
 * keep names of our own: where CLDR's differ from the ones the catalogue has always shown (it calls Tagalog
 * "Filipino", Bengali "Bangla", Northern Uzbek plain "Uzbek", and `und` "root"), and the regional languages of
 * its channels that browsers trim from their copy of CLDR (Chromium has no name for Hiligaynon).
 */
export const OWN_LANGUAGE_NAMES: Record<string, string> = {
  tl: 'Tagalog', uzn: 'Northern Uzbek', bn: 'Bengali', und: 'Undetermined', hil: 'Hiligaynon', lus: 'Mizo',
};
const ENGLISH_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The options of a list of codes, each with its label. */
export function languageOptions(codes: readonly string[]): LanguageOption[] {
  return codes.map((code) => ({ code, label: languageLabel(code) }));
}

/** The label of a code, or the code itself when it has none (or is no language code at all). */
export function languageLabel(code: string): string {
  try {
    return OWN_LANGUAGE_NAMES[code] ?? ENGLISH_NAMES.of(code) ?? code;
  } catch {
    // Intl refuses what is not shaped like a language code ("", "e", "x-y").
    return code;
  }
}

/** The recap filter's list: every channel and pending-channel language plus the widely spoken rest, 45 codes. */
export const RECAP_FILTER_LANGUAGES = languageOptions([
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
export function countedLanguages(counts: readonly { language: string; count: number }[], selected: string | null): { value: string; label: string }[] {
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

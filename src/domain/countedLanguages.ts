import type { LanguageCount } from '../api/types';
import { ALL_LANGUAGES, languageLabelIn } from './languages';
import type { Translator } from './translator';

/*
 * The filters' lists of the languages that have results, with their counts: in a file of their own, so that they
 * load with the counts (the recap filter's) or with the pages that use them (the series list's), not with the
 * first screen, where the recap filter offers its full list until the counts are in.
 */

/**
 * A filter's languages that have results, each with its count, most first; the selected one stays offered even
 * with none, so the control never shows something other than the filter in force.
 */
export function countedLanguages(
  counts: readonly { language: string; count: number }[],
  selected: string | null,
  words?: Translator,
): { value: string; label: string }[] {
  const locale = words?.locale ?? 'en';
  const present = counts.filter((entry) => entry.count > 0).sort((a, b) => b.count - a.count || a.language.localeCompare(b.language));
  const options = present.map((entry) => ({ value: entry.language, label: `${languageLabelIn(entry.language, words)} (${entry.count.toLocaleString(locale)})` }));
  if (selected !== null && !present.some((entry) => entry.language === selected)) {
    options.push({ value: selected, label: `${languageLabelIn(selected, words)} (${(0).toLocaleString(locale)})` });
  }
  return options;
}

/**
 * The recap language filter's options: "All languages", then the languages that have recaps, with their counts, in
 * the interface's language.
 */
export function languageFilterOptions(counts: readonly LanguageCount[], selected: string, words: Translator): { value: string; label: string }[] {
  const chosen = selected === ALL_LANGUAGES || selected === '' ? null : selected;
  const options = countedLanguages(counts.map((entry) => ({ language: entry.language, count: entry.recaps })), chosen, words);
  return [{ value: ALL_LANGUAGES, label: words._('filters.allLanguages') }, ...options];
}

import { useLingui } from '@lingui/react';
import type { LanguageCount } from '../../api/types';
import { languageFilterOptions } from '../../domain/countedLanguages';

/**
 * The recap language filter's options once the counts are in: "All languages", then the languages that have
 * recaps, with their counts. Its code loads with the counts (FilterPanel), not with the first screen.
 */
export function CountedLanguageOptions({ counts, language }: { counts: readonly LanguageCount[]; language: string }) {
  const { i18n } = useLingui();
  return languageFilterOptions(counts, language, i18n).map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

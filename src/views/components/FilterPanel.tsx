import type { RecapSortBy } from '../../api/types';
import { RECAP_SORT_OPTIONS } from '../../domain/constants';
import { DURATION_FILTERS, durationFilterKey } from '../../domain/duration';
import { useActorRef, useSelector } from '@xstate/react';
import { languageFilterOptions, RECAP_FILTER_LANGUAGES } from '../../domain/languages';
import { recapLanguagesMachine, selectLanguageCounts } from '../../machines/recapLanguages';
import type { RecapFilters } from '../../domain/recapQuery';
import { button } from '../../styles/recipes.css';
import { SelectField } from './SelectField';
import { SortOptions } from './SortOptions';
import { SortOrderButton } from './SortOrderButton';
import * as styles from '../../styles/recaps.css';

interface FilterPanelProps {
  filters: RecapFilters;
  /** In a channel's list every recap is in the channel's language. */
  languageDisabled: boolean;
  onChange: (change: Partial<RecapFilters>) => void;
}

export function FilterPanel({ filters, languageDisabled, onChange }: FilterPanelProps) {
  const activeDuration = durationFilterKey(filters.minDuration, filters.maxDuration);
  const languages = useActorRef(recapLanguagesMachine);
  const counts = useSelector(languages, selectLanguageCounts);
  // Until the counts are known (or if they cannot be), the full list stands in.
  const languageOptions =
    counts === null ? RECAP_FILTER_LANGUAGES.map((language) => ({ value: language.code, label: language.label })) : languageFilterOptions(counts, filters.language);
  return (
    <div className={styles.filters} role="group" aria-label="Filters">
      <SelectField
        id="filter-language"
        label="Language"
        value={filters.language}
        disabled={languageDisabled}
        onChange={(event) => onChange({ language: event.target.value })}
      >
        {languageOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField id="filter-sort" label="Sort by" value={filters.sortBy} onChange={(event) => onChange({ sortBy: event.target.value as RecapSortBy })}>
        <SortOptions options={RECAP_SORT_OPTIONS} />
      </SelectField>
      <SortOrderButton order={filters.sortOrder} onToggle={() => onChange({ sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' })} />
      <div className={styles.durationGroup} role="group" aria-label="Duration">
        {DURATION_FILTERS.map((duration) => {
          const active = activeDuration === duration.key;
          return (
            <button
              key={duration.key}
              type="button"
              className={button({ variant: active ? 'primary' : 'ghost', size: 'sm' })}
              aria-pressed={active}
              onClick={() =>
                onChange(
                  active
                    ? { minDuration: undefined, maxDuration: undefined }
                    : { minDuration: duration.min_duration, maxDuration: duration.max_duration },
                )
              }
            >
              {duration.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

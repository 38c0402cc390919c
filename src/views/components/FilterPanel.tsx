import type { RecapSortBy } from '../../api/types';
import { RECAP_SORT_OPTIONS } from '../../domain/constants';
import { DURATION_FILTERS, durationFilterKey } from '../../domain/duration';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useId, useState } from 'react';
import { ALL_LANGUAGES, languageLabelIn, recapFilterLanguages } from '../../domain/languages';
import { recapLanguagesMachine, selectLanguageCounts } from '../../machines/recapLanguages';
import type { RecapFilters } from '../../domain/recapQuery';
import { button } from '../../styles/recipes.css';
import { lazyPage } from '../app/lazyPage';
import { LoadBoundary } from '../app/LoadBoundary';
import { SelectField } from './SelectField';
import { SortOptions } from './SortOptions';
import { SortOrderButton } from './SortOrderButton';
import * as styles from '../../styles/recaps.css';

// The counted list's code loads when the counts are in; the full list stands in until it is (or if it cannot load).
const CountedLanguageOptions = lazyPage(() => import('./CountedLanguageOptions'), 'CountedLanguageOptions');

interface FilterPanelProps {
  filters: RecapFilters;
  /**
   * The language the page itself sets, where the filter does not apply: a channel's own language (every recap of
   * a channel is in it; '' while it is not known), or All languages on a series page. Absent, the visitor chooses.
   */
  lockedLanguage?: string;
  /** How many choices are set away from the defaults (`selectActiveFilterCount`), shown on the Filters button. */
  activeCount: number;
  /** A member's list offers to hide the recaps they marked watched; a visitor has none. */
  member: boolean;
  onChange: (change: Partial<RecapFilters>) => void;
}

/**
 * The list's language, sort and length controls. On a narrow screen they fold behind a Filters button that
 * counts the choices in effect and opens or closes them; on a wide one they show and the button is not there
 * (src/styles/recaps.css.ts).
 */
export function FilterPanel({ filters, lockedLanguage, activeCount, member, onChange }: FilterPanelProps) {
  const { _ } = useLingui();
  const activeDuration = durationFilterKey(filters.minDuration, filters.maxDuration);
  // Folded until asked for: a phone's first screen is for the recaps.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={`${button({ variant: 'secondary', size: 'md' })} ${styles.filtersToggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {activeCount > 0 ? _('filters.toggleActive', { count: activeCount }) : _('filters.title')}
      </button>
      <div id={panelId} className={styles.filters} data-open={open} role="group" aria-label={_('filters.title')}>
        {lockedLanguage === undefined ? (
          <LanguageChoice language={filters.language} onChange={(language) => onChange({ language })} />
        ) : (
          <LockedLanguage language={lockedLanguage} />
        )}
        <SelectField id="filter-sort" label={_('filters.sortBy')} value={filters.sortBy} onChange={(event) => onChange({ sortBy: event.target.value as RecapSortBy })}>
          <SortOptions options={RECAP_SORT_OPTIONS.map((option) => ({ value: option.value, label: _(option.message) }))} />
        </SelectField>
        <SortOrderButton order={filters.sortOrder} onToggle={() => onChange({ sortOrder: filters.sortOrder === 'asc' ? 'desc' : 'asc' })} />
        <div className={styles.durationGroup} role="group" aria-label={_('filters.duration')}>
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
                {_(duration.message)}
              </button>
            );
          })}
        </div>
        {member && (
          <button
            type="button"
            className={button({ variant: filters.hideWatched ? 'primary' : 'ghost', size: 'sm' })}
            aria-pressed={filters.hideWatched === true}
            onClick={() => onChange({ hideWatched: !filters.hideWatched })}
          >
            {_('filters.hideWatched')}
          </button>
        )}
      </div>
    </>
  );
}

function LanguageChoice({ language, onChange }: { language: string; onChange: (language: string) => void }) {
  const { i18n, _ } = useLingui();
  const languages = useActorRef(recapLanguagesMachine);
  const counts = useSelector(languages, selectLanguageCounts);
  // Until the counts are known (or if they cannot be), the full list stands in.
  const fullList = recapFilterLanguages(i18n).map((option) => (
    <option key={option.code} value={option.code}>
      {option.label}
    </option>
  ));
  return (
    <SelectField id="filter-language" label={_('filters.language')} value={language} onChange={(event) => onChange(event.target.value)}>
      {counts === null ? (
        fullList
      ) : (
        <LoadBoundary fallback={() => fullList}>
          <Suspense fallback={fullList}>
            <CountedLanguageOptions counts={counts} language={language} />
          </Suspense>
        </LoadBoundary>
      )}
    </SelectField>
  );
}

function lockedLanguageLabel(i18n: ReturnType<typeof useLingui>['i18n'], language: string): string {
  if (language === ALL_LANGUAGES) return i18n._('filters.allLanguages');
  return language === '' ? i18n._('filters.channelLanguage') : languageLabelIn(language, i18n);
}

/** The page's own scope, shown as it is: never the catalogue's default language, which this list does not use. */
function LockedLanguage({ language }: { language: string }) {
  const { i18n, _ } = useLingui();
  return (
    <SelectField id="filter-language" label={_('filters.language')} value={language} disabled>
      <option value={language}>{lockedLanguageLabel(i18n, language)}</option>
    </SelectField>
  );
}

import { useLingui } from '@lingui/react';
import type { ActorRefFrom } from 'xstate';
import type { SearchHistoryEntry } from '../../domain/searchHistory';
import type { searchMachine } from '../../machines/search';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';

/**
 * The search box's recent searches, under it while it is empty and focused: the code loads when the list first
 * opens, in the moment before a person can type, so the first screen does not carry it.
 */
export function RecentSearches({
  actorRef,
  recent,
  canClear,
  highlighted,
  listboxId,
  optionId,
}: {
  actorRef: ActorRefFrom<typeof searchMachine>;
  recent: SearchHistoryEntry[];
  canClear: boolean;
  highlighted: number | null;
  listboxId: string;
  optionId: (index: number) => string;
}) {
  const { _ } = useLingui();
  return (
    <div className={styles.dropdown}>
      <div className={styles.dropdownHeader}>
        <span id="recent-searches-label">{_('search.recent')}</span>
        {canClear && (
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actorRef.send({ type: 'history.clear' })}>
            {_('search.clearHistory')}
          </button>
        )}
      </div>
      <ul id={listboxId} className={styles.dropdownList} role="listbox" aria-labelledby="recent-searches-label">
        {recent.map((entry, index) => (
          <li
            key={entry.search_query}
            id={optionId(index)}
            role="option"
            aria-selected={highlighted === index}
            className={styles.dropdownItem}
            // The box keeps focus (and the dropdown stays) while the pointer chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => actorRef.send({ type: 'history.choose', query: entry.search_query })}
          >
            {entry.search_query}
          </li>
        ))}
      </ul>
    </div>
  );
}

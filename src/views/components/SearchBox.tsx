import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shownSearchHistory } from '../../domain/searchHistory';
import {
  selectCanClearHistory,
  selectDropdownOpen,
  selectLooksLikeVideoId,
  selectSearchHistory,
  selectSearchText,
  type searchMachine,
} from '../../machines/search';
import { useDismiss } from '../hooks/useDismiss';
import { input as inputStyle, button, visuallyHidden } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';
import { SEARCH_MAX_LENGTH } from '../../domain/limits';

const SEARCH_PLACEHOLDER = 'Search by series name, title, description, channel, or tags...';

export function SearchBox({ actorRef }: { actorRef: ActorRefFrom<typeof searchMachine> }) {
  const text = useSelector(actorRef, selectSearchText);
  const videoId = useSelector(actorRef, selectLooksLikeVideoId);
  const history = useSelector(actorRef, selectSearchHistory);
  const canClear = useSelector(actorRef, selectCanClearHistory);
  const open = useSelector(actorRef, selectDropdownOpen);
  const wrapper = useRef<HTMLDivElement>(null);
  const recent = shownSearchHistory(history);
  // Escape is the input's own key handler: it closes only when the box has focus.
  useDismiss(wrapper, open, () => actorRef.send({ type: 'dropdown.close' }));

  return (
    <div className={styles.searchWrap} ref={wrapper}>
      <label htmlFor="recap-search" className={visuallyHidden}>
        Search recaps
      </label>
      <input
        id="recap-search"
        type="search"
        className={`${inputStyle} ${styles.searchInput}`}
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        aria-describedby={open && recent.length > 0 ? 'recent-searches' : undefined}
        onChange={(event) => actorRef.send({ type: 'query.change', value: event.target.value })}
        onFocus={() => actorRef.send({ type: 'query.focus' })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            actorRef.send({ type: 'form.submit' });
          } else if (event.key === 'Escape') {
            actorRef.send({ type: 'dropdown.close' });
          }
        }}
      />
      {videoId && <p className={styles.searchHint}>This looks like a video ID.</p>}
      {text.length >= SEARCH_MAX_LENGTH && <p className={styles.searchHint}>A search can be at most {SEARCH_MAX_LENGTH} characters.</p>}
      {open && recent.length > 0 && (
        <div id="recent-searches" className={styles.dropdown} role="group" aria-label="Recent searches">
          <div className={styles.dropdownHeader}>
            <span>Recent searches</span>
            {canClear && (
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actorRef.send({ type: 'history.clear' })}>
                Clear history
              </button>
            )}
          </div>
          <ul className={styles.dropdownList}>
            {recent.map((entry) => (
              <li key={entry.search_query}>
                <button
                  type="button"
                  className={styles.dropdownItem}
                  onClick={() => actorRef.send({ type: 'history.choose', query: entry.search_query })}
                >
                  {entry.search_query}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shownSearchHistory } from '../../domain/searchHistory';
import type { searchMachine } from '../../machines/search';
import { input as inputStyle, button, visuallyHidden } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';

const SEARCH_PLACEHOLDER = 'Search by series name, title, description, channel, or tags...';

export function SearchBox({ actorRef }: { actorRef: ActorRefFrom<typeof searchMachine> }) {
  const text = useSelector(actorRef, (snapshot) => snapshot.context.text);
  const videoId = useSelector(actorRef, (snapshot) => snapshot.context.isVideoId);
  const history = useSelector(actorRef, (snapshot) => snapshot.context.history);
  const canClear = useSelector(actorRef, (snapshot) => snapshot.context.isAuthenticated);
  const open = useSelector(actorRef, (snapshot) => snapshot.matches({ dropdown: 'open' }));
  const wrapper = useRef<HTMLDivElement>(null);
  const recent = shownSearchHistory(history);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) actorRef.send({ type: 'CLOSE' });
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, actorRef]);

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
        autoComplete="off"
        aria-describedby={open && recent.length > 0 ? 'recent-searches' : undefined}
        onChange={(event) => actorRef.send({ type: 'TYPE', value: event.target.value })}
        onFocus={() => actorRef.send({ type: 'FOCUS' })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            actorRef.send({ type: 'SUBMIT' });
          } else if (event.key === 'Escape') {
            actorRef.send({ type: 'CLOSE' });
          }
        }}
      />
      {videoId && <p className={styles.searchHint}>This looks like a video ID.</p>}
      {open && recent.length > 0 && (
        <div id="recent-searches" className={styles.dropdown} role="group" aria-label="Recent searches">
          <div className={styles.dropdownHeader}>
            <span>Recent searches</span>
            {canClear && (
              <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actorRef.send({ type: 'CLEAR_HISTORY' })}>
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
                  onClick={() => actorRef.send({ type: 'CHOOSE', query: entry.search_query })}
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

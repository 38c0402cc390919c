import { Suspense, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shownSearchHistory } from '../../domain/searchHistory';
import {
  selectCanClearHistory,
  selectDropdownOpen,
  selectHighlightedSearch,
  selectSearchHistory,
  selectSearchText,
  type searchMachine,
} from '../../machines/search';
import { lazyPage } from '../app/lazyPage';
import { LoadBoundary } from '../app/LoadBoundary';
import { useDismiss } from '../hooks/useDismiss';
import { input as inputStyle, visuallyHidden } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';
import { SEARCH_MAX_LENGTH } from '../../domain/searchLimit';

// Whether the box names a video (a bare ID or a video's address) is read by code that loads just after the first
// screen: the hint is only for what someone types or pastes.
const VideoIdHint = lazyPage(() => import('./VideoIdHint'), 'VideoIdHint');

// The recent searches load when they first open (on the empty box's first focus), before a letter can be typed.
const RecentSearches = lazyPage(() => import('./RecentSearches'), 'RecentSearches');
const LISTBOX_ID = 'recent-searches';
const optionId = (index: number) => `recent-search-${index}`;

export function SearchBox({ actorRef }: { actorRef: ActorRefFrom<typeof searchMachine> }) {
  const { _ } = useLingui();
  const text = useSelector(actorRef, selectSearchText);
  const history = useSelector(actorRef, selectSearchHistory);
  const canClear = useSelector(actorRef, selectCanClearHistory);
  const open = useSelector(actorRef, selectDropdownOpen);
  const highlighted = useSelector(actorRef, selectHighlightedSearch);
  const wrapper = useRef<HTMLDivElement>(null);
  const recent = shownSearchHistory(history);
  const expanded = open && recent.length > 0;
  // Escape is the input's own key handler: it closes only when the box has focus.
  useDismiss(wrapper, open, () => actorRef.send({ type: 'dropdown.close' }));

  return (
    <div className={styles.searchWrap} ref={wrapper}>
      <label htmlFor="recap-search" className={visuallyHidden}>
        {_('search.label')}
      </label>
      {/* The WAI-ARIA combobox pattern: focus stays in the box, the arrow keys move the highlight. */}
      <input
        id="recap-search"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={expanded ? LISTBOX_ID : undefined}
        aria-activedescendant={expanded && highlighted !== null ? optionId(highlighted) : undefined}
        className={`${inputStyle} ${styles.searchInput}`}
        placeholder={_('search.placeholder')}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => actorRef.send({ type: 'query.change', value: event.target.value })}
        onFocus={() => actorRef.send({ type: 'query.focus' })}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            actorRef.send({ type: 'form.submit' });
          } else if (event.key === 'Escape') {
            // A browser's own Escape in a search field empties it, which would search everything again: Escape only
            // closes the recent searches, and emptying the box is its clear button's.
            event.preventDefault();
            actorRef.send({ type: 'dropdown.close' });
          } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            actorRef.send({ type: 'history.highlight', direction: event.key === 'ArrowDown' ? 'next' : 'previous' });
          }
        }}
      />
      {/* A hint whose code cannot load is left out: the search works the same. */}
      <LoadBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <VideoIdHint text={text} />
        </Suspense>
      </LoadBoundary>
      {text.length >= SEARCH_MAX_LENGTH && <p className={styles.searchHint}>{_('search.tooLong', { max: SEARCH_MAX_LENGTH })}</p>}
      {expanded && (
        // A list whose code cannot load is left out: the box searches the same.
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <RecentSearches actorRef={actorRef} recent={recent} canClear={canClear} highlighted={highlighted} listboxId={LISTBOX_ID} optionId={optionId} />
          </Suspense>
        </LoadBoundary>
      )}
    </div>
  );
}

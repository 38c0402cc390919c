import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';
import {
  addToSearchHistory,
  saveSearchHistory,
  shownSearchHistory,
  type SearchHistoryEntry,
} from '../domain/searchHistory';
import { followSession, sessionChanges, type SessionChangedEvent, type SessionRef } from './session';

export interface SearchContext {
  session: SessionRef;
  /** What is in the box right now. */
  text: string;
  /** The query the list was last asked for. */
  query: string;
  history: SearchHistoryEntry[];
  isAuthenticated: boolean;
  /** Which shown recent search the arrow keys point at (Enter chooses it), or none. */
  highlighted: number | null;
}

export interface SearchInput {
  session: SessionRef;
  query?: string;
  history?: SearchHistoryEntry[];
  isAuthenticated?: boolean;
}

export type SearchEvent =
  | { type: 'query.change'; value: string }
  | { type: 'query.focus' }
  | { type: 'form.submit' }
  | { type: 'history.choose'; query: string }
  | { type: 'dropdown.close' }
  | { type: 'history.clear' }
  | { type: 'history.highlight'; direction: 'next' | 'previous' }
  | { type: 'query.sync'; query: string }
  | SessionChangedEvent;

/** Told to the recap browsing machine, which asks the list for it and puts it in the address. */
export interface SearchCommittedEmitted {
  type: 'search.committed';
  query: string;
}

/** How long typing must stop before the box searches: the home's search and the series list's wait alike. */
export const SEARCH_DEBOUNCE_MS = 300;

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    emitted: {} as SearchCommittedEmitted,
  },
  actors: { sessionChanges },
  delays: {
    searchDebounce: SEARCH_DEBOUNCE_MS,
  },
  guards: {
    boxEmpty: ({ context }) => context.text.trim() === '',
    typedEmpty: ({ event }) => {
      assertEvent(event, 'query.change');
      return event.value.trim() === '';
    },
    isAuthenticated: ({ context }) => context.isAuthenticated,
    changesQuery: ({ context }) => context.text.trim() !== context.query,
    typedText: ({ event }) => {
      assertEvent(event, 'query.change');
      return event.value.trim() !== '';
    },
    hasHighlight: ({ context }) => context.highlighted !== null,
  },
  actions: {
    storeText: assign({
      text: ({ event }) => {
        assertEvent(event, ['query.change', 'history.choose', 'query.sync']);
        return event.type === 'query.change' ? event.value : event.query;
      },
    }),
    commit: assign(({ context }) => {
      const query = context.text.trim();
      return { query, history: query ? addToSearchHistory(context.history, query, new Date()) : context.history };
    }),
    announce: emit(({ context }) => ({ type: 'search.committed' as const, query: context.query })),
    // Without a storage (Node, a browser that refuses it) saveSearchHistory's write fails quietly: the search goes on.
    persistHistory: ({ context }) => saveSearchHistory(globalThis.localStorage, context.history),
    clearHistory: assign({ history: [] }),
    syncQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'query.sync');
        return event.query.trim();
      },
    }),
    // Arrow keys go round the shown entries, as a listbox does: past the last comes the first.
    moveHighlight: assign({
      highlighted: ({ context, event }) => {
        assertEvent(event, 'history.highlight');
        const count = shownSearchHistory(context.history).length;
        if (count === 0) return null;
        const current = context.highlighted;
        if (event.direction === 'next') return current === null ? 0 : (current + 1) % count;
        // With no highlight, Up starts from the last entry, as if the first were highlighted.
        return ((current ?? 0) - 1 + count) % count;
      },
    }),
    clearHighlight: assign({ highlighted: null }),
    takeHighlighted: assign({
      // Stryker disable next-line OptionalChaining: a highlight is only ever over a shown entry (clearing the history clears it)
      text: ({ context }) => shownSearchHistory(context.history)[context.highlighted ?? 0]?.search_query ?? context.text,
    }),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => {
    const text = input.query ?? '';
    return {
      session: input.session,
      text,
      query: text.trim(),
      history: input.history ?? [],
      isAuthenticated: input.isAuthenticated ?? false,
      highlighted: null,
    };
  },
  invoke: followSession,
  on: {
    'session.changed': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated }) },
  },
  states: {
    input: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'query.change': { target: 'debouncing', actions: 'storeText' },
          },
        },
        debouncing: {
          on: {
            // Each keystroke restarts the wait: only the text someone stopped at is searched.
            'query.change': { target: 'debouncing', reenter: true, actions: 'storeText' },
          },
          after: {
            // The targets only end the wait early: a wait left running finds the text committed and searches nothing.
            searchDebounce: [
              {
                guard: 'changesQuery',
                target: 'idle',
                actions: ['commit', 'announce', 'persistHistory'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
      on: {
        // Enter on a highlighted recent search chooses it; otherwise it searches the box.
        // Each ends a wait for typing to stop; a wait left running would find the text committed (or followed from the
        // address) and search nothing, but the box would still say it is waiting.
        'form.submit': [
          {
            guard: 'hasHighlight',
            target: '.idle',
            actions: ['takeHighlighted', 'commit', 'announce', 'persistHistory'],
          },
          {
            target: '.idle',
            actions: ['commit', 'announce', 'persistHistory'],
          },
        ],
        'history.choose': {
          target: '.idle',
          actions: ['storeText', 'commit', 'announce', 'persistHistory'],
        },
        // The address changed (back, forward, the logo): follow it without searching again.
        'query.sync': {
          target: '.idle',
          actions: ['storeText', 'syncQuery'],
        },
      },
    },
    dropdown: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearHighlight',
          on: {
            'query.focus': { guard: 'boxEmpty', target: 'open' },
            'query.change': { guard: 'typedEmpty', target: 'open' },
            // Down or Up in an empty box opens the recent searches at the first or last one (WAI-ARIA combobox).
            'history.highlight': { guard: 'boxEmpty', target: 'open', actions: 'moveHighlight' },
          },
        },
        open: {
          on: {
            // Any typing starts the choice over, as in a listbox: the highlight goes.
            'query.change': [{ guard: 'typedText', target: 'closed' }, { actions: 'clearHighlight' }],
            'dropdown.close': { target: 'closed' },
            'history.highlight': { actions: 'moveHighlight' },
            'history.clear': { guard: 'isAuthenticated', actions: ['clearHistory', 'persistHistory', 'clearHighlight'] },
          },
        },
      },
      on: {
        'form.submit': { target: '.closed' },
        'history.choose': { target: '.closed' },
        'query.sync': { target: '.closed' },
      },
    },
  },
});

type SearchSnapshot = SnapshotFrom<typeof searchMachine>;

export function selectSearchText(snapshot: SearchSnapshot): string {
  return snapshot.context.text;
}

export function selectSearchHistory(snapshot: SearchSnapshot): SearchHistoryEntry[] {
  return snapshot.context.history;
}

/** Only a logged-in person may clear the history (spec section 5). */
export function selectCanClearHistory(snapshot: SearchSnapshot): boolean {
  return snapshot.context.isAuthenticated;
}

export function selectDropdownOpen(snapshot: SearchSnapshot): boolean {
  return snapshot.matches({ dropdown: 'open' });
}

/** The index of the recent search the arrow keys point at, or null. */
export function selectHighlightedSearch(snapshot: SearchSnapshot): number | null {
  return snapshot.context.highlighted;
}

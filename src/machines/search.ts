import { assign, emit, setup } from 'xstate';
import {
  addToSearchHistory,
  saveSearchHistory,
  type SearchHistoryEntry,
} from '../domain/searchHistory';
import { isVideoId } from '../domain/videoId';

export interface SearchContext {
  /** What is in the box right now. */
  text: string;
  /** The query the list was last asked for. */
  query: string;
  history: SearchHistoryEntry[];
  isAuthenticated: boolean;
  /** The box holds something shaped like a video ID (spec section 5): shown as a hint. */
  isVideoId: boolean;
}

export interface SearchInput {
  query?: string;
  history?: SearchHistoryEntry[];
  isAuthenticated?: boolean;
}

export type SearchEvent =
  | { type: 'TYPE'; value: string }
  | { type: 'FOCUS' }
  | { type: 'SUBMIT' }
  | { type: 'CHOOSE'; query: string }
  | { type: 'CLOSE' }
  | { type: 'CLEAR_HISTORY' }
  | { type: 'SYNC'; query: string }
  | { type: 'AUTH.CHANGED'; isAuthenticated: boolean };

/** Told to the view, which puts the query in the address. */
export interface SearchCommittedEmitted {
  type: 'search';
  query: string;
}

export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    emitted: {} as SearchCommittedEmitted,
  },
  delays: {
    searchDebounce: 300,
  },
  guards: {
    boxEmpty: ({ context }) => context.text.trim() === '',
    typedEmpty: ({ event }) => event.type === 'TYPE' && event.value.trim() === '',
    isAuthenticated: ({ context }) => context.isAuthenticated,
    changesQuery: ({ context }) => context.text.trim() !== context.query,
  },
  actions: {
    storeText: assign(({ event }) => {
      const text = event.type === 'TYPE' ? event.value : event.type === 'CHOOSE' || event.type === 'SYNC' ? event.query : '';
      return { text, isVideoId: isVideoId(text.trim()) };
    }),
    commit: assign(({ context }) => {
      const query = context.text.trim();
      return { query, history: query ? addToSearchHistory(context.history, query, new Date()) : context.history };
    }),
    announce: emit(({ context }) => ({ type: 'search' as const, query: context.query })),
    persistHistory: ({ context }) => {
      if (typeof globalThis.localStorage !== 'undefined') saveSearchHistory(globalThis.localStorage, context.history);
    },
    clearHistory: assign({ history: [] }),
    syncQuery: assign({ query: ({ event }) => (event.type === 'SYNC' ? event.query.trim() : '') }),
  },
}).createMachine({
  id: 'search',
  type: 'parallel',
  context: ({ input }) => ({
    text: input.query ?? '',
    query: (input.query ?? '').trim(),
    history: input.history ?? [],
    isAuthenticated: input.isAuthenticated ?? false,
    isVideoId: isVideoId((input.query ?? '').trim()),
  }),
  on: {
    'AUTH.CHANGED': { actions: assign({ isAuthenticated: ({ event }) => event.isAuthenticated }) },
  },
  states: {
    input: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TYPE: { target: 'debouncing', actions: 'storeText' },
          },
        },
        debouncing: {
          on: {
            // Each keystroke restarts the wait: only the text someone stopped at is searched.
            TYPE: { target: 'debouncing', reenter: true, actions: 'storeText' },
          },
          after: {
            searchDebounce: [
              { guard: 'changesQuery', target: 'idle', actions: ['commit', 'announce', 'persistHistory'] },
              { target: 'idle' },
            ],
          },
        },
      },
      on: {
        SUBMIT: { target: '.idle', actions: ['commit', 'announce', 'persistHistory'] },
        CHOOSE: { target: '.idle', actions: ['storeText', 'commit', 'announce', 'persistHistory'] },
        // The address changed (back, forward, the logo): follow it without searching again.
        SYNC: { target: '.idle', actions: ['storeText', 'syncQuery'] },
      },
    },
    dropdown: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            FOCUS: { guard: 'boxEmpty', target: 'open' },
            TYPE: { guard: 'typedEmpty', target: 'open' },
          },
        },
        open: {
          on: {
            TYPE: { guard: ({ event }) => event.value.trim() !== '', target: 'closed' },
            CLOSE: { target: 'closed' },
            CLEAR_HISTORY: { guard: 'isAuthenticated', actions: ['clearHistory', 'persistHistory'] },
          },
        },
      },
      on: {
        SUBMIT: { target: '.closed' },
        CHOOSE: { target: '.closed' },
        SYNC: { target: '.closed' },
      },
    },
  },
});

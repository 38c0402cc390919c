import { assign, emit, fromPromise, setup } from 'xstate';
import { fetchMe, logout } from '../api/auth';
import { fetchPendingSuggestions } from '../api/suggestions';
import type { User } from '../api/types';
import { isAdminUser } from '../domain/constants';

export interface SessionContext {
  user: User | null;
  /** Suggestions waiting for an administrator; shown in the header's Admin link. */
  pendingSuggestions: number;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; user: User }
  | { type: 'LOGOUT' }
  | { type: 'REFRESH' }
  | { type: 'SUGGESTIONS.CHANGED' };

export interface LoggedOutEmitted {
  type: 'loggedOut';
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as LoggedOutEmitted,
  },
  actors: {
    fetchCurrentUser: fromPromise<User>(async () => (await fetchMe()).user),
    logout: fromPromise<void>(async () => {
      await logout();
    }),
    countPendingSuggestions: fromPromise<number>(async () => (await fetchPendingSuggestions()).length),
  },
  guards: {
    isAdmin: ({ context }) => isAdminUser(context.user),
  },
  actions: {
    setUser: assign({ user: ({ event }) => (event.type === 'LOGGED_IN' ? event.user : null) }),
    clearUser: assign({ user: null, pendingSuggestions: 0 }),
    announceLoggedOut: emit({ type: 'loggedOut' }),
  },
}).createMachine({
  id: 'session',
  context: { user: null, pendingSuggestions: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output }) },
        // Any failure (401, network) means nobody is logged in.
        onError: { target: 'anonymous', actions: 'clearUser' },
      },
      on: { LOGGED_IN: { target: 'authenticated', actions: 'setUser' } },
    },
    anonymous: {
      on: {
        LOGGED_IN: { target: 'authenticated', actions: 'setUser' },
        REFRESH: 'loading',
      },
    },
    authenticated: {
      initial: 'checkingRole',
      on: {
        LOGGED_IN: { target: '.checkingRole', actions: 'setUser', reenter: true },
        REFRESH: '#session.loading',
        // The user is gone at once: the screen must not keep showing them while the server answers.
        LOGOUT: { target: 'loggingOut', actions: 'clearUser' },
      },
      states: {
        checkingRole: {
          always: [{ guard: 'isAdmin', target: 'countingSuggestions' }, { target: 'member' }],
        },
        member: {},
        countingSuggestions: {
          invoke: {
            id: 'countPendingSuggestions',
            src: 'countPendingSuggestions',
            onDone: { target: 'admin', actions: assign({ pendingSuggestions: ({ event }) => event.output }) },
            // The badge is a hint only: without a count the link still shows.
            onError: { target: 'admin', actions: assign({ pendingSuggestions: 0 }) },
          },
        },
        admin: {
          on: { 'SUGGESTIONS.CHANGED': 'countingSuggestions' },
        },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: 'announceLoggedOut' },
        onError: { target: 'anonymous', actions: 'announceLoggedOut' },
      },
    },
  },
});

/** What the screens need to know: loading, logged in, or nobody. */
export function sessionStatus(snapshot: { matches: (value: 'loading' | 'authenticated') => boolean }): SessionStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('authenticated')) return 'authenticated';
  return 'anonymous';
}

import { assign, emit, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
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
  | { type: 'session.loggedIn'; user: User }
  | { type: 'session.logOut' }
  | { type: 'session.refresh' }
  | { type: 'suggestions.changed' };

export interface LoggedOutEmitted {
  type: 'session.loggedOut';
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
    setUser: assign({ user: ({ event }) => (event.type === 'session.loggedIn' ? event.user : null) }),
    clearUser: assign({ user: null, pendingSuggestions: 0 }),
    announceLoggedOut: emit({ type: 'session.loggedOut' }),
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
      on: { 'session.loggedIn': { target: 'authenticated', actions: 'setUser' } },
    },
    anonymous: {
      on: {
        'session.loggedIn': { target: 'authenticated', actions: 'setUser' },
        'session.refresh': 'loading',
      },
    },
    authenticated: {
      initial: 'checkingRole',
      on: {
        'session.loggedIn': { target: '.checkingRole', actions: 'setUser', reenter: true },
        'session.refresh': '#session.loading',
        // The user is gone at once: the screen must not keep showing them while the server answers.
        'session.logOut': { target: 'loggingOut', actions: 'clearUser' },
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
          on: { 'suggestions.changed': 'countingSuggestions' },
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

export type SessionRef = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What the screens need to know: loading, logged in, or nobody. */
export function selectSessionStatus(snapshot: { matches: (value: 'loading' | 'authenticated') => boolean }): SessionStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('authenticated')) return 'authenticated';
  return 'anonymous';
}

export function selectUser(snapshot: SessionSnapshot): User | null {
  return snapshot.context.user;
}

export function selectIsAdmin(snapshot: SessionSnapshot): boolean {
  return isAdminUser(snapshot.context.user);
}

/** Suggestions waiting for review (admins only; 0 otherwise). */
export function selectPendingSuggestions(snapshot: SessionSnapshot): number {
  return snapshot.context.pendingSuggestions;
}

/** What a machine that follows the session is told when who is logged in changes. */
export interface SessionChangedEvent {
  type: 'session.changed';
  isAuthenticated: boolean;
}

/**
 * Invoked by every machine that depends on who is logged in: it watches the session actor (systemId `session`)
 * and sends `session.changed` when the settled answer differs from what the machine knows, so no view has to
 * forward it. A machine starts from `isAuthenticated` (what it was created with); a session still loading
 * tells nothing until it settles, and a refresh that finds the same user tells nothing either.
 */
export const sessionChanges = fromCallback<SessionChangedEvent, { session: SessionRef; isAuthenticated: boolean }>(({ input, sendBack }) => {
  let known = { isAuthenticated: input.isAuthenticated, userId: input.session.getSnapshot().context.user?.id ?? null };
  const follow = (snapshot: SessionSnapshot) => {
    const status = selectSessionStatus(snapshot);
    if (status === 'loading') return;
    const now = { isAuthenticated: status === 'authenticated', userId: snapshot.context.user?.id ?? null };
    const samePerson = now.isAuthenticated === known.isAuthenticated && (!now.isAuthenticated || known.userId === null || now.userId === known.userId);
    known = now;
    if (!samePerson) sendBack({ type: 'session.changed', isAuthenticated: now.isAuthenticated });
  };
  follow(input.session.getSnapshot());
  const subscription = input.session.subscribe(follow);
  return () => subscription.unsubscribe();
});

/** How a following machine invokes `sessionChanges`: with the session it was handed and what it knows now. */
export const followSession = {
  src: 'sessionChanges',
  input: ({ context }: { context: { session: SessionRef; isAuthenticated: boolean } }) => ({
    session: context.session,
    isAuthenticated: context.isAuthenticated,
  }),
} as const;

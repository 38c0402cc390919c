import { assertEvent, assign, emit, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { fetchMe, logout } from '../api/auth';
import { onUnauthorized, type RefusedCall } from '../api/unauthorized';
import type { User } from '../api/types';
import { isAdminUser } from '../domain/constants';
import { waitsForAnswer } from './shared/slowAnswer';

export interface SessionContext {
  user: User | null;
  /** The server stopped knowing the user (a 401): the screens say so until they sign in again. */
  expired: boolean;
  /**
   * The call the expired session refused, or null: the notice names its action ("Add to Watchlist",
   * src/domain/refusedAction.ts) beside the expiry, and after the member logs in again until they close it. The
   * call, not its name, so the names load with the notice and not with the first screen.
   */
  refusedCall: RefusedCall | null;
}

export type SessionEvent =
  | { type: 'session.loggedIn'; user: User }
  | { type: 'session.logOut' }
  | { type: 'session.refresh' }
  | { type: 'suggestions.changed' }
  /** A call was answered 401: the server no longer knows this session; `call` is that call. */
  | { type: 'session.expired'; call?: RefusedCall | null }
  /** The member closed the notice of what was not done. */
  | { type: 'notice.dismiss' }
  /** Try Again, once asking who is logged in has taken longer than usual. */
  | { type: 'request.retry' };

export interface LoggedOutEmitted {
  type: 'session.loggedOut';
}

/** Passed on to the administrator's count of pending suggestions (src/machines/adminBadge.ts), when it is loaded. */
export interface SuggestionsChangedEmitted {
  type: 'suggestions.changed';
}

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as LoggedOutEmitted | SuggestionsChangedEmitted,
  },
  actors: {
    // A visitor is answered `{ user: null }`; an older server's 401 means the same (spec: failure is not logged in).
    fetchCurrentUser: fromPromise<User | null>(async () => (await fetchMe()).user),
    unauthorizedAnswers: fromCallback<SessionEvent>(({ sendBack }) =>
      onUnauthorized((call) => sendBack({ type: 'session.expired', call })),
    ),
    logout: fromPromise<void>(async () => {
      await logout();
    }),
  },
  guards: {
    isVisitor: (_, user: User | null) => user === null,
  },
  actions: {
    setUser: assign(({ event }) => {
      assertEvent(event, 'session.loggedIn');
      return { user: event.user, expired: false };
    }),
    clearUser: assign({ user: null }),
    forgetRefused: assign({ refusedCall: null }),
    announceLoggedOut: emit({ type: 'session.loggedOut' }),
  },
}).createMachine({
  id: 'session',
  context: { user: null, expired: false, refusedCall: null },
  initial: 'loading',
  // Every 401 of any call arrives here; only a signed-in state acts on it.
  invoke: { id: 'unauthorizedAnswers', src: 'unauthorizedAnswers' },
  on: { 'notice.dismiss': { actions: 'forgetRefused' } },
  states: {
    loading: {
      invoke: {
        id: 'fetchCurrentUser',
        src: 'fetchCurrentUser',
        onDone: [
          { guard: { type: 'isVisitor', params: ({ event }) => event.output }, target: 'anonymous', actions: 'clearUser' },
          { target: 'authenticated', actions: assign({ user: ({ event }) => event.output, expired: false }) },
        ],
        // Any failure (401, network) means nobody is logged in.
        onError: { target: 'anonymous', actions: 'clearUser' },
      },
      on: { 'session.loggedIn': { target: 'authenticated', actions: 'setUser' } },
      // A page that waits for the session (an admin page) says after 8 s that it is slow, and offers Try Again.
      ...waitsForAnswer('#session.loading'),
    },
    anonymous: {
      on: {
        'session.loggedIn': { target: 'authenticated', actions: 'setUser' },
        'session.refresh': 'loading',
      },
    },
    authenticated: {
      on: {
        'session.loggedIn': { actions: 'setUser' },
        // A review was decided: the administrator's count, when it is loaded, counts again.
        'suggestions.changed': { actions: emit({ type: 'suggestions.changed' }) },
        'session.refresh': '#session.loading',
        // The user is gone at once: the screen must not keep showing them while the server answers.
        'session.logOut': { target: 'loggingOut', actions: ['clearUser', 'forgetRefused'] },
        // Signed out by the server: the screens show a visitor and say why (and what was not done), and the page
        // stays where it is so signing in again brings the user back to it.
        'session.expired': {
          target: 'anonymous',
          actions: ['clearUser', assign({ expired: true, refusedCall: ({ event }) => event.call ?? null })],
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

/** The call an expired session refused, until the member closes its notice; null when none. */
export function selectRefusedCall(snapshot: SessionSnapshot): RefusedCall | null {
  return snapshot.context.refusedCall;
}

/** What the screens need to know: loading, logged in, or nobody. */
export function selectSessionStatus(snapshot: { matches: (value: 'loading' | 'authenticated') => boolean }): SessionStatus {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('authenticated')) return 'authenticated';
  return 'anonymous';
}

/** True once the server ended the session, until the user signs in again. */
export function selectSessionExpired(snapshot: SessionSnapshot): boolean {
  return snapshot.context.expired;
}

export function selectUser(snapshot: SessionSnapshot): User | null {
  return snapshot.context.user;
}

export function selectIsAdmin(snapshot: SessionSnapshot): boolean {
  return isAdminUser(snapshot.context.user);
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
 * tells nothing until it settles, and a refresh that finds the same user tells nothing either. A machine that
 * waits for the session starts from null (not known yet): the first settled answer is always told.
 */
export const sessionChanges = fromCallback<SessionChangedEvent, { session: SessionRef; isAuthenticated: boolean | null }>(({ input, sendBack }) => {
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
  input: ({ context }: { context: { session: SessionRef; isAuthenticated: boolean | null } }) => ({
    session: context.session,
    isAuthenticated: context.isAuthenticated,
  }),
} as const;

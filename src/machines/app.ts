import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { selectSessionStatus, sessionChanges, sessionMachine, type SessionChangedEvent, type SessionRef } from './session';
import { themeMachine, type ThemeInput } from './theme';
import type { ToastShowEvent, ToastsRef } from './shared/toast';
import { i18n } from './shared/catalogues';
import type { InterfaceLanguage } from '../domain/interfaceLanguages';
// Types only: the toasts', the watchlist's and the badge's code load when they are first needed (see loadToasts,
// loadWatchlist, loadShelfBadge).
import type { ToastQueueRef, toastsMachine } from './toasts';
import type { WatchlistRef, WatchlistToggleEvent, watchlistMachine } from './watchlist';
import type { ShelfBadgeRef, shelfBadgeMachine } from './shelfBadge';
// Type only: the language machine (and the catalogue of a language other than English) loads after the first screen.
import type { LanguageRef, languageMachine } from './language';

export type AppEvent =
  | SessionChangedEvent
  /** The member left the shelf page: handed to the badge, which records the visit (nothing when there is none). */
  | { type: 'shelf.left' }
  /** A watchlist button pressed: handed to the watchlist, or kept until its code is in. */
  | WatchlistToggleEvent
  /** A toast from any machine or view (the root is their toasts actor): handed to the queue, or kept until its code is in. */
  | ToastShowEvent;

interface AppContext {
  theme: ThemeInput;
  /** The header's count of new recaps on the shelf, started once a member is there; null for a visitor. */
  shelfBadge: ShelfBadgeRef | null;
  /** The reader's language, started once its code is in (just after the first screen, served in the reader's language). */
  language: LanguageRef | null;
  /** The saved recaps, started once a member is there or a visitor presses a watchlist button; null before. */
  watchlist: WatchlistRef | null;
  /** The presses made while the watchlist's code loads, handed to it in order once it is in. */
  toggles: WatchlistToggleEvent[];
  /** The toasts on screen, started with the first toast; null before. */
  toasts: ToastQueueRef | null;
  /** The toasts asked for while the queue's code loads, handed to it in order once it is in. */
  waitingToasts: ToastShowEvent[];
}

/** What a region waiting for a member follows: the session, told its first settled answer (and any after). */
const sessionFromNowOn = ({ self }: { self: { system: { get: (id: string) => unknown } } }) => ({
  session: self.system.get('session') as SessionRef,
  isAuthenticated: null,
});

/** The done event of a load actor, whose output is the machine it loaded. */
type Loaded<T> = { output: T };

/**
 * The app's root actor: it starts the global actors in one actor system, each under its system id, so they
 * reach each other there (`system.get('session')`) and the views find them through the root's context.
 *
 * The language machine loads just after the first screen. The toasts' queue, the watchlist and the shelf badge are
 * not part of the first screen's code either: the root loads each when it is first needed and starts it then, under its system id,
 * from what the session says at that moment; from there each follows the session itself (a logout leaves the watchlist empty and the badge counting nothing). The
 * badge is a member's alone; the watchlist is also a visitor's once they press its button (it tells them to
 * log in), so the root takes every press, and keeps those made before the watchlist is in. The root is also the
 * toasts actor every machine and view sends `toast.show` to (`appActors(app).toasts`): it loads the queue with the
 * first toast, keeps the toasts asked for until the queue is in, then hands them on.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as ThemeInput,
  },
  actors: {
    session: sessionMachine,
    theme: themeMachine,
    sessionChanges,
    loadLanguage: fromPromise<typeof languageMachine>(async () => (await import('./language')).languageMachine),
    loadWatchlist: fromPromise<typeof watchlistMachine>(async () => (await import('./watchlist')).watchlistMachine),
    loadToasts: fromPromise<typeof toastsMachine>(async () => (await import('./toasts')).toastsMachine),
    loadShelfBadge: fromPromise<typeof shelfBadgeMachine>(async () => (await import('./shelfBadge')).shelfBadgeMachine),
  },
  guards: {
    member: ({ event }) => event.type === 'session.changed' && event.isAuthenticated,
  },
  actions: {
    startLanguage: assign({
      language: ({ event, spawn, self }) =>
        // It starts from the language shown.
        spawn((event as unknown as Loaded<typeof languageMachine>).output, {
          systemId: 'language',
          input: { session: self.system.get('session') as SessionRef, served: i18n.locale as InterfaceLanguage },
        }),
    }),
    startShelfBadge: assign({
      shelfBadge: ({ event, spawn, self }) =>
        spawn((event as unknown as Loaded<typeof shelfBadgeMachine>).output, {
          systemId: 'shelfBadge',
          input: { session: self.system.get('session') as SessionRef },
        }),
    }),
    keepToggle: assign({ toggles: ({ context, event }) => [...context.toggles, event as WatchlistToggleEvent] }),
    // A press whose watchlist could not load (the network dropped) is let go, as a toast whose code cannot load
    // is: the next press loads it again.
    dropToggles: assign({ toggles: [] }),
    startWatchlist: assign(({ context, event, spawn, self }) => {
      // Absent only where the root's transitions are worked out without its actors running (@xstate/graph).
      const session = self.system.get('session') as SessionRef | undefined;
      const watchlist = spawn((event as unknown as Loaded<typeof watchlistMachine>).output, {
        systemId: 'watchlist',
        input: {
          session: session as SessionRef,
          toasts: self as ToastsRef,
          // Who is there now (a visitor while the session is still asked), so a member's kept press is a member's;
          // it follows the session from here.
          isAuthenticated: session !== undefined && selectSessionStatus(session.getSnapshot()) === 'authenticated',
        },
      });
      for (const toggle of context.toggles) watchlist.send(toggle);
      return { watchlist, toggles: [] };
    }),
    passToggle: sendTo(({ context }) => context.watchlist!, ({ event }) => event as WatchlistToggleEvent),
    keepToast: assign({ waitingToasts: ({ context, event }) => [...context.waitingToasts, event as ToastShowEvent] }),
    // Toasts whose queue could not load (the network dropped) are let go; the next toast loads it again.
    dropToasts: assign({ waitingToasts: [] }),
    startToasts: assign(({ context, event, spawn }) => {
      const toasts = spawn((event as unknown as Loaded<typeof toastsMachine>).output);
      for (const shown of context.waitingToasts) toasts.send(shown);
      return { toasts, waitingToasts: [] };
    }),
    passToast: sendTo(({ context }) => context.toasts!, ({ event }) => event as ToastShowEvent),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ theme: input, shelfBadge: null, language: null, watchlist: null, toggles: [], toasts: null, waitingToasts: [] }),
  invoke: [
    { id: 'session', src: 'session', systemId: 'session' },
    { id: 'theme', src: 'theme', systemId: 'theme', input: ({ context }) => context.theme },
    // The reader's language: the one the page was served in, until the session tells a member's or the reader
    // chooses. A load that fails (the network dropped) leaves the interface in the served language for this visit.
    { id: 'loadLanguage', src: 'loadLanguage', onDone: { actions: 'startLanguage' } },
  ],
  type: 'parallel',
  states: {
    watchlist: {
      initial: 'withoutWatchlist',
      states: {
        withoutWatchlist: {
          invoke: { id: 'watchlistSessionChanges', src: 'sessionChanges', input: sessionFromNowOn },
          on: {
            'session.changed': { guard: 'member', target: 'loadingWatchlist' },
            'watchlist.toggle': { target: 'loadingWatchlist', actions: 'keepToggle' },
          },
        },
        loadingWatchlist: {
          on: { 'watchlist.toggle': { actions: 'keepToggle' } },
          invoke: {
            id: 'loadWatchlist',
            src: 'loadWatchlist',
            onDone: { target: 'withWatchlist', actions: 'startWatchlist' },
            onError: { target: 'withoutWatchlist', actions: 'dropToggles' },
          },
        },
        withWatchlist: {
          on: { 'watchlist.toggle': { actions: 'passToggle' } },
        },
      },
    },
    toasts: {
      initial: 'withoutToasts',
      states: {
        withoutToasts: {
          on: { 'toast.show': { target: 'loadingToasts', actions: 'keepToast' } },
        },
        loadingToasts: {
          on: { 'toast.show': { actions: 'keepToast' } },
          invoke: {
            id: 'loadToasts',
            src: 'loadToasts',
            onDone: { target: 'withToasts', actions: 'startToasts' },
            onError: { target: 'withoutToasts', actions: 'dropToasts' },
          },
        },
        withToasts: {
          on: { 'toast.show': { actions: 'passToast' } },
        },
      },
    },
    shelfBadge: {
      initial: 'withoutShelfBadge',
      states: {
        withoutShelfBadge: {
          invoke: { id: 'sessionChanges', src: 'sessionChanges', input: sessionFromNowOn },
          on: { 'session.changed': { guard: 'member', target: 'loadingShelfBadge' } },
        },
        loadingShelfBadge: {
          // A failed load (the network dropped) leaves the header without a count; the next member tries again.
          invoke: { id: 'loadShelfBadge', src: 'loadShelfBadge', onDone: { target: 'withShelfBadge', actions: 'startShelfBadge' }, onError: 'withoutShelfBadge' },
        },
        withShelfBadge: {
          on: { 'shelf.left': { actions: ({ context, event }) => context.shelfBadge?.send(event) } },
        },
      },
    },
  },
});

export type AppRef = ActorRefFrom<typeof appMachine>;

/** The language machine once its code is in, for the document's language and the language menu; null before. */
export function selectLanguageActor(snapshot: SnapshotFrom<typeof appMachine>): LanguageRef | null {
  return snapshot.context.language;
}

/** The shelf badge once a member has been there, for the header's count; null before. */
export function selectShelfBadge(snapshot: SnapshotFrom<typeof appMachine>): ShelfBadgeRef | null {
  return snapshot.context.shelfBadge;
}

/** The toasts' queue once a first toast was asked for, for the toaster; null before (none shown). */
export function selectToastQueue(snapshot: SnapshotFrom<typeof appMachine>): ToastQueueRef | null {
  return snapshot.context.toasts;
}

/** The watchlist once a member has been there or a watchlist button was pressed; null before (nothing saved). */
export function selectWatchlist(snapshot: SnapshotFrom<typeof appMachine>): WatchlistRef | null {
  return snapshot.context.watchlist;
}

/** The global actors by system id, for the views' context and for the inputs of the page machines. */
export function appActors(app: AppRef) {
  const children = app.getSnapshot().children;
  // The root takes every toast, and hands it to the queue.
  return { app, session: children.session!, toasts: app as ToastsRef, theme: children.theme! };
}

export type AppActors = ReturnType<typeof appActors>;

import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { sessionChanges, sessionMachine, type SessionChangedEvent, type SessionRef } from './session';
import { themeMachine, type ThemeInput } from './theme';
import { toastsMachine } from './toasts';
import type { ToastsRef } from './shared/toast';
import { watchlistMachine } from './watchlist';
import { i18n } from './shared/catalogues';
import type { InterfaceLanguage } from '../domain/interfaceLanguages';
// Type only: the badge's code is loaded when a member is first there (see loadShelfBadge).
import type { ShelfBadgeRef, shelfBadgeMachine } from './shelfBadge';
// Type only: the language machine (and the catalogue of a language other than English) loads after the first screen.
import type { LanguageRef, languageMachine } from './language';

export type AppEvent =
  | SessionChangedEvent
  /** The member left the shelf page: handed to the badge, which records the visit (nothing when there is none). */
  | { type: 'shelf.left' };

interface AppContext {
  theme: ThemeInput;
  /** The header's count of new recaps on the shelf, started once a member is there; null for a visitor. */
  shelfBadge: ShelfBadgeRef | null;
  /** The reader's language, started once its code is in (just after the first screen, served in the reader's language). */
  language: LanguageRef | null;
}

/**
 * The app's root actor: it starts the global actors in one actor system, each under its system id, so they
 * reach each other there (`system.get('session')`) and the views find them through the root's context.
 * Order matters: the watchlist is handed the session and the toasts, so those start first.
 *
 * The shelf badge is a member's alone, so its code is not part of the first screen: the root loads it when the
 * session first says a member is there and starts it then, under its system id; from there the badge follows
 * the session itself, as the watchlist does (a logout leaves it counting nothing).
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as ThemeInput,
  },
  actors: {
    session: sessionMachine,
    toasts: toastsMachine,
    theme: themeMachine,
    watchlist: watchlistMachine,
    sessionChanges,
    loadLanguage: fromPromise<typeof languageMachine>(async () => (await import('./language')).languageMachine),
    loadShelfBadge: fromPromise<typeof shelfBadgeMachine>(async () => (await import('./shelfBadge')).shelfBadgeMachine),
  },
  guards: {
    member: ({ event }) => event.type === 'session.changed' && event.isAuthenticated,
  },
  actions: {
    startLanguage: assign({
      language: ({ event, spawn, self }) =>
        // The done event of loadLanguage, whose output is the language machine; it starts from the language shown.
        spawn((event as unknown as { output: typeof languageMachine }).output, {
          systemId: 'language',
          input: { session: self.system.get('session') as SessionRef, served: i18n.locale as InterfaceLanguage },
        }),
    }),
    startShelfBadge: assign({
      shelfBadge: ({ event, spawn, self }) =>
        // The done event of loadShelfBadge, whose output is the badge's machine.
        spawn((event as unknown as { output: typeof shelfBadgeMachine }).output, {
          systemId: 'shelfBadge',
          input: { session: self.system.get('session') as SessionRef },
        }),
    }),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ theme: input, shelfBadge: null, language: null }),
  invoke: [
    { id: 'session', src: 'session', systemId: 'session' },
    { id: 'toasts', src: 'toasts', systemId: 'toasts' },
    { id: 'theme', src: 'theme', systemId: 'theme', input: ({ context }) => context.theme },
    // The reader's language: the one the page was served in, until the session tells a member's or the reader
    // chooses. A load that fails (the network dropped) leaves the interface in the served language for this visit.
    { id: 'loadLanguage', src: 'loadLanguage', onDone: { actions: 'startLanguage' } },
    {
      id: 'watchlist',
      src: 'watchlist',
      systemId: 'watchlist',
      // Starts anonymous; the session tells it who is there as soon as it knows.
      input: ({ self }) => ({
        session: self.system.get('session') as SessionRef,
        toasts: self.system.get('toasts') as ToastsRef,
        isAuthenticated: false,
      }),
    },
  ],
  initial: 'withoutShelfBadge',
  states: {
    withoutShelfBadge: {
      invoke: {
        id: 'sessionChanges',
        src: 'sessionChanges',
        input: ({ self }) => ({ session: self.system.get('session') as SessionRef, isAuthenticated: null }),
      },
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

/** The global actors by system id, for the views' context and for the inputs of the page machines. */
export function appActors(app: AppRef) {
  const children = app.getSnapshot().children;
  return { app, session: children.session!, toasts: children.toasts!, theme: children.theme!, watchlist: children.watchlist! };
}

export type AppActors = ReturnType<typeof appActors>;

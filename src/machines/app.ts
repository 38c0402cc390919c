import { setup, type ActorRefFrom } from 'xstate';
import { sessionMachine, type SessionRef } from './session';
import { themeMachine, type ThemeInput } from './theme';
import { toastsMachine } from './toasts';
import type { ToastsRef } from './shared/toast';
import { watchlistMachine } from './watchlist';
import { shelfBadgeMachine } from './shelfBadge';

/**
 * The app's root actor: it starts the global actors in one actor system, each under its system id, so they
 * reach each other there (`system.get('session')`) and the views find them through the root's context.
 * Order matters: the watchlist and the shelf badge are handed the session (and the toasts), so those start first.
 */
export const appMachine = setup({
  types: {
    context: {} as { theme: ThemeInput },
    input: {} as ThemeInput,
  },
  actors: { session: sessionMachine, toasts: toastsMachine, theme: themeMachine, watchlist: watchlistMachine, shelfBadge: shelfBadgeMachine },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ theme: input }),
  invoke: [
    { id: 'session', src: 'session', systemId: 'session' },
    { id: 'toasts', src: 'toasts', systemId: 'toasts' },
    { id: 'theme', src: 'theme', systemId: 'theme', input: ({ context }) => context.theme },
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
    {
      id: 'shelfBadge',
      src: 'shelfBadge',
      systemId: 'shelfBadge',
      input: ({ self }) => ({ session: self.system.get('session') as SessionRef }),
    },
  ],
});

export type AppRef = ActorRefFrom<typeof appMachine>;

/** The global actors by system id, for the views' context and for the inputs of the page machines. */
export function appActors(app: AppRef) {
  const children = app.getSnapshot().children;
  return { session: children.session!, toasts: children.toasts!, theme: children.theme!, watchlist: children.watchlist!, shelfBadge: children.shelfBadge! };
}

export type AppActors = ReturnType<typeof appActors>;

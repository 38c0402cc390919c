import { createContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../../machines/session';
import type { themeMachine } from '../../machines/theme';
import type { toastsMachine } from '../../machines/toasts';
import type { watchlistMachine } from '../../machines/watchlist';

/** The app-wide actors, created once by AppProviders and read through the hooks. */
export interface GlobalActors {
  session: ActorRefFrom<typeof sessionMachine>;
  theme: ActorRefFrom<typeof themeMachine>;
  toasts: ActorRefFrom<typeof toastsMachine>;
  watchlist: ActorRefFrom<typeof watchlistMachine>;
}

export const GlobalActorsContext = createContext<GlobalActors | null>(null);

import { useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { appActors, appMachine } from '../../machines/app';
import { readThemeInput, selectTheme } from '../../machines/theme';
import { useDocumentTheme } from '../hooks/useDocumentTheme';
import { useNavigateOn } from '../hooks/useNavigateOn';
import { AppActorsContext } from './contexts';

/**
 * Starts the app's root actor, which runs the global actors (session, theme, toasts, and the watchlist and the shelf
 * badge once first needed) in one actor system where they coordinate among themselves; the views reach them
 * through the context.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const app = useActorRef(appMachine, { input: readThemeInput() });
  const actors = useMemo(() => appActors(app), [app]);
  useNavigateOn(actors.session, 'session.loggedOut', '/');
  useDocumentTheme(useSelector(actors.theme, selectTheme));
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

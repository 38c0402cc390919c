import { useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { sessionMachine, sessionStatus } from '../../machines/session';
import { readThemeInput, themeMachine } from '../../machines/theme';
import { toastsMachine } from '../../machines/toasts';
import { watchlistMachine } from '../../machines/watchlist';
import { darkTheme, lightTheme } from '../../styles/theme.css';
import { GlobalActorsContext, type GlobalActors } from './contexts';

/** Creates the app-wide actors (session, theme, toasts, watchlist) and keeps them in step with each other. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const session = useActorRef(sessionMachine);
  const theme = useActorRef(themeMachine, { input: readThemeInput() });
  const toasts = useActorRef(toastsMachine);
  // Starts anonymous; the session tells it who is there as soon as it knows.
  const watchlist = useActorRef(watchlistMachine, { input: { isAuthenticated: false } });

  const status = useSelector(session, sessionStatus);
  const userId = useSelector(session, (snapshot) => snapshot.context.user?.id ?? null);
  const lastAnnounced = useRef<string | null>(null);
  useEffect(() => {
    if (status === 'loading') return;
    // Re-announce only when who is logged in changes, so a refresh does not reload the same list.
    const key = `${status}:${userId ?? ''}`;
    if (lastAnnounced.current === key) return;
    lastAnnounced.current = key;
    watchlist.send({ type: 'AUTH.CHANGED', isAuthenticated: status === 'authenticated' });
  }, [status, userId, watchlist]);

  useEffect(() => {
    const subscription = watchlist.on('toast', (event) => toasts.send({ type: 'SHOW', kind: event.kind, text: event.text }));
    return () => subscription.unsubscribe();
  }, [watchlist, toasts]);

  useEffect(() => {
    const subscription = session.on('loggedOut', () => navigate('/'));
    return () => subscription.unsubscribe();
  }, [session, navigate]);

  const themeName = useSelector(theme, (snapshot) => snapshot.context.theme);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(lightTheme, themeName === 'light');
    root.classList.toggle(darkTheme, themeName === 'dark');
    root.style.colorScheme = themeName;
  }, [themeName]);

  const actors = useMemo<GlobalActors>(() => ({ session, theme, toasts, watchlist }), [session, theme, toasts, watchlist]);
  return <GlobalActorsContext.Provider value={actors}>{children}</GlobalActorsContext.Provider>;
}

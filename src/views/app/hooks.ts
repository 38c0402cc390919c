import { useCallback, useContext, useEffect, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { Id, User } from '../../api/types';
import { isAdminUser } from '../../domain/constants';
import { sessionStatus, type SessionEvent, type SessionStatus } from '../../machines/session';
import type { ThemeName } from '../../machines/theme';
import { isInWatchlist, type ToastEmitted, type ToastKind, type WatchlistToggleOrigin } from '../../machines/watchlist';
import { GlobalActorsContext, type GlobalActors } from './contexts';

function useGlobalActors(): GlobalActors {
  const actors = useContext(GlobalActorsContext);
  if (actors === null) throw new Error('The app hooks need <AppProviders> above them.');
  return actors;
}

export interface SessionView {
  user: User | null;
  status: SessionStatus;
  isAdmin: boolean;
  /** Suggestions waiting for review (admins only; 0 otherwise). */
  pendingSuggestions: number;
  send: (event: SessionEvent) => void;
}

export function useSession(): SessionView {
  const { session } = useGlobalActors();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const status = useSelector(session, sessionStatus);
  const pendingSuggestions = useSelector(session, (snapshot) => snapshot.context.pendingSuggestions);
  const send = useCallback((event: SessionEvent) => session.send(event), [session]);
  return { user, status, isAdmin: isAdminUser(user), pendingSuggestions, send };
}

export function useToasts(): { show: (kind: ToastKind, text: string) => void } {
  const { toasts } = useGlobalActors();
  const show = useCallback((kind: ToastKind, text: string) => toasts.send({ type: 'SHOW', kind, text }), [toasts]);
  return useMemo(() => ({ show }), [show]);
}

/** Shows every `toast` a machine emits (4 s, success 2 s). */
export function useForwardToasts(actorRef: AnyActorRef | null | undefined): void {
  const { toasts } = useGlobalActors();
  useEffect(() => {
    if (!actorRef) return undefined;
    const subscription = actorRef.on('toast', (event: ToastEmitted) => {
      toasts.send({ type: 'SHOW', kind: event.kind, text: event.text });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, toasts]);
}

export interface WatchlistView {
  ids: Id[];
  isSaved: (recapId: Id) => boolean;
  toggle: (recapId: Id, origin: WatchlistToggleOrigin) => void;
  /** The recap whose add or remove is on its way to the server. */
  pending: Id | null;
}

export function useWatchlist(): WatchlistView {
  // Its toasts are forwarded once by AppProviders: every card uses this hook, and one toggle must show one toast.
  const { watchlist } = useGlobalActors();
  const context = useSelector(watchlist, (snapshot) => snapshot.context);
  const toggle = useCallback(
    (recapId: Id, origin: WatchlistToggleOrigin) => watchlist.send({ type: 'TOGGLE', recapId, origin }),
    [watchlist],
  );
  return useMemo(
    () => ({
      ids: context.ids,
      isSaved: (recapId: Id) => isInWatchlist(context, recapId),
      toggle,
      pending: context.pendingId,
    }),
    [context, toggle],
  );
}

export function useTheme(): { theme: ThemeName; toggle: () => void } {
  const { theme } = useGlobalActors();
  const name = useSelector(theme, (snapshot) => snapshot.context.theme);
  const toggle = useCallback(() => theme.send({ type: 'TOGGLE' }), [theme]);
  return { theme: name, toggle };
}

import { useCallback, useContext, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { Id, User } from '../../api/types';
import { selectLanguageActor, selectShelfBadge, selectWatchlist, type AppActors } from '../../machines/app';
import type { LanguageRef } from '../../machines/language';
import {
  selectIsAdmin,
  selectSessionExpired,
  selectSessionStatus,
  selectUser,
  type SessionEvent,
  type SessionStatus,
} from '../../machines/session';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { selectTheme, type ThemeName } from '../../machines/theme';
// Types only: the watchlist's code loads when it is first needed (src/machines/app.ts).
import type { WatchlistToggleOrigin } from '../../machines/watchlist';
import { AppActorsContext } from './contexts';

/** The global actors, to read with their selectors or to hand to a page machine's input. */
export function useAppActors(): AppActors {
  const actors = useContext(AppActorsContext);
  if (actors === null) throw new Error('No <AppProviders> above this hook.');
  return actors;
}

export interface SessionView {
  user: User | null;
  status: SessionStatus;
  isAdmin: boolean;
  /** The server ended the session (a 401) and the user has not signed in since. */
  expired: boolean;
  /** Asking who is logged in has taken longer than usual (8 s). */
  slow: boolean;
  send: (event: SessionEvent) => void;
}

export function useSession(): SessionView {
  const { session } = useAppActors();
  const user = useSelector(session, selectUser);
  const status = useSelector(session, selectSessionStatus);
  const isAdmin = useSelector(session, selectIsAdmin);
  const expired = useSelector(session, selectSessionExpired);
  const slow = useSelector(session, selectSlow);
  const send = useCallback((event: SessionEvent) => session.send(event), [session]);
  return { user, status, isAdmin, expired, slow, send };
}

export interface WatchlistView {
  ids: Id[];
  isSaved: (recapId: Id) => boolean;
  toggle: (recapId: Id, origin: WatchlistToggleOrigin) => void;
  /** The recap whose add or remove is on its way to the server. */
  pending: Id | null;
}

/** What the watchlist shows before it is in: nothing saved (one array, so the selector's answer stays the same). */
const NOTHING_SAVED: Id[] = [];

export function useWatchlist(): WatchlistView {
  const { app } = useAppActors();
  // No watchlist until a member is there or a button is pressed (its code loads then): nothing saved, nothing pending.
  const watchlist = useSelector(app, selectWatchlist) ?? undefined;
  const ids = useSelector(watchlist, (snapshot) => snapshot?.context.ids ?? NOTHING_SAVED);
  const pending = useSelector(watchlist, (snapshot) => snapshot?.context.pendingId ?? null);
  // The root hands a press to the watchlist, or keeps it until the watchlist is in.
  const toggle = useCallback((recapId: Id, origin: WatchlistToggleOrigin) => app.send({ type: 'watchlist.toggle', recapId, origin }), [app]);
  return useMemo(() => ({ ids, isSaved: (recapId: Id) => ids.includes(recapId), toggle, pending }), [ids, toggle, pending]);
}

export function useTheme(): { theme: ThemeName; toggle: () => void } {
  const { theme } = useAppActors();
  const name = useSelector(theme, selectTheme);
  const toggle = useCallback(() => theme.send({ type: 'theme.toggle' }), [theme]);
  return { theme: name, toggle };
}

/** The language machine once its code is in (just after the first screen); null before. */
export function useLanguageActor(): LanguageRef | null {
  const { app } = useAppActors();
  return useSelector(app, selectLanguageActor);
}

/** How many recaps are new on the member's shelf (the header's badge), and how to ask again. */
export function useShelfBadge(): { count: number; refresh: () => void } {
  const { app } = useAppActors();
  // No badge until a member has been there (its code loads then): nothing new to show.
  const shelfBadge = useSelector(app, selectShelfBadge) ?? undefined;
  const count = useSelector(shelfBadge, (snapshot) => snapshot?.context.count ?? 0);
  const refresh = useCallback(() => shelfBadge?.send({ type: 'badge.refresh' }), [shelfBadge]);
  return { count, refresh };
}

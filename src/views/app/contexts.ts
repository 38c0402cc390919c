import { createContext } from 'react';
import type { AppActors } from '../../machines/app';

/** The app's global actors (session, theme, toasts, watchlist), started once by the root actor in AppProviders. */
export const AppActorsContext = createContext<AppActors | null>(null);

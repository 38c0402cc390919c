import { createContext } from 'react';
import type { AppActors } from '../../machines/app';

/** The app's root actor and its global actors (session, theme, toasts), started once in AppProviders. */
export const AppActorsContext = createContext<AppActors | null>(null);

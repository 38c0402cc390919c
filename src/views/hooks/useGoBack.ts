import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { LANDING_MARK } from '../landingEntry';

/** True when going back would leave the app: the first entry of the tab, or the one the app was opened on. */
function backLeavesApp(history: History): boolean {
  const state: unknown = history.state;
  return history.length <= 1 || (typeof state === 'object' && state !== null && (state as Record<string, unknown>)[LANDING_MARK] === true);
}

/**
 * Back to the page of the app the user came from; a page opened directly (its own entry is the landing one)
 * goes to `fallback` instead, so Save or Cancel never leaves the app.
 */
export function useGoBack(fallback = '/'): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (!backLeavesApp(window.history)) window.history.back();
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}

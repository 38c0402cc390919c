import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withRecap } from '../../domain/recapAddress';

/** Marks a history entry the dialog pushed, so closing it goes Back to the list instead of adding an entry. */
export const DIALOG_ENTRY = 'recapshelfRecapDialog';

/**
 * Opens a recap known only by its id (a coverage bar, "Continue from chapter N") the way a card does: a new
 * history entry naming it, which the page's dialog follows (`useRecapAddress`, which loads with the dialog), so
 * Back closes it and a reload opens it again.
 */
export function useOpenRecap(): (recapId: number) => void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return useCallback((recapId: number) => navigate(withRecap(path, search, recapId), { state: { [DIALOG_ENTRY]: true } }), [navigate, path, search]);
}

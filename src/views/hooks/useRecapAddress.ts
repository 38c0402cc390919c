import { useCallback, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { recapParam, withRecap } from '../../domain/recapAddress';
import type { recapDetailMachine } from '../../machines/recapDetail';

/** Marks a history entry the dialog pushed, so closing it goes Back to the list instead of adding an entry. */
const DIALOG_ENTRY = 'recapshelfRecapDialog';

function entryIsTheDialogs(history: History): boolean {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[DIALOG_ENTRY] === true;
}

/**
 * Keeps the open recap in the address (`?recap=<id>`, src/domain/recapAddress.ts), the one way a recap dialog
 * opens and closes whatever opened it. The address tells the dialog each value it takes, the first one too (a
 * shared link, a reload, `useOpenRecap`); the dialog tells the address when a card opened it (a new entry) and
 * when the person closed it: Back when the entry is the dialog's own, else the entry is replaced by the list's
 * address, so closing never leaves the site.
 */
export function useRecapAddress(detail: ActorRefFrom<typeof recapDetailMachine>): void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const recap = recapParam(search);

  useEffect(() => {
    detail.send({ type: 'address.change', recap });
  }, [detail, recap]);

  useEffect(() => {
    const opened = detail.on('dialog.opened', (event) => navigate(withRecap(path, search, event.recapId), { state: { [DIALOG_ENTRY]: true } }));
    const closed = detail.on('dialog.closed', () => {
      if (entryIsTheDialogs(window.history)) window.history.back();
      else navigate(withRecap(path, search, null), { replace: true });
    });
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [detail, navigate, path, search]);
}

/**
 * Opens a recap known only by its id (a coverage bar, "Continue from chapter N") the way a card does: a new
 * history entry naming it, which the page's dialog follows (`useRecapAddress`), so Back closes it and a reload
 * opens it again.
 */
export function useOpenRecap(): (recapId: number) => void {
  const search = useSearch();
  const [path, navigate] = useLocation();
  return useCallback((recapId: number) => navigate(withRecap(path, search, recapId), { state: { [DIALOG_ENTRY]: true } }), [navigate, path, search]);
}

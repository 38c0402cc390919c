import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { recapParam, withRecap } from '../../domain/recapAddress';
import type { recapDetailMachine } from '../../machines/recapDetail';
// The first screen opens recaps (useOpenRecap) before this hook's dialog has loaded.
import { DIALOG_ENTRY } from './useOpenRecap';

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

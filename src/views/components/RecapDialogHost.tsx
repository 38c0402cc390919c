import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useImperativeHandle, type Ref } from 'react';
import type { Recap } from '../../api/types';
import { recapDetailMachine, selectDetailOpen } from '../../machines/recapDetail';
import type { RecapListRef } from '../../machines/shared/recapPatch';
import { useAppActors, useSession } from '../app/hooks';
import { lazyPage } from '../app/lazyPage';
import { useRecapAddress } from '../hooks/useRecapAddress';
import { DialogLoading } from './DialogLoading';

// The dialog itself (with Radix and the suggestion form) loads on the first open.
const RecapDetailDialog = lazyPage(() => import('./RecapDetailDialog'), 'RecapDetailDialog');

/** What a list asks of its dialog: open this card's recap. */
export interface RecapDialogHandle {
  open: (recap: Recap) => void;
}

/**
 * A recap list's dialog: its machine, which follows the address (`?recap=<id>`) and the session and patches
 * the list's rated recap, and the dialog once it is open. It loads just after the list's first screen, which
 * needs none of it; the list opens a card through `handle`.
 */
export function RecapDialogHost({ list, handle }: { list: RecapListRef; handle: Ref<RecapDialogHandle> }) {
  const { session, toasts } = useAppActors();
  const { status } = useSession();
  const detail = useActorRef(recapDetailMachine, { input: { session, toasts, list, isAuthenticated: status === 'authenticated' } });
  const open = useSelector(detail, selectDetailOpen);
  useRecapAddress(detail);
  useImperativeHandle(handle, () => ({ open: (recap) => detail.send({ type: 'dialog.open', recap }) }), [detail]);
  return open ? (
    <Suspense fallback={<DialogLoading />}>
      <RecapDetailDialog actorRef={detail} list={list} />
    </Suspense>
  ) : null;
}

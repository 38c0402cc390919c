import * as Dialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectDeactivating,
  selectDeactivationDialogOpen,
  selectDeactivationTarget,
  type channelDeactivationMachine,
} from '../../machines/channelDeactivation';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import { useReturnFocus } from '../hooks/useReturnFocus';

interface DeactivateChannelDialogProps {
  /** The page's deactivation actor: the dialog shows its question and sends it the answer. */
  deactivation: ActorRefFrom<typeof channelDeactivationMachine>;
}

export function DeactivateChannelDialog({ deactivation }: DeactivateChannelDialogProps) {
  const { _ } = useLingui();
  const channel = useSelector(deactivation, selectDeactivationTarget);
  const busy = useSelector(deactivation, selectDeactivating);
  const open = useSelector(deactivation, selectDeactivationDialogOpen);
  const cancel = () => deactivation.send({ type: 'dialog.close' });
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open={open && channel !== null}
      onOpenChange={(next) => {
        if (!next && !busy) cancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} {...returnFocus}>
          <Dialog.Title className={styles.dialogTitle}>{_('channels.deactivateTitle')}</Dialog.Title>
          <Dialog.Description>{channel ? _('channels.deactivateQuestion', { name: channel.name }) : ''}</Dialog.Description>
          <div className={styles.dialogActions}>
            <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={cancel}>
              {_('channels.cancel')}
            </button>
            <button type="button" className={button({ variant: 'danger' })} disabled={busy} onClick={() => deactivation.send({ type: 'dialog.confirm' })}>
              {busy ? _('channels.deactivating') : _('channels.deactivate')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { deactivationQuestion, type DeactivationTarget } from '../../machines/channelDeactivation';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

interface DeactivateChannelDialogProps {
  channel: DeactivationTarget | null;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeactivateChannelDialog({ channel, open, busy, onConfirm, onCancel }: DeactivateChannelDialogProps) {
  return (
    <Dialog.Root
      open={open && channel !== null}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>Deactivate Channel</Dialog.Title>
          <Dialog.Description>{channel ? deactivationQuestion(channel) : ''}</Dialog.Description>
          <div className={styles.dialogActions}>
            <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className={button({ variant: 'danger' })} disabled={busy} onClick={onConfirm}>
              {busy ? 'Deactivating...' : 'Deactivate'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

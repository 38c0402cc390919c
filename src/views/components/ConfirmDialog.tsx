import * as Dialog from '@radix-ui/react-dialog';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import { useReturnFocus } from '../hooks/useReturnFocus';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  question: string;
  /** The confirming button's text, and its text while the action is sent. */
  action: string;
  busyAction: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be taken back; Escape, an outside click and Cancel all cancel. */
export function ConfirmDialog({ open, title, question, action, busyAction, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} {...returnFocus}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <Dialog.Description>{question}</Dialog.Description>
          <div className={styles.dialogActions}>
            <button type="button" className={button({ variant: 'secondary' })} disabled={busy} onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className={button({ variant: 'danger' })} disabled={busy} onClick={onConfirm}>
              {busy ? busyAction : action}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { useLingui } from '@lingui/react';
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { KEYBOARD_SHORTCUTS } from '../../domain/shortcuts';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import * as shell from '../../styles/shortcuts.css';

/**
 * The list of keyboard shortcuts, in a dialog. It loads when first opened (KeyboardShortcuts), so Radix Dialog
 * is not part of the first screen's code.
 */
export function ShortcutsHelpDialog({ contentId, opener, onClose }: {
  contentId: string;
  /** The page foot's button: focus goes back to it on close, as it would to a Radix trigger. */
  opener: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const { _ } = useLingui();
  return (
    <Dialog.Root open onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={contentId}
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>{_('shortcuts.title')}</Dialog.Title>
          <Dialog.Description>{_('shortcuts.description')}</Dialog.Description>
          <dl className={shell.shortcutList}>
            {KEYBOARD_SHORTCUTS.map((shortcut) => (
              <div key={shortcut.keys} className={shell.shortcutRow}>
                <dt>
                  <kbd className={shell.shortcutKey}>{shortcut.keys}</kbd>
                </dt>
                <dd className={shell.shortcutAction}>{_(shortcut.message)}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.dialogActions}>
            <Dialog.Close className={button({ variant: 'secondary' })}>{_('shortcuts.close')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { KEYBOARD_SHORTCUTS } from '../../domain/shortcuts';
import { selectShortcutsHelpOpen, shortcutsHelpMachine } from '../../machines/shortcutsHelp';
import { useKeyboardShortcuts } from '../hooks/useKeyboardShortcuts';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';
import * as shell from '../../styles/shell.css';

/**
 * The app-wide keyboard shortcuts, the page foot that says they exist (a shortcut nobody knows of is no help),
 * and the dialog that lists them.
 */
export function KeyboardShortcuts() {
  const help = useActorRef(shortcutsHelpMachine);
  const open = useSelector(help, selectShortcutsHelpOpen);
  const showHelp = useCallback(() => help.send({ type: 'dialog.open' }), [help]);
  useKeyboardShortcuts(showHelp);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => help.send({ type: next ? 'dialog.open' : 'dialog.close' })}>
      <footer className={shell.footer}>
        <Dialog.Trigger className={button({ variant: 'ghost', size: 'sm' })}>Keyboard shortcuts (?)</Dialog.Trigger>
      </footer>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>Keyboard shortcuts</Dialog.Title>
          <Dialog.Description>They work anywhere except while you type in a field.</Dialog.Description>
          <dl className={shell.shortcutList}>
            {KEYBOARD_SHORTCUTS.map((shortcut) => (
              <div key={shortcut.keys} className={shell.shortcutRow}>
                <dt>
                  <kbd className={shell.shortcutKey}>{shortcut.keys}</kbd>
                </dt>
                <dd className={shell.shortcutAction}>{shortcut.action}</dd>
              </div>
            ))}
          </dl>
          <div className={styles.dialogActions}>
            <Dialog.Close className={button({ variant: 'secondary' })}>Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

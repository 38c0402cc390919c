import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useId, useRef } from 'react';
import { selectShortcutsHelpOpen, shortcutsHelpMachine } from '../../machines/shortcutsHelp';
import { useKeyboardShortcuts } from '../hooks/useKeyboardShortcuts';
import { button } from '../../styles/recipes.css';
import * as shell from '../../styles/shortcuts.css';
import { lazyPage } from './lazyPage';
import { LoadBoundary } from './LoadBoundary';

// The help dialog (and Radix Dialog with it) loads when first opened, not with the first screen.
const ShortcutsHelpDialog = lazyPage(() => import('./ShortcutsHelpDialog'), 'ShortcutsHelpDialog');

/**
 * The app-wide keyboard shortcuts, the page foot that says they exist (a shortcut nobody knows of is no help),
 * and the dialog that lists them.
 */
export function KeyboardShortcuts() {
  const { _ } = useLingui();
  const help = useActorRef(shortcutsHelpMachine);
  const open = useSelector(help, selectShortcutsHelpOpen);
  const showHelp = useCallback(() => help.send({ type: 'dialog.open' }), [help]);
  useKeyboardShortcuts(showHelp);
  const opener = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  return (
    <>
      <footer className={shell.footer}>
        {/* What a Radix trigger says of its dialog, so the button reads the same before the dialog's code is in. */}
        <button
          ref={opener}
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={contentId}
          data-state={open ? 'open' : 'closed'}
          // A Radix trigger toggles; so this one can close help whose code failed to load, and the next opening tries again.
          onClick={() => help.send({ type: open ? 'dialog.close' : 'dialog.open' })}
        >
          {_('shortcuts.open')}
        </button>
      </footer>
      {open && (
        // Help that cannot load (the server is down) leaves the page as it was.
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ShortcutsHelpDialog contentId={contentId} opener={opener} onClose={() => help.send({ type: 'dialog.close' })} />
          </Suspense>
        </LoadBoundary>
      )}
    </>
  );
}

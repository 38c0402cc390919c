/**
 * The keyboard shortcuts, as the help dialog lists them (src/views/hooks/useKeyboardShortcuts.ts keeps them): each
 * key with what it does, in English, and the message that says it in the reader's language.
 */
export const KEYBOARD_SHORTCUTS: readonly { keys: string; action: string; message: string }[] = [
  { keys: '/', action: 'Focus the search box', message: /*i18n*/ 'shortcuts.focusSearch' },
  { keys: 'j', action: 'Next card', message: /*i18n*/ 'shortcuts.nextCard' },
  { keys: 'k', action: 'Previous card', message: /*i18n*/ 'shortcuts.previousCard' },
  { keys: 'Enter', action: 'Open the focused card', message: /*i18n*/ 'shortcuts.openCard' },
  { keys: 'w', action: 'Mark the open or focused recap watched or not (members)', message: /*i18n*/ 'shortcuts.markWatched' },
  { keys: 'Esc', action: 'Close a dialog', message: /*i18n*/ 'shortcuts.closeDialog' },
  { keys: '?', action: 'Show these shortcuts', message: /*i18n*/ 'shortcuts.showHelp' },
];

/**
 * The controls a shortcut presses, named by their `data-shortcut` attribute: `w` presses the watched toggle of
 * the open dialog, else the one of the focused card.
 */
export const SHORTCUT_TARGET = { watched: 'watched' } as const;

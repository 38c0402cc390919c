/** The keyboard shortcuts, as the help dialog lists them (src/views/hooks/useKeyboardShortcuts.ts keeps them). */
export const KEYBOARD_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: '/', action: 'Focus the search box' },
  { keys: 'j', action: 'Next card' },
  { keys: 'k', action: 'Previous card' },
  { keys: 'Enter', action: 'Open the focused card' },
  { keys: 'w', action: 'Mark the open or focused recap watched or not (members)' },
  { keys: 'Esc', action: 'Close a dialog' },
  { keys: '?', action: 'Show these shortcuts' },
];

/**
 * The controls a shortcut presses, named by their `data-shortcut` attribute: `w` presses the watched toggle of
 * the open dialog, else the one of the focused card.
 */
export const SHORTCUT_TARGET = { watched: 'watched' } as const;

/** The keyboard shortcuts, as the help dialog lists them (src/views/hooks/useKeyboardShortcuts.ts keeps them). */
export const KEYBOARD_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: '/', action: 'Focus the search box' },
  { keys: 'j', action: 'Next card' },
  { keys: 'k', action: 'Previous card' },
  { keys: 'Enter', action: 'Open the focused card' },
  { keys: 'Esc', action: 'Close a dialog' },
  { keys: '?', action: 'Show these shortcuts' },
];

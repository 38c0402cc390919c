import { setup, type SnapshotFrom } from 'xstate';

/** The keyboard shortcuts' help dialog: `?` opens it, Esc or Close closes it. */
export const shortcutsHelpMachine = setup({
  types: { events: {} as { type: 'dialog.open' } | { type: 'dialog.close' } },
}).createMachine({
  id: 'shortcutsHelp',
  initial: 'closed',
  states: {
    closed: { on: { 'dialog.open': 'open' } },
    open: { on: { 'dialog.close': 'closed' } },
  },
});

export const selectShortcutsHelpOpen = (snapshot: SnapshotFrom<typeof shortcutsHelpMachine>) => snapshot.matches('open');

import { setup, type SnapshotFrom } from 'xstate';

/** The keyboard shortcuts' help dialog: `?` opens it, Esc or Close closes it. */
// Stryker disable next-line ObjectLiteral: setup holds types only; nothing of it runs
export const shortcutsHelpMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; nothing of it runs
  types: { events: {} as { type: 'dialog.open' } | { type: 'dialog.close' } },
}).createMachine({
  // Stryker disable next-line StringLiteral: no target names the machine by its id
  id: 'shortcutsHelp',
  initial: 'closed',
  states: {
    closed: { on: { 'dialog.open': 'open' } },
    open: { on: { 'dialog.close': 'closed' } },
  },
});

export const selectShortcutsHelpOpen = (snapshot: SnapshotFrom<typeof shortcutsHelpMachine>) => snapshot.matches('open');

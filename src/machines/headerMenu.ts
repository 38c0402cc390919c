import { setup, type SnapshotFrom } from 'xstate';

/** A click outside the menu and the Escape key mean the same thing: `menu.close`. */
export type HeaderMenuEvent = { type: 'menu.toggle' } | { type: 'route.changed' } | { type: 'menu.close' };

/** The small-screen navigation menu: hidden behind a button, closed again by moving on. */
// Stryker disable next-line ObjectLiteral: setup holds types only; nothing of it runs
export const headerMenuMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; nothing of it runs
  types: { events: {} as HeaderMenuEvent },
}).createMachine({
  // Stryker disable next-line StringLiteral: no target names the machine by its id
  id: 'headerMenu',
  initial: 'collapsed',
  states: {
    collapsed: {
      on: { 'menu.toggle': 'open' },
    },
    open: {
      on: {
        'menu.toggle': 'collapsed',
        'route.changed': 'collapsed',
        'menu.close': 'collapsed',
      },
    },
  },
});

export function selectMenuOpen(snapshot: SnapshotFrom<typeof headerMenuMachine>): boolean {
  return snapshot.matches('open');
}

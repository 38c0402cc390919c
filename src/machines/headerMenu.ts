import { setup, type SnapshotFrom } from 'xstate';

/** A click outside the menu and the Escape key mean the same thing: `menu.close`. */
export type HeaderMenuEvent = { type: 'menu.toggle' } | { type: 'route.changed' } | { type: 'menu.close' };

/** The small-screen navigation menu: hidden behind a button, closed again by moving on. */
export const headerMenuMachine = setup({
  types: { events: {} as HeaderMenuEvent },
}).createMachine({
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

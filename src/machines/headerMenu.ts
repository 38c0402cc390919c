import { setup } from 'xstate';

export type HeaderMenuEvent = { type: 'TOGGLE' } | { type: 'ROUTE.CHANGED' } | { type: 'OUTSIDE_CLICK' } | { type: 'ESCAPE' };

/** The small-screen navigation menu: hidden behind a button, closed again by moving on. */
export const headerMenuMachine = setup({
  types: { events: {} as HeaderMenuEvent },
}).createMachine({
  id: 'headerMenu',
  initial: 'collapsed',
  states: {
    collapsed: {
      on: { TOGGLE: 'open' },
    },
    open: {
      on: {
        TOGGLE: 'collapsed',
        'ROUTE.CHANGED': 'collapsed',
        OUTSIDE_CLICK: 'collapsed',
        ESCAPE: 'collapsed',
      },
    },
  },
});

import { setup } from 'xstate';
import { waitsForAnswer } from './shared/slowAnswer';

/**
 * A page whose code is on its way (a lazy chunk): after 8 s it says so and offers Try Again, which asks for the
 * code once more while the first request keeps running, so the page shows when either arrives. The asking is
 * the view's (`loadWaitingPagesAgain`); this machine keeps the wait, so no view holds a timer.
 */
export const pageChunkMachine = setup({
  types: { events: {} as { type: 'request.retry' } },
}).createMachine({
  id: 'pageChunk',
  initial: 'loading',
  states: {
    loading: { ...waitsForAnswer('#pageChunk.loading') },
  },
});

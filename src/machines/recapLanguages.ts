import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fetchRecapLanguageCounts } from '../api/recaps';
import type { LanguageCount } from '../api/types';

/**
 * The languages the recap filter offers, with how many recaps each has. Until they are known, or when the call
 * fails, the filter falls back to its full list (null here), so a failure never empties the control.
 */
export const recapLanguagesMachine = setup({
  types: {
    context: {} as { counts: LanguageCount[] | null },
  },
  actors: {
    loadCounts: fromPromise<LanguageCount[]>(() => fetchRecapLanguageCounts()),
  },
}).createMachine({
  id: 'recapLanguages',
  context: { counts: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCounts',
        src: 'loadCounts',
        onDone: { target: 'ready', actions: assign({ counts: ({ event }) => event.output }) },
        onError: { target: 'ready' },
      },
    },
    ready: {},
  },
});

export function selectLanguageCounts(snapshot: SnapshotFrom<typeof recapLanguagesMachine>): LanguageCount[] | null {
  return snapshot.context.counts;
}

import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fetchRecaps } from '../api/recaps';
import type { Recap } from '../api/types';

/**
 * A video pasted into a list's search that the list does not show: its recap is looked for once in the whole
 * catalogue (by the video id, with no filter), so the list can say which filter hides it and open it anyway.
 */
export const pastedVideoMachine = setup({
  types: {
    context: {} as { videoId: string; recap: Recap | null },
    input: {} as { videoId: string },
  },
  actors: {
    findRecap: fromPromise<Recap | null, { videoId: string }>(async ({ input }) => {
      const page = await fetchRecaps({ page: 1, search: input.videoId });
      return page.data.find((recap) => recap.video_id === input.videoId) ?? null;
    }),
  },
}).createMachine({
  id: 'pastedVideo',
  context: ({ input }) => ({ videoId: input.videoId, recap: null }),
  initial: 'looking',
  states: {
    looking: {
      invoke: {
        id: 'findRecap',
        src: 'findRecap',
        input: ({ context }) => ({ videoId: context.videoId }),
        onDone: { target: 'settled', actions: assign({ recap: ({ event }) => event.output }) },
        // The list's own "No recaps found" stands: a failed look-up adds nothing to it.
        onError: { target: 'settled' },
      },
    },
    settled: {},
  },
});

export function selectPastedRecap(snapshot: SnapshotFrom<typeof pastedVideoMachine>): Recap | null {
  return snapshot.context.recap;
}

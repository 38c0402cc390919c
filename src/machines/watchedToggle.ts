import { assertEvent, assign, emit, fromCallback, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { markWatched, unmarkWatched } from '../api/watched';
import type { Id, WatchedResponse } from '../api/types';
import type { RecapListRef } from './shared/recapPatch';
import { message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';
import { videoVisits } from './shared/videoVisits';

/** The failure toast's English (its message, `recap.watched.failed`, says it in the reader's language). */
export const WATCHED_TEXT = {
  failed: 'Your watched mark could not be saved. Please try again.',
} as const;

export interface WatchedToggleInput {
  toasts: ToastsRef;
  /** The list the recap is in: its card dims (or brightens) with the mark, and a mark it says is followed. */
  list: RecapListRef;
  recapId: Id;
  /** Whether the member had marked it watched, as the recap's answer says. */
  watched: boolean;
  /** The dialog's toggle: it hears the member leave for the video and come back, and offers the mark. */
  followsVideo?: boolean;
}

type WatchedToggleContext = WatchedToggleInput;

export type WatchedToggleEvent =
  | { type: 'watched.toggle' }
  /** The list says the recap's mark anew, changed elsewhere (the dialog marked it, the list was loaded again). */
  | { type: 'recap.loaded'; watched: boolean }
  /** The member opened the video on YouTube (a new tab) from the dialog. */
  | { type: 'video.opened' }
  /** The page is in sight again (the member came back to the tab). */
  | { type: 'page.returned' }
  /** "Not now" on the offer to mark the recap watched. */
  | { type: 'offer.dismiss' };

/** What the toggle tells whoever shows it once the server has kept a mark (the dialog's offers listen). */
export type WatchedToggleEmitted = { type: 'watched.saved'; recapId: Id; watched: boolean };

/**
 * Follows what a list says of one recap's mark: each change of it (the dialog's toggle patched the list, a page
 * loaded again) is `recap.loaded`. A list that does not hold the recap (a dialog opened from a shared link) says
 * nothing of it.
 */
export const listedMark = fromCallback<{ type: 'recap.loaded'; watched: boolean }, { list: RecapListRef; recapId: Id; watched: boolean }>(
  ({ input, sendBack }) => {
    let known = input.watched;
    const follow = (snapshot: ReturnType<RecapListRef['getSnapshot']>) => {
      const listed = snapshot.context.items.find((recap) => recap.id === input.recapId);
      if (!listed || listed.watched === known) return;
      known = listed.watched;
      sendBack({ type: 'recap.loaded', watched: known });
    };
    follow(input.list.getSnapshot());
    const subscription = input.list.subscribe(follow);
    return () => subscription.unsubscribe();
  },
);

/**
 * A member's watched mark on one recap (a card's or the dialog's toggle). The mark changes at once, the card
 * with it, so the press feels answered; a request the server refuses puts it back and says so. A member who
 * opened the video on YouTube and comes back to the page is offered to mark it watched (once per opening, and
 * never for a recap already watched).
 */
export const watchedToggleMachine = setup({
  types: {
    context: {} as WatchedToggleContext,
    events: {} as WatchedToggleEvent,
    input: {} as WatchedToggleInput,
    emitted: {} as WatchedToggleEmitted,
  },
  actors: {
    videoVisits,
    listedMark,
    saveWatched: fromPromise<WatchedResponse, { recapId: Id; watched: boolean }>(({ input }) =>
      input.watched ? markWatched(input.recapId) : unmarkWatched(input.recapId),
    ),
  },
  guards: {
    notWatched: ({ context }) => !context.watched,
  },
  actions: {
    flip: assign({ watched: ({ context }) => !context.watched }),
    takeLoaded: assign({
      watched: ({ event }) => {
        assertEvent(event, 'recap.loaded');
        return event.watched;
      },
    }),
    takeAnswer: assign({ watched: ({ event }) => (event as unknown as { output: WatchedResponse }).output.watched }),
    tellList: sendTo(
      ({ context }) => context.list,
      ({ context }) => ({ type: 'item.patch' as const, id: context.recapId, changes: { watched: context.watched } }),
    ),
    tellSaved: emit(({ context }) => ({ type: 'watched.saved' as const, recapId: context.recapId, watched: context.watched })),
    tellFailure: sendTo(({ context }) => context.toasts, toastMessage('error', message('recap.watched.failed'))),
  },
}).createMachine({
  id: 'watchedToggle',
  context: ({ input }) => input,
  invoke: [
    { id: 'videoVisits', src: 'videoVisits', input: ({ context }) => ({ recapId: context.recapId, enabled: context.followsVideo === true }) },
    // The mark as the list says it, which another toggle of the same recap may have changed.
    { id: 'listedMark', src: 'listedMark', input: ({ context }) => ({ list: context.list, recapId: context.recapId, watched: context.watched }) },
  ],
  initial: 'idle',
  states: {
    idle: {
      initial: 'quiet',
      on: {
        // From the offer too: its "Mark watched" is this press.
        'watched.toggle': { target: 'saving', actions: ['flip', 'tellList'] },
        // A mark set elsewhere answers the offer.
        'recap.loaded': { target: '.quiet', actions: 'takeLoaded' },
      },
      states: {
        quiet: {
          on: { 'video.opened': { guard: 'notWatched', target: 'away' } },
        },
        // The video is open in another tab: the offer waits until the member is back.
        away: {
          on: { 'page.returned': { target: 'offering' } },
        },
        offering: {
          on: { 'offer.dismiss': { target: 'quiet' } },
        },
      },
    },
    // Presses wait for the answer (the control is busy), so two requests never race.
    saving: {
      invoke: {
        id: 'saveWatched',
        src: 'saveWatched',
        input: ({ context }) => ({ recapId: context.recapId, watched: context.watched }),
        onDone: { target: 'idle', actions: ['takeAnswer', 'tellList', 'tellSaved'] },
        onError: { target: 'idle', actions: ['flip', 'tellList', 'tellFailure'] },
      },
    },
  },
});

type WatchedToggleSnapshot = SnapshotFrom<typeof watchedToggleMachine>;

export function selectWatched(snapshot: WatchedToggleSnapshot): boolean {
  return snapshot.context.watched;
}

export function selectWatchedSaving(snapshot: WatchedToggleSnapshot): boolean {
  return snapshot.matches('saving');
}

/** Back from YouTube: the offer to mark the recap watched shows. */
export function selectOffersMark(snapshot: WatchedToggleSnapshot): boolean {
  return snapshot.matches({ idle: 'offering' });
}

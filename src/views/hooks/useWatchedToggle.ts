import { useActorRef } from '@xstate/react';
import type { Id, Recap } from '../../api/types';
import type { RecapListRef } from '../../machines/shared/recapPatch';
import { watchedToggleMachine } from '../../machines/watchedToggle';
import type { ToastsRef } from '../../machines/shared/toast';
import { VIDEO_LINK_ATTRIBUTE } from '../../machines/shared/videoVisits';

/** What marks a link that opens a recap's video on YouTube, so its toggle hears that the member went to watch it. */
export function videoLinkProps(recapId: Id): Record<typeof VIDEO_LINK_ATTRIBUTE, string> {
  return { [VIDEO_LINK_ATTRIBUTE]: String(recapId) };
}

interface WatchedToggleOptions {
  /** The dialog's toggle: offers the mark when the member comes back from the video's tab. */
  offerOnReturn?: boolean;
}

/**
 * The watched toggle's actor for one recap. Its machine follows the recap's mark in the list itself (the dialog's
 * toggle patched this card's recap, the list was loaded again: `listedMark`), hears the member leave for the video
 * and come back (`videoVisits`), and the reading-place offer hears the marks it keeps (`watched.saved`).
 */
export function useWatchedToggle(recap: Recap, list: RecapListRef, toasts: ToastsRef, { offerOnReturn = false }: WatchedToggleOptions = {}) {
  return useActorRef(watchedToggleMachine, { input: { toasts, list, recapId: recap.id, watched: recap.watched, followsVideo: offerOnReturn } });
}

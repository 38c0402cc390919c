import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { Id, Recap } from '../../api/types';
import type { RecapPatchTarget } from '../../machines/shared/recapPatch';
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
 * The watched toggle's actor for one recap. It follows the recap's mark as the list says it (the dialog's
 * toggle patched this card's recap); the dialog's machine hears the member leave for the video and come back
 * itself (`videoVisits`), and the reading-place offer hears the marks it keeps (`watched.saved`).
 */
export function useWatchedToggle(recap: Recap, list: RecapPatchTarget, toasts: ToastsRef, { offerOnReturn = false }: WatchedToggleOptions = {}) {
  const actorRef = useActorRef(watchedToggleMachine, { input: { toasts, list, recapId: recap.id, watched: recap.watched, followsVideo: offerOnReturn } });

  useEffect(() => {
    actorRef.send({ type: 'recap.loaded', watched: recap.watched });
  }, [actorRef, recap.watched]);

  return actorRef;
}

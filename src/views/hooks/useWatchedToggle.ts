import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { Id, Recap } from '../../api/types';
import type { RecapPatchTarget } from '../../machines/shared/recapPatch';
import { watchedToggleMachine, type WatchedToggleEmitted } from '../../machines/watchedToggle';
import type { ToastsRef } from '../../machines/shared/toast';

/** What marks a link that opens a recap's video on YouTube, so its toggle hears that the member went to watch it. */
export function videoLinkProps(recapId: Id): { 'data-video-link': string } {
  return { 'data-video-link': String(recapId) };
}

interface WatchedToggleOptions {
  /** Told once the server has kept a mark. */
  onSaved?: (event: WatchedToggleEmitted) => void;
  /** The dialog's toggle: offers the mark when the member comes back from the video's tab. */
  offerOnReturn?: boolean;
}

/**
 * The watched toggle's actor for one recap. It follows the recap's mark as the list says it (the dialog's
 * toggle patched this card's recap), tells `onSaved` of each mark the server kept, and, for the dialog, tells
 * the machine when a link to the video is followed and when the page is in sight again.
 */
export function useWatchedToggle(recap: Recap, list: RecapPatchTarget, toasts: ToastsRef, { onSaved, offerOnReturn = false }: WatchedToggleOptions = {}) {
  const actorRef = useActorRef(watchedToggleMachine, { input: { toasts, list, recapId: recap.id, watched: recap.watched } });

  useEffect(() => {
    actorRef.send({ type: 'recap.loaded', watched: recap.watched });
  }, [actorRef, recap.watched]);

  useEffect(() => {
    if (!onSaved) return undefined;
    const subscription = actorRef.on('watched.saved', onSaved);
    return () => subscription.unsubscribe();
  }, [actorRef, onSaved]);

  useEffect(() => {
    if (!offerOnReturn) return undefined;
    const videoLink = `[data-video-link="${recap.id}"]`;
    // A click or a middle click: either opens the video in another tab.
    const onOpen = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(videoLink)) actorRef.send({ type: 'video.opened' });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') actorRef.send({ type: 'page.returned' });
    };
    document.addEventListener('click', onOpen);
    document.addEventListener('auxclick', onOpen);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('click', onOpen);
      document.removeEventListener('auxclick', onOpen);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [actorRef, offerOnReturn, recap.id]);

  return actorRef;
}

import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import type { Recap } from '../../api/types';
import type { RecapPatchTarget } from '../../machines/shared/recapPatch';
import { watchedToggleMachine, type WatchedToggleEmitted } from '../../machines/watchedToggle';
import type { ToastsRef } from '../../machines/shared/toast';

/**
 * The watched toggle's actor for one recap. It follows the recap's mark as the list says it (the dialog's
 * toggle patched this card's recap), and tells `onSaved` of each mark the server kept.
 */
export function useWatchedToggle(recap: Recap, list: RecapPatchTarget, toasts: ToastsRef, onSaved?: (event: WatchedToggleEmitted) => void) {
  const actorRef = useActorRef(watchedToggleMachine, { input: { toasts, list, recapId: recap.id, watched: recap.watched } });

  useEffect(() => {
    actorRef.send({ type: 'recap.loaded', watched: recap.watched });
  }, [actorRef, recap.watched]);

  useEffect(() => {
    if (!onSaved) return undefined;
    const subscription = actorRef.on('watched.saved', onSaved);
    return () => subscription.unsubscribe();
  }, [actorRef, onSaved]);

  return actorRef;
}

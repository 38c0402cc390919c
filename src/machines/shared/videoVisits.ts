import { fromCallback } from 'xstate';
import type { Id } from '../../api/types';

/** The attribute that marks a link opening a recap's video on YouTube (its value: the recap's id). */
export const VIDEO_LINK_ATTRIBUTE = 'data-video-link';

type VideoVisitEvent = { type: 'video.opened' } | { type: 'page.returned' };

/**
 * Hears the member leave for a recap's video and come back: a click (or middle click) on a link marked with
 * VIDEO_LINK_ATTRIBUTE for this recap is `video.opened`, the page in sight again is `page.returned`. Does nothing
 * when not `enabled` (a card's toggle offers nothing) or where there is no page.
 */
export const videoVisits = fromCallback<VideoVisitEvent, { recapId: Id; enabled: boolean }>(({ input, sendBack }) => {
  if (!input.enabled || typeof document === 'undefined') return undefined;
  const videoLink = `[${VIDEO_LINK_ATTRIBUTE}="${input.recapId}"]`;
  const onOpen = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(videoLink)) sendBack({ type: 'video.opened' });
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') sendBack({ type: 'page.returned' });
  };
  document.addEventListener('click', onOpen);
  document.addEventListener('auxclick', onOpen);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    document.removeEventListener('click', onOpen);
    document.removeEventListener('auxclick', onOpen);
    document.removeEventListener('visibilitychange', onVisibility);
  };
});

import type { Recap } from '../../api/types';
import type { RecapListRef } from '../../machines/shared/recapPatch';
import { useAppActors } from '../app/hooks';
import { useWatchedToggle } from '../hooks/useWatchedToggle';
import { WatchedToggleButton } from './WatchedToggleButton';

/**
 * A member's watched toggle on a recap card. Members only: it loads after the first screen, with its machine,
 * so a visitor never downloads it.
 */
export function WatchedToggle({ recap, list }: { recap: Recap; list: RecapListRef }) {
  const { toasts } = useAppActors();
  const actorRef = useWatchedToggle(recap, list, toasts);
  return <WatchedToggleButton actorRef={actorRef} size="sm" />;
}

import { useSelector } from '@xstate/react';
import type { Recap } from '../../api/types';
import type { RecapPatchTarget } from '../../machines/shared/recapPatch';
import { selectWatched, selectWatchedSaving, type WatchedToggleEmitted } from '../../machines/watchedToggle';
import { SHORTCUT_TARGET } from '../../domain/shortcuts';
import { useAppActors } from '../app/hooks';
import { useWatchedToggle } from '../hooks/useWatchedToggle';
import { button } from '../../styles/recipes.css';

interface WatchedToggleProps {
  recap: Recap;
  /** The list the recap is in: its card dims with the mark. */
  list: RecapPatchTarget;
  size: 'sm' | 'md';
  /** Told once the server has kept a mark (the dialog offers what follows from it). */
  onSaved?: (event: WatchedToggleEmitted) => void;
}

/**
 * A member's "Mark watched" / "Watched" toggle, on a card and in the dialog. Members only: it loads after the
 * first screen, with its machine, so a visitor never downloads it.
 */
export function WatchedToggle({ recap, list, size, onSaved }: WatchedToggleProps) {
  const { toasts } = useAppActors();
  const actorRef = useWatchedToggle(recap, list, toasts, onSaved);
  const watched = useSelector(actorRef, selectWatched);
  const saving = useSelector(actorRef, selectWatchedSaving);

  return (
    <button
      type="button"
      className={button({ variant: watched ? 'secondary' : 'ghost', size })}
      aria-pressed={watched}
      // Not disabled: a disabled button drops the focus, and the `w` shortcut works on the focused card.
      aria-disabled={saving}
      data-shortcut={SHORTCUT_TARGET.watched}
      onClick={() => actorRef.send({ type: 'watched.toggle' })}
    >
      {watched ? 'Watched' : 'Mark watched'}
    </button>
  );
}

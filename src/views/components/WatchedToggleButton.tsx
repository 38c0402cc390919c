import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectWatched, selectWatchedSaving, type watchedToggleMachine } from '../../machines/watchedToggle';
import { SHORTCUT_TARGET } from '../../domain/shortcuts';
import { button } from '../../styles/recipes.css';

/** "Mark watched" / "Watched", pressed when watched: the card's and the dialog's. */
export function WatchedToggleButton({ actorRef, size }: { actorRef: ActorRefFrom<typeof watchedToggleMachine>; size: 'sm' | 'md' }) {
  const { _ } = useLingui();
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
      {watched ? _('recap.watched') : _('recap.markWatched')}
    </button>
  );
}

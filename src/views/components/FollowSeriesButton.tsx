import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectFollowBusy, selectIsFollowing, type seriesFollowMachine } from '../../machines/seriesFollow';
import { button } from '../../styles/recipes.css';

/** Follow / Unfollow; a visitor who presses it is told to log in. The series page's machine runs the button's. */
export function FollowSeriesButton({ follow }: { follow: ActorRefFrom<typeof seriesFollowMachine> }) {
  const { _ } = useLingui();
  const following = useSelector(follow, selectIsFollowing);
  const busy = useSelector(follow, selectFollowBusy);
  return (
    <button
      type="button"
      className={button({ variant: following ? 'secondary' : 'primary', size: 'md' })}
      aria-pressed={following}
      disabled={busy}
      onClick={() => follow.send({ type: 'follow.toggle' })}
    >
      {following ? _('series.following') : _('series.follow')}
    </button>
  );
}

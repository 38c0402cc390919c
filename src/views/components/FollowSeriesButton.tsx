import { useActorRef, useSelector } from '@xstate/react';
import { selectFollowBusy, selectIsFollowing, seriesFollowMachine } from '../../machines/seriesFollow';
import { useAppActors } from '../app/hooks';
import { button } from '../../styles/recipes.css';

/** Follow / Unfollow; a visitor who presses it is told to log in. */
export function FollowSeriesButton({ slug, isFollowing: initial, isAuthenticated }: { slug: string; isFollowing: boolean; isAuthenticated: boolean }) {
  const { session, toasts } = useAppActors();
  const follow = useActorRef(seriesFollowMachine, { input: { session, toasts, slug, isFollowing: initial, isAuthenticated } });
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
      {following ? 'Following' : 'Follow'}
    </button>
  );
}

import { useSelector } from '@xstate/react';
import type { Recap } from '../../api/types';
import type { RecapPatchTarget } from '../../machines/shared/recapPatch';
import { selectOffersMark } from '../../machines/watchedToggle';
import { useAppActors } from '../app/hooks';
import { useWatchedToggle } from '../hooks/useWatchedToggle';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/dialog.css';
import { WatchedToggleButton } from './WatchedToggleButton';

/**
 * The dialog's watched toggle (a member's), and its offer: back from the video's tab (its links carry
 * `videoLinkProps`), the member is asked whether to mark the recap watched. The dialog gives each recap its own
 * (keyed by id), so Back and Forward never carry one recap's mark or offer to another.
 */
export function DialogWatched({ recap, list }: { recap: Recap; list: RecapPatchTarget }) {
  const { toasts } = useAppActors();
  const actorRef = useWatchedToggle(recap, list, toasts, { offerOnReturn: true });
  const offers = useSelector(actorRef, selectOffersMark);
  return (
    <>
      <WatchedToggleButton actorRef={actorRef} size="md" />
      {/* Always there, so a screen reader hears the offer when it comes. */}
      <div role="status" className={styles.watchedOffer}>
        {offers && (
          <>
            <span>Did you watch it?</span>
            <button type="button" className={button({ variant: 'primary', size: 'sm' })} onClick={() => actorRef.send({ type: 'watched.toggle' })}>
              Yes, mark it watched
            </button>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actorRef.send({ type: 'offer.dismiss' })}>
              Not now
            </button>
          </>
        )}
      </div>
    </>
  );
}

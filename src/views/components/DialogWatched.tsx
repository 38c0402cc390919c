import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Recap } from '../../api/types';
import { readingPlaceOfferMachine, selectReadingPlaceOffer } from '../../machines/readingPlaceOffer';
import type { RecapListRef } from '../../machines/shared/recapPatch';
import { selectOffersMark } from '../../machines/watchedToggle';
import { useAppActors } from '../app/hooks';
import { useWatchedToggle } from '../hooks/useWatchedToggle';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/dialog.css';
import { WatchedToggleButton } from './WatchedToggleButton';
import { useMessageText } from '../hooks/useMessage';

/**
 * The dialog's watched toggle (a member's) and its two offers: back from the video's tab (its links carry
 * `videoLinkProps`), whether to mark the recap watched; once marked, whether to move the reading place of its
 * followed series to the recap's last chapter. The dialog gives each recap its own (keyed by id), so Back and
 * Forward never carry one recap's mark or offers to another.
 */
export function DialogWatched({ recap, list }: { recap: Recap; list: RecapListRef }) {
  const { _ } = useLingui();
  const say = useMessageText();
  const { toasts } = useAppActors();
  const actorRef = useWatchedToggle(recap, list, toasts, { offerOnReturn: true });
  // The offer hears the toggle keep a mark itself, and works out from the recap whether to offer a move.
  const readingPlace = useActorRef(readingPlaceOfferMachine, { input: { toasts, marks: { toggle: actorRef, recap } } });
  const offersMark = useSelector(actorRef, selectOffersMark);
  const placeOffer = useSelector(readingPlace, selectReadingPlaceOffer);
  return (
    <>
      <WatchedToggleButton actorRef={actorRef} size="md" />
      {/* Always there, so a screen reader hears an offer when it comes. */}
      <div role="status" className={styles.watchedOffer}>
        {offersMark && (
          <>
            <span>{_('recap.offer.didYouWatch')}</span>
            <button type="button" className={button({ variant: 'primary', size: 'sm' })} onClick={() => actorRef.send({ type: 'watched.toggle' })}>
              {_('recap.offer.markWatched')}
            </button>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => actorRef.send({ type: 'offer.dismiss' })}>
              {_('recap.offer.notNow')}
            </button>
          </>
        )}
        {placeOffer && (
          <>
            <span>{say(placeOffer.text)}</span>
            <button
              type="button"
              className={button({ variant: 'primary', size: 'sm' })}
              aria-disabled={placeOffer.busy}
              onClick={() => readingPlace.send({ type: 'offer.accept' })}
            >
              {say(placeOffer.action)}
            </button>
            <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => readingPlace.send({ type: 'offer.dismiss' })}>
              {_('recap.offer.keepPlace')}
            </button>
          </>
        )}
      </div>
    </>
  );
}

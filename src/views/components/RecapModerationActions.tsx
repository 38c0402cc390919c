import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { Recap } from '../../api/types';
import { recapModerationMachine, selectMarking } from '../../machines/recapModeration';
import { isOpenableRecap } from '../../machines/recapDetail';
import type { RecapPatchTarget } from '../../machines/shared/recapPatch';
import { useAppActors } from '../app/hooks';
import { button } from '../../styles/recipes.css';

interface RecapModerationActionsProps {
  recap: Recap;
  /** The list the card is in; the moderation machine tells it the new status. */
  list: RecapPatchTarget;
}

/** What an administrator can do from a card: hide it as private or error, make a hidden one public again, or edit it. */
export function RecapModerationActions({ recap, list }: RecapModerationActionsProps) {
  const { toasts } = useAppActors();
  const actorRef = useActorRef(recapModerationMachine, { input: { toasts, list } });
  const busy = useSelector(actorRef, selectMarking);
  const hidden = !isOpenableRecap(recap);

  return (
    <>
      {hidden && (
        <button
          type="button"
          className={button({ variant: 'secondary', size: 'sm' })}
          disabled={busy}
          onClick={() => actorRef.send({ type: 'recap.mark', recapId: recap.id, status: 'public' })}
        >
          Mark public
        </button>
      )}
      <button
        type="button"
        className={button({ variant: 'danger', size: 'sm' })}
        disabled={busy}
        onClick={() => actorRef.send({ type: 'recap.mark', recapId: recap.id, status: 'private' })}
      >
        Mark private
      </button>
      <button
        type="button"
        className={button({ variant: 'danger', size: 'sm' })}
        disabled={busy}
        onClick={() => actorRef.send({ type: 'recap.mark', recapId: recap.id, status: 'error' })}
      >
        Mark error
      </button>
      <Link href={`/recaps/${recap.id}/edit`} className={button({ variant: 'secondary', size: 'sm' })}>
        Edit
      </Link>
    </>
  );
}

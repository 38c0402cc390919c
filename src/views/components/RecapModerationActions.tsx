import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { Recap } from '../../api/types';
import { recapModerationMachine, selectMarking, type ModerationStatus } from '../../machines/recapModeration';
import { isOpenableRecap } from '../../domain/recapAvailability';
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

  // A hidden recap offers only its undoing, so "Mark public" never stands beside "Mark private"; hiding it
  // another way is for a recap that shows.
  const choices: readonly ModerationStatus[] = hidden ? ['public'] : ['private', 'error'];

  return (
    <>
      {choices.map((status) => (
        <button
          key={status}
          type="button"
          className={button({ variant: status === 'public' ? 'secondary' : 'danger', size: 'sm' })}
          disabled={busy}
          onClick={() => actorRef.send({ type: 'recap.mark', recapId: recap.id, status })}
        >
          Mark {status}
        </button>
      ))}
      <Link href={`/recaps/${recap.id}/edit`} className={button({ variant: 'secondary', size: 'sm' })}>
        Edit
      </Link>
    </>
  );
}

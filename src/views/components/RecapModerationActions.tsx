import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { Recap } from '../../api/types';
import { recapModerationMachine } from '../../machines/recapModeration';
import { useForwardToasts } from '../app/hooks';
import { button } from '../../styles/recipes.css';

interface RecapModerationActionsProps {
  recap: Recap;
  onPatch: (recapId: Recap['id'], changes: Partial<Recap>) => void;
}

/** What an administrator can do from a card: hide it as private or error, or edit it. */
export function RecapModerationActions({ recap, onPatch }: RecapModerationActionsProps) {
  const actorRef = useActorRef(recapModerationMachine);
  const busy = useSelector(actorRef, (snapshot) => snapshot.matches('marking'));
  useForwardToasts(actorRef);
  useEffect(() => {
    const subscription = actorRef.on('marked', (event) => onPatch(event.recapId, { status: event.status }));
    return () => subscription.unsubscribe();
  }, [actorRef, onPatch]);

  return (
    <>
      <button
        type="button"
        className={button({ variant: 'danger', size: 'sm' })}
        disabled={busy}
        onClick={() => actorRef.send({ type: 'MARK', recapId: recap.id, status: 'private' })}
      >
        Mark private
      </button>
      <button
        type="button"
        className={button({ variant: 'danger', size: 'sm' })}
        disabled={busy}
        onClick={() => actorRef.send({ type: 'MARK', recapId: recap.id, status: 'error' })}
      >
        Mark error
      </button>
      <Link href={`/recaps/${recap.id}/edit`} className={button({ variant: 'secondary', size: 'sm' })}>
        Edit
      </Link>
    </>
  );
}

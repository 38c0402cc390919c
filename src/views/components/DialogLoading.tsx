import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { recapParam } from '../../domain/recapAddress';
import { pageChunkMachine } from '../../machines/pageChunk';
import { selectSlow } from '../../machines/shared/slowAnswer';
import * as shell from '../../styles/shell.css';
import { loadWaitingPagesAgain } from '../app/lazyPage';
import { SlowAnswer } from './SlowAnswer';

/**
 * Where a recap dialog will be while its code is on its way (a card opened on a slow connection): "Loading..."
 * in the dialog's place, after 8 s that it is taking longer with Try Again, which asks for the code once more;
 * the dialog replaces it when either request answers.
 */
export function DialogLoading() {
  const { _ } = useLingui();
  const wait = useActorRef(pageChunkMachine);
  const slow = useSelector(wait, selectSlow);
  const tryAgain = () => {
    loadWaitingPagesAgain();
    wait.send({ type: 'request.retry' });
  };
  return (
    <>
      <div className={shell.dialogLoadingOverlay} />
      <div className={shell.dialogLoading} aria-busy={!slow}>
        {slow ? <SlowAnswer onRetry={tryAgain} /> : <p role="status">{_('recap.dialogLoading')}</p>}
      </div>
    </>
  );
}

/** The same, while a list's dialog code is on its way: shown only once the address names a recap to open. */
export function RecapDialogLoading() {
  return recapParam(useSearch()) === null ? null : <DialogLoading />;
}

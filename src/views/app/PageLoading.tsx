import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { pageChunkMachine } from '../../machines/pageChunk';
import { selectSlow } from '../../machines/shared/slowAnswer';
import { page } from '../../styles/recipes.css';
import * as shell from '../../styles/shell.css';
import { SlowAnswer } from '../components/SlowAnswer';
import { loadWaitingPagesAgain } from './lazyPage';

/**
 * Shown while a page's code is on its way; after 8 s it says it is slow and offers Try Again, and the page
 * still shows when its code arrives.
 */
export function PageLoading() {
  const { _ } = useLingui();
  const wait = useActorRef(pageChunkMachine);
  const slow = useSelector(wait, selectSlow);
  const tryAgain = () => {
    loadWaitingPagesAgain();
    wait.send({ type: 'request.retry' });
  };
  return <div className={`${page} ${shell.pageLoading}`}>{slow ? <SlowAnswer onRetry={tryAgain} /> : <p role="status">{_('recap.dialogLoading')}</p>}</div>;
}

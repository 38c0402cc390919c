import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectRefusedCall } from '../../machines/session';
import { useAppActors, useSession } from './hooks';
import { lazyPage } from './lazyPage';
import { LoadBoundary } from './LoadBoundary';

// The notice, with the names of the actions a session can refuse, loads when a session expires: the first screen
// never shows it.
const SessionNotice = lazyPage(() => import('./SessionNotice'), 'SessionNotice');

/** The notice of an expired session (SessionNotice), from the expiry until the member has closed it. */
export function SessionExpiredNotice() {
  const { session } = useAppActors();
  const { expired } = useSession();
  const refusedCall = useSelector(session, selectRefusedCall);
  if (!expired && refusedCall === null) return null;
  // A notice whose code cannot load (the server is down) leaves the page as it is.
  return (
    <LoadBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <SessionNotice />
      </Suspense>
    </LoadBoundary>
  );
}

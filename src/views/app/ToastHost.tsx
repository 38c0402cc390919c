import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { selectToastQueue } from '../../machines/app';
import { selectHasToasts } from '../../machines/shared/toast';
import type { ToastQueueRef } from '../../machines/toasts';
import { useAppActors } from './hooks';
import { lazyPage } from './lazyPage';
import { LoadBoundary } from './LoadBoundary';

// Radix Toast loads with the first toast, not with the first screen; it stays mounted afterwards.
const Toaster = lazyPage(() => import('./Toaster'), 'Toaster');

/** The toasts, once the root has their queue: it starts it with the first toast. */
export function ToastHost() {
  const { app } = useAppActors();
  const queue = useSelector(app, selectToastQueue);
  return queue === null ? null : <ShownToasts queue={queue} />;
}

function ShownToasts({ queue }: { queue: ToastQueueRef }) {
  const hasToasts = useSelector(queue, selectHasToasts);
  // Toasts that cannot load (the server is down) never take the app with them; the next toast tries again.
  return (
    <LoadBoundary key={String(hasToasts)} fallback={() => null}>
      <Suspense fallback={null}>
        <Toaster queue={queue} />
      </Suspense>
    </LoadBoundary>
  );
}

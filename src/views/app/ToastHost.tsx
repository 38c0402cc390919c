import { Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectHasToasts } from '../../machines/toasts';
import { useAppActors } from './hooks';
import { lazyPage } from './lazyPage';
import { LoadBoundary } from './LoadBoundary';

// Radix Toast loads with the first toast, not with the first screen; it stays mounted afterwards.
const Toaster = lazyPage(() => import('./Toaster'), 'Toaster');

export function ToastHost() {
  const { toasts } = useAppActors();
  const hasToasts = useSelector(toasts, selectHasToasts);
  const [shownOnce, setShownOnce] = useState(false);
  // Remembered during render (React's way to keep state derived from a change), not in an effect.
  if (hasToasts && !shownOnce) setShownOnce(true);
  if (!hasToasts && !shownOnce) return null;
  // Toasts that cannot load (the server is down) never take the app with them; the next toast tries again.
  return (
    <LoadBoundary key={String(hasToasts)} fallback={() => null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadBoundary>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useSelector } from '@xstate/react';
import { selectHasToasts } from '../../machines/toasts';
import { useAppActors } from './hooks';

// Radix Toast loads with the first toast, not with the first screen; it stays mounted afterwards.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  const { toasts } = useAppActors();
  const hasToasts = useSelector(toasts, selectHasToasts);
  const [shownOnce, setShownOnce] = useState(false);
  // Remembered during render (React's way to keep state derived from a change), not in an effect.
  if (hasToasts && !shownOnce) setShownOnce(true);
  if (!hasToasts && !shownOnce) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

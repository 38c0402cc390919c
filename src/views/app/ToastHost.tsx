import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { GlobalActorsContext } from './contexts';

// Radix Toast loads with the first toast, not with the first screen; it stays mounted afterwards.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function ToastHost() {
  const actors = useContext(GlobalActorsContext);
  if (actors === null) throw new Error('The toaster needs <AppProviders> above it.');
  const hasToasts = useSelector(actors.toasts, (snapshot) => snapshot.context.toasts.length > 0);
  const [shownOnce, setShownOnce] = useState(false);
  useEffect(() => {
    if (hasToasts) setShownOnce(true);
  }, [hasToasts]);
  if (!hasToasts && !shownOnce) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

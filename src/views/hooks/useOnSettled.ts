import { useEffect } from 'react';

/**
 * Calls `onSettled` once `loading` is false (after the render that shows it), for layout that waits on a
 * part of the page whose height is known only then.
 */
export function useOnSettled(loading: boolean, onSettled: (() => void) | undefined): void {
  useEffect(() => {
    if (!loading) onSettled?.();
  }, [loading, onSettled]);
}

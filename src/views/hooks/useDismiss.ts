import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, a press outside `container` (and, with `escape`, the Escape key) calls `dismiss`: the open
 * menus and dropdowns close the way people expect, and their machines hear one event for it.
 */
export function useDismiss(container: RefObject<HTMLElement | null>, open: boolean, dismiss: () => void, options: { escape?: boolean } = {}): void {
  // The latest callback, without re-adding the listeners on every render.
  const latest = useRef(dismiss);
  latest.current = dismiss;
  const escape = options.escape ?? false;
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (container.current && !container.current.contains(event.target as Node)) latest.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    if (escape) document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, escape]);
}

import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Calls `onChange` each time the path changes (not on the first render's path). */
export function useOnRouteChange(onChange: () => void): void {
  const [location] = useLocation();
  const latest = useRef(onChange);
  latest.current = onChange;
  const seen = useRef(location);
  useEffect(() => {
    if (seen.current === location) return;
    seen.current = location;
    latest.current();
  }, [location]);
}

import { useEffect, useRef } from 'react';

/**
 * Tells a list's machine the filters of a new address (Back, Forward, a link, the list's own controls), once per
 * change: `key` says when two filter values are the same list.
 */
export function useOnAddressChange<TFilters>(filters: TFilters, key: (filters: TFilters) => string, onChange: (filters: TFilters) => void): void {
  const lastSent = useRef(key(filters));
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const next = key(filters);
    if (next === lastSent.current) return;
    lastSent.current = next;
    latest.current(filters);
  }, [filters, key]);
}

import { useLayoutEffect } from 'react';

/**
 * Takes index.html's boot shell (#boot: the header, and on the home page its first cards, painted before the
 * app's code arrived) off the page once `ready`, which shows the app rendered beneath it (index.html hides
 * #root while #boot is there). Before paint, so no frame shows both or neither; once gone it stays gone.
 * Someone still in the boot shell's search box goes on in the app's.
 */
export function useBootShellHandOff(ready: boolean): void {
  useLayoutEffect(() => {
    if (!ready) return;
    const boot = document.getElementById('boot');
    const wasSearching = boot !== null && boot.contains(document.activeElement) && document.activeElement?.getAttribute('type') === 'search';
    boot?.remove();
    if (wasSearching) document.querySelector<HTMLInputElement>('main input[type="search"]')?.focus();
  }, [ready]);
}

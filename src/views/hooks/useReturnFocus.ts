import { useRef } from 'react';

/**
 * Props for a Radix `Dialog.Content` that is opened by a machine rather than by a `Dialog.Trigger`:
 * Radix only gives focus back to its own trigger, so without these focus fell to the page's body and a
 * keyboard user started again from the top. The control that had focus when the dialog opened gets it back
 * when the dialog closes, if it is still on the page (a deactivated channel's card is gone).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      opener.current = null;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}

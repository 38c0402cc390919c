/**
 * The stacking order of everything that floats over the page. Toasts sit above an open dialog too: the
 * feedback of an action taken in a dialog is seen where it was taken, also on a phone, where the dialog fills
 * the screen down to where the toasts appear. A toast covers little, goes by itself and has its own close.
 */
export const layer = {
  stickyHeader: 20,
  dialogOverlay: 50,
  dialog: 51,
  toasts: 52,
  skipLink: 100,
} as const;

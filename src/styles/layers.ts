/**
 * The stacking order of everything that floats over the page. Toasts sit above a dialog's dimmed
 * overlay, so they stay readable, and under the dialog itself, so they never cover its buttons (on a
 * phone a dialog can fill the screen down to where the toasts appear).
 */
export const layer = {
  stickyHeader: 20,
  dialogOverlay: 50,
  toasts: 51,
  dialog: 52,
  skipLink: 100,
} as const;

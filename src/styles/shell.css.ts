import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { layer } from './layers';
import { centred } from './recipes.css';

export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', width: '100%' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: layer.skipLink,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.accent,
  color: vars.color.accentText,
  borderRadius: vars.radius.md,
  fontWeight: 600,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.accentText } },
});

/** Holds the place of a page while its code loads, so the footer and header do not jump. */
export const pageLoading = style({ minHeight: '60vh', color: vars.color.textMuted });

/** Holds a recap dialog's place while its code loads: the dialog's overlay and a small box where it will be. */
export const dialogLoadingOverlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: layer.dialogOverlay });
export const dialogLoading = style({
  ...centred,
  width: 'min(420px, calc(100vw - 24px))',
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.dialog,
  zIndex: layer.dialog,
  padding: vars.space.xl,
});

export const toastViewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: layer.toasts,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(100vw, 400px)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  // The corner the toasts stand in takes no clicks of its own: what is under its empty part stays usable.
  pointerEvents: 'none',
});

const slideIn = keyframes({ from: { transform: 'translateY(12px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.dialog,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  animation: `${slideIn} 160ms ease-out`,
  // An open dialog makes the rest of the page ignore the pointer (Radix sets pointer-events: none on the
  // body); a toast takes its clicks all the same, so its close button works over a dialog too.
  pointerEvents: 'auto',
  selectors: {
    '&[data-kind="success"]': { background: vars.color.success, color: vars.color.successText, borderColor: vars.color.success },
    '&[data-kind="error"]': { background: vars.color.danger, color: vars.color.dangerText, borderColor: vars.color.danger },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

export const toastText = style({ flex: 1, margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const toastClose = style({
  flexShrink: 0,
  minWidth: '32px',
  minHeight: '32px',
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.sm,
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(127, 127, 127, 0.2)' } },
});

/** The line that tells a member their session ended, under the header, with the way back in. */
export const sessionNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 600,
});

/** The page's foot: quiet, below the content, so it tells of the shortcuts without competing with the page. */
export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The keyboard shortcuts' help: each key in a key cap, its action beside it. */
export const shortcutList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const shortcutRow = style({ display: 'contents' });

export const shortcutKey = style({
  display: 'inline-block',
  minWidth: '2em',
  padding: `2px ${vars.space.sm}`,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
});

export const shortcutAction = style({ margin: 0 });

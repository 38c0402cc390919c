import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { layer } from './layers';

// The toasts' styles load with their code, at the first toast (src/views/app/ToastHost.tsx).

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

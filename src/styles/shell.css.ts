import { style } from '@vanilla-extract/css';
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

import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

// The recap dialog's stars: a file of their own, so their styles load with the dialog and not with the first screen.

export const stars = style({ display: 'inline-flex', gap: 2, alignItems: 'center' });
export const star = style({
  background: 'none',
  border: 'none',
  padding: 2,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  // An unlit star is still part of the control: the muted text colour keeps it at 3:1 or more (WCAG 1.4.11).
  color: vars.color.textMuted,
  selectors: { '&[aria-disabled="true"]': { cursor: 'default' } },
});
export const starState = styleVariants({ on: { color: vars.color.star }, off: {} });
export const starHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginLeft: vars.space.sm });

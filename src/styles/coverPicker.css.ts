import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The cover picker of Edit Series: the pictures as tiles, two a row on a 320 px phone, three in the form's width.
 * Each tile is a radio's label, so the group is one Tab stop whose arrows move the choice; the chosen tile and
 * the focused one are marked by their border and ring, not by colour alone (the radio stays visible).
 */

export const choices = style({
  border: 'none',
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: vars.space.sm,
});

/** The hint above the tiles, across the grid. */
export const fullRow = style({ gridColumn: '1 / -1' });

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  minWidth: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, background: vars.color.surfaceRaised },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { cursor: 'default', opacity: 0.7 },
  },
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
});

export const noPicture = style([
  picture,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.xs, textAlign: 'center' },
]);

export const caption = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const radio = style({ margin: '1px 0 0', flexShrink: 0, accentColor: vars.color.accent });

/** Two lines of a recap's title at most; the whole title is the radio's name all the same. */
export const captionText = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

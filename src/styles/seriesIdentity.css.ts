import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Cover beside the name and facts; on a narrow phone the cover shrinks rather than pushing the text under it. */
export const head = style({ display: 'grid', gridTemplateColumns: '10rem 1fr', gap: vars.space.lg, alignItems: 'start',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '5.5rem 1fr', gap: vars.space.md } } });
export const headText = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const cover = style({ width: '100%', height: 'auto', aspectRatio: '12 / 17', objectFit: 'cover', borderRadius: vars.radius.md, display: 'block' });
/** A series without a picture: its initial on a plain tile, the same shape as a cover. */
export const coverPlaceholder = style({
  display: 'flex', alignItems: 'center', justifyContent: 'center', background: vars.color.surfaceRaised, color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.xxl, fontWeight: 700,
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const status = style({
  display: 'inline-block', padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm, fontWeight: 600,
  background: vars.color.accent, color: vars.color.accentText,
});
export const genres = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const genre = style({
  padding: `2px ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`, background: vars.color.surfaceRaised, color: vars.color.text,
});
export const fact = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0, overflowWrap: 'anywhere' });
export const factName = style({ fontWeight: 600, color: vars.color.text });
export const synopsis = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.text, lineHeight: 1.5, overflowWrap: 'anywhere' });
/** Four lines, then an ellipsis: the rest is a Show more away. */
export const folded = style({ display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A synopsis keeps its paragraphs wherever it is shown beside another. */
export const synopsisValue = style({ whiteSpace: 'pre-wrap', fontWeight: 400 });

/** The member's own suggestions for a series, under the Suggest a correction button. */
export const mine = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const mineItem = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline', fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const outcome = style({
  display: 'inline-block', padding: `0 ${vars.space.sm}`, borderRadius: vars.radius.pill, fontSize: vars.fontSize.xs, fontWeight: 700,
  border: `1px solid ${vars.color.border}`, textTransform: 'uppercase', letterSpacing: '0.04em',
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });

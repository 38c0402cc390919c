import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { card } from './recipes.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.xl });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const form = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg, maxWidth: '36rem' }]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** One entry of the list: what the file says, and the series it goes to (or the choice among several). */
export const entry = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, overflowWrap: 'anywhere' }]);

export const entryTitle = style({ margin: 0, fontWeight: 600 });

export const facts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

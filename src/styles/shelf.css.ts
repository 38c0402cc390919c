import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { card } from './recipes.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.xl });

export const sectionHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const since = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statusField = style({ minWidth: '11rem' });

export const empty = style({ margin: 0, padding: vars.space.lg, color: vars.color.textMuted, textAlign: 'center' });

export const seriesList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** One followed series: its cover beside what a member acts on (status, where they are, what continues it). */
export const seriesRow = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: '64px minmax(0, 1fr)',
    gap: vars.space.md,
    alignItems: 'start',
    padding: vars.space.md,
  },
]);

export const cover = style({ width: '64px', height: '91px', objectFit: 'cover', borderRadius: vars.radius.sm, display: 'flex', alignItems: 'center', justifyContent: 'center' });

export const seriesBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const seriesName = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const facts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const newCount = style({ color: vars.color.accent, fontWeight: 700 });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

/** "Continue with …" names a recap's chapters and language: on a phone it wraps instead of running off the card. */
// Doubled, to win over the button recipe's nowrap whichever stylesheet the browser loaded last (the entry's comes after a page's).
export const continueButton = style({ selectors: { '&&': { whiteSpace: 'normal', textAlign: 'left', maxWidth: '100%', minWidth: 0 } } });

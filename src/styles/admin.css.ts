import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { control } from './recipes.css';

/** Admin screens: lists of review cards and forms, one column on phones (from 360 px), more on wide screens. */

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const toolbarField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: '10rem', flex: '1 1 10rem', maxWidth: '16rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const itemCard = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const itemRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { flexDirection: 'row', alignItems: 'flex-start' } },
});

export const thumb = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': { 'screen and (min-width: 640px)': { width: '200px', flexShrink: 0 } },
});

export const thumbPlaceholder = style([
  thumb,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const itemBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const strong = style({ color: vars.color.text, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const textarea = style({ ...control, minHeight: '4.5rem', fontFamily: 'inherit', resize: 'vertical' });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: '44px', fontWeight: 600 });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.accent });

export const checkboxGroup = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.xl, border: 0, padding: 0, margin: 0 });

// A hint may quote an address (a tracker's id form): it breaks anywhere rather than widen a phone's page.
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const urlStatus = styleVariants({
  loading: { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  valid: { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 600 },
  invalid: { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: 600 },
});

export const formWide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '40rem', width: '100%' });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const total = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
});

export const totalLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const totalValue = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const video = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const videoThumb = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceRaised });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});

export const externalLink = style({ color: vars.color.accent, overflowWrap: 'anywhere', selectors: { '&:hover': { color: vars.color.accentHover } } });

export const nameInput = style({ flex: '2 1 14rem', minWidth: 0 });
export const languageField = style({ flex: '1 1 10rem', minWidth: 0 });
export const editRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

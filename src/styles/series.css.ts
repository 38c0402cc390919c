import { globalStyle, style } from '@vanilla-extract/css';
import { panelBox } from './recipes.css';
import { vars } from './theme.css';

export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.md });

/** Labelled controls side by side, their controls on one line; on a phone the search takes a row and the selects share the next. */
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const toolbarField = style({ minWidth: '9rem', flex: '1 1 9rem' });
export const searchField = style({ minWidth: 'min(100%, 16rem)', flex: '3 1 20rem', margin: 0 });

export const countLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const center = style({ textAlign: 'center', padding: vars.space.xl, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  ...panelBox,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.text,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });
export const cardFacts = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const section = style({ ...panelBox, padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md, color: vars.color.text });
export const sectionTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
/**
 * A chapter number's width, not the page's. Doubled class: the shared control's full width is another file's rule,
 * whose place in the built style sheet is not this one's to rely on.
 */
export const chapterInput = style({ selectors: { '&&': { width: '7rem' } } });
/**
 * A field in the page's column that is as wide as its control, not the page: a flex item of the column keeps its
 * own height (the toolbar's grow would stretch it down the page, leaving an empty band under it).
 */
export const contentField = style({ alignSelf: 'flex-start', maxWidth: '100%' });
/** A select as wide as its longest option; a percentage of a field sized to its content would squeeze it to its label. */
export const contentSelect = style({ selectors: { '&&': { width: 'auto', maxWidth: '100%' } } });

/** The coverage map: a name column and a track per lane; on a phone the name sits above its track. */
export const map = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const lane = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 12rem) 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});
export const laneName = style({ fontSize: vars.fontSize.sm, fontWeight: 600, overflowWrap: 'anywhere' });
export const laneUnknown = style({ display: 'block', fontWeight: 400, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const track = style({
  position: 'relative',
  height: '1.75rem',
  borderRadius: vars.radius.sm,
  // Gaps are the track showing through: striped, so an uncovered range reads as missing, not as a bar.
  background: `repeating-linear-gradient(135deg, ${vars.color.surfaceRaised} 0 6px, ${vars.color.surface} 6px 12px)`,
  border: `1px solid ${vars.color.border}`,
});
export const bar = style({
  position: 'absolute',
  top: '2px',
  bottom: '2px',
  minWidth: '6px',
  padding: 0,
  border: `1px solid ${vars.color.surface}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent,
  cursor: 'pointer',
  ':hover': { background: vars.color.accentHover },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', zIndex: 1 },
});
export const axis = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 12rem) 1fr',
  gap: vars.space.md,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});
export const axisScale = style({ display: 'flex', justifyContent: 'space-between' });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const cardThumbnail = style({ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.md });
export const feed = style({ position: 'relative', marginBottom: vars.space.sm });
export const feedPanel = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginTop: vars.space.xs, maxWidth: 'min(36rem, calc(100vw - 2rem))',
});
export const feedUrl = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', margin: 0 });
export const followedList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

globalStyle(`${axis} > span:first-child`, { '@media': { 'screen and (max-width: 600px)': { display: 'none' } } });

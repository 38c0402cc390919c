import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const toolbar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginBottom: vars.space.lg });

export const searchWrap = style({ position: 'relative', width: '100%' });
export const searchInput = style({ width: '100%', paddingRight: '2.5rem' });
export const searchHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `${vars.space.xs} 0 0` });
export const dropdown = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 20,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.xs,
  margin: 0,
  listStyle: 'none',
});
export const dropdownHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const dropdownItem = style({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  background: 'none',
  border: 'none',
  color: vars.color.text,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    // The option the arrow keys point at: marked by more than colour, since focus stays in the box.
    '&[aria-selected="true"]': { background: vars.color.surface, outline: `2px solid ${vars.color.accent}`, outlineOffset: '-2px' },
  },
});

/**
 * Below this width the filter panel folds behind its Filters button, so a phone's first screen reaches the first
 * card; from it the panel shows as a row under the search box and the button is gone. The boot shell's room for
 * the filters (index.html, .boot-filters) follows the same width.
 */
const filtersFold = 'screen and (max-width: 719px)';
const filtersShown = 'screen and (min-width: 720px)';

export const filtersToggle = style({ alignSelf: 'flex-start', '@media': { [filtersShown]: { display: 'none' } } });
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  '@media': { [filtersFold]: { selectors: { '&[data-open="false"]': { display: 'none' } } } },
});
export const durationGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const countLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: `0 0 ${vars.space.md}`,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  height: '100%',
});
// Dimmed and grey (spec section 2): the picture fades, the text stays readable at AA contrast.
export const cardUnavailable = style({ filter: 'grayscale(1)', background: vars.color.surfaceRaised });
globalStyle(`${cardUnavailable} img`, { opacity: 0.5 });
// A member's watched recap: its picture fades so the unwatched ones stand out, its text keeps its contrast, and
// a mark says it in words (not by the fading alone).
export const cardWatched = style({ background: vars.color.surfaceRaised });
globalStyle(`${cardWatched} img`, { opacity: 0.45 });
// The spoiler shield: the picture and the title blurred past reading (the mark and Reveal say why and undo it).
export const cardShielded = style({});
globalStyle(`${cardShielded} img`, { filter: 'blur(14px)' });
export const shieldedTitle = style({ filter: 'blur(5px)', userSelect: 'none' });
export const watchedMark = style({
  background: vars.color.success,
  color: vars.color.successText,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
});

// The face (picture and text) is the area the title's button stretches over.
export const cardFace = style({ position: 'relative', display: 'block', width: '100%' });
export const cardOpen = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    // The whole face opens the recap; its focus ring is drawn inside the face, which the card's rounded
    // corners (overflow: hidden) would otherwise clip.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '-3px', borderRadius: vars.radius.lg },
  },
});

// A fixed 16:9 box keeps the grid from jumping while thumbnails arrive.
export const media = style({ position: 'relative', aspectRatio: '16 / 9', background: vars.color.surfaceRaised, overflow: 'hidden' });
export const mediaFill = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
/** Stands in for a picture that did not load: the recap's name on the card's own surface, never a broken image. */
export const picturePlaceholder = style([
  mediaFill,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.md,
    textAlign: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    overflow: 'hidden',
  },
]);
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const badge = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  padding: '2px 6px',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
});

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, flex: 1 });
export const cardTitle = style({ fontSize: vars.fontSize.md, fontWeight: 600, margin: 0, color: vars.color.text, lineHeight: 1.3 });
export const cardSeries = style({ fontSize: vars.fontSize.sm, color: vars.color.accent, margin: 0, fontWeight: 600 });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const channelLink = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, padding: `0 ${vars.space.md} ${vars.space.md}` });

export const state = style({ textAlign: 'center', padding: vars.space.xxl, color: vars.color.textMuted });
export const stateTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text, margin: `0 0 ${vars.space.sm}` });
export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

export const dropdownList = style({ listStyle: 'none', margin: 0, padding: 0 });
